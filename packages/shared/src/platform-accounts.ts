import type { Role } from './roles';
import { isTenantStaffRole } from './roles';

/* The rules of the platform console's accounts and groups (issue 15; SPEC §2 Super admin). */

export const PLATFORM_ACCOUNT_MESSAGES = {
  lastSuperAdmin: 'Platform harus tetap memiliki minimal satu Super Admin.',
  selfDelete: 'Anda tidak dapat menghapus akun Anda sendiri.',
  selfDemote: 'Anda tidak dapat menurunkan peran akun Anda sendiri.',
  needsTenant: 'Peran ini membutuhkan tenant. Isi slug tenant.',
  needsGroup: 'Peran ini membutuhkan grup. Isi slug grup.',
  userLacksTenant: 'User ini tidak terhubung ke tenant, jadi tidak dapat diberi peran tenant.',
  userLacksGroup: 'User ini tidak terhubung ke grup, jadi tidak dapat dijadikan Group Manager.',
  tenantNotFound: 'Tenant dengan slug ini tidak ditemukan.',
  groupNotFound: 'Grup dengan slug ini tidak ditemukan.',
  notFound: 'User tidak ditemukan.',
  groupSlugTaken: 'Slug grup sudah dipakai. Pilih slug lain.',
  groupHasTenants: 'Grup masih memiliki tenant. Pindahkan atau lepaskan tenant-nya terlebih dahulu.',
  tenantInOtherGroup: 'Tenant ini sudah terhubung ke grup lain. Lepaskan dari grup tersebut terlebih dahulu.',
  /** SPEC §8, the answer of POST /groups/{slug}/assign-membership. */
  membershipAssigned: 'Owner berhasil di-link ke group dan di-set ENTERPRISE. Cek Dashboard GM.',
} as const;

/** What an account of `role` belongs to: a tenant (restaurant staff), a group (its manager) or nothing. */
export type RoleScope = 'tenant' | 'group' | 'platform';

export function roleScope(role: Role): RoleScope {
  if (isTenantStaffRole(role)) return 'tenant';
  return role === 'GROUP_MANAGER' ? 'group' : 'platform';
}

/** Whether an account linked to `links` can hold `role` (a tenant role needs its tenant, a manager its group). */
export function roleLinkMissing(
  role: Role,
  links: { tenantId: string | null; groupId: string | null },
): 'tenant' | 'group' | null {
  const scope = roleScope(role);
  if (scope === 'tenant' && links.tenantId === null) return 'tenant';
  if (scope === 'group' && links.groupId === null) return 'group';
  return null;
}

export type PlatformChangeRefusal = 'SELF_DELETE' | 'SELF_DEMOTE' | 'LAST_SUPER_ADMIN';

export interface PlatformChange {
  /** The super admin who asks. */
  actorId: string;
  target: { id: string; role: Role };
  /** The new role, or null to delete the account. */
  newRole: Role | null;
  /** How many super admins the platform has now (their rows locked), the target included. */
  superAdminCount: number;
}

/**
 * Why the console refuses a delete or role change: nobody deletes or demotes themself, and the
 * platform always keeps a super admin. Keeping the same role changes nothing.
 */
export function platformChangeRefusal({
  actorId,
  target,
  newRole,
  superAdminCount,
}: PlatformChange): PlatformChangeRefusal | null {
  if (newRole === target.role) return null;
  if (target.id === actorId) return newRole === null ? 'SELF_DELETE' : 'SELF_DEMOTE';
  if (target.role === 'SUPER_ADMIN' && superAdminCount <= 1) return 'LAST_SUPER_ADMIN';
  return null;
}
