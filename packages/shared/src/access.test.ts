import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTIONS,
  canEnterGroupArea,
  canPayForTenant,
  canEnterSuperAdmin,
  canEnterTenantAdmin,
  decideSection,
  packageHasSection,
  roleHasSection,
  standingAllowsWork,
  tenantStanding,
  visibleSections,
  type AdminSection,
} from './access';
import { PACKAGES } from './plans';
import { ROLES, TENANT_STAFF_ROLES, type Role } from './roles';

/** SPEC §6 written out by hand, so a change to the table in access.ts has to be made twice. */
const ALL: AdminSection[] = [
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
];
const SECTIONS_OF: Record<Role, AdminSection[]> = {
  SUPER_ADMIN: ALL,
  RESTAURANT_ADMIN: ALL,
  CASHIER: ['orders', 'payments'],
  KITCHEN: ['kitchen'],
  INVENTORY: ['inventory'],
  GROUP_MANAGER: [],
};
const POS_ONLY_LACKS: AdminSection[] = [
  'kitchen',
  'inventory',
  'menu',
  'users',
  'settings',
  'marketing',
  'payroll',
];

describe('admin sections', () => {
  it('are the eleven sections of SPEC §6', () => {
    expect([...ADMIN_SECTIONS].sort()).toEqual([...ALL].sort());
  });
});

describe.each(ROLES)('roleHasSection(%s, …)', (role) => {
  it.each(ALL)(`%s`, (section) => {
    expect(roleHasSection(role, section)).toBe(SECTIONS_OF[role].includes(section));
  });
});

describe('packageHasSection', () => {
  it.each(POS_ONLY_LACKS)('POS_ONLY lacks %s', (section) => {
    expect(packageHasSection('POS_ONLY', section)).toBe(false);
  });

  it.each(['orders', 'payments', 'reports', 'dashboard'] as const)('POS_ONLY keeps %s', (section) => {
    expect(packageHasSection('POS_ONLY', section)).toBe(true);
  });

  it.each(['BASIC', 'PRO', 'ENTERPRISE'] as const)('%s has every section', (pkg) => {
    expect(ALL.filter((s) => !packageHasSection(pkg, s))).toEqual([]);
  });
});

describe('visibleSections', () => {
  it('gives an admin of a full package every section, in menu order', () => {
    expect(visibleSections('RESTAURANT_ADMIN', 'PRO')).toEqual([...ADMIN_SECTIONS]);
    expect(visibleSections('SUPER_ADMIN', 'BASIC')).toEqual([...ADMIN_SECTIONS]);
  });

  it('gives a POS_ONLY admin only dashboard, orders, payments and reports', () => {
    expect(visibleSections('RESTAURANT_ADMIN', 'POS_ONLY')).toEqual([
      'dashboard',
      'orders',
      'payments',
      'reports',
    ]);
  });

  it('narrows staff roles to their own sections, and the package narrows further', () => {
    expect(visibleSections('CASHIER', 'PRO')).toEqual(['orders', 'payments']);
    expect(visibleSections('CASHIER', 'POS_ONLY')).toEqual(['orders', 'payments']);
    expect(visibleSections('KITCHEN', 'PRO')).toEqual(['kitchen']);
    expect(visibleSections('KITCHEN', 'POS_ONLY')).toEqual([]);
    expect(visibleSections('INVENTORY', 'ENTERPRISE')).toEqual(['inventory']);
  });

  it.each(PACKAGES)('gives a GROUP_MANAGER nothing on %s', (pkg) => {
    expect(visibleSections('GROUP_MANAGER', pkg)).toEqual([]);
  });
});

describe('decideSection', () => {
  it('allows what both role and package allow', () => {
    expect(decideSection('CASHIER', 'POS_ONLY', 'payments')).toBe('allow');
    expect(decideSection('RESTAURANT_ADMIN', 'PRO', 'settings')).toBe('allow');
  });

  it('refuses on the role before looking at the package', () => {
    expect(decideSection('CASHIER', 'POS_ONLY', 'kitchen')).toBe('role');
    expect(decideSection('GROUP_MANAGER', 'PRO', 'dashboard')).toBe('role');
  });

  it('refuses on the package when the role would be allowed', () => {
    expect(decideSection('KITCHEN', 'POS_ONLY', 'kitchen')).toBe('package');
    expect(decideSection('RESTAURANT_ADMIN', 'POS_ONLY', 'menu')).toBe('package');
    expect(decideSection('SUPER_ADMIN', 'POS_ONLY', 'users')).toBe('package');
  });
});

describe('canEnterTenantAdmin', () => {
  it.each(TENANT_STAFF_ROLES)('lets %s into its own tenant only', (role) => {
    expect(canEnterTenantAdmin({ role, tenantId: 't1' }, 't1')).toBe(true);
    expect(canEnterTenantAdmin({ role, tenantId: 't1' }, 't2')).toBe(false);
    expect(canEnterTenantAdmin({ role, tenantId: null }, 't1')).toBe(false);
  });

  it('refuses a GROUP_MANAGER even when its tenant id matches', () => {
    expect(canEnterTenantAdmin({ role: 'GROUP_MANAGER', tenantId: 't1' }, 't1')).toBe(false);
    expect(canEnterTenantAdmin({ role: 'GROUP_MANAGER', tenantId: null }, 't1')).toBe(false);
  });

  it('lets SUPER_ADMIN into every tenant', () => {
    expect(canEnterTenantAdmin({ role: 'SUPER_ADMIN', tenantId: null }, 't1')).toBe(true);
    expect(canEnterTenantAdmin({ role: 'SUPER_ADMIN', tenantId: 't9' }, 't1')).toBe(true);
  });
});

describe('canEnterGroupArea', () => {
  it('lets a GROUP_MANAGER into its own group only', () => {
    expect(canEnterGroupArea({ role: 'GROUP_MANAGER', groupId: 'g1' }, 'g1')).toBe(true);
    expect(canEnterGroupArea({ role: 'GROUP_MANAGER', groupId: 'g1' }, 'g2')).toBe(false);
    expect(canEnterGroupArea({ role: 'GROUP_MANAGER', groupId: null }, 'g1')).toBe(false);
  });

  it('lets SUPER_ADMIN into every group', () => {
    expect(canEnterGroupArea({ role: 'SUPER_ADMIN', groupId: null }, 'g1')).toBe(true);
  });

  it.each(TENANT_STAFF_ROLES)('refuses %s even when its tenant belongs to the group', (role) => {
    expect(canEnterGroupArea({ role, groupId: 'g1' }, 'g1')).toBe(false);
  });
});

describe('canEnterSuperAdmin', () => {
  it.each(ROLES)('%s', (role) => {
    expect(canEnterSuperAdmin({ role })).toBe(role === 'SUPER_ADMIN');
  });
});

describe('tenantStanding', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const end = new Date('2025-02-01T00:00:00.000Z');
  const before = new Date(end.getTime() - 1);
  const afterGrace = new Date(end.getTime() + 7 * DAY);
  const basic = { active: true, package: 'BASIC' as const, trialEndsAt: end, paidUntil: null };

  it('is ok for an active BASIC tenant inside its trial', () => {
    expect(tenantStanding(basic, before, 7)).toBe('ok');
  });

  it('is grace for BASIC from the end of the trial for the grace days, then blocked', () => {
    expect(tenantStanding(basic, end, 7)).toBe('grace');
    expect(tenantStanding(basic, new Date(afterGrace.getTime() - 1), 7)).toBe('grace');
    expect(tenantStanding(basic, afterGrace, 7)).toBe('blocked');
  });

  it('is blocked at the end of the trial without grace days', () => {
    expect(tenantStanding(basic, end, 0)).toBe('blocked');
  });

  it('is ok for BASIC without an end date', () => {
    expect(tenantStanding({ ...basic, trialEndsAt: null }, new Date('2100-01-01'), 7)).toBe('ok');
  });

  it('is ok for PRO long after a past trial end date when no period was paid', () => {
    expect(tenantStanding({ ...basic, package: 'PRO' }, new Date('2100-01-01'), 7)).toBe('ok');
  });

  it.each(['PRO', 'POS_ONLY'] as const)('is grace then blocked after the paid period of %s', (pkg) => {
    const paid = { active: true, package: pkg, trialEndsAt: null, paidUntil: end };
    expect(tenantStanding(paid, before, 7)).toBe('ok');
    expect(tenantStanding(paid, end, 7)).toBe('grace');
    expect(tenantStanding(paid, afterGrace, 7)).toBe('blocked');
  });

  it('never blocks ENTERPRISE by a period', () => {
    const enterprise = { active: true, package: 'ENTERPRISE' as const, trialEndsAt: end, paidUntil: end };
    expect(tenantStanding(enterprise, new Date('2100-01-01'), 7)).toBe('ok');
  });

  it.each(PACKAGES)('is inactive for an inactive %s tenant, whatever its period', (pkg) => {
    const tenant = { active: false, package: pkg, trialEndsAt: end, paidUntil: end };
    expect(tenantStanding(tenant, before, 7)).toBe('inactive');
    expect(tenantStanding(tenant, afterGrace, 7)).toBe('inactive');
  });

  it('lets the staff work in ok and grace only', () => {
    expect(standingAllowsWork('ok')).toBe(true);
    expect(standingAllowsWork('grace')).toBe(true);
    expect(standingAllowsWork('blocked')).toBe(false);
    expect(standingAllowsWork('inactive')).toBe(false);
  });
});

describe('decideSection with several sections (any-of)', () => {
  const ordersOrKitchen = ['orders', 'kitchen'] as const;

  it('allows a role allowed in any of them', () => {
    expect(decideSection('CASHIER', 'PRO', ordersOrKitchen)).toBe('allow');
    expect(decideSection('KITCHEN', 'PRO', ordersOrKitchen)).toBe('allow');
    expect(decideSection('RESTAURANT_ADMIN', 'PRO', ordersOrKitchen)).toBe('allow');
  });

  it('refuses on the role when none of them is the role’s', () => {
    expect(decideSection('INVENTORY', 'PRO', ordersOrKitchen)).toBe('role');
    expect(decideSection('GROUP_MANAGER', 'PRO', ordersOrKitchen)).toBe('role');
    expect(decideSection('KITCHEN', 'PRO', [])).toBe('role');
  });

  it('refuses on the package only when every section the role has is missing from it', () => {
    // POS_ONLY has no kitchen: the kitchen role is refused, the cashier keeps orders.
    expect(decideSection('KITCHEN', 'POS_ONLY', ordersOrKitchen)).toBe('package');
    expect(decideSection('CASHIER', 'POS_ONLY', ordersOrKitchen)).toBe('allow');
    expect(decideSection('RESTAURANT_ADMIN', 'POS_ONLY', ordersOrKitchen)).toBe('allow');
    expect(decideSection('RESTAURANT_ADMIN', 'POS_ONLY', ['menu', 'kitchen'])).toBe('package');
  });

  it('answers a one-element list as the single section', () => {
    for (const role of ROLES)
      for (const pkg of PACKAGES)
        for (const section of ALL)
          expect(decideSection(role, pkg, [section])).toBe(decideSection(role, pkg, section));
  });
});

describe('canPayForTenant (checkout for a tenant)', () => {
  const tenant = { id: 't1', groupId: 'g1' };
  const user = (role: Role, tenantId: string | null, groupId: string | null) => ({ role, tenantId, groupId });

  it('lets the tenant’s own admin, its group’s manager and the super admin pay', () => {
    expect(canPayForTenant(user('RESTAURANT_ADMIN', 't1', 'g1'), tenant)).toBe(true);
    expect(canPayForTenant(user('GROUP_MANAGER', null, 'g1'), tenant)).toBe(true);
    expect(canPayForTenant(user('SUPER_ADMIN', null, null), tenant)).toBe(true);
  });

  it('refuses other staff of the tenant and people of other tenants or groups', () => {
    for (const role of ['CASHIER', 'KITCHEN', 'INVENTORY'] as const) {
      expect(canPayForTenant(user(role, 't1', 'g1'), tenant)).toBe(false);
    }
    expect(canPayForTenant(user('RESTAURANT_ADMIN', 't2', 'g1'), tenant)).toBe(false);
    expect(canPayForTenant(user('GROUP_MANAGER', null, 'g2'), tenant)).toBe(false);
  });

  it('gives a group manager nothing over a tenant outside any group', () => {
    expect(canPayForTenant(user('GROUP_MANAGER', null, null), { id: 't1', groupId: null })).toBe(false);
  });
});
