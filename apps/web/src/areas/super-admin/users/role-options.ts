import { roleScope } from '@meja/shared/platform-accounts';
import { ROLE_LABELS, ROLES, type Role } from '@meja/shared/roles';

/** SPEC §2: the role select's labels (Super Admin, Group Manager, Admin Resto, Kasir, Dapur, Inventory). */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function isRole(value: string): value is Role {
  return ROLES.some((role) => role === value);
}

/** Whether the role's slug field names a tenant, a group, or is not needed. */
export const slugKindOf = roleScope;
