import type { Order } from '@meja/shared/contracts/orders';
import { describe, expect, it } from 'vitest';
import {
  closeState,
  closeWarnings,
  isLate,
  kitchenBadge,
  kitchenOrders,
  minutesWaiting,
  recentlyReadyOrders,
  paymentBadge,
  unconfirmedPendingCount,
  unpaidByTable,
} from './order-display';

let counter = 0;
function order(overrides: Partial<Order> = {}): Order {
  counter += 1;
  return {
    _id: `01a2044f-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    table: 'A1',
    type: 'DINE_IN',
    status: 'PENDING',
    confirmed: false,
    ready: false,
    total: 10000,
    tax: 1100,
    grandTotal: 11100,
    taxPercent: 11,
    serviceCharge: 0,
    serviceChargePercent: 0,
    taxType: 'PPN',
    discount: 0,
    discounts: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    items: [{ menuItemId: 'm1', name: 'NASI GORENG', price: 10000, qty: 1, note: '', options: [] }],
    note: '',
    priority: null,
    paymentStatus: 'NONE',
    source: 'CUSTOMER',
    confirmedAt: null,
    readyAt: null,
    ...overrides,
  };
}

describe('kitchenBadge (SPEC §4 displayed kitchen state)', () => {
  it('CANCELLED wins over the flags, then READY, then Confirmed, else Waiting', () => {
    expect(kitchenBadge({ status: 'CANCELLED', confirmed: true, ready: true }).label).toBe('CANCELLED');
    expect(kitchenBadge({ status: 'PENDING', confirmed: true, ready: true }).label).toBe('READY');
    expect(kitchenBadge({ status: 'PAID', confirmed: true, ready: true }).label).toBe('READY');
    expect(kitchenBadge({ status: 'PENDING', confirmed: true, ready: false }).label).toBe(
      'PENDING • Confirmed',
    );
    expect(kitchenBadge({ status: 'PENDING', confirmed: false, ready: false }).label).toBe(
      'PENDING • Waiting',
    );
  });
});

describe('paymentBadge (SPEC §4 payment labels)', () => {
  it('labels every payment status', () => {
    expect(paymentBadge('NONE').label).toBe('Belum ada');
    expect(paymentBadge('PENDING').label).toBe('Menunggu');
    expect(paymentBadge('COMPLETED')).toEqual({ label: 'Sudah dibayar', tone: 'done' });
    expect(paymentBadge('FAILED')).toEqual({ label: 'Gagal', tone: 'danger' });
  });
});

describe('closeWarnings and closeState', () => {
  it('lists what is not done yet, in the spec order', () => {
    expect(closeWarnings({ paymentStatus: 'NONE', ready: false })).toEqual([
      'Pembayaran BELUM selesai',
      'Makanan BELUM siap (READY)',
    ]);
    expect(closeWarnings({ paymentStatus: 'PENDING', ready: true })).toEqual(['Pembayaran BELUM selesai']);
    expect(closeWarnings({ paymentStatus: 'COMPLETED', ready: false })).toEqual([
      'Makanan BELUM siap (READY)',
    ]);
    expect(closeWarnings({ paymentStatus: 'COMPLETED', ready: true })).toEqual([]);
  });

  it('is closed only when PAID, confirmed and ready; a cancelled order cannot be closed', () => {
    expect(closeState({ status: 'PAID', confirmed: true, ready: true })).toBe('closed');
    expect(closeState({ status: 'PAID', confirmed: true, ready: false })).toBe('open');
    expect(closeState({ status: 'PENDING', confirmed: true, ready: true })).toBe('open');
    expect(closeState({ status: 'CANCELLED', confirmed: true, ready: true })).toBe('cancelled');
  });
});

describe('minutesWaiting and isLate', () => {
  const created = '2026-11-22T10:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('counts whole minutes, never negative', () => {
    expect(minutesWaiting(created, at('2026-11-22T10:00:59.000Z'))).toBe(0);
    expect(minutesWaiting(created, at('2026-11-22T10:14:59.000Z'))).toBe(14);
    expect(minutesWaiting(created, at('2026-11-22T09:58:00.000Z'))).toBe(0);
    expect(minutesWaiting('not a date', at(created))).toBe(0);
  });

  it('is late from 15 minutes', () => {
    expect(isLate(14)).toBe(false);
    expect(isLate(15)).toBe(true);
    expect(isLate(90)).toBe(true);
  });
});

describe('kitchenOrders', () => {
  it('keeps confirmed orders not READY, paid or not, priority first, then oldest', () => {
    const old = order({ confirmed: true, createdAt: '2026-11-22T09:00:00.000Z' });
    const newer = order({ confirmed: true, createdAt: '2026-11-22T09:30:00.000Z' });
    const urgentNote = order({
      confirmed: true,
      note: 'URGENT tanpa es',
      createdAt: '2026-11-22T09:45:00.000Z',
    });
    const readyOld = order({ confirmed: true, ready: true, createdAt: '2026-11-22T08:00:00.000Z' });
    const flagOff = order({
      confirmed: true,
      priority: false,
      note: 'prioritas',
      createdAt: '2026-11-22T08:30:00.000Z',
    });
    const unconfirmed = order({ createdAt: '2026-11-22T07:00:00.000Z' });
    const closed = order({ status: 'PAID', confirmed: true, ready: true });
    const cancelled = order({ status: 'CANCELLED', confirmed: true });
    const paidCooking = order({ status: 'PAID', confirmed: true, createdAt: '2026-11-22T09:10:00.000Z' });
    const sorted = kitchenOrders([
      newer,
      closed,
      readyOld,
      unconfirmed,
      old,
      urgentNote,
      cancelled,
      flagOff,
      paidCooking,
    ]);
    expect(sorted.map((o) => o._id)).toEqual([
      urgentNote._id,
      flagOff._id,
      old._id,
      paidCooking._id,
      newer._id,
    ]);
  });

  it('lists the orders READY in the last 15 minutes for the strip, newest first', () => {
    const now = Date.parse('2026-11-22T10:00:00.000Z');
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const justNow = order({ confirmed: true, ready: true, readyAt: at(1) });
    const closedLately = order({ status: 'PAID', confirmed: true, ready: true, readyAt: at(5) });
    const tooOld = order({ confirmed: true, ready: true, readyAt: at(15) });
    const cooking = order({ confirmed: true });
    const cancelled = order({ status: 'CANCELLED', confirmed: true, ready: true, readyAt: at(2) });
    expect(
      recentlyReadyOrders([tooOld, closedLately, cooking, cancelled, justNow], now).map((o) => o._id),
    ).toEqual([justNow._id, closedLately._id]);
  });

  it('counts unconfirmed pending orders for the banner', () => {
    expect(
      unconfirmedPendingCount([order(), order({ confirmed: true }), order({ status: 'CANCELLED' }), order()]),
    ).toBe(2);
  });
});

describe('unpaidByTable', () => {
  it('groups unpaid PENDING orders by table, tables in natural order, oldest first', () => {
    const a10 = order({ table: 'A10' });
    const a2late = order({ table: 'A2', createdAt: '2026-11-22T11:00:00.000Z' });
    const a2early = order({ table: 'A2', createdAt: '2026-11-22T09:00:00.000Z' });
    const paid = order({ table: 'A2', paymentStatus: 'COMPLETED' });
    const closed = order({
      table: 'B1',
      status: 'PAID',
      paymentStatus: 'COMPLETED',
      confirmed: true,
      ready: true,
    });
    const cancelled = order({ table: 'C1', status: 'CANCELLED' });
    expect(unpaidByTable([a10, a2late, paid, closed, cancelled, a2early])).toEqual([
      { table: 'A2', orders: [a2early, a2late] },
      { table: 'A10', orders: [a10] },
    ]);
  });
});
