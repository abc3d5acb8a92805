import type { AdminSection } from '@meja/shared/access';
import { i18n } from '../../i18n/i18n';

/** Sidebar labels as the spec names the sections, by section. */
export const adminSectionMessages = i18n('admin/sections', {
  dashboard: 'Dashboard',
  orders: 'Orders',
  kitchen: 'Kitchen',
  payments: 'Payments',
  inventory: 'Inventory',
  menu: 'Menu',
  users: 'Users',
  marketing: 'Marketing',
  reports: 'Reports',
  payroll: 'Payroll',
  settings: 'Settings',
} satisfies Record<AdminSection, string>);

/** The dashboard is the admin index; every other section has its own path. */
export function adminSectionPath(tenantSlug: string, section: AdminSection): string {
  const base = `/${encodeURIComponent(tenantSlug)}/admin`;
  return section === 'dashboard' ? base : `${base}/${section}`;
}
