import { describe, expect, it } from 'vitest';
import { buildReceipt, paymentLines, receiptChargeLines, receiptDiscounts } from './receipt-model';
import { paidOrder } from './receipt-test-orders';

const restaurant = { name: '  Warung Demo ', address: ' Jl. Sabang 1, Jakarta ' };
const at = new Date('2026-11-22T12:00:00.000Z');

const ppn = (tax: number, taxPercent: number) => ({
  tax,
  taxPercent,
  serviceCharge: 0,
  serviceChargePercent: 0,
  taxType: 'PPN' as const,
});

describe('receiptChargeLines', () => {
  it('is the tenant rule as charged: added on top, included in the prices, or none', () => {
    expect(receiptChargeLines(ppn(3080, 11))).toEqual([{ label: 'PPN 11%', amount: 3080 }]);
    expect(receiptChargeLines(ppn(2000, 110))).toEqual([{ label: 'PPN 10% (termasuk)', amount: 2000 }]);
    expect(receiptChargeLines(ppn(0, 0))).toEqual([]);
  });

  it('prints the service charge before the tax, named as the order was charged (PB1)', () => {
    const order = {
      tax: 10_500,
      taxPercent: 10,
      serviceCharge: 5_000,
      serviceChargePercent: 5,
      taxType: 'PB1' as const,
    };
    expect(receiptChargeLines(order)).toEqual([
      { label: 'Biaya layanan 5%', amount: 5_000 },
      { label: 'PB1 10%', amount: 10_500 },
    ]);
    expect(receiptChargeLines({ ...order, taxPercent: 0, tax: 0 })).toEqual([
      { label: 'Biaya layanan 5%', amount: 5_000 },
    ]);
  });
});

describe('buildReceipt', () => {
  it('keeps each order as charged, oldest first, with its short id, and adds the grand total', () => {
    const later = paidOrder({ _id: 'later-order-bbbbbbbb', createdAt: '2026-11-22T11:00:00.000Z' });
    const inclusive = paidOrder({
      _id: 'first-order-aaaaaaaa',
      total: 22000,
      tax: 2000,
      grandTotal: 22000,
      taxPercent: 110,
      items: [{ menuItemId: 'm3', name: 'KOPI', price: 11000, qty: 2, note: '', options: [] }],
    });
    const receipt = buildReceipt({
      title: 'Struk Gabungan',
      restaurant,
      orders: [later, inclusive],
      printedAt: at,
    });
    expect(receipt).toMatchObject({
      title: 'Struk Gabungan',
      restaurant: { name: 'Warung Demo', address: 'Jl. Sabang 1, Jakarta' },
      printedAt: '2026-11-22T12:00:00.000Z',
      grandTotal: 53080,
    });
    expect(receipt.orders.map((order) => order.shortId)).toEqual(['AAAAAAAA', 'BBBBBBBB']);
    expect(receipt.orders[0]).toMatchObject({
      subtotal: 22000,
      chargeLines: [{ label: 'PPN 10% (termasuk)', amount: 2000 }],
      total: 22000,
      lines: [{ name: 'KOPI', qty: 2, amount: 22000 }],
      payment: null,
    });
  });

  it('attaches each order its payment, by order id', () => {
    const order = paidOrder({});
    const payment = { method: 'CASH' as const, cashReceived: 50000, change: 18920 };
    const receipt = buildReceipt({
      restaurant,
      orders: [order],
      payments: new Map([[order._id, payment]]),
      printedAt: at,
    });
    expect(receipt.title).toBeNull();
    expect(receipt.orders[0]?.payment).toEqual(payment);
  });
});

describe('buildReceipt with discounts (issue 20)', () => {
  // Rp 28.000 of dishes: Rp 2.000 off the first line (10 %), then Rp 2.600 off the bill; PPN 11 %
  // on Rp 23.400.
  const discounted = paidOrder({
    discount: 4600,
    tax: 2574,
    grandTotal: 25974,
    discounts: [
      {
        line: 0,
        kind: 'PERCENT',
        value: 10,
        amount: 2000,
        reason: 'Member',
        by: 'Kasir',
        approvedBy: null,
      },
      {
        line: null,
        kind: 'FIXED',
        value: 2600,
        amount: 2600,
        reason: 'Ulang tahun',
        by: 'Kasir',
        approvedBy: 'Admin',
      },
    ],
  });

  it("prints a line's discount under that line and the bill's after the subtotal", () => {
    const [order] = buildReceipt({ restaurant, orders: [discounted], printedAt: at }).orders;
    expect(order?.lines.map((line) => line.discount)).toEqual([
      { label: 'Diskon (Member)', amount: 2000 },
      null,
    ]);
    expect(order).toMatchObject({
      subtotal: 28000,
      discountLines: [{ label: 'Diskon (Ulang tahun)', amount: 2600 }],
      chargeLines: [{ label: 'PPN 11%', amount: 2574 }],
      total: 25974,
    });
  });

  it('receiptDiscounts reads the same from the order alone', () => {
    expect(receiptDiscounts(discounted)).toEqual({
      byLine: [{ label: 'Diskon (Member)', amount: 2000 }, null],
      bill: [{ label: 'Diskon (Ulang tahun)', amount: 2600 }],
    });
  });

  it('prints none for an order without discounts, or a local copy that has no list (the POS)', () => {
    const { discounts: _none, discount: _zero, ...local } = paidOrder({});
    const [order] = buildReceipt({ restaurant, orders: [local], printedAt: at }).orders;
    expect(order?.discountLines).toEqual([]);
    expect(order?.lines.every((line) => line.discount === null)).toBe(true);
  });
});

describe('paymentLines', () => {
  it('names the method; cash adds what was handed over and the change', () => {
    expect(paymentLines({ method: 'CASH', cashReceived: 100000, change: 61150 })).toEqual([
      { label: 'Bayar', value: 'Tunai' },
      { label: 'Uang diterima', value: 100000 },
      { label: 'Kembalian', value: 61150 },
    ]);
    expect(paymentLines({ method: 'QRIS', cashReceived: null, change: null })).toEqual([
      { label: 'Bayar', value: 'QRIS' },
    ]);
    expect(paymentLines({ method: 'CASH', cashReceived: null, change: null })).toEqual([
      { label: 'Bayar', value: 'Tunai' },
    ]);
  });
});
