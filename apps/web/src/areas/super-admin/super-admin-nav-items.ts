import type { AreaNavItem } from '../../components/area/area-nav-item';

export const SUPER_ADMIN_NAV_ITEMS: readonly AreaNavItem[] = [
  { to: '/super-admin', label: 'Overview', end: true },
  { to: '/super-admin/tenants', label: 'Tenants' },
  { to: '/super-admin/groups', label: 'Groups' },
  { to: '/super-admin/billing', label: 'Billing' },
  { to: '/super-admin/users', label: 'Users' },
  { to: '/super-admin/settings', label: 'Settings' },
];
