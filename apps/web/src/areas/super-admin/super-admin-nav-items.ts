import type { AreaNavItem } from '../../components/area/area-nav-item';
import { i18n } from '../../i18n/i18n';

export const superAdminNavItemsMessages = i18n('superadmin/super-admin-nav-items', {
  overview: 'Overview',
  tenants: 'Tenants',
  groups: 'Groups',
  billing: 'Billing',
  users: 'Users',
  settings: 'Settings',
});

export const SUPER_ADMIN_NAV_ITEMS: readonly AreaNavItem[] = [
  { to: '/super-admin', label: superAdminNavItemsMessages.get().overview, end: true },
  { to: '/super-admin/tenants', label: superAdminNavItemsMessages.get().tenants },
  { to: '/super-admin/groups', label: superAdminNavItemsMessages.get().groups },
  { to: '/super-admin/billing', label: superAdminNavItemsMessages.get().billing },
  { to: '/super-admin/users', label: superAdminNavItemsMessages.get().users },
  { to: '/super-admin/settings', label: superAdminNavItemsMessages.get().settings },
];
