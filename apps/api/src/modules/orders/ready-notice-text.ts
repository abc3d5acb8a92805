/*
 * The words of 'Pesanan Anda siap' (issue 18), the WhatsApp message a diner gets when the kitchen
 * marks their order READY. Indonesian, short and plain: a chat message, read on a lock screen. The
 * approved template outside the 24-hour window says the same with {{1}} the restaurant's name and
 * {{2}} the order's number.
 */

export interface ReadyNoticeFacts {
  restaurantName: string;
  /** The order's number as the diner's tracking page shows it (dinerOrderNumber). */
  orderNumber: string;
}

export const READY_NOTICE_TEXT = {
  body: (facts: ReadyNoticeFacts) =>
    `Pesanan Anda siap! ${facts.restaurantName} · pesanan #${facts.orderNumber}. Silakan ambil atau tunggu diantar.`,
} as const;
