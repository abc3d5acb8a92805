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
