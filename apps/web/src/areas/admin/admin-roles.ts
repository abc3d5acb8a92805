import { isTenantStaffRole, type Role } from '@meja/shared/roles';

/** SPEC §6: the tenant admin area is for the tenant's staff and the super admin (never a group manager). */
export function mayEnterTenantAdminArea(role: Role): boolean {
  return role === 'SUPER_ADMIN' || isTenantStaffRole(role);
}

/** SPEC §2: the sidebar is hidden on small screens for these roles. */
export function hidesSidebarOnSmallScreens(role: Role): boolean {
  return role === 'CASHIER' || role === 'KITCHEN' || role === 'INVENTORY';
}
