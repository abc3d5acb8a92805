import { and, desc, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';
import type { DayWindow } from './day-window';

/*
 * SQL of the admin dashboard (issue 5). Days are the tenant's calendar days: windows are given as
 * 'YYYY-MM-DD' dates [from, to) and turned into instants with `at time zone` in the database, and
 * payments are bucketed by `(created_at at time zone tz)::date` there too. Every range is on
 * `(tenant_id, created_at)`, which the indexes of orders and payments serve.
 */

const startOf = (date: string, timeZone: string) =>
  sql`((${date})::date)::timestamp at time zone ${timeZone}`;

/**
 * COMPLETED payments per local day of the window, every day listed (0 when none). The days' local
 * midnights become instants first (`at time zone`, in a materialized CTE), then each day is one
 * range scan that the payments index answers alone — cheaper than converting every payment's time.
 * Materialized on purpose: inlined, the time-zone conversion (not leakproof) would sit in the
 * row-level-security-guarded scan and keep it off the index.
 */
export async function completedPaymentsByDay(tx: Tx, tenantId: string, window: DayWindow) {
  const result = await tx.execute(sql`
    with days as materialized (
      select d.day,
        (d.day::date)::timestamp at time zone ${window.timeZone} as start_at,
        (d.day::date + 1)::timestamp at time zone ${window.timeZone} as end_at
      from generate_series((${window.from})::date, (${window.to})::date - 1, interval '1 day') as d(day)
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, s.amount, s.count
    from days
    cross join lateral (
      select coalesce(sum(${payments.amount}), 0)::bigint as amount, count(*)::int as count
      from ${payments}
      where ${payments.tenantId} = ${tenantId}
        and ${payments.status} = 'COMPLETED'
        and ${payments.createdAt} >= days.start_at
        and ${payments.createdAt} < days.end_at
    ) as s
    order by days.day`);
  return rowsOf(result).map((row) => ({
    date: String(row.date),
    amount: Number(row.amount),
    count: Number(row.count),
  }));
}

/**
 * COMPLETED payments of the whole window added up: one range scan of the same index, the same rule
 * as the days above (a payment counts on the local day of its instant).
 */
export async function completedPaymentsTotal(
  tx: Tx,
  tenantId: string,
  window: DayWindow,
): Promise<{ amount: number; count: number }> {
  const result = await tx.execute(sql`
    with bounds as materialized (
      select ((${window.from})::date)::timestamp at time zone ${window.timeZone} as start_at,
             ((${window.to})::date)::timestamp at time zone ${window.timeZone} as end_at
    )
    select coalesce(sum(${payments.amount}), 0)::bigint as amount, count(*)::int as count
    from ${payments}, bounds
    where ${payments.tenantId} = ${tenantId}
      and ${payments.status} = 'COMPLETED'
      and ${payments.createdAt} >= bounds.start_at
      and ${payments.createdAt} < bounds.end_at`);
  const [row] = rowsOf(result);
  return { amount: Number(row?.amount ?? 0), count: Number(row?.count ?? 0) };
}

/** Orders created in the window (cancelled left out), and the PENDING ones of any age: one round trip. */
export async function orderCounts(tx: Tx, tenantId: string, window: DayWindow) {
  const result = await tx.execute(sql`
    select
      (select count(*) from ${orders}
        where ${orders.tenantId} = ${tenantId}
          and ${orders.createdAt} >= ${startOf(window.from, window.timeZone)}
          and ${orders.createdAt} < ${startOf(window.to, window.timeZone)}
          and ${orders.status} <> 'CANCELLED')::int as created,
      (select count(*) from ${orders}
        where ${orders.tenantId} = ${tenantId} and ${orders.status} = 'PENDING')::int as pending`);
  const [row] = rowsOf(result);
  return { created: Number(row?.created ?? 0), pending: Number(row?.pending ?? 0) };
}

/**
 * Orders still open, whatever their age: neither cancelled nor closed (closed = PAID, confirmed and
 * ready: SPEC §4, `isOpen` of the shared order rules).
 */
export async function openOrderCount(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        ne(orders.status, 'CANCELLED'),
        or(ne(orders.status, 'PAID'), eq(orders.confirmed, false), eq(orders.ready, false)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The dishes of the orders paid in the window, most portions first. A line's revenue is its share of
 * the order's payment (price × qty / subtotal × amount), so it includes tax like every revenue figure.
 */
export function topItemsPaid(tx: Tx, tenantId: string, window: DayWindow, limit: number) {
  const qty = sql<number>`sum(${orderItems.qty})`;
  const revenue = sql<number>`round(coalesce(sum(${orderItems.price} * ${orderItems.qty} * ${payments.amount}::numeric / nullif(${orders.subtotal}, 0)), 0))`;
  return tx
    .select({ name: orderItems.name, qty: qty.mapWith(Number), revenue: revenue.mapWith(Number) })
    .from(payments)
    .innerJoin(orders, and(eq(orders.tenantId, payments.tenantId), eq(orders.id, payments.orderId)))
    .innerJoin(orderItems, and(eq(orderItems.tenantId, orders.tenantId), eq(orderItems.orderId, orders.id)))
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.status, 'COMPLETED'),
        gte(payments.createdAt, startOf(window.from, window.timeZone)),
        lt(payments.createdAt, startOf(window.to, window.timeZone)),
      ),
    )
    .groupBy(orderItems.name)
    .orderBy(desc(qty), desc(revenue), orderItems.name)
    .limit(limit);
}

/** The newest orders created since the start of `since` (a local date), any status. */
export function recentOrders(
  tx: Tx,
  tenantId: string,
  since: { date: string; timeZone: string },
  limit: number,
) {
  return tx
    .select({
      id: orders.id,
      tableNumber: orders.tableNumber,
      status: orders.status,
      subtotal: orders.subtotal,
      total: orders.total,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), gte(orders.createdAt, startOf(since.date, since.timeZone))))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
