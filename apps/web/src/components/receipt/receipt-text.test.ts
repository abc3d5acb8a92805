import { describe, expect, it } from 'vitest';
import { buildReceipt } from './receipt-model';
import { paidOrder } from './receipt-test-orders';
import { RECEIPT_TEXT_WIDTH, receiptText } from './receipt-text';

const restaurant = { name: 'Warung Demo', address: 'Jl. Sabang 1, Jakarta' };
const at = new Date('2026-11-22T12:00:00.000Z');

describe('receiptText', () => {
  it('has the restaurant, address, short id, lines, tax, total, method, cash and change', () => {
    const order = paidOrder({ table: 'POS' });
    const text = receiptText(
      buildReceipt({
        restaurant,
        orders: [order],
        payments: new Map([[order._id, { method: 'CASH', cashReceived: 50000, change: 18920 }]]),
        printedAt: at,
      }),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Warung Demo');
    expect(lines[1]).toBe('Jl. Sabang 1, Jakarta');
    expect(text).toContain('Order #E2E60E5F');
    expect(text).toContain('Kasir');
    expect(text).toMatch(/CIRENG BUMBU RUJAK x2 +Rp 20\.000/);
    expect(text).toMatch(/PPN 11% +Rp 3\.080/);
    expect(text).toMatch(/TOTAL +Rp 31\.080/);
    expect(text).toMatch(/Bayar +Tunai/);
    expect(text).toMatch(/Uang diterima +Rp 50\.000/);
    expect(text).toMatch(/Kembalian +Rp 18\.920/);
    expect(text).not.toContain('GRAND TOTAL');
    expect(lines.at(-1)).toBe('Terima kasih');
  });

  it('prints a line’s discount under it and the bill’s after the subtotal (issue 20)', () => {
    const order = paidOrder({
      discount: 4600,
      tax: 2574,
      grandTotal: 25974,
      discounts: [
        { line: 0, kind: 'PERCENT', value: 10, amount: 2000, reason: 'Member', by: 'K', approvedBy: null },
        { line: null, kind: 'FIXED', value: 2600, amount: 2600, reason: 'Promo', by: 'K', approvedBy: null },
      ],
    });
    const text = receiptText(buildReceipt({ restaurant, orders: [order], printedAt: at }));
    expect(text).toMatch(
      /CIRENG BUMBU RUJAK x2 +Rp 20\.000\n {2}Diskon \(Member\) +−Rp 2\.000\nES TEH x1 +Rp 8\.000\nSubtotal +Rp 28\.000\nDiskon \(Promo\) +−Rp 2\.600\nPPN 11% +Rp 2\.574\nTOTAL +Rp 25\.974/,
    );
  });

  it('keeps every line within the width, wrapping a long name above its amount', () => {
    const order = paidOrder({
      items: [
        {
          menuItemId: 'x',
          name: 'NASI GORENG KAMPUNG SPESIAL PEDAS MANIS',
          price: 30000,
          qty: 1,
          note: '',
          options: [],
        },
      ],
    });
    const text = receiptText(
      buildReceipt({ restaurant: { name: 'W', address: '' }, orders: [order], printedAt: at }),
    );
    for (const line of text.split('\n').filter((l) => !l.startsWith('NASI'))) {
      expect(line.length).toBeLessThanOrEqual(RECEIPT_TEXT_WIDTH);
    }
    expect(text).toMatch(/NASI GORENG KAMPUNG SPESIAL PEDAS MANIS x1\n +Rp 30\.000/);
    // No address line when there is none.
    expect(text.split('\n')[1]).not.toBe('');
  });

  it('adds the grand total for a combined receipt, and each order’s own time', () => {
    const receipt = buildReceipt({
      title: 'Struk Gabungan',
      restaurant,
      orders: [
        paidOrder({ _id: 'aaaaaaaa' }),
        paidOrder({ _id: 'bbbbbbbb', tax: 0, taxPercent: 0, grandTotal: 28000 }),
      ],
      printedAt: at,
    });
    const text = receiptText(receipt);
    expect(text).toContain('Struk Gabungan');
    expect(text).toMatch(/GRAND TOTAL +Rp 59\.080/);
    // The order without tax has no tax line.
    expect(text.match(/PPN/g)).toHaveLength(1);
  });
});
