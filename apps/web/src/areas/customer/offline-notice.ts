/** SPEC §8 offline order text, shown on the menu after the order was queued. */
export const OFFLINE_ORDER_MESSAGE =
  'Pesanan disimpan offline dan akan dikirim otomatis saat tersambung internet.';

/** Navigation state the menu reads to tell the diner the order was queued. */
export interface OfflineNoticeState {
  offlineOrder: true;
}

export function hasOfflineNotice(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'offlineOrder' in state && state.offlineOrder === true
  );
}
