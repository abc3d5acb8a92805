import type { BillSplit } from '@meja/shared/contracts/bill-split';
import type { Payment } from '@meja/shared/contracts/payments';
import { describe, expect, it } from 'vitest';
import { paidOrder } from '../../../components/receipt/receipt-test-orders';
import { asText } from '../../../printing/print-layout';
import { receiptBlocks } from '../../../printing/receipt-blocks';
import { receiptForPayment, reprintablePayments, type ReceiptSources } from './counter-printing';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const order = paidOrder({});
const other = paidOrder({ _id: '0190a000-0000-7000-8000-0000000000ff', table: 'C9' });
const restaurant = { name: 'WARUNG DEMO', address: 'Jl. Sabang 12' };

function payment(overrides: Partial<Payment>): Payment {
  return {
    _id: 'p1',
    orderId: order._id,
    method: 'CASH',
    amount: order.grandTotal,
    status: 'COMPLETED',
    createdAt: '2026-11-22T10:20:00.000Z',
    cashReceived: 50_000,
    change: 18_920,
    gateway: null,
    gatewayRef: null,
    part: null,
    order: { _id: order._id, table: order.table, status: order.status },
    ...overrides,
  };
}

/** Table C9's bill in two equal parts, the first paid in cash. */
const split: BillSplit = {
  _id: '0190a000-0000-7000-8000-00000000a5a5',
  mode: 'EQUAL',
  table: 'C9',
  orderIds: [other._id],
  total: other.grandTotal,
  paid: 15_540,
  createdAt: '2026-11-22T10:05:00.000Z',
  parts: [
    {
      part: 1,
      amount: 15_540,
      items: [],
      payment: { method: 'CASH', paidAt: '2026-11-22T10:06:00.000Z', cashReceived: 20_000, change: 4_460 },
    },
    { part: 2, amount: 15_540, items: [], payment: null },
  ],
};

const sources: ReceiptSources = { orders: [order, other], splits: [split] };
const text = (payment: Payment, from: ReceiptSources = sources) => {
  const receipt = receiptForPayment(payment, from, restaurant, NOW);
  return receipt ? asText(receiptBlocks(receipt, { columns: 32, reprint: true }), 32).join('\n') : null;
};

describe("the payment history's 'Cetak ulang'", () => {
  it('is offered for a completed payment whose order (or open split) is on the screen', () => {
    const partPaid = payment({ _id: 'part1', orderId: other._id, part: { part: 1, of: 2 } });
    const payments = [
      payment({ _id: 'whole' }),
      payment({ _id: 'failed', status: 'FAILED' }),
      payment({ _id: 'refunded', status: 'REFUNDED' }),
      partPaid,
      payment({ _id: 'part-unpaid', orderId: other._id, part: { part: 2, of: 2 } }),
      payment({ _id: 'closed-split', orderId: order._id, part: { part: 1, of: 3 } }),
      payment({ _id: 'older', orderId: 'not-listed' }),
    ];
    expect(reprintablePayments(payments, sources)).toEqual(new Set(['whole', 'part1']));
    for (const each of payments) {
      expect(receiptForPayment(each, sources, restaurant, NOW) !== null).toBe(
        each._id === 'whole' || each._id === 'part1',
      );
    }
    // A split whose order is not on the screen any more cannot be printed.
    expect(reprintablePayments([partPaid], { orders: [order], splits: [split] })).toEqual(new Set());
  });

  it("prints a whole payment's order with its method, cash and change, marked CETAK ULANG", () => {
    const receipt = receiptForPayment(payment({}), sources, restaurant, NOW);
    expect(receipt?.orders.map((printed) => printed.id)).toEqual([order._id]);
    expect(receipt?.orders[0]?.payment).toEqual({ method: 'CASH', cashReceived: 50_000, change: 18_920 });
    const printed = text(payment({}));
    expect(printed).toContain('CETAK ULANG');
    expect(printed).toContain('WARUNG DEMO');
  });

  it("prints a part's own receipt: its share and how it was paid, not the whole bill", () => {
    const printed = text(payment({ orderId: other._id, part: { part: 1, of: 2 }, amount: 15_540 }));
    expect(printed).toContain('Bagian 1 dari 2');
    expect(printed).toContain('15.540');
    expect(printed).not.toContain('31.080');
  });
});
