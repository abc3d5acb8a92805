import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { tenants, tenantSlugRedirects, users, type TenantRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* The group area's branches (issue 16): the group's tenants, never one of another group or a deleted one. */

export type BranchRow = TenantRow & { adminCount: number };

/**
 * Qualified by hand: drizzle leaves columns bare in a single-table select, and a bare `id` inside
 * the subquery would be the user's.
 */
const adminCount = sql<number>`(select count(*)::int from ${users} admin
  where admin.tenant_id = ${tenants}.id and admin.role = 'RESTAURANT_ADMIN')`;

const ofGroup = (groupId: string) => and(eq(tenants.groupId, groupId), isNull(tenants.deletedAt));

/** The group's branches, oldest first, each with how many restaurant admins it has. */
export async function listBranches(tx: Tx, groupId: string): Promise<BranchRow[]> {
  const rows = await tx
    .select({ tenant: tenants, adminCount })
    .from(tenants)
    .where(ofGroup(groupId))
    .orderBy(asc(tenants.createdAt), asc(tenants.id));
  return rows.map((row) => ({ ...row.tenant, adminCount: Number(row.adminCount) }));
}

/** The group's branch with this slug (current slug only), or undefined. */
export async function findBranch(tx: Tx, groupId: string, slug: string): Promise<BranchRow | undefined> {
  const [row] = await tx
    .select({ tenant: tenants, adminCount })
    .from(tenants)
    .where(and(ofGroup(groupId), eq(tenants.slug, slug)));
  return row && { ...row.tenant, adminCount: Number(row.adminCount) };
}

/** The group's oldest branch: the default source of a copy and of the new branch's paid period. */
export async function oldestBranch(tx: Tx, groupId: string): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(ofGroup(groupId))
    .orderBy(asc(tenants.createdAt), asc(tenants.id))
    .limit(1);
  return row;
}

/** Whether some tenant has the slug now, or had it and its old address still redirects there. */
export async function slugInUse(tx: Tx, slug: string): Promise<boolean> {
  const current = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (current.length > 0) return true;
  const old = await tx
    .select({ id: tenantSlugRedirects.tenantId })
    .from(tenantSlugRedirects)
    .where(eq(tenantSlugRedirects.oldSlug, slug));
  return old.length > 0;
}

export async function insertBranch(tx: Tx, values: typeof tenants.$inferInsert): Promise<TenantRow> {
  const [row] = await tx.insert(tenants).values(values).returning();
  if (!row) throw new Error('insert tenants returned no row');
  return row;
}
