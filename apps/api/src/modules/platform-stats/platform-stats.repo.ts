import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { invoices } from '../../db/schema/billing';
import { orders } from '../../db/schema/orders';
import { tenants, users, type UserRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/*
 * The platform console's figures across tenants (issue 15). Invoices and orders are read through
 * their platform-read policy: every function here needs unsafePlatformReadTx.
 */

const money = (value: string | number | null | undefined) => Number(value ?? 0);

/** Paid invoices per Jakarta month ('YYYY-MM', by paidAt) in [start, end). */
export async function unsafePaidInvoicesPerMonth(
  tx: Tx,
  range: { start: Date; end: Date },
): Promise<{ month: string; total: number; count: number }[]> {
  // Jakarta keeps UTC+7 all year: shift the UTC wall time instead of relying on time zone data.
  const month = sql<string>`to_char((${invoices.paidAt} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;
  const rows = await tx
    .select({ month, total: sum(invoices.amount), count: count() })
    .from(invoices)
    .where(
      and(eq(invoices.status, 'PAID'), gte(invoices.paidAt, range.start), lt(invoices.paidAt, range.end)),
    )
    .groupBy(month);
  return rows.map((row) => ({ month: row.month, total: money(row.total), count: Number(row.count) }));
}

/** The tenants whose paid orders in [start, end) total the most, highest first. */
export async function unsafeTopTenantsByOrders(
  tx: Tx,
  range: { start: Date; end: Date },
  limit: number,
): Promise<{ tenantId: string; name: string; slug: string; total: number }[]> {
  const total = sum(orders.total);
  const rows = await tx
    .select({ tenantId: tenants.id, name: tenants.name, slug: tenants.slug, total })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(
      and(eq(orders.status, 'PAID'), gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)),
    )
    .groupBy(tenants.id, tenants.name, tenants.slug)
    .orderBy(desc(total), tenants.slug)
    .limit(limit);
  return rows.map((row) => ({ ...row, total: money(row.total) }));
}

/** Tenants per package and per state, in one pass over the table. */
export async function tenantCounts(tx: Tx, now: Date) {
  const live = sql`${tenants.deletedAt} is null`;
  const basic = sql`${tenants.package} = 'BASIC'`;
  const expired = sql`${tenants.trialEndsAt} is not null and ${tenants.trialEndsAt} <= ${now}`;
  const countWhere = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})::int`;
  const [states] = await tx
    .select({
      total: countWhere(live),
      active: countWhere(sql`${live} and ${tenants.active}`),
      inactive: countWhere(sql`${live} and not ${tenants.active}`),
      deleted: countWhere(sql`${tenants.deletedAt} is not null`),
      trial: countWhere(sql`${live} and ${basic} and not (${expired})`),
      trialExpired: countWhere(sql`${live} and ${basic} and ${expired}`),
      paid: countWhere(sql`${live} and ${tenants.paidUntil} > ${now}`),
      basic: countWhere(sql`${live} and ${basic}`),
      posOnly: countWhere(sql`${live} and ${tenants.package} = 'POS_ONLY'`),
      pro: countWhere(sql`${live} and ${tenants.package} = 'PRO'`),
      enterprise: countWhere(sql`${live} and ${tenants.package} = 'ENTERPRISE'`),
    })
    .from(tenants);
  if (!states) throw new Error('tenant counts gave no row');
  return states;
}

export async function usersPerRole(tx: Tx): Promise<{ role: UserRow['role']; count: number }[]> {
  const rows = await tx.select({ role: users.role, count: count() }).from(users).groupBy(users.role);
  return rows.map((row) => ({ role: row.role, count: Number(row.count) }));
}

/** Every tenant's orders made in [start, end): how many, how many paid, and the paid ones' totals. */
export async function unsafeOrdersBetween(tx: Tx, range: { start: Date; end: Date }) {
  const [row] = await tx
    .select({
      orders: count(),
      paid: sql<number>`count(*) filter (where ${orders.status} = 'PAID')::int`,
      revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.status} = 'PAID'), 0)`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)));
  return { orders: Number(row?.orders ?? 0), paid: Number(row?.paid ?? 0), revenue: money(row?.revenue) };
}
