import { describe, expect, it } from 'vitest';
import {
  customerKitchenState,
  customerKitchenText,
  customerListState,
  customerListText,
  isClosed,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  type OrderFlags,
} from './order-status';

/** Every status × confirmed × ready, with the expected SPEC §4 answers. */
const cases: [OrderFlags, { closed: boolean; kitchen: string; list: string }][] = [];
for (const status of ORDER_STATUSES)
  for (const confirmed of [false, true])
    for (const ready of [false, true]) {
      const kitchen =
        status === 'CANCELLED'
          ? 'Dibatalkan'
          : ready
            ? 'Siap diambil / Ready'
            : confirmed
              ? 'Sedang diproses di dapur'
              : 'Menunggu konfirmasi';
      const list =
        status === 'PAID'
          ? 'Sudah dibayar'
          : status === 'CANCELLED'
            ? 'Dibatalkan'
            : confirmed
              ? 'Order diproses'
              : 'Menunggu konfirmasi';
      cases.push([
        { status, confirmed, ready },
        { closed: status === 'PAID' && confirmed && ready, kitchen, list },
      ]);
    }

describe('order status wording (SPEC §4)', () => {
  it('covers all 12 combinations', () => {
    expect(cases).toHaveLength(12);
  });

  it.each(cases)('%j', (flags, expected) => {
    expect(isClosed(flags)).toBe(expected.closed);
    expect(customerKitchenText(flags)).toBe(expected.kitchen);
    expect(customerListText(flags)).toBe(expected.list);
  });

  it('only PAID + confirmed + ready is closed', () => {
    expect(cases.filter(([flags]) => isClosed(flags)).map(([flags]) => flags)).toEqual([
      { status: 'PAID', confirmed: true, ready: true },
    ]);
  });

  it('payment status labels', () => {
    expect(PAYMENT_STATUS_LABELS).toEqual({
      NONE: 'Belum ada',
      PENDING: 'Menunggu',
      COMPLETED: 'Sudah dibayar',
      FAILED: 'Gagal',
    });
  });
});

describe('order states for the diner app (issue 13: worded per locale)', () => {
  it('names the kitchen and list state the texts above come from', () => {
    expect(customerKitchenState({ status: 'CANCELLED', confirmed: true, ready: true })).toBe('cancelled');
    expect(customerKitchenState({ status: 'PAID', confirmed: true, ready: true })).toBe('ready');
    expect(customerKitchenState({ status: 'PENDING', confirmed: true, ready: false })).toBe('cooking');
    expect(customerKitchenState({ status: 'PAID', confirmed: false, ready: false })).toBe('waiting');
    expect(customerListState({ status: 'PAID', confirmed: false, ready: false })).toBe('paid');
    expect(customerListState({ status: 'CANCELLED', confirmed: true, ready: false })).toBe('cancelled');
    expect(customerListState({ status: 'PENDING', confirmed: true, ready: false })).toBe('processing');
    expect(customerListState({ status: 'PENDING', confirmed: false, ready: true })).toBe('waiting');
  });
});
