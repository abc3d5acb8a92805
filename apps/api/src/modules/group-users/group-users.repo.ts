import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { sessions, tenants, users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/*
 * The group area's branch admins (issue 16): accounts are platform rows (no row-level security), so
 * every query is filtered on the group through the branch's `group_id`, and on the admin role.
 */

export interface GroupAdminRow {
  id: string;
  name: string;
  email: string;
  tenantId: string;
  tenantName: string;
  tenantSlug: string;
  mustChangePassword: boolean;
  createdAt: Date;
}

export interface GroupBranchRef {
  id: string;
  name: string;
  slug: string;
}

const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  tenantId: tenants.id,
  tenantName: tenants.name,
  tenantSlug: tenants.slug,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

/** A live (not deleted) branch of the group. */
const branchOfGroup = (groupId: string) => and(eq(tenants.groupId, groupId), isNull(tenants.deletedAt));

const adminOfGroup = (groupId: string) => and(branchOfGroup(groupId), eq(users.role, 'RESTAURANT_ADMIN'));

export async function listGroupAdmins(tx: Tx, groupId: string): Promise<GroupAdminRow[]> {
  return tx
    .select(adminColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(adminOfGroup(groupId))
    .orderBy(asc(tenants.name), asc(tenants.slug), asc(users.name), asc(users.email));
}

/** One restaurant admin of one of the group's branches; `forUpdate` holds the account's row. */
export async function findGroupAdmin(
  tx: Tx,
  groupId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<GroupAdminRow | undefined> {
  const query = tx
    .select(adminColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(adminOfGroup(groupId), eq(users.id, userId)));
  const rows = options.forUpdate ? await query.for('update', { of: users }) : await query;
  return rows[0];
}

export async function findGroupBranch(
  tx: Tx,
  groupId: string,
  slug: string,
): Promise<GroupBranchRef | undefined> {
  const [row] = await tx
    .select({ id: tenants.id, name: tenants.name, slug: tenants.slug })
    .from(tenants)
    .where(and(branchOfGroup(groupId), eq(tenants.slug, slug)));
  return row;
}

/**
 * The branch's restaurant admins, locked in id order (the order the tenant users screen locks them
 * in, so the two never deadlock) until the transaction ends: two deletes at once see each other.
 */
export async function lockBranchAdmins(tx: Tx, tenantId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'RESTAURANT_ADMIN')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.length;
}

/** Whether an account other than `exceptId` has the email (any case). */
export async function emailUsedByAnother(tx: Tx, email: string, exceptId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateAdminProfile(tx: Tx, userId: string, values: { name: string; email: string }) {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** A password someone else chose: to be changed at the first login, valid until `expiresAt`. */
export async function setAdminPassword(
  tx: Tx,
  userId: string,
  values: { passwordHash: string; expiresAt: Date },
) {
  await tx
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      mustChangePassword: true,
      tempPasswordExpiresAt: values.expiresAt,
    })
    .where(eq(users.id, userId));
}

/** Deletes the account; its sessions and links go with it (foreign keys on cascade). */
export async function deleteAdmin(tx: Tx, userId: string) {
  await tx.delete(users).where(and(eq(users.id, userId), eq(users.role, 'RESTAURANT_ADMIN')));
}

/** Ends every live session of the user. */
export async function revokeSessions(tx: Tx, userId: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
