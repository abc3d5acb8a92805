import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES, isClosed, type OrderStatus } from './order-status';
import {
  canVoidPaidOrder,
  finishedOrdersSince,
  ORDER_TRANSITION_MESSAGES as M,
  planReady,
  planStaffOrderUpdate,
  type StaffOrderState,
} from './order-transitions';
import { ROLES } from './roles';

const state = (overrides: Partial<StaffOrderState> = {}): StaffOrderState => ({
  status: 'PENDING',
  confirmed: false,
  ready: false,
  paymentStatus: 'NONE',
  ...overrides,
});

/** Every combination of status, flags and payment status. */
const everyState: StaffOrderState[] = ORDER_STATUSES.flatMap((status) =>
  [false, true].flatMap((confirmed) =>
    [false, true].flatMap((ready) =>
      PAYMENT_STATUSES.map((paymentStatus) => ({ status, confirmed, ready, paymentStatus })),
    ),
  ),
);

describe('confirmation ({confirmed})', () => {
  it('toggles a PENDING order both ways', () => {
    expect(planStaffOrderUpdate(state(), { confirmed: true })).toEqual({ kind: 'confirm', confirmed: true });
    expect(planStaffOrderUpdate(state({ confirmed: true }), { confirmed: false })).toEqual({
      kind: 'confirm',
      confirmed: false,
    });
  });

  it('leaves ready alone: a ready order can be un-confirmed (the flags are independent)', () => {
    expect(planStaffOrderUpdate(state({ confirmed: true, ready: true }), { confirmed: false })).toEqual({
      kind: 'confirm',
      confirmed: false,
    });
  });

  it.each(['PAID', 'CANCELLED'] as const)('refuses to change it on a %s order', (status) => {
    expect(planStaffOrderUpdate(state({ status, confirmed: true }), { confirmed: false })).toEqual({
      kind: 'refused',
      code: 'ORDER_NOT_PENDING',
      message: M.confirmNotPending,
    });
    expect(planStaffOrderUpdate(state({ status }), { confirmed: true })).toEqual({
      kind: 'refused',
      code: 'ORDER_NOT_PENDING',
      message: M.confirmNotPending,
    });
  });

  it('does nothing when the value is already set, whatever the status', () => {
    for (const order of everyState)
      expect(planStaffOrderUpdate(order, { confirmed: order.confirmed })).toEqual({ kind: 'none' });
  });

  it('does nothing for an empty patch', () => {
    for (const order of everyState) expect(planStaffOrderUpdate(order, {})).toEqual({ kind: 'none' });
  });
});

describe('status PENDING', () => {
  it('is the confirmation toggle on a PENDING order', () => {
    expect(planStaffOrderUpdate(state(), { status: 'PENDING', confirmed: true })).toEqual({
      kind: 'confirm',
      confirmed: true,
    });
    expect(planStaffOrderUpdate(state(), { status: 'PENDING' })).toEqual({ kind: 'none' });
  });

  it.each(['PAID', 'CANCELLED'] as const)('never goes back from %s', (status) => {
    expect(planStaffOrderUpdate(state({ status }), { status: 'PENDING' })).toEqual({
      kind: 'refused',
      code: 'ORDER_CLOSED',
      message: M.backToPending,
    });
  });
});

describe('status PAID (the closing sequence)', () => {
  it('pays in CASH when no payment is COMPLETED', () => {
    for (const paymentStatus of ['NONE', 'PENDING', 'FAILED'] as const)
      expect(planStaffOrderUpdate(state({ paymentStatus }), { status: 'PAID', confirmed: true })).toEqual({
        kind: 'close',
        pay: true,
      });
  });

  it('does not pay again when the order was paid already', () => {
    expect(
      planStaffOrderUpdate(state({ paymentStatus: 'COMPLETED', confirmed: true }), { status: 'PAID' }),
    ).toEqual({ kind: 'close', pay: false });
  });

  it('closes an unconfirmed order too (the close confirms it)', () => {
    expect(planStaffOrderUpdate(state({ confirmed: false }), { status: 'PAID' })).toEqual({
      kind: 'close',
      pay: true,
    });
  });

  it('is a no-op on a closed order, and finishes a PAID order that is not closed yet', () => {
    const closed = state({ status: 'PAID', confirmed: true, ready: true, paymentStatus: 'COMPLETED' });
    expect(isClosed(closed)).toBe(true);
    expect(planStaffOrderUpdate(closed, { status: 'PAID', confirmed: true })).toEqual({ kind: 'none' });
    expect(
      planStaffOrderUpdate(state({ status: 'PAID', confirmed: true, paymentStatus: 'COMPLETED' }), {
        status: 'PAID',
      }),
    ).toEqual({ kind: 'close', pay: false });
  });

  it('refuses a cancelled order and an explicit confirmed:false', () => {
    expect(planStaffOrderUpdate(state({ status: 'CANCELLED' }), { status: 'PAID' })).toEqual({
      kind: 'refused',
      code: 'ORDER_CANCELLED',
      message: M.closeCancelled,
    });
    expect(planStaffOrderUpdate(state(), { status: 'PAID', confirmed: false })).toEqual({
      kind: 'refused',
      code: 'ORDER_CLOSE_UNCONFIRMED',
      message: M.closeUnconfirmed,
    });
  });
});

describe('status CANCELLED', () => {
  it('cancels a PENDING order without refund when nothing was paid', () => {
    expect(planStaffOrderUpdate(state({ confirmed: true }), { status: 'CANCELLED' })).toEqual({
      kind: 'cancel',
      confirmed: true,
      refund: false,
    });
  });

  it('takes confirmed from the patch when given', () => {
    expect(
      planStaffOrderUpdate(state({ confirmed: true }), { status: 'CANCELLED', confirmed: false }),
    ).toEqual({ kind: 'cancel', confirmed: false, refund: false });
  });

  it('refunds a paid order, PENDING or PAID', () => {
    for (const status of ['PENDING', 'PAID'] as const)
      expect(
        planStaffOrderUpdate(state({ status, paymentStatus: 'COMPLETED' }), { status: 'CANCELLED' }),
      ).toEqual({ kind: 'cancel', confirmed: false, refund: true });
  });

  it('is a no-op on a cancelled order, and still refuses a confirmation change there', () => {
    expect(planStaffOrderUpdate(state({ status: 'CANCELLED' }), { status: 'CANCELLED' })).toEqual({
      kind: 'none',
    });
    expect(
      planStaffOrderUpdate(state({ status: 'CANCELLED' }), { status: 'CANCELLED', confirmed: true }),
    ).toEqual({ kind: 'refused', code: 'ORDER_NOT_PENDING', message: M.confirmNotPending });
  });
});

describe('every state × every patch', () => {
  const patches = ORDER_STATUSES.flatMap((status: OrderStatus | undefined) =>
    [undefined, false, true].map((confirmed) => ({ status, confirmed })),
  ).concat([undefined, false, true].map((confirmed) => ({ status: undefined, confirmed })));

  it('never leaves a CANCELLED order, and never plans a change that reopens a closed one', () => {
    for (const order of everyState)
      for (const patch of patches) {
        const plan = planStaffOrderUpdate(order, patch);
        if (order.status === 'CANCELLED') expect(['none', 'refused']).toContain(plan.kind);
        if (plan.kind === 'confirm') expect(order.status).toBe('PENDING');
        if (plan.kind === 'close') expect(plan.pay).toBe(order.paymentStatus !== 'COMPLETED');
        if (plan.kind === 'cancel') expect(plan.refund).toBe(order.paymentStatus === 'COMPLETED');
      }
  });
});

describe('planReady', () => {
  it('toggles READY on a PENDING confirmed order both ways', () => {
    expect(planReady(state({ confirmed: true }), true)).toEqual({ kind: 'ready', ready: true });
    expect(planReady(state({ confirmed: true, ready: true }), false)).toEqual({
      kind: 'ready',
      ready: false,
    });
  });

  it('toggles READY on a PAID confirmed order too (issue 12: the kitchen cooks paid orders)', () => {
    expect(planReady(state({ status: 'PAID', confirmed: true }), true)).toEqual({
      kind: 'ready',
      ready: true,
    });
    expect(planReady(state({ status: 'PAID', confirmed: true, ready: true }), false)).toEqual({
      kind: 'ready',
      ready: false,
    });
  });

  it('refuses an unconfirmed or CANCELLED order', () => {
    for (const order of [state(), state({ status: 'PAID' }), state({ status: 'CANCELLED', confirmed: true })])
      expect(planReady(order, true)).toEqual({
        kind: 'refused',
        code: 'ORDER_NOT_IN_KITCHEN',
        message: M.readyNotInKitchen,
      });
    expect(planReady(state({ status: 'CANCELLED', confirmed: true, ready: true }), false)).toEqual({
      kind: 'refused',
      code: 'ORDER_NOT_IN_KITCHEN',
      message: M.readyNotInKitchen,
    });
  });

  it('does nothing when the value is already set, whatever the status', () => {
    for (const order of everyState) expect(planReady(order, order.ready)).toEqual({ kind: 'none' });
  });
});

describe('canVoidPaidOrder', () => {
  it('lets only the restaurant admin and the super admin void a paid order', () => {
    expect(ROLES.filter(canVoidPaidOrder).sort()).toEqual(['RESTAURANT_ADMIN', 'SUPER_ADMIN']);
  });
});

describe('finishedOrdersSince', () => {
  it('is today and the two days before, in the restaurant’s own calendar', () => {
    // 2026-03-03 18:30 UTC is already 2026-03-04 in Jakarta (UTC+7) but not yet in London.
    const instant = new Date('2026-03-03T18:30:00Z');
    expect(finishedOrdersSince(instant, 'Asia/Jakarta')).toBe('2026-03-02');
    expect(finishedOrdersSince(instant, 'Europe/London')).toBe('2026-03-01');
    expect(finishedOrdersSince(instant, 'Asia/Jayapura')).toBe('2026-03-02');
  });

  it('crosses month and leap-year ends', () => {
    expect(finishedOrdersSince(new Date('2028-03-01T05:00:00Z'), 'Asia/Jakarta')).toBe('2028-02-28');
    expect(finishedOrdersSince(new Date('2027-01-01T05:00:00Z'), 'Asia/Makassar')).toBe('2026-12-30');
  });
});
