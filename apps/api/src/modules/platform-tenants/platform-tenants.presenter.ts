import type { PlatformTenant } from '@meja/shared/contracts/platform-tenants';
import type { ConsoleTenantRow } from './platform-tenants.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentConsoleTenant(row: ConsoleTenantRow): PlatformTenant {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    package: row.package,
    hasGroupManager: row.hasGroupManager,
    usage: row.usage,
    quotaLimit: row.quotaLimit,
    adsEnabled: row.adsEnabled,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    groupSlug: row.groupSlug,
    paidUntil: iso(row.paidUntil),
    trialEndsAt: iso(row.trialEndsAt),
    deletedAt: iso(row.deletedAt),
    purgeAfter: iso(row.purgeAfter),
  };
}
