import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';
import type { DayWindow } from '../dashboard/day-window';

/**
 * SQL of the POS reports (issue 6). A day is the tenant's calendar day: its local midnights become
 * instants with `at time zone` in the database, and the COMPLETED payments created between them are
 * the day's sales. An order paid in parts (a split bill, issue 20) has a COMPLETED payment per part:
 * orders are counted once, and each part counts its share of the order's portions (`portions`).
 */
const startOf = (date: string, timeZone: string) =>
  sql`((${date})::date)::timestamp at time zone ${timeZone}`;

function paidIn(tenantId: string, window: DayWindow): SQL | undefined {
  return and(
    eq(payments.tenantId, tenantId),
    eq(payments.status, 'COMPLETED'),
    gte(payments.createdAt, startOf(window.from, window.timeZone)),
    lt(payments.createdAt, startOf(window.to, window.timeZone)),
  );
}

const withItems = and(eq(orderItems.tenantId, payments.tenantId), eq(orderItems.orderId, payments.orderId));
const withOrder = and(eq(orders.tenantId, payments.tenantId), eq(orders.id, payments.orderId));

/** A line's portions paid by a payment: all of them, or a part's share (amount / total) of them. */
const portions = sql`${orderItems.qty} * (case when ${orders.total} > 0 then ${payments.amount}::numeric / ${orders.total} else 1 end)`;

/**
 * A payment's share of its order's discount (issue 20), as the P&L's revenue lines take it: a part
 * of a split bill its share (amount / total); the one payment of an order given away whole all of it.
 */
const discountShare = sql`case when ${orders.total} > 0
  then ${payments.amount}::numeric * ${orders.discount} / ${orders.total}
  when ${payments.part} = 0 then ${orders.discount} else 0 end`;

/** Sales, paid orders, the discounts given on them and portions sold in the window. */
export async function salesTotals(tx: Tx, tenantId: string, window: DayWindow) {
  const [money] = await tx
    .select({
      totalSales: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
      orderCount: sql<number>`count(distinct ${payments.orderId})`.mapWith(Number),
      discount: sql<number>`round(coalesce(sum(${discountShare}), 0))`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(orders, withOrder)
    .where(paidIn(tenantId, window));
  const [items] = await tx
    .select({ itemsQty: sql<number>`round(coalesce(sum(${portions}), 0))`.mapWith(Number) })
    .from(payments)
    .innerJoin(orders, withOrder)
    .innerJoin(orderItems, withItems)
    .where(paidIn(tenantId, window));
  return {
    totalSales: money?.totalSales ?? 0,
    orderCount: money?.orderCount ?? 0,
    discount: money?.discount ?? 0,
    itemsQty: items?.itemsQty ?? 0,
  };
}

/**
 * The dishes sold most in the window, by menu item. A line's revenue is its share of the order's
 * payment (price × qty / subtotal × amount), so it includes tax like every sales figure.
 */
export function topItemsSold(tx: Tx, tenantId: string, window: DayWindow, limit: number) {
  const qty = sql<number>`round(sum(${portions}))`;
  const revenue = sql<number>`round(coalesce(sum(${orderItems.price} * ${orderItems.qty} * ${payments.amount}::numeric / nullif(${orders.subtotal}, 0)), 0))`;
  return tx
    .select({
      _id: orderItems.menuItemId,
      name: sql<string>`max(${orderItems.name})`,
      qty: qty.mapWith(Number),
      revenue: revenue.mapWith(Number),
    })
    .from(payments)
    .innerJoin(orders, withOrder)
    .innerJoin(orderItems, withItems)
    .where(paidIn(tenantId, window))
    .groupBy(orderItems.menuItemId)
    .orderBy(desc(qty), desc(revenue), orderItems.menuItemId)
    .limit(limit);
}

/** The window's COMPLETED payments, newest first, each with the portions of its order. */
export function transactionsIn(tx: Tx, tenantId: string, window: DayWindow, limit: number) {
  return tx
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      amount: payments.amount,
      method: payments.method,
      itemsCount: sql<number>`round(coalesce(sum(${portions}), 0))`.mapWith(Number),
    })
    .from(payments)
    .leftJoin(orders, withOrder)
    .leftJoin(orderItems, withItems)
    .where(paidIn(tenantId, window))
    .groupBy(payments.tenantId, payments.id)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}
