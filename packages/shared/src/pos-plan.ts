import { PACKAGES } from './plans';
import type { Role } from './roles';

/** SPEC §4: the POS package resolves to ENTERPRISE, PRO or otherwise POS_ONLY. */
export const POS_PLANS = ['POS_ONLY', 'PRO', 'ENTERPRISE'] as const;
export type PosPlan = (typeof POS_PLANS)[number];

/** The plan the POS shows for a package name (or a header value, or nothing): POS_ONLY unless known. */
export function resolvePosPlan(value: string | null | undefined): PosPlan {
  const pkg = PACKAGES.find((p) => p === value);
  if (pkg === 'ENTERPRISE' || pkg === 'PRO') return pkg;
  return 'POS_ONLY';
}

/** Who may sell at the POS: the restaurant's admin and cashiers, and the platform's super admin. */
export const POS_ROLES: readonly Role[] = ['RESTAURANT_ADMIN', 'CASHIER', 'SUPER_ADMIN'];

/** SPEC §6: cashiers see neither the Reports link nor quick management (add menu, add cashier, image). */
export function canManageAtPos(role: Role): boolean {
  return role === 'RESTAURANT_ADMIN' || role === 'SUPER_ADMIN';
}

export function isPosRole(role: Role): boolean {
  return POS_ROLES.includes(role);
}
