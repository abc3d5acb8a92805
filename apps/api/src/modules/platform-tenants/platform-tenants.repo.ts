import { and, desc, eq, getTableColumns, lte, ne, sql } from 'drizzle-orm';
import { groups, tenants, tenantSlugRedirects, users, type TenantRow } from '../../db/schema/platform';
import { expenses } from '../../db/schema/expenses';
import { purchases, stockMovements } from '../../db/schema/inventory';
import { menuBomLines } from '../../db/schema/menu';
import { orderItems, orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/** A tenant with what the console shows beside it: its group, whether that has a manager, its month's orders. */
export type ConsoleTenantRow = TenantRow & {
  groupSlug: string | null;
  hasGroupManager: boolean;
  usage: number;
};

/** The month (Asia/Jakarta) that `now` falls in starts here; computed by the database, in one statement. */
const monthStart = (now: Date) =>
  sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta')`;

function consoleColumns() {
  return {
    ...getTableColumns(tenants),
    groupSlug: groups.slug,
    hasGroupManager: sql<boolean>`exists (select 1 from ${users} where ${users.groupId} = ${tenants.groupId} and ${users.role} = 'GROUP_MANAGER')`,
  };
}

/**
 * Every tenant (newest first) with its group's slug, whether the group has a manager and its orders
 * of the month: one statement, the orders counted once per tenant by a grouped subquery. Needs the
 * platform read (orders carry row-level security).
 */
export async function listConsoleTenants(tx: Tx, now: Date): Promise<ConsoleTenantRow[]> {
  const monthOrders = tx
    .select({ tenantId: orders.tenantId, count: sql<number>`count(*)::int`.as('count') })
    .from(orders)
    .where(sql`${orders.createdAt} >= ${monthStart(now)}`)
    .groupBy(orders.tenantId)
    .as('month_orders');
  const rows = await tx
    .select({ ...consoleColumns(), usage: sql<number>`coalesce(${monthOrders.count}, 0)` })
    .from(tenants)
    .leftJoin(groups, eq(groups.id, tenants.groupId))
    .leftJoin(monthOrders, eq(monthOrders.tenantId, tenants.id))
    .orderBy(desc(tenants.createdAt), desc(tenants.id));
  return rows.map((row) => ({ ...row, usage: Number(row.usage) }));
}

/** One tenant as the list shows it (after a change). */
export async function findConsoleTenant(
  tx: Tx,
  tenantId: string,
  now: Date,
): Promise<ConsoleTenantRow | undefined> {
  const [row] = await tx
    .select({
      ...consoleColumns(),
      usage: sql<number>`(select count(*)::int from ${orders} where ${orders.tenantId} = ${tenants.id} and ${orders.createdAt} >= ${monthStart(now)})`,
    })
    .from(tenants)
    .leftJoin(groups, eq(groups.id, tenants.groupId))
    .where(eq(tenants.id, tenantId));
  return row && { ...row, usage: Number(row.usage) };
}

export async function lockTenant(tx: Tx, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
  return row;
}

/**
 * Whether the slug belongs to a tenant other than `exceptTenantId`: as its current slug, or as an
 * old one that still redirects to it.
 */
export async function slugTakenByOther(
  tx: Tx,
  slug: string,
  exceptTenantId: string | null,
): Promise<boolean> {
  const current = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      exceptTenantId ? and(eq(tenants.slug, slug), ne(tenants.id, exceptTenantId)) : eq(tenants.slug, slug),
    );
  if (current.length > 0) return true;
  const old = await tx
    .select({ id: tenantSlugRedirects.tenantId })
    .from(tenantSlugRedirects)
    .where(
      exceptTenantId
        ? and(eq(tenantSlugRedirects.oldSlug, slug), ne(tenantSlugRedirects.tenantId, exceptTenantId))
        : eq(tenantSlugRedirects.oldSlug, slug),
    );
  return old.length > 0;
}

export async function insertConsoleTenant(tx: Tx, values: typeof tenants.$inferInsert): Promise<TenantRow> {
  const [row] = await tx.insert(tenants).values(values).returning();
  if (!row) throw new Error('insert tenants returned no row');
  return row;
}

export type ConsoleTenantChanges = Partial<
  Pick<
    TenantRow,
    | 'name'
    | 'slug'
    | 'package'
    | 'active'
    | 'quotaLimit'
    | 'adsEnabled'
    | 'deletedAt'
    | 'purgeAfter'
    | 'activeBeforeDelete'
  >
>;

export async function updateConsoleTenant(
  tx: Tx,
  tenantId: string,
  values: ConsoleTenantChanges,
): Promise<void> {
  await tx
    .update(tenants)
    .set({ ...values, menuVersion: sql`${tenants.menuVersion} + 1` })
    .where(eq(tenants.id, tenantId));
}

/** The tenant's old slug keeps redirecting to it; its own slug taken back stops redirecting. */
export async function moveSlug(tx: Tx, tenantId: string, oldSlug: string, newSlug: string): Promise<void> {
  await tx
    .delete(tenantSlugRedirects)
    .where(and(eq(tenantSlugRedirects.oldSlug, newSlug), eq(tenantSlugRedirects.tenantId, tenantId)));
  await tx.insert(tenantSlugRedirects).values({ oldSlug, tenantId }).onConflictDoNothing();
}

/** The tenant's staff accounts: their open event streams are told when the tenant is switched off. */
export async function staffIdsOf(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
  return rows.map((row) => row.id);
}

/** Deleted tenants whose restore period has ended. */
export async function purgeDueIds(tx: Tx, now: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(lte(tenants.purgeAfter, now))
    .orderBy(tenants.purgeAfter)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The tenant locked if it is still due for its purge (not restored, not purged by another run meanwhile). */
export async function lockIfPurgeDue(tx: Tx, tenantId: string, now: Date): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), lte(tenants.purgeAfter, now)))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Removes the tenant and every row of it. Every tenant table's key cascades from `tenants`, but the
 * rows that point at another row of the tenant without a cascade (an order line at its dish, a
 * purchase at its ingredient…) would stop the cascade half-way: they go first, in the caller's
 * inTenantTx (row-level security shows only this tenant's rows).
 */
export async function deleteTenantRows(tx: Tx, tenantId: string): Promise<void> {
  for (const table of [orderItems, menuBomLines, purchases, stockMovements, payments, expenses]) {
    await tx.delete(table).where(eq(table.tenantId, tenantId));
  }
  await tx.delete(tenants).where(eq(tenants.id, tenantId));
}
