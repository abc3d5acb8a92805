import type { Order } from '@meja/shared/contracts/orders';
import { isOpen } from '@meja/shared/order-status';
import { CALL_AGAIN_AFTER_SECONDS } from '@meja/shared/table-states';
import { ApiError } from '../../../api/api-error';

/*
 * 'Panggil pelayan' and 'Minta bill' on the order's tracking page (issue 20): what one button shows
 * from the answer to its call. Pure: the hook (use-table-call.ts) keeps the state and the clock.
 */

/** After a call went through, its button rests this long (the server asks the same of the table). */
export const CALL_REST_MS = CALL_AGAIN_AFTER_SECONDS * 1000;

export type CallState =
  | { kind: 'idle' }
  /** Sent, no answer yet: the button shows progress and takes no second tap. */
  | { kind: 'sending' }
  /** The staff have the call: a calm confirmation, the button resting until `until`. */
  | { kind: 'sent'; until: number }
  /** Staff answered the same call a moment ago (429): the diner may ask again at `until`. */
  | { kind: 'wait'; until: number }
  /** The order is finished or cancelled meanwhile (CALL_NOT_OPEN): nothing to call for. */
  | { kind: 'closed' }
  /** Anything else (offline, a server error): tap again. */
  | { kind: 'failed' };

export const CALL_IDLE: CallState = { kind: 'idle' };

/** Only an open order eaten at a table calls the staff to it (never a takeaway's name). */
export function canCallTable(order: Pick<Order, 'type' | 'status' | 'confirmed' | 'ready'>): boolean {
  return order.type === 'DINE_IN' && isOpen(order);
}

/** The button's state after its call: sent, or why not. */
export function callStateAfter(result: { ok: true } | { ok: false; error: unknown }, now: number): CallState {
  if (result.ok) return { kind: 'sent', until: now + CALL_REST_MS };
  const { error } = result;
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.code === 'CALL_NOT_OPEN') return { kind: 'closed' };
  if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds !== null && error.retryAfterSeconds > 0) {
    return { kind: 'wait', until: now + error.retryAfterSeconds * 1000 };
  }
  return { kind: 'failed' };
}

/** Whether a tap is refused now: while sending, resting after a call, waiting, or with the order closed. */
export function callLocked(state: CallState, now: number): boolean {
  if (state.kind === 'sending' || state.kind === 'closed') return true;
  if (state.kind === 'sent' || state.kind === 'wait') return now < state.until;
  return false;
}

/** The whole seconds until a waiting button may be tapped again (at least 1 while it waits). */
export function secondsLeft(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}
