import { describe, expect, it } from 'vitest';
import { afterLogin, homeFor, isAllowedReturnTo, type ReturnToUser } from './return-to';
import { ROLES, type Role } from './roles';

const admin: ReturnToUser = { role: 'RESTAURANT_ADMIN', tenantSlug: 'warung-a', groupSlug: null };
const cashier: ReturnToUser = { role: 'CASHIER', tenantSlug: 'warung-a', groupSlug: null };
const manager: ReturnToUser = { role: 'GROUP_MANAGER', tenantSlug: null, groupSlug: 'grup-a' };
const superAdmin: ReturnToUser = { role: 'SUPER_ADMIN', tenantSlug: null, groupSlug: null };

const userWithRole = (role: Role): ReturnToUser => ({
  role,
  tenantSlug: role === 'SUPER_ADMIN' || role === 'GROUP_MANAGER' ? null : 'warung-a',
  groupSlug: role === 'GROUP_MANAGER' ? 'grup-a' : null,
});

describe('isAllowedReturnTo: only same-site paths', () => {
  it.each([
    'https://evil.example',
    'http://evil.example/warung-a/admin',
    '//evil.example',
    '//evil.example/warung-a/admin',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'evil.example/path',
    ' /warung-a',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
  ])('refuses %j', (returnTo) => {
    expect(isAllowedReturnTo(returnTo, admin)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isAllowedReturnTo(null, admin)).toBe(false);
    expect(isAllowedReturnTo(undefined, admin)).toBe(false);
  });
});

describe('isAllowedReturnTo: rule 1, a /group/ path needs GROUP_MANAGER or SUPER_ADMIN', () => {
  it.each(ROLES)('%s', (role) => {
    const allowed = role === 'GROUP_MANAGER' || role === 'SUPER_ADMIN';
    expect(isAllowedReturnTo('/group/grup-a', userWithRole(role))).toBe(allowed);
    expect(isAllowedReturnTo('/group/grup-a/branches?tab=1', userWithRole(role))).toBe(allowed);
  });

  it('does not require the group slug to be the manager’s own (the spec names only the role)', () => {
    expect(isAllowedReturnTo('/group/grup-lain', manager)).toBe(true);
  });

  it('applies to spellings the router treats as the same path', () => {
    for (const path of ['/GROUP/grup-a', '/%67roup/grup-a', '/x/../group/grup-a', '/./group/grup-a']) {
      expect(isAllowedReturnTo(path, cashier), path).toBe(false);
    }
  });

  it('leaves paths that only start with "group" alone', () => {
    expect(isAllowedReturnTo('/groups', cashier)).toBe(true);
    expect(isAllowedReturnTo('/grouping/x', cashier)).toBe(true);
  });
});

describe('isAllowedReturnTo: rule 2, /{slug}/admin needs tenant staff of that slug', () => {
  it.each(ROLES)('%s going to its own tenant’s admin', (role) => {
    const staff = ['RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY'].includes(role);
    expect(isAllowedReturnTo('/warung-a/admin', userWithRole(role))).toBe(staff);
    expect(isAllowedReturnTo('/warung-a/admin/orders', userWithRole(role))).toBe(staff);
  });

  it('refuses SUPER_ADMIN: the spec lists only the four tenant staff roles for this rule', () => {
    expect(isAllowedReturnTo('/x/admin', superAdmin)).toBe(false);
    expect(afterLogin('/x/admin', superAdmin)).toBe('/super-admin');
  });

  it('refuses another tenant’s admin path', () => {
    expect(isAllowedReturnTo('/warung-b/admin', admin)).toBe(false);
    expect(isAllowedReturnTo('/warung-b/admin/menu', cashier)).toBe(false);
  });

  it('refuses another tenant’s admin path however it is spelled', () => {
    for (const path of [
      '/warung-b/./admin',
      '/warung-a/../warung-b/admin',
      '/warung-b//admin',
      '/warung-b/ADMIN',
      '/WARUNG-B/admin',
      '/warung-b/%61dmin',
      '/warung-b/%2e/admin',
    ]) {
      expect(isAllowedReturnTo(path, admin), path).toBe(false);
    }
  });

  it('looks at the path only, not the query or fragment', () => {
    expect(isAllowedReturnTo('/warung-a/admin?tab=orders', admin)).toBe(true);
    expect(isAllowedReturnTo('/warung-a/admin#menu', admin)).toBe(true);
    expect(isAllowedReturnTo('/warung-b/admin?from=/warung-a/admin', admin)).toBe(false);
    expect(isAllowedReturnTo('/warung-a/admin?next=/warung-b/admin', admin)).toBe(true);
  });

  it('refuses a staff user without a tenant', () => {
    expect(isAllowedReturnTo('/warung-a/admin', { role: 'CASHIER', tenantSlug: null, groupSlug: null })).toBe(
      false,
    );
  });
});

describe('isAllowedReturnTo: rule 3, other paths are allowed', () => {
  it.each([
    '/',
    '/pricing',
    '/warung-b',
    '/warung-b/track/123?table=4',
    '/pos/warung-b',
    '/super-admin',
    '/a?b=//c',
  ])('%j for a cashier', (path) => {
    expect(isAllowedReturnTo(path, cashier)).toBe(true);
  });
});

describe('homeFor', () => {
  it('sends each role to its area', () => {
    expect(homeFor(superAdmin)).toBe('/super-admin');
    expect(homeFor(manager)).toBe('/group/grup-a');
    expect(homeFor(admin)).toBe('/warung-a/admin');
    expect(homeFor(cashier)).toBe('/warung-a/admin');
    expect(homeFor({ role: 'KITCHEN', tenantSlug: 'warung-k', groupSlug: 'grup-a' })).toBe('/warung-k/admin');
  });

  it('falls back to / when the user has no area', () => {
    expect(homeFor({ role: 'GROUP_MANAGER', tenantSlug: null, groupSlug: null })).toBe('/');
    expect(homeFor({ role: 'CASHIER', tenantSlug: null, groupSlug: null })).toBe('/');
  });
});

describe('afterLogin', () => {
  it('keeps an allowed returnTo exactly, query included', () => {
    expect(afterLogin('/warung-a/admin/orders?status=PENDING', admin)).toBe(
      '/warung-a/admin/orders?status=PENDING',
    );
    expect(afterLogin('/group/grup-a', manager)).toBe('/group/grup-a');
  });

  it('goes home when returnTo is missing, refused or external', () => {
    expect(afterLogin(null, admin)).toBe('/warung-a/admin');
    expect(afterLogin('', manager)).toBe('/group/grup-a');
    expect(afterLogin('/warung-b/admin', admin)).toBe('/warung-a/admin');
    expect(afterLogin('/group/grup-a', cashier)).toBe('/warung-a/admin');
    expect(afterLogin('//evil.example', manager)).toBe('/group/grup-a');
    expect(afterLogin('https://evil.example', superAdmin)).toBe('/super-admin');
  });
});
