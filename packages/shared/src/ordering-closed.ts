/**
 * DESIGN §4: a restaurant that is not taking orders (a BASIC trial that has ended, a deactivated
 * tenant) still shows its menu, with this notice instead of the add buttons. The diner app and the
 * server's still preview of the menu draw the same box, so nothing moves when the app starts.
 */
export const ORDERING_CLOSED_TITLE = 'Restoran sedang tidak menerima pesanan.';
export const ORDERING_CLOSED_DETAIL = 'Menu tetap bisa dilihat; silakan pesan langsung kepada staf restoran.';
export const ORDERING_CLOSED_BOX_CLASS =
  'mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950';
