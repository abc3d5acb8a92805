import { equalSplit, itemSplit } from '@meja/shared/bill-split';
import { billSplitCreate } from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import {
  assignUnit,
  emptyAssignment,
  equalSplitRequest,
  itemSplitRequest,
  ordersInSplits,
  parsePartCount,
  picksOf,
  splitOrderOf,
  stepPartCount,
  unitsLeft,
  withPartCount,
} from './split-assignment';

let counter = 0;
function order(items: { name: string; price: number; qty: number }[], grandTotal: number): Order {
  counter += 1;
  return {
    _id: `01a2044f-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    table: '5',
    type: 'DINE_IN',
    status: 'PENDING',
    confirmed: true,
    ready: false,
    total: items.reduce((sum, item) => sum + item.price * item.qty, 0),
    tax: 0,
    grandTotal,
    taxPercent: 11,
    serviceCharge: 0,
    serviceChargePercent: 0,
    taxType: 'PPN',
    discount: 0,
    discounts: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    items: items.map((item, index) => ({ menuItemId: `m${index}`, note: '', options: [], ...item })),
    note: '',
    priority: null,
    paymentStatus: 'NONE',
    source: 'CUSTOMER',
    confirmedAt: null,
    readyAt: null,
  };
}

const first = order(
  [
    { name: 'NASI GORENG', price: 25000, qty: 3 },
    { name: 'ES TEH', price: 5000, qty: 1 },
  ],
  88800,
);
const second = order([{ name: 'SATE', price: 30000, qty: 2 }], 66600);

describe('splitOrderOf', () => {
  it('takes the grand total and the lines’ unit prices and quantities', () => {
    expect(splitOrderOf(first)).toEqual({
      id: first._id,
      total: 88800,
      lines: [
        { price: 25000, qty: 3 },
        { price: 5000, qty: 1 },
      ],
    });
  });

  it('weighs each line after the order’s discounts, as the server splits it (issue 20)', () => {
    // Line 1 (Rp 5.000) has Rp 1.000 off; the bill's Rp 7.900 comes off 75.000 : 4.000.
    const discounted: Order = {
      ...first,
      discount: 8900,
      discounts: [
        { line: 1, kind: 'FIXED', value: 1000, amount: 1000, reason: 'x', by: 'K', approvedBy: null },
        { line: null, kind: 'FIXED', value: 7900, amount: 7900, reason: 'y', by: 'K', approvedBy: null },
      ],
    };
    expect(splitOrderOf(discounted).lines).toEqual([
      { price: 25000, qty: 3, amount: 67500 },
      { price: 5000, qty: 1, amount: 3600 },
    ]);
  });
});

describe('the per-menu assignment', () => {
  it('starts with every unit of every line not given', () => {
    const assignment = emptyAssignment([first, second]);
    expect(assignment[first._id]).toEqual([[null, null, null], [null]]);
    expect(assignment[second._id]).toEqual([[null, null]]);
    expect(unitsLeft(assignment)).toBe(6);
    expect(picksOf(assignment, [first, second], 2)).toEqual([[], []]);
  });

  it('gives a line of 3 one unit to each of three parts, and counts the picks per part and line', () => {
    let assignment = emptyAssignment([first, second]);
    assignment = assignUnit(assignment, first._id, 0, 0, 0);
    assignment = assignUnit(assignment, first._id, 0, 1, 1);
    assignment = assignUnit(assignment, first._id, 0, 2, 2);
    assignment = assignUnit(assignment, first._id, 1, 0, 0);
    assignment = assignUnit(assignment, second._id, 0, 0, 2);
    assignment = assignUnit(assignment, second._id, 0, 1, 2);
    expect(unitsLeft(assignment)).toBe(0);
    const picks = picksOf(assignment, [first, second], 3);
    expect(picks).toEqual([
      [
        { orderId: first._id, line: 0, qty: 1 },
        { orderId: first._id, line: 1, qty: 1 },
      ],
      [{ orderId: first._id, line: 0, qty: 1 }],
      [
        { orderId: first._id, line: 0, qty: 1 },
        { orderId: second._id, line: 0, qty: 2 },
      ],
    ]);
    const result = itemSplit([splitOrderOf(first), splitOrderOf(second)], picks);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(88800 + 66600);
    }
  });

  it('takes a unit back with null and leaves the state alone for a unit that does not exist', () => {
    const given = assignUnit(emptyAssignment([first]), first._id, 1, 0, 1);
    expect(assignUnit(given, first._id, 1, 0, null)[first._id]).toEqual([[null, null, null], [null]]);
    expect(assignUnit(given, first._id, 1, 5, 0)).toBe(given);
    expect(assignUnit(given, first._id, 9, 0, 0)).toBe(given);
    expect(assignUnit(given, 'other', 0, 0, 0)).toBe(given);
    // The earlier state is not changed.
    expect(given[first._id]?.[1]).toEqual([1]);
  });

  it('with fewer parts, the units of the parts gone are given to nobody; picks ignore parts past the count', () => {
    let assignment = emptyAssignment([second]);
    assignment = assignUnit(assignment, second._id, 0, 0, 0);
    assignment = assignUnit(assignment, second._id, 0, 1, 3);
    expect(picksOf(assignment, [second], 2)).toEqual([[{ orderId: second._id, line: 0, qty: 1 }], []]);
    const fewer = withPartCount(assignment, 3);
    expect(fewer[second._id]).toEqual([[0, null]]);
    expect(unitsLeft(fewer)).toBe(1);
  });

  it('an incomplete assignment is a problem for the shared rule, not a request', () => {
    const assignment = assignUnit(emptyAssignment([second]), second._id, 0, 0, 0);
    const picks = picksOf(assignment, [second], 2);
    const result = itemSplit([splitOrderOf(second)], picks);
    expect(result).toEqual({ ok: false, problem: { kind: 'emptyPart', part: 1 } });
  });
});

describe('the count of parts', () => {
  it('reads a whole number in 2–20 only', () => {
    expect(parsePartCount('3')).toBe(3);
    expect(parsePartCount(' 20 ')).toBe(20);
    expect(parsePartCount('2')).toBe(2);
    for (const text of ['', '1', '21', '0', '-2', '2.5', 'abc', '1e1', '0003x']) {
      expect(parsePartCount(text)).toBeNull();
    }
  });

  it('steps by one within 2–20, from 2 when nothing valid is typed', () => {
    expect(stepPartCount(3, 1)).toBe(4);
    expect(stepPartCount(3, -1)).toBe(2);
    expect(stepPartCount(2, -1)).toBe(2);
    expect(stepPartCount(20, 1)).toBe(20);
    expect(stepPartCount(null, 1)).toBe(2);
    expect(stepPartCount(null, -1)).toBe(2);
  });
});

describe('the requests', () => {
  it('an equal split names the orders and the count, and fits the contract', () => {
    const body = equalSplitRequest([first, second], 3);
    expect(body).toEqual({ mode: 'EQUAL', orderIds: [first._id, second._id], parts: 3 });
    expect(billSplitCreate.safeParse(body).success).toBe(true);
    const preview = equalSplit([splitOrderOf(first), splitOrderOf(second)], 3);
    expect(preview.ok && preview.parts.map((part) => part.amount)).toEqual([51800, 51800, 51800]);
  });

  it('a split by dishes sends each part’s picks, and fits the contract', () => {
    let assignment = emptyAssignment([second]);
    assignment = assignUnit(assignment, second._id, 0, 0, 0);
    assignment = assignUnit(assignment, second._id, 0, 1, 1);
    const body = itemSplitRequest([second], picksOf(assignment, [second], 2));
    expect(body).toEqual({
      mode: 'ITEMS',
      orderIds: [second._id],
      parts: [
        { items: [{ orderId: second._id, line: 0, qty: 1 }] },
        { items: [{ orderId: second._id, line: 0, qty: 1 }] },
      ],
    });
    expect(billSplitCreate.safeParse(body).success).toBe(true);
  });
});

describe('ordersInSplits', () => {
  it('gathers the orders of every open split', () => {
    const ids = ordersInSplits([{ orderIds: ['a', 'b'] }, { orderIds: ['c'] }]);
    expect([...ids].sort()).toEqual(['a', 'b', 'c']);
    expect(ordersInSplits([]).size).toBe(0);
  });
});
