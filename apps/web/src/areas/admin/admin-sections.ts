import type { AdminSection } from '@meja/shared/access';
import type { AreaNavItem } from '../../components/area/area-nav-item';
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

/** Pages with their own navigation entry under a section's access (no section of their own). */
export const adminPageMessages = i18n('admin/pages', {
  tables: 'Meja',
});

/** The floor's tables (issue 20): in the orders section, so whoever sees the orders sees it. */
export function adminTablesPath(tenantSlug: string): string {
  return `${adminSectionPath(tenantSlug, 'dashboard')}/tables`;
}

/** The navigation: a section per entry, and 'Meja' right after the orders. */
export function adminNavItems(
  tenantSlug: string,
  sections: readonly AdminSection[],
  labels: { sections: Record<AdminSection, string>; tables: string },
): AreaNavItem[] {
  return sections.flatMap((section) => {
    const item = {
      to: adminSectionPath(tenantSlug, section),
      label: labels.sections[section],
      end: section === 'dashboard',
    };
    return section === 'orders' ? [item, { to: adminTablesPath(tenantSlug), label: labels.tables }] : [item];
  });
}
