import type { Order, OrderTracking } from '@meja/shared/contracts/orders';
import type { OrderItemRow } from '../../db/schema/orders';
import type { OrderRow } from '../../db/schema/orders';

export function presentOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    _id: row.id,
    table: row.tableNumber,
    type: row.orderType,
    status: row.status,
    confirmed: row.confirmed,
    ready: row.ready,
    total: row.subtotal,
    tax: row.tax,
    grandTotal: row.total,
    taxPercent: row.taxPercent,
    serviceCharge: row.serviceCharge,
    serviceChargePercent: row.serviceChargePercent,
    taxType: row.taxType,
    discount: row.discount,
    discounts: row.discounts.map((discount) => ({
      line: discount.line,
      kind: discount.kind,
      value: discount.value,
      amount: discount.amount,
      reason: discount.reason,
      by: discount.by,
      approvedBy: discount.approvedBy,
    })),
    createdAt: row.createdAt.toISOString(),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        menuItemId: item.menuItemId,
        name: item.name,
        price: item.price,
        qty: item.qty,
        note: item.note,
        options: item.options,
      })),
    note: row.note,
    priority: row.priority,
    paymentStatus: row.paymentStatus,
    source: row.source,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}

/** The order as its diner sees it: a discount's amount and reason, not which staff gave or approved it. */
export function presentOrderForDiner(row: OrderRow, items: OrderItemRow[]): Order {
  const order = presentOrder(row, items);
  if (order.discounts.length === 0) return order;
  return {
    ...order,
    discounts: order.discounts.map((discount) => ({ ...discount, by: '', approvedBy: null })),
  };
}

/** The tracking with its place in the kitchen's queue already known (the floor's one sort). */
export function presentTrackingAt(
  row: OrderRow,
  items: OrderItemRow[],
  kitchenQueue: number | null,
): OrderTracking {
  return { order: presentOrderForDiner(row, items), paymentStatus: row.paymentStatus, kitchenQueue };
}
