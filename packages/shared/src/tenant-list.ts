import { PACKAGE_RANK, type Package } from './plans';

/** SPEC §2 Tenants: newest first by default, or by package rank up or down (newest first within one). */
export const TENANT_SORTS = ['newest', 'package-asc', 'package-desc'] as const;
export type TenantSort = (typeof TENANT_SORTS)[number];

interface ListedTenant {
  name: string;
  slug: string;
  package: Package;
  createdAt: string;
}

/** The tenants whose name or slug contains the search (case and surrounding spaces ignored). */
export function matchTenants<T extends ListedTenant>(tenants: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...tenants];
  return tenants.filter(
    (tenant) => tenant.name.toLowerCase().includes(needle) || tenant.slug.toLowerCase().includes(needle),
  );
}

export function sortTenants<T extends ListedTenant>(tenants: readonly T[], sort: TenantSort): T[] {
  const newest = (a: T, b: T) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  const byRank = (a: T, b: T) => PACKAGE_RANK[a.package] - PACKAGE_RANK[b.package];
  const compare =
    sort === 'package-asc'
      ? (a: T, b: T) => byRank(a, b) || newest(a, b)
      : sort === 'package-desc'
        ? (a: T, b: T) => byRank(b, a) || newest(a, b)
        : newest;
  return [...tenants].sort(compare);
}

/** An ENTERPRISE tenant needs a group manager (SPEC §2: the 'needs Group Manager' badge). */
export function needsGroupManager(tenant: { package: Package; hasGroupManager: boolean }): boolean {
  return tenant.package === 'ENTERPRISE' && !tenant.hasGroupManager;
}
