import { periodStanding, subscriptionPeriod, type TenantPlanFields } from './lifecycle';
import type { Package } from './plans';
import { isTenantStaffRole, type Role } from './roles';

/** The permission table of SPEC §6 and DESIGN §3, shared by the web (links) and the API (enforcement). */
export const ADMIN_SECTIONS = [
  'dashboard',
  'orders',
  'kitchen',
  'payments',
  'inventory',
  'menu',
  'users',
  'marketing',
  'reports',
  'payroll',
  'settings',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

const EVERY_SECTION: readonly AdminSection[] = ADMIN_SECTIONS;

const SECTIONS_BY_ROLE: Record<Role, readonly AdminSection[]> = {
  SUPER_ADMIN: EVERY_SECTION,
  RESTAURANT_ADMIN: EVERY_SECTION,
  CASHIER: ['orders', 'payments'],
  KITCHEN: ['kitchen'],
  INVENTORY: ['inventory'],
  GROUP_MANAGER: [],
};

/** Sections a package does not include (SPEC §1: POS_ONLY has POS, payments, orders and reports only). */
const SECTIONS_MISSING_BY_PACKAGE: Record<Package, readonly AdminSection[]> = {
  BASIC: [],
  PRO: [],
  ENTERPRISE: [],
  POS_ONLY: ['kitchen', 'inventory', 'menu', 'users', 'settings', 'marketing', 'payroll'],
};

export function roleHasSection(role: Role, section: AdminSection): boolean {
  return SECTIONS_BY_ROLE[role].includes(section);
}

export function packageHasSection(pkg: Package, section: AdminSection): boolean {
  return !SECTIONS_MISSING_BY_PACKAGE[pkg].includes(section);
}

/** Sections shown in the sidebar for this role on this package, in menu order. */
export function visibleSections(role: Role, pkg: Package): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => roleHasSection(role, s) && packageHasSection(pkg, s));
}

/** Who may enter the tenant admin area of a given tenant (GROUP_MANAGER never). */
export function canEnterTenantAdmin(
  user: { role: Role; tenantId: string | null },
  tenantId: string,
): boolean {
  if (user.role === 'SUPER_ADMIN') return true;
  return isTenantStaffRole(user.role) && user.tenantId === tenantId;
}

export function canEnterGroupArea(user: { role: Role; groupId: string | null }, groupId: string): boolean {
  if (user.role === 'SUPER_ADMIN') return true;
  return user.role === 'GROUP_MANAGER' && user.groupId === groupId;
}

export function canEnterSuperAdmin(user: { role: Role }): boolean {
  return user.role === 'SUPER_ADMIN';
}

/**
 * Who may buy a plan for a tenant (checkout): its own RESTAURANT_ADMIN, the GROUP_MANAGER of its
 * group, or SUPER_ADMIN. Other staff (cashier, kitchen, inventory) and other tenants' admins may not.
 */
export function canPayForTenant(
  user: { role: Role; tenantId: string | null; groupId: string | null },
  tenant: { id: string; groupId: string | null },
): boolean {
  switch (user.role) {
    case 'SUPER_ADMIN':
      return true;
    case 'RESTAURANT_ADMIN':
      return user.tenantId === tenant.id;
    case 'GROUP_MANAGER':
      return tenant.groupId !== null && user.groupId === tenant.groupId;
    default:
      return false;
  }
}

/**
 * 'grace': the trial or paid period has ended and the grace days run (the staff work with a
 * banner); 'blocked': they are over (402 PLAN_BLOCKED, the upgrade screen).
 */
export const TENANT_STANDINGS = ['ok', 'grace', 'blocked', 'inactive'] as const;
export type TenantStanding = (typeof TENANT_STANDINGS)[number];

/**
 * Whether a tenant's staff may use the product now: inactive → 403; a period (a BASIC trial, a paid
 * period of POS_ONLY or PRO) ended more than `graceDays` ago → 402; within them, 'grace'.
 */
export function tenantStanding(
  tenant: TenantPlanFields & { active: boolean },
  now: Date,
  graceDays: number,
): TenantStanding {
  if (!tenant.active) return 'inactive';
  return periodStanding(subscriptionPeriod(tenant), now, graceDays);
}

/** Whether the staff may work (ok or grace): what the guard and the diner's ordering ask. */
export function standingAllowsWork(standing: TenantStanding): boolean {
  return standing === 'ok' || standing === 'grace';
}

export type SectionDecision = 'allow' | 'role' | 'package';

/**
 * One decision for "may this user open this admin section of this tenant". A list of sections is
 * any-of: the orders list serves the cashier (orders) and the kitchen screen (kitchen), so a role
 * allowed in one of them passes; 'package' when the role would pass but the package lacks all of
 * the sections it could use.
 */
export function decideSection(
  role: Role,
  pkg: Package,
  section: AdminSection | readonly AdminSection[],
): SectionDecision {
  const sections: readonly AdminSection[] = typeof section === 'string' ? [section] : section;
  const byRole = sections.filter((s) => roleHasSection(role, s));
  if (byRole.length === 0) return 'role';
  if (!byRole.some((s) => packageHasSection(pkg, s))) return 'package';
  return 'allow';
}
