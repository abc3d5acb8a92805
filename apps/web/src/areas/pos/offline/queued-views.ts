import type { PosMenu } from '@meja/shared/contracts/pos';
import type { QueueItem } from './pos-db';
import { PENDING_SYNC, type PosOrderView, type PosPaymentView, type PosSaleView } from './pos-views';

/* What the screens read from the queue itself: menu items added offline and sales not yet synced. */

/** SPEC §9: the dashboard lists the last 10 transactions. */
export const RECENT_SALES = 10;

/** The menu plus the items quick-added on this device that the server does not list yet. */
export function withQueuedMenuItems(menu: PosMenu, queue: readonly QueueItem[]): PosMenu {
  const known = new Set(menu.items.map((item) => item._id));
  const added = queue.flatMap((entry) =>
    entry.meta.kind === 'menuItem' && entry.status !== 'failed' && !known.has(entry.meta.local._id)
      ? [entry.meta.local]
      : [],
  );
  return added.length === 0 ? menu : { ...menu, items: [...menu.items, ...added] };
}

const itemsCount = (order: PosOrderView) => order.items.reduce((sum, line) => sum + line.qty, 0);

/** The orders of the queue (made offline, or carried by a payment made offline), by id. */
function queuedOrders(queue: readonly QueueItem[]): Map<string, PosOrderView> {
  const orders = new Map<string, PosOrderView>();
  for (const entry of queue) {
    if (entry.meta.kind === 'order') orders.set(entry.meta.local._id, entry.meta.local);
    if (entry.meta.kind === 'payIntent') orders.set(entry.meta.local.order._id, entry.meta.local.order);
  }
  return orders;
}

/**
 * A payment of the queue with its order, as the screen last showed them (a confirmation queued
 * later wins over the intent); null when the payment or its order is not in the queue.
 */
export function queuedSale(
  queue: readonly QueueItem[],
  paymentId: string,
): { payment: PosPaymentView; order: PosOrderView } | null {
  let payment: PosPaymentView | null = null;
  for (const entry of [...queue].sort((a, b) => a.createdAt - b.createdAt)) {
    const { meta } = entry;
    if ((meta.kind === 'payIntent' || meta.kind === 'payConfirm') && meta.local.payment._id === paymentId) {
      payment = meta.local.payment;
    }
  }
  const order = payment ? queuedOrders(queue).get(payment.orderId) : undefined;
  return payment && order ? { payment, order } : null;
}

/** Payments still in the queue (taken or confirmed offline), newest first, as last-10 rows. */
export function queuedSales(queue: readonly QueueItem[]): PosSaleView[] {
  const orders = queuedOrders(queue);
  const sales = new Map<string, PosSaleView>();
  for (const entry of [...queue].sort((a, b) => a.createdAt - b.createdAt)) {
    const { meta } = entry;
    if (meta.kind !== 'payIntent' && meta.kind !== 'payConfirm') continue;
    const { payment } = meta.local;
    if (sales.has(payment._id)) continue;
    const order = orders.get(payment.orderId);
    sales.set(payment._id, {
      _id: payment._id,
      orderId: payment.orderId,
      time: payment.createdAt,
      total: payment.amount,
      itemsCount: order ? itemsCount(order) : null,
      method: payment.method,
      status: PENDING_SYNC,
      offline: true,
      queueStatus: entry.status,
    });
  }
  return [...sales.values()].reverse().slice(0, RECENT_SALES);
}
