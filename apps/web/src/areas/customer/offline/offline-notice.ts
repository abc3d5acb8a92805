/** SPEC §8 offline order text, shown on the menu after the order was queued. */
export const OFFLINE_ORDER_MESSAGE =
  'Pesanan disimpan offline dan akan dikirim otomatis saat tersambung internet.';
/** Issue 12: what the notice becomes once the queued order has reached the restaurant, or been refused. */
export const OFFLINE_ORDER_SENT_MESSAGE = 'Pesanan yang disimpan offline sudah terkirim ke restoran.';
export const OFFLINE_ORDER_TRACK_LINK = 'Lacak pesanan';
export const OFFLINE_ORDER_REFUSED_MESSAGE = 'Pesanan yang disimpan offline tidak dapat dikirim:';

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
