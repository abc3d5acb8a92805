import type { AdminSection } from '@meja/shared/access';

/** Sidebar labels as the spec names the sections. */
export const ADMIN_SECTION_LABELS: Record<AdminSection, string> = {
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
};

/** The dashboard is the admin index; every other section has its own path. */
export function adminSectionPath(tenantSlug: string, section: AdminSection): string {
  const base = `/${encodeURIComponent(tenantSlug)}/admin`;
  return section === 'dashboard' ? base : `${base}/${section}`;
}
