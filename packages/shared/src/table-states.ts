import { isOpen, type OrderFlags } from './order-status';

/**
 * A table's state on the staff's floor plan (issue 20), derived from its open orders and its
 * diners' calls — never stored, so it cannot drift from the orders.
 */
export const TABLE_STATES = ['FREE', 'ORDERING', 'WAITING', 'EATING', 'BILL'] as const;
export type TableState = (typeof TABLE_STATES)[number];

export const TABLE_STATE_LABELS: Record<TableState, string> = {
  FREE: 'Kosong',
  ORDERING: 'Memesan',
  WAITING: 'Menunggu makanan',
  EATING: 'Sedang makan',
  BILL: 'Minta bill',
};

/** What a diner can ask for from the tracking page. */
export const CALL_KINDS = ['WAITER', 'BILL'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** After a call was answered, the same table asks again for the same thing after this long. */
export const CALL_AGAIN_AFTER_SECONDS = 60;

/**
 * The state from the table's orders (any, closed and cancelled ones are left out) and its open
 * calls. Asking for the bill wins while something is still open; then an order the staff have not
 * confirmed yet (ordering), food not ready (waiting), and all served (eating).
 */
export function tableState(
  orders: readonly OrderFlags[],
  openCalls: readonly { kind: CallKind }[],
): TableState {
  const open = orders.filter(isOpen);
  if (open.length === 0) return 'FREE';
  if (openCalls.some((call) => call.kind === 'BILL')) return 'BILL';
  if (open.some((order) => order.status === 'PENDING' && !order.confirmed)) return 'ORDERING';
  if (open.some((order) => !order.ready)) return 'WAITING';
  return 'EATING';
}

/** Seconds until the table may make a call of this kind again (0: now). */
export function callWaitSeconds(lastAnsweredAt: Date | null, now: Date): number {
  if (!lastAnsweredAt) return 0;
  const elapsed = (now.getTime() - lastAnsweredAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(CALL_AGAIN_AFTER_SECONDS - elapsed));
}
