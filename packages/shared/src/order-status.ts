export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['NONE', 'PENDING', 'COMPLETED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface OrderFlags {
  status: OrderStatus;
  confirmed: boolean;
  ready: boolean;
}

/** SPEC §4: closed = PAID, confirmed and ready. Closed orders are no longer "active" for diners. */
export function isClosed(order: OrderFlags): boolean {
  return order.status === 'PAID' && order.confirmed && order.ready;
}

/** Open = still moving: neither cancelled nor closed (the diner's tracking and the staff lists). */
export function isOpen(order: OrderFlags): boolean {
  return order.status !== 'CANCELLED' && !isClosed(order);
}

/**
 * On the kitchen's cards (issue 12): every confirmed order that is not READY, paid or not — a
 * pay-first counter's orders and the POS's dishes are cooked too. Cancelled orders never.
 */
export function isInKitchen(order: OrderFlags): boolean {
  return order.confirmed && !order.ready && order.status !== 'CANCELLED';
}

/** SPEC §4 customer wording of the kitchen state. */
export function customerKitchenText(order: OrderFlags): string {
  if (order.status === 'CANCELLED') return 'Dibatalkan';
  if (order.ready) return 'Siap diambil / Ready';
  if (order.confirmed) return 'Sedang diproses di dapur';
  return 'Menunggu konfirmasi';
}

/** SPEC §4 wording in the table's list of orders. */
export function customerListText(order: OrderFlags): string {
  if (order.status === 'PAID') return 'Sudah dibayar';
  if (order.status === 'CANCELLED') return 'Dibatalkan';
  return order.confirmed ? 'Order diproses' : 'Menunggu konfirmasi';
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  NONE: 'Belum ada',
  PENDING: 'Menunggu',
  COMPLETED: 'Sudah dibayar',
  FAILED: 'Gagal',
};
