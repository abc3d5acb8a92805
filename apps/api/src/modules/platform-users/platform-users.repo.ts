import { aliasedTable, and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@meja/shared/roles';
import { groups, sessions, tenants, users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* The super admin's users console (issue 15): every account of the platform. */

const userGroups = aliasedTable(groups, 'user_groups');
const tenantGroups = aliasedTable(groups, 'tenant_groups');

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  tenantId: string | null;
  /** The account's own group (a group manager's); not its tenant's. */
  groupId: string | null;
  tenantSlug: string | null;
  /** The account's own group, else its tenant's group. */
  groupSlug: string | null;
  mustChangePassword: boolean;
  createdAt: Date;
}

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  tenantId: users.tenantId,
  groupId: users.groupId,
  tenantSlug: tenants.slug,
  groupSlug: sql<string | null>`coalesce(${userGroups.slug}, ${tenantGroups.slug})`,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

function accounts(tx: Tx) {
  return tx
    .select(accountColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(userGroups, eq(userGroups.id, users.groupId))
    .leftJoin(tenantGroups, eq(tenantGroups.id, tenants.groupId));
}

export async function listAccounts(tx: Tx): Promise<AccountRow[]> {
  return accounts(tx).orderBy(asc(users.createdAt), asc(users.id));
}

export async function findAccount(tx: Tx, id: string): Promise<AccountRow | undefined> {
  const rows = await accounts(tx).where(eq(users.id, id));
  return rows[0];
}

/** Holds the account's row until the transaction ends; false when there is none. */
export async function lockAccount(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/**
 * The platform's super admins, locked (in id order, so two changes never deadlock) until the
 * transaction ends: two super admins demoting each other at once cannot both pass the rule.
 */
export async function lockSuperAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'SUPER_ADMIN'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function liveTenantIdBySlug(tx: Tx, slug: string): Promise<string | undefined> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.slug, slug), isNull(tenants.deletedAt)));
  return rows[0]?.id;
}

export async function groupIdBySlug(tx: Tx, slug: string): Promise<string | undefined> {
  const rows = await tx.select({ id: groups.id }).from(groups).where(eq(groups.slug, slug));
  return rows[0]?.id;
}

export async function updateAccountRole(tx: Tx, id: string, role: Role): Promise<void> {
  await tx.update(users).set({ role }).where(eq(users.id, id));
}

/** Deletes the account; its sessions and tokens go with it (foreign keys on cascade). */
export async function deleteAccount(tx: Tx, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

/** A new temporary password: to be changed at the first login, valid until `expiresAt`. */
export async function setAccountTempPassword(
  tx: Tx,
  id: string,
  values: { passwordHash: string; expiresAt: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      mustChangePassword: true,
      tempPasswordExpiresAt: values.expiresAt,
    })
    .where(eq(users.id, id));
}

export async function revokeAccountSessions(tx: Tx, id: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
}
