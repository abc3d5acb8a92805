import { ROLES } from '@meja/shared/roles';
import { describe, expect, it } from 'vitest';
import { hidesSidebarOnSmallScreens, mayEnterTenantAdminArea } from './admin-roles';

describe('tenant admin roles', () => {
  it('lets tenant staff and the super admin in, never a group manager', () => {
    const allowed = ROLES.filter(mayEnterTenantAdminArea);
    expect(allowed).toEqual(['SUPER_ADMIN', 'RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY']);
  });

  it('hides the sidebar on phones for cashier, kitchen and inventory', () => {
    expect(ROLES.filter(hidesSidebarOnSmallScreens)).toEqual(['CASHIER', 'KITCHEN', 'INVENTORY']);
  });
});
