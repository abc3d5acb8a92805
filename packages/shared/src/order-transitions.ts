import { addDays, dateInZone } from './dates';
import type { OrderStatus, PaymentStatus } from './order-status';
import type { Role } from './roles';
import type { ErrorCode } from './contracts/common';

/**
 * The staff's changes to an order (SPEC §4), decided without a database so the API enforces them
 * and the screens can grey out what would be refused. Setting a flag to the value it already has
 * changes nothing and is never refused (a double click, a retried request).
 */
export interface StaffOrderState {
  status: OrderStatus;
  confirmed: boolean;
  ready: boolean;
  paymentStatus: PaymentStatus;
}

export const ORDER_TRANSITION_MESSAGES = {
  notFound: 'Pesanan tidak ditemukan.',
  confirmNotPending: 'Hanya pesanan PENDING yang dapat dikonfirmasi atau dibatalkan konfirmasinya.',
  backToPending: 'Pesanan yang sudah PAID atau CANCELLED tidak dapat dikembalikan ke PENDING.',
  closeCancelled: 'Pesanan yang dibatalkan tidak dapat ditutup.',
  closeUnconfirmed: 'Pesanan yang ditutup selalu terkonfirmasi.',
  readyNotInKitchen: 'Hanya pesanan terkonfirmasi yang belum dibatalkan yang dapat ditandai READY.',
  voidNeedsAdmin: 'Hanya Admin Resto yang dapat membatalkan pesanan yang sudah dibayar.',
} as const;

/** PATCH /orders/{id}: `{confirmed}`, or `{status, confirmed}`. */
export interface StaffOrderPatch {
  status?: OrderStatus | undefined;
  confirmed?: boolean | undefined;
}

export type StaffOrderPlan =
  /** Nothing to change. */
  | { kind: 'none' }
  | { kind: 'confirm'; confirmed: boolean }
  /**
   * The closing sequence: pay in CASH when no payment is COMPLETED, then PAID and confirmed,
   * then ready. Each step only when it is still needed, so a repeated close is harmless.
   */
  | { kind: 'close'; pay: boolean }
  /** CANCELLED; a paid order also gets its payment refunded and its stock put back. */
  | { kind: 'cancel'; confirmed: boolean; refund: boolean }
  | Refusal;

/** A refused change: its stable error code (ERROR_CODES) and the Indonesian text. */
export interface Refusal {
  kind: 'refused';
  code: ErrorCode;
  message: string;
}

function confirmPlan(order: StaffOrderState, confirmed: boolean | undefined): StaffOrderPlan {
  if (confirmed === undefined || confirmed === order.confirmed) return { kind: 'none' };
  if (order.status !== 'PENDING')
    return {
      kind: 'refused',
      code: 'ORDER_NOT_PENDING',
      message: ORDER_TRANSITION_MESSAGES.confirmNotPending,
    };
  return { kind: 'confirm', confirmed };
}

export function planStaffOrderUpdate(order: StaffOrderState, patch: StaffOrderPatch): StaffOrderPlan {
  switch (patch.status) {
    case undefined:
      return confirmPlan(order, patch.confirmed);
    case 'PENDING':
      if (order.status !== 'PENDING')
        return { kind: 'refused', code: 'ORDER_CLOSED', message: ORDER_TRANSITION_MESSAGES.backToPending };
      return confirmPlan(order, patch.confirmed);
    case 'PAID': {
      if (order.status === 'CANCELLED')
        return {
          kind: 'refused',
          code: 'ORDER_CANCELLED',
          message: ORDER_TRANSITION_MESSAGES.closeCancelled,
        };
      if (patch.confirmed === false)
        return {
          kind: 'refused',
          code: 'ORDER_CLOSE_UNCONFIRMED',
          message: ORDER_TRANSITION_MESSAGES.closeUnconfirmed,
        };
      const paid = order.paymentStatus === 'COMPLETED';
      if (order.status === 'PAID' && order.confirmed && order.ready && paid) return { kind: 'none' };
      return { kind: 'close', pay: !paid };
    }
    case 'CANCELLED':
      if (order.status === 'CANCELLED') return confirmPlan(order, patch.confirmed);
      return {
        kind: 'cancel',
        confirmed: patch.confirmed ?? order.confirmed,
        refund: order.paymentStatus === 'COMPLETED',
      };
  }
}

/**
 * Cancelling an order whose payment is COMPLETED refunds money and puts stock back: a void, which
 * only the restaurant admin (or the platform's super admin) may do.
 */
export function canVoidPaidOrder(role: Role): boolean {
  return role === 'RESTAURANT_ADMIN' || role === 'SUPER_ADMIN';
}

/**
 * PATCH /orders/{id}/ready: the kitchen's READY / Undo READY. Any confirmed order that is not
 * cancelled, paid or not (issue 12: the kitchen cooks pay-first and POS orders too); undoing READY
 * of a paid order brings it back to the kitchen.
 */
export type ReadyPlan = { kind: 'none' } | { kind: 'ready'; ready: boolean } | Refusal;

export function planReady(order: StaffOrderState, ready: boolean): ReadyPlan {
  if (order.ready === ready) return { kind: 'none' };
  if (order.status === 'CANCELLED' || !order.confirmed)
    return {
      kind: 'refused',
      code: 'ORDER_NOT_IN_KITCHEN',
      message: ORDER_TRANSITION_MESSAGES.readyNotInKitchen,
    };
  return { kind: 'ready', ready };
}

/** The kitchen keeps an order it just marked READY in its 'Baru saja READY' strip this long (Undo READY). */
export const RECENTLY_READY_MINUTES = 15;

/** Whether a READY order still shows in the kitchen's strip of recently finished cards. */
export function isRecentlyReady(
  order: { status: OrderStatus; confirmed: boolean; ready: boolean; readyAt: string | Date | null },
  now: Date,
): boolean {
  if (!order.ready || !order.confirmed || order.status === 'CANCELLED' || order.readyAt === null)
    return false;
  const readyAt = new Date(order.readyAt).getTime();
  return Number.isFinite(readyAt) && now.getTime() - readyAt < RECENTLY_READY_MINUTES * 60_000;
}

/** SPEC §2 and §9: the staff lists show finished (PAID) orders of the last 3 days. */
export const FINISHED_ORDER_WINDOW_DAYS = 3;

/**
 * The first calendar day ('YYYY-MM-DD', in the restaurant's time zone) whose finished orders the
 * staff still see: today and the two days before.
 */
export function finishedOrdersSince(now: Date, timeZone: string): string {
  return addDays(dateInZone(now, timeZone), 1 - FINISHED_ORDER_WINDOW_DAYS);
}
