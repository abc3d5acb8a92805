import type { Order } from '@meja/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import { buildReceipt, receiptHtml } from './receipt';

function paidOrder(overrides: Partial<Order>): Order {
  return {
    _id: '01a2044f-e7b5-71fc-a267-55b9e2e60e5f',
    table: 'A1',
    status: 'PAID',
    confirmed: true,
    ready: true,
    total: 28000,
    tax: 3080,
    grandTotal: 31080,
    taxPercent: 11,
    createdAt: '2026-11-22T10:00:00.000Z',
    items: [
      { menuItemId: 'm1', name: 'CIRENG BUMBU RUJAK', price: 10000, qty: 2 },
      { menuItemId: 'm2', name: 'ES TEH', price: 8000, qty: 1 },
    ],
    note: '',
    priority: null,
    paymentStatus: 'COMPLETED',
    source: 'CUSTOMER',
    confirmedAt: '2026-11-22T10:01:00.000Z',
    readyAt: '2026-11-22T10:10:00.000Z',
    ...overrides,
  };
}

describe('buildReceipt', () => {
  it('keeps each order as charged and adds the grand total, oldest order first', () => {
    const later = paidOrder({ _id: 'b', createdAt: '2026-11-22T11:00:00.000Z' });
    const inclusive = paidOrder({
      _id: 'a',
      total: 22000,
      tax: 2000,
      grandTotal: 22000,
      taxPercent: 110,
      items: [{ menuItemId: 'm3', name: 'KOPI', price: 11000, qty: 2 }],
    });
    const receipt = buildReceipt('  Warung Demo ', [later, inclusive]);
    expect(receipt.restaurantName).toBe('Warung Demo');
    expect(receipt.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(receipt.orders[0]).toMatchObject({
      subtotal: 22000,
      tax: 2000,
      total: 22000,
      taxLabel: 'PPN 10% (termasuk)',
      lines: [{ name: 'KOPI', qty: 2, amount: 22000 }],
    });
    expect(receipt.orders[1]).toMatchObject({
      subtotal: 28000,
      tax: 3080,
      total: 31080,
      taxLabel: 'PPN 11%',
    });
    expect(receipt.grandTotal).toBe(53080);
  });
});

describe('receiptHtml', () => {
  it('prints the title, lines, subtotal, PPN, totals and escapes names', () => {
    const html = receiptHtml(
      buildReceipt('<Warung & Co>', [paidOrder({ table: 'A<1>' })]),
      '80',
      new Date('2026-11-22T12:00:00.000Z'),
    );
    expect(html).toContain('<title>Struk Gabungan</title>');
    expect(html).toContain('&lt;Warung &amp; Co&gt;');
    expect(html).toContain('Meja A&lt;1&gt;');
    expect(html).toContain('CIRENG BUMBU RUJAK x2');
    expect(html).toContain('Subtotal');
    expect(html).toContain('PPN 11%');
    expect(html).toContain('Grand total');
    expect(html).toContain('#E2E60E5F');
    expect(html).toContain('size: 80mm auto');
    expect(html).not.toContain('<script');
  });

  it('lays 58 mm paper out narrower', () => {
    const html = receiptHtml(buildReceipt('W', [paidOrder({})]), '58', new Date());
    expect(html).toContain('width: 48mm');
  });
});
