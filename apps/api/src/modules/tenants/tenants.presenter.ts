import { standingAllowsWork, tenantStanding, visibleSections } from '@meja/shared/access';
import { blockStartsAt, subscriptionPeriod } from '@meja/shared/lifecycle';
import { trialDaysLeft } from '@meja/shared/billing';
import type { PublicTenant, TenantContext } from '@meja/shared/contracts/tenant';
import type { Role } from '@meja/shared/roles';
import type { TenantRow } from '../../db/schema/platform';

export function presentPublicTenant(tenant: TenantRow, now: Date, graceDays: number): PublicTenant {
  return {
    _id: tenant.id,
    tenantSlug: tenant.slug,
    name: tenant.name,
    address: tenant.address,
    theme: tenant.theme,
    package: tenant.package,
    phone: tenant.phone,
    reservationWhatsApp: tenant.reservationWhatsApp,
    adsEnabled: tenant.adsEnabled,
    waOptinEnabled: tenant.waOptinEnabled,
    waOptinText: tenant.waOptinText,
    waOptinMode: tenant.waOptinMode,
    taxPercent: tenant.taxPercent,
    serviceChargePercent: tenant.serviceChargePercent,
    taxType: tenant.taxType,
    timezone: tenant.timezone,
    // In the grace days the restaurant still works, and takes orders.
    acceptingOrders: standingAllowsWork(tenantStanding(tenant, now, graceDays)),
  };
}

export function presentTenantContext(
  tenant: TenantRow,
  role: Role,
  now: Date,
  graceDays: number,
): TenantContext {
  const period = subscriptionPeriod(tenant);
  return {
    tenant: {
      _id: tenant.id,
      slug: tenant.slug,
      name: tenant.name,
      address: tenant.address,
      package: tenant.package,
      theme: tenant.theme,
      trialEndsAt: tenant.trialEndsAt?.toISOString() ?? null,
      // A tenant that has bought a plan keeps its old trial end; only BASIC is on trial.
      trialDaysLeft: tenant.package === 'BASIC' ? trialDaysLeft(tenant.trialEndsAt, now) : null,
      paidUntil: tenant.paidUntil?.toISOString() ?? null,
      active: tenant.active,
      blockedFrom: period ? blockStartsAt(period.end, graceDays).toISOString() : null,
      kitchenAmberMinutes: tenant.kitchenAmberMinutes,
      kitchenRedMinutes: tenant.kitchenRedMinutes,
      discountLimitPercent: tenant.discountLimitPercent,
    },
    standing: tenantStanding(tenant, now, graceDays),
    sections: visibleSections(role, tenant.package),
  };
}
