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

/** Where a diner's order stands in the kitchen; the diner app words it in the visible locale. */
export type CustomerKitchenState = 'cancelled' | 'ready' | 'cooking' | 'waiting';

export function customerKitchenState(order: OrderFlags): CustomerKitchenState {
  if (order.status === 'CANCELLED') return 'cancelled';
  if (order.ready) return 'ready';
  if (order.confirmed) return 'cooking';
  return 'waiting';
}

/** SPEC §4 customer wording of the kitchen state. */
export const CUSTOMER_KITCHEN_TEXTS: Record<CustomerKitchenState, string> = {
  cancelled: 'Dibatalkan',
  ready: 'Siap diambil / Ready',
  cooking: 'Sedang diproses di dapur',
  waiting: 'Menunggu konfirmasi',
};

export function customerKitchenText(order: OrderFlags): string {
  return CUSTOMER_KITCHEN_TEXTS[customerKitchenState(order)];
}

/** Where an order stands in the table's list of orders. */
export type CustomerListState = 'paid' | 'cancelled' | 'processing' | 'waiting';

export function customerListState(order: OrderFlags): CustomerListState {
  if (order.status === 'PAID') return 'paid';
  if (order.status === 'CANCELLED') return 'cancelled';
  return order.confirmed ? 'processing' : 'waiting';
}

/** SPEC §4 wording in the table's list of orders. */
export const CUSTOMER_LIST_TEXTS: Record<CustomerListState, string> = {
  paid: 'Sudah dibayar',
  cancelled: 'Dibatalkan',
  processing: 'Order diproses',
  waiting: 'Menunggu konfirmasi',
};

export function customerListText(order: OrderFlags): string {
  return CUSTOMER_LIST_TEXTS[customerListState(order)];
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  NONE: 'Belum ada',
  PENDING: 'Menunggu',
  COMPLETED: 'Sudah dibayar',
  FAILED: 'Gagal',
};
