import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { TENANT_STAFF_ROLES, isTenantStaffRole, type TenantStaffRole } from '@meja/shared/roles';
import { sessions, users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* The admin users screen's SQL (issue 14): a tenant's staff accounts, always filtered by the tenant. */

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  lastLoginAt: users.lastLoginAt,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

interface SelectedRow {
  id: string;
  name: string;
  email: string;
  role: (typeof users.$inferSelect)['role'];
  lastLoginAt: Date | null;
  mustChangePassword: boolean;
  createdAt: Date;
}

export type StaffRow = Omit<SelectedRow, 'role'> & { role: TenantStaffRole };

function isStaffRow(row: SelectedRow): row is StaffRow {
  return isTenantStaffRole(row.role);
}

const ofTenant = (tenantId: string) =>
  and(eq(users.tenantId, tenantId), inArray(users.role, [...TENANT_STAFF_ROLES]));

export async function listStaff(tx: Tx, tenantId: string): Promise<StaffRow[]> {
  const rows = await tx
    .select(staffColumns)
    .from(users)
    .where(ofTenant(tenantId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.filter(isStaffRow);
}

/** One staff account of the tenant; `forUpdate` holds it until the transaction ends. */
export async function findStaff(
  tx: Tx,
  tenantId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StaffRow | undefined> {
  const query = tx
    .select(staffColumns)
    .from(users)
    .where(and(ofTenant(tenantId), eq(users.id, userId)));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows.filter(isStaffRow)[0];
}

/**
 * The tenant's restaurant admins, locked (in id order, so two changes never deadlock) until the
 * transaction ends: two admins demoting each other at once cannot both pass the last-admin rule.
 */
export async function lockAdmins(tx: Tx, tenantId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'RESTAURANT_ADMIN')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.length;
}

export async function updateRole(tx: Tx, tenantId: string, userId: string, role: TenantStaffRole) {
  await tx
    .update(users)
    .set({ role })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** Deletes the account; its sessions and links go with it (foreign keys on cascade). */
export async function deleteStaff(tx: Tx, tenantId: string, userId: string) {
  await tx.delete(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** A new temporary password: to be changed at the first login, valid until `expiresAt`. */
export async function setTempPassword(
  tx: Tx,
  values: { tenantId: string; userId: string; passwordHash: string; expiresAt: Date },
) {
  await tx
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      mustChangePassword: true,
      tempPasswordExpiresAt: values.expiresAt,
    })
    .where(and(eq(users.tenantId, values.tenantId), eq(users.id, values.userId)));
}

/** Ends every live session of the user. */
export async function revokeSessions(tx: Tx, userId: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
