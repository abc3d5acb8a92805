import type { Order } from '@meja/shared/contracts/orders';
import { compareKitchenCards } from '@meja/shared/kitchen-sort';
import { isClosed, isInKitchen, type OrderFlags } from '@meja/shared/order-status';
import { isRecentlyReady } from '@meja/shared/order-transitions';
import { paymentStatusLabel } from '@meja/shared/payment-rules';
import { i18n } from '../../../i18n/i18n';

export const orderDisplayMessages = i18n('admin/orders/order-display', {
  cancelled: 'CANCELLED',
  ready: 'READY',
  pendingConfirmed: 'PENDING • Confirmed',
  pendingWaiting: 'PENDING • Waiting',
  closeUnpaid: 'Pembayaran BELUM selesai',
  closeNotReady: 'Makanan BELUM siap (READY)',
});

/* What the floor screens (orders, kitchen, payments) show for an order: pure, so it is unit-tested. */

export type BadgeTone = 'neutral' | 'waiting' | 'progress' | 'done' | 'danger';

export interface Badge {
  label: string;
  tone: BadgeTone;
}

/** SPEC §4 displayed kitchen state: CANCELLED; READY if ready; 'PENDING • Confirmed'; 'PENDING • Waiting'. */
export function kitchenBadge(order: OrderFlags): Badge {
  if (order.status === 'CANCELLED') return { label: orderDisplayMessages.get().cancelled, tone: 'danger' };
  if (order.ready) return { label: orderDisplayMessages.get().ready, tone: 'done' };
  if (order.confirmed) return { label: orderDisplayMessages.get().pendingConfirmed, tone: 'progress' };
  return { label: orderDisplayMessages.get().pendingWaiting, tone: 'waiting' };
}

/** SPEC §4 payment labels: NONE 'Belum ada', PENDING 'Menunggu', COMPLETED 'Sudah dibayar', FAILED 'Gagal'. */
export function paymentBadge(paymentStatus: Order['paymentStatus']): Badge {
  const label = paymentStatusLabel(paymentStatus);
  switch (paymentStatus) {
    case 'COMPLETED':
      return { label, tone: 'done' };
    case 'PENDING':
      return { label, tone: 'waiting' };
    case 'FAILED':
      return { label, tone: 'danger' };
    case 'NONE':
      return { label, tone: 'neutral' };
  }
}

/** SPEC §4 closing: the warnings the CLOSE dialog lists before 'Tetap CLOSE'. */
export function closeWarnings(order: Pick<Order, 'paymentStatus' | 'ready'>): string[] {
  const texts = orderDisplayMessages.get();
  const warnings: string[] = [];
  if (order.paymentStatus !== 'COMPLETED') warnings.push(texts.closeUnpaid);
  if (!order.ready) warnings.push(texts.closeNotReady);
  return warnings;
}

/** The CLOSE column: 'closed' shows 'CLOSED' disabled; a cancelled order cannot be closed. */
export type CloseState = 'open' | 'closed' | 'cancelled';

export function closeState(order: OrderFlags): CloseState {
  if (isClosed(order)) return 'closed';
  if (order.status === 'CANCELLED') return 'cancelled';
  return 'open';
}

/** Whole minutes since the order was placed (never negative, whatever the clocks say). */
export function minutesWaiting(createdAt: string, now: number): number {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((now - created) / 60_000));
}

/** A kitchen card waiting this long or longer is highlighted. */
export const LATE_AFTER_MINUTES = 15;

export function isLate(minutes: number): boolean {
  return minutes >= LATE_AFTER_MINUTES;
}

/**
 * The kitchen's cards (issue 12): every confirmed order that is not READY, paid or not, in the shared
 * kitchen order (SPEC §4).
 */
export function kitchenOrders(orders: readonly Order[]): Order[] {
  return orders
    .filter(isInKitchen)
    .map((order) => ({ order, card: { ...order, id: order._id } }))
    .sort((a, b) => compareKitchenCards(a.card, b.card))
    .map(({ order }) => order);
}

/** The kitchen's 'Baru saja READY' strip: orders marked READY in the last minutes, newest first. */
export function recentlyReadyOrders(orders: readonly Order[], now: number): Order[] {
  const at = new Date(now);
  return orders
    .filter((order) => isRecentlyReady(order, at))
    .sort((a, b) => (b.readyAt ?? '').localeCompare(a.readyAt ?? ''));
}

/** The kitchen's banner: pending orders the cashier has not confirmed yet. */
export function unconfirmedPendingCount(orders: readonly Order[]): number {
  return orders.filter((order) => order.status === 'PENDING' && !order.confirmed).length;
}

/** SPEC §2 payments: unpaid pending orders, grouped by table (tables in natural order, oldest order first). */
export function unpaidByTable(orders: readonly Order[]): { table: string; orders: Order[] }[] {
  const groups = new Map<string, Order[]>();
  const unpaid = orders
    .filter((order) => order.status === 'PENDING' && order.paymentStatus !== 'COMPLETED')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const order of unpaid) {
    const group = groups.get(order.table);
    if (group) group.push(order);
    else groups.set(order.table, [order]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'id-ID', { numeric: true }))
    .map(([table, list]) => ({ table, orders: list }));
}

const TIME = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });
const DAY_TIME = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** '14.05' for today, '21 Nov 14.05' for an earlier day (the browser's time zone). */
export function formatOrderTime(createdAt: string, now: number): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return date.toDateString() === new Date(now).toDateString() ? TIME.format(date) : DAY_TIME.format(date);
}
