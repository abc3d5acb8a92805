import { describe, expect, it } from 'vitest';
import type { BillSplit } from '@meja/shared/contracts/bill-split';
import { paidOrder } from './receipt-test-orders';
import { splitPartReceipt } from './split-part-receipt';

const restaurant = { name: ' WARUNG DEMO ', address: 'Jl. Sabang 12' };
const printedAt = new Date('2026-11-22T12:00:00.000Z');

/** Nasi Goreng × 2 (30 000, Rp 10.000 off) and Es Teh × 1: 25 000 + 11 % PPN = 27 750. */
const order = paidOrder({
  _id: 'order-1',
  items: [
    { menuItemId: 'n', name: 'NASI GORENG', price: 15_000, qty: 2, note: '', options: [] },
    { menuItemId: 'e', name: 'ES TEH', price: 5_000, qty: 1, note: '', options: [] },
  ],
  discounts: [
    { line: 0, kind: 'FIXED', value: 10_000, amount: 10_000, reason: 'Promo', by: '', approvedBy: null },
  ],
});

const split = (mode: BillSplit['mode']): BillSplit => ({
  _id: '01a2044f-0000-7000-8000-0000000abcde',
  mode,
  table: 'A1',
  orderIds: ['order-1'],
  total: 27_750,
  paid: 11_100,
  createdAt: '2026-11-22T11:00:00.000Z',
  parts: [
    {
      part: 1,
      amount: 11_100,
      items: mode === 'ITEMS' ? [{ orderId: 'order-1', line: 0, qty: 1, name: 'NASI GORENG' }] : [],
      payment: { method: 'CASH', paidAt: '2026-11-22T11:30:00.000Z', cashReceived: 20_000, change: 8_900 },
    },
    {
      part: 2,
      amount: 16_650,
      items:
        mode === 'ITEMS'
          ? [
              { orderId: 'order-1', line: 0, qty: 1, name: 'NASI GORENG' },
              { orderId: 'order-1', line: 1, qty: 1, name: 'ES TEH' },
            ]
          : [],
      payment: null,
    },
  ],
});

describe('splitPartReceipt', () => {
  it("by dishes: each dish at its share after the discount, the rest as the part's charges, how it was paid", () => {
    const receipt = splitPartReceipt({
      split: split('ITEMS'),
      part: 1,
      orders: [order],
      restaurant,
      printedAt,
    });
    expect(receipt?.title).toBe('Bagian 1 dari 2');
    expect(receipt?.restaurant.name).toBe('WARUNG DEMO');
    const [only] = receipt?.orders ?? [];
    expect(only?.lines.map((line) => [line.name, line.qty, line.amount])).toEqual([
      ['NASI GORENG', 1, 10_000],
    ]);
    expect(only).toMatchObject({
      subtotal: 10_000,
      chargeLines: [{ label: 'Biaya layanan & pajak (bagian)', amount: 1_100 }],
      total: 11_100,
      payment: { method: 'CASH', cashReceived: 20_000, change: 8_900 },
    });
    const second = splitPartReceipt({
      split: split('ITEMS'),
      part: 2,
      orders: [order],
      restaurant,
      printedAt,
    });
    expect(second?.orders[0]).toMatchObject({ subtotal: 15_000, total: 16_650, payment: null });
  });

  it('in equal parts: one line, the part of the bill', () => {
    const receipt = splitPartReceipt({
      split: split('EQUAL'),
      part: 2,
      orders: [order],
      restaurant,
      printedAt,
    });
    expect(receipt?.orders[0]?.lines).toEqual([
      { name: '2 dari 2 bagian tagihan', qty: 1, amount: 16_650, note: '', options: '', discount: null },
    ]);
    expect(receipt?.orders[0]?.chargeLines).toEqual([]);
  });

  it('a part the split does not have: no receipt', () => {
    expect(
      splitPartReceipt({ split: split('EQUAL'), part: 3, orders: [order], restaurant, printedAt }),
    ).toBeNull();
  });
});
