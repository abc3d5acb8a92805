import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { dishSalesDaily, dishSalesMonthly, salesDaily } from '../../db/schema/sales-rollup';
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
 * The share of its order a part of a split bill paid (issue 20): a day counts the orders paid, each
 * part its share of one, as the daily rollup does. Whole payments (part 0) never ask.
 */
const splitPartShare = sql`(select ${payments.amount}::numeric / nullif(o.total, 0) from ${orders} o
  where o.tenant_id = ${payments.tenantId} and o.id = ${payments.orderId})`;

/**
 * COMPLETED payments per local day of the window, every day listed (0 when none), with the orders
 * they paid. The days' local
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
      select coalesce(sum(${payments.amount}), 0)::bigint as amount,
        round(count(*) filter (where ${payments.part} = 0) + coalesce(sum(${splitPartShare}) filter (where ${payments.part} > 0), 0))::int as count
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
 * COMPLETED payments of the whole window per type of the order paid and its tax type, with their
 * shares of the discounts, service charges and taxes, in one statement: the same
 * bounds and rule as the days above (a payment counts on the local day of its instant),
 * each payment joined to its order (every payment has one, same tenant), so the rows add up to the
 * window's total. Only the types with payments are listed.
 */
export async function completedPaymentsByOrderType(
  tx: Tx,
  tenantId: string,
  window: DayWindow,
): Promise<
  { type: string; taxType: string; amount: number; discount: number; serviceCharge: number; tax: number }[]
> {
  // A payment's share of its order's discount, service charge and tax (a split bill's part pays its
  // share), unrounded: the caller rounds the sums once. An order given away whole (total 0) has its
  // one payment of 0 take all of its discount; it has neither service charge nor tax.
  const share = (column: SQL) =>
    sql`coalesce(sum(${payments.amount}::numeric * ${column} / nullif(${orders.total}, 0)), 0)`;
  const discountShare = sql`coalesce(sum(case when ${orders.total} > 0
      then ${payments.amount}::numeric * ${orders.discount} / ${orders.total}
      when ${payments.part} = 0 then ${orders.discount} else 0 end), 0)`;
  const result = await tx.execute(sql`
    with bounds as materialized (
      select ((${window.from})::date)::timestamp at time zone ${window.timeZone} as start_at,
             ((${window.to})::date)::timestamp at time zone ${window.timeZone} as end_at
    )
    select ${orders.orderType} as type, ${orders.taxType} as tax_type,
      coalesce(sum(${payments.amount}), 0)::bigint as amount, ${discountShare} as discount,
      ${share(sql`${orders.serviceCharge}`)} as service_charge, ${share(sql`${orders.tax}`)} as tax
    from ${payments}
    cross join bounds
    join ${orders} on ${orders.tenantId} = ${payments.tenantId} and ${orders.id} = ${payments.orderId}
    where ${payments.tenantId} = ${tenantId}
      and ${orders.tenantId} = ${tenantId}
      and ${payments.status} = 'COMPLETED'
      and ${payments.createdAt} >= bounds.start_at
      and ${payments.createdAt} < bounds.end_at
    group by ${orders.orderType}, ${orders.taxType}`);
  return rowsOf(result).map((row) => ({
    type: String(row.type),
    taxType: String(row.tax_type),
    amount: Number(row.amount),
    discount: Number(row.discount),
    serviceCharge: Number(row.service_charge),
    tax: Number(row.tax),
  }));
}

/**
 * Orders created in the window (cancelled left out), the PENDING ones of any age, and the open ones
 * of any age — neither cancelled nor closed (closed = PAID, confirmed and ready: SPEC §4, `isOpen`
 * of the shared order rules; counted from the partial index `orders_tenant_still_open_idx`, whose
 * predicate this repeats): one round trip.
 */
export async function orderCounts(tx: Tx, tenantId: string, window: DayWindow) {
  const result = await tx.execute(sql`
    select
      (select count(*) from ${orders}
        where ${orders.tenantId} = ${tenantId}
          and ${orders.createdAt} >= ${startOf(window.from, window.timeZone)}
          and ${orders.createdAt} < ${startOf(window.to, window.timeZone)}
          and ${orders.status} <> 'CANCELLED')::int as created,
      (select count(*) from ${orders}
        where ${orders.tenantId} = ${tenantId} and ${orders.status} = 'PENDING')::int as pending,
      (select count(*) from ${orders}
        where ${orders.tenantId} = ${tenantId}
          and ${orders.status} <> 'CANCELLED'
          and (${orders.status} <> 'PAID' or ${orders.confirmed} = false or ${orders.ready} = false))::int as open`);
  const [row] = rowsOf(result);
  return {
    created: Number(row?.created ?? 0),
    pending: Number(row?.pending ?? 0),
    open: Number(row?.open ?? 0),
  };
}

/** Local days [from, to) of the tenants' own calendars, 'YYYY-MM-DD' (the rollups' days). */
export interface Days {
  from: string;
  to: string;
}

export interface TopDish {
  name: string;
  qty: number;
  revenue: number;
}

/** The first day of the month after `date`'s ('YYYY-MM-DD'). */
function nextMonthStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * The days [from, to) as whole calendar months [monthsFrom, monthsTo) (read from the monthly rows)
 * and the days around them (read from the daily rows); no whole month: every day from the daily rows.
 */
export function splitByMonths(days: Days): { months: Days | null; dayRanges: Days[] } {
  const monthsFrom = days.from.endsWith('-01') ? days.from : nextMonthStart(days.from);
  const monthsTo = `${days.to.slice(0, 8)}01`;
  if (monthsFrom >= monthsTo) return { months: null, dayRanges: [days] };
  return {
    months: { from: monthsFrom, to: monthsTo },
    dayRanges: [
      { from: days.from, to: monthsFrom },
      { from: monthsTo, to: days.to },
    ].filter((range) => range.from < range.to),
  };
}

/**
 * The dishes of the orders paid on the days, most portions first, for each of the tenants (up to
 * `limit` each), from the rollups (schema/sales-rollup.ts): whole months from the monthly rows, the
 * other days from the daily ones. A dish's revenue is its lines' share of the payments (price × qty
 * / subtotal × amount), so it includes tax like every revenue figure, rounded once here.
 */
export async function topDishesOf(
  tx: Tx,
  tenantIds: readonly string[],
  days: Days,
  limit: number,
): Promise<Map<string, TopDish[]>> {
  if (tenantIds.length === 0) return new Map();
  const tenants = sql.join(
    tenantIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const { months, dayRanges } = splitByMonths(days);
  const parts = dayRanges.map(
    (range) => sql`
      select tenant_id, name, qty, revenue from ${dishSalesDaily}
      where tenant_id in (${tenants}) and day >= ${range.from}::date and day < ${range.to}::date`,
  );
  if (months) {
    parts.push(sql`
      select tenant_id, name, qty, revenue from ${dishSalesMonthly}
      where tenant_id in (${tenants}) and month >= ${months.from}::date and month < ${months.to}::date`);
  }
  const result = await tx.execute(sql`
    select tenant_id, name, qty, revenue from (
      select tenant_id, name, round(sum(qty)) as qty, round(sum(revenue)) as revenue,
        row_number() over (
          partition by tenant_id order by round(sum(qty)) desc, round(sum(revenue)) desc, name
        ) as rank
      from (${sql.join(parts, sql` union all `)}) as rows
      group by tenant_id, name
      having round(sum(qty)) > 0
    ) as ranked
    where rank <= ${limit}
    order by tenant_id, rank`);
  const byTenant = new Map<string, TopDish[]>(tenantIds.map((id) => [id, []]));
  for (const row of rowsOf(result)) {
    byTenant.get(String(row.tenant_id))?.push({
      name: String(row.name),
      qty: Number(row.qty),
      revenue: Number(row.revenue),
    });
  }
  return byTenant;
}

/** The tenant's COMPLETED payments of the month so far and of today, from the daily rollup: one query. */
export async function monthAndTodaySales(
  tx: Tx,
  tenantId: string,
  dates: { monthStart: string; today: string },
): Promise<{ month: { amount: number; count: number }; today: { amount: number; count: number } }> {
  const [row] = await tx
    .select({
      monthAmount: sql<number>`coalesce(sum(${salesDaily.amount}), 0)`.mapWith(Number),
      monthCount: sql<number>`round(coalesce(sum(${salesDaily.payments}), 0))`.mapWith(Number),
      todayAmount:
        sql<number>`coalesce(sum(${salesDaily.amount}) filter (where ${salesDaily.day} = ${dates.today}), 0)`.mapWith(
          Number,
        ),
      todayCount:
        sql<number>`round(coalesce(sum(${salesDaily.payments}) filter (where ${salesDaily.day} = ${dates.today}), 0))`.mapWith(
          Number,
        ),
    })
    .from(salesDaily)
    .where(
      and(
        eq(salesDaily.tenantId, tenantId),
        gte(salesDaily.day, dates.monthStart),
        lte(salesDaily.day, dates.today),
      ),
    );
  return {
    month: { amount: row?.monthAmount ?? 0, count: row?.monthCount ?? 0 },
    today: { amount: row?.todayAmount ?? 0, count: row?.todayCount ?? 0 },
  };
}

/** The COMPLETED payments of the days for each of the tenants, from the daily rollup: amount and count. */
export async function salesOf(
  tx: Tx,
  tenantIds: readonly string[],
  days: Days,
): Promise<Map<string, { amount: number; count: number }>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await tx
    .select({
      tenantId: salesDaily.tenantId,
      amount: sql<number>`coalesce(sum(${salesDaily.amount}), 0)`.mapWith(Number),
      count: sql<number>`round(coalesce(sum(${salesDaily.payments}), 0))`.mapWith(Number),
    })
    .from(salesDaily)
    .where(
      and(
        inArray(salesDaily.tenantId, [...tenantIds]),
        gte(salesDaily.day, days.from),
        lt(salesDaily.day, days.to),
      ),
    )
    .groupBy(salesDaily.tenantId);
  const byTenant = new Map(tenantIds.map((id) => [id, { amount: 0, count: 0 }]));
  for (const row of rows) byTenant.set(row.tenantId, { amount: row.amount, count: row.count });
  return byTenant;
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
