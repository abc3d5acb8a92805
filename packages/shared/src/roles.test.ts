import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_LABELS, TENANT_STAFF_ROLES, isTenantStaffRole } from './roles';

describe('roles (SPEC §6)', () => {
  it('has the six roles of the spec', () => {
    expect([...ROLES].sort()).toEqual(
      ['CASHIER', 'GROUP_MANAGER', 'INVENTORY', 'KITCHEN', 'RESTAURANT_ADMIN', 'SUPER_ADMIN'].sort(),
    );
  });

  it.each(ROLES)('%s is tenant staff only if it belongs to one restaurant', (role) => {
    const staff = ['RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY'].includes(role);
    expect(isTenantStaffRole(role)).toBe(staff);
  });

  it('lists the four tenant staff roles', () => {
    expect([...TENANT_STAFF_ROLES].sort()).toEqual(['CASHIER', 'INVENTORY', 'KITCHEN', 'RESTAURANT_ADMIN']);
  });

  it('labels the staff roles in Indonesian', () => {
    expect(ROLE_LABELS).toMatchObject({
      RESTAURANT_ADMIN: 'Admin Resto',
      CASHIER: 'Kasir',
      KITCHEN: 'Dapur',
    });
  });
});
