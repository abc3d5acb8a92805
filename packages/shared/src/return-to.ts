import { isTenantStaffRole, type Role } from './roles';

export interface ReturnToUser {
  role: Role;
  tenantSlug: string | null;
  groupSlug: string | null;
}

/**
 * SPEC §5 "Return after login". Only same-site absolute paths are ever honoured: an external URL,
 * a protocol-relative '//host' or a backslash trick is refused.
 */
export function isAllowedReturnTo(returnTo: string | null | undefined, user: ReturnToUser): boolean {
  if (!returnTo) return false;
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return false;
  if (/[\u0000-\u001f]/.test(returnTo)) return false;
  const segments = routedSegments(returnTo);
  if (segments[0] === 'group') {
    return user.role === 'GROUP_MANAGER' || user.role === 'SUPER_ADMIN';
  }
  if (segments[1] === 'admin') {
    return isTenantStaffRole(user.role) && user.tenantSlug === segments[0];
  }
  return true;
}

/**
 * The path segments as the router will match them: '.' and '..' resolved, percent-escapes decoded and
 * lower case (routes match case-insensitively), so '/b/./admin' or '/b/ADMIN' cannot dodge the rules.
 */
function routedSegments(returnTo: string): string[] {
  const { pathname } = new URL(returnTo, 'http://meja.invalid');
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/** Where a user lands after login without an allowed returnTo (SPEC §2 /login). */
export function homeFor(user: ReturnToUser): string {
  if (user.role === 'SUPER_ADMIN') return '/super-admin';
  if (user.role === 'GROUP_MANAGER' && user.groupSlug) return `/group/${user.groupSlug}`;
  if (user.tenantSlug) return `/${user.tenantSlug}/admin`;
  return '/';
}

export function afterLogin(returnTo: string | null | undefined, user: ReturnToUser): string {
  return returnTo && isAllowedReturnTo(returnTo, user) ? returnTo : homeFor(user);
}
