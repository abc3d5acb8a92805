export const ROLES = [
  'SUPER_ADMIN',
  'GROUP_MANAGER',
  'RESTAURANT_ADMIN',
  'CASHIER',
  'KITCHEN',
  'INVENTORY',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that belong to one restaurant (tenant). */
export const TENANT_STAFF_ROLES = ['RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY'] as const;
export type TenantStaffRole = (typeof TENANT_STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  GROUP_MANAGER: 'Group Manager',
  RESTAURANT_ADMIN: 'Admin Resto',
  CASHIER: 'Kasir',
  KITCHEN: 'Dapur',
  INVENTORY: 'Inventory',
};

const tenantStaffRoles: ReadonlySet<Role> = new Set(TENANT_STAFF_ROLES);

export function isTenantStaffRole(role: Role): role is TenantStaffRole {
  return tenantStaffRoles.has(role);
}
