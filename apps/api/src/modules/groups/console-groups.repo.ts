import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { groups, sessions, tenants, users, type GroupRow, type TenantRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* The super admin's groups (issue 15): SQL of /api/v1/super-admin/groups. */

export interface GroupWithCounts extends GroupRow {
  tenantCount: number;
  managerCount: number;
}

/** Tenants still in use (not deleted) linked to the group; written out so the outer `groups` is meant. */
const tenantCountOf = sql<number>`(select count(*)::int from tenants t where t.group_id = "groups"."id" and t.deleted_at is null)`;
const managerCountOf = sql<number>`(select count(*)::int from users u where u.group_id = "groups"."id" and u.role = 'GROUP_MANAGER')`;

const withCounts = {
  id: groups.id,
  slug: groups.slug,
  name: groups.name,
  createdAt: groups.createdAt,
  tenantCount: tenantCountOf,
  managerCount: managerCountOf,
};

export async function listGroupsWithCounts(tx: Tx): Promise<GroupWithCounts[]> {
  return tx.select(withCounts).from(groups).orderBy(asc(groups.name), asc(groups.id));
}

export async function findGroupWithCounts(tx: Tx, id: string): Promise<GroupWithCounts | undefined> {
  const rows = await tx.select(withCounts).from(groups).where(eq(groups.id, id));
  return rows[0];
}

/** The group, held until the transaction ends (a rename, a delete and an assignment wait on each other). */
export async function lockGroup(
  tx: Tx,
  by: { id: string } | { slug: string },
): Promise<GroupRow | undefined> {
  const where = 'id' in by ? eq(groups.id, by.id) : eq(groups.slug, by.slug);
  const rows = await tx.select().from(groups).where(where).for('update');
  return rows[0];
}

export async function slugUsedByOtherGroup(tx: Tx, slug: string, exceptId: string | null): Promise<boolean> {
  const rows = await tx.select({ id: groups.id }).from(groups).where(eq(groups.slug, slug));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertGroup(tx: Tx, values: { name: string; slug: string }): Promise<string> {
  const [row] = await tx.insert(groups).values(values).returning({ id: groups.id });
  if (!row) throw new Error('insert groups returned no row');
  return row.id;
}

export async function updateGroup(tx: Tx, id: string, values: { name: string; slug: string }): Promise<void> {
  await tx.update(groups).set(values).where(eq(groups.id, id));
}

export async function countLinkedTenants(tx: Tx, groupId: string): Promise<number> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.groupId, groupId), isNull(tenants.deletedAt)));
  return rows.length;
}

/** Ids of every account linked to the group (its managers), locked. */
export async function lockGroupAccounts(tx: Tx, groupId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.groupId, groupId))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Deletes the group; accounts and deleted tenants still pointing at it lose the link (on delete set null). */
export async function deleteGroup(tx: Tx, id: string): Promise<void> {
  await tx.delete(groups).where(eq(groups.id, id));
}

export async function revokeSessionsOf(tx: Tx, userIds: string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
}

/** A tenant that is not deleted, locked until the transaction ends. */
export async function lockLiveTenant(tx: Tx, slug: string): Promise<TenantRow | undefined> {
  const rows = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.slug, slug), isNull(tenants.deletedAt)))
    .for('update');
  return rows[0];
}

/** The tenant becomes a branch of the group, on the ENTERPRISE package. */
export async function linkTenantAsEnterprise(tx: Tx, tenantId: string, groupId: string): Promise<void> {
  await tx.update(tenants).set({ groupId, package: 'ENTERPRISE' }).where(eq(tenants.id, tenantId));
}
