/** Navigation state the menu reads to tell the diner the order was queued (with its id, to follow it). */
export interface OfflineNoticeState {
  offlineOrder: true;
  orderId: string;
}

/** The queued order a menu visit was sent with: its id, or null from a notice that carried none. */
export function offlineNoticeOf(state: unknown): { queuedId: string | null } | null {
  if (typeof state !== 'object' || state === null) return null;
  if (!('offlineOrder' in state) || state.offlineOrder !== true) return null;
  const queuedId = 'orderId' in state && typeof state.orderId === 'string' ? state.orderId : null;
  return { queuedId };
}
