import { fillMonths, jakartaDayRange, lastJakartaMonths, TOP_TENANTS } from '@meja/shared/revenue-months';
import type { PlatformStats, RevenueMonthly } from '@meja/shared/contracts/platform-stats';
import { unsafePlatformReadTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import {
  tenantCounts,
  unsafeOrdersBetween,
  unsafePaidInvoicesPerMonth,
  unsafeTopTenantsByOrders,
  usersPerRole,
} from './platform-stats.repo';

/** The console overview's figures: the platform's revenue per month and its counts now (issue 15). */
export function createPlatformStatsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function revenueMonthly(monthCount: number): Promise<RevenueMonthly> {
    const range = lastJakartaMonths(deps.now(), monthCount);
    const { perMonth, perTenant } = await unsafePlatformReadTx(deps.db, async (tx) => ({
      perMonth: await unsafePaidInvoicesPerMonth(tx, range),
      perTenant: await unsafeTopTenantsByOrders(tx, range, TOP_TENANTS),
    }));
    const months = fillMonths(range.months, perMonth);
    const grandTotal = months.reduce((sum, month) => sum + month.total, 0);
    return {
      range: { start: range.start.toISOString(), end: range.end.toISOString() },
      months,
      total: months.length,
      grandTotal,
      perTenant,
    };
  }

  async function stats(): Promise<PlatformStats> {
    const now = deps.now();
    const { tenants, roles, today } = await unsafePlatformReadTx(deps.db, async (tx) => ({
      tenants: await tenantCounts(tx, now),
      roles: await usersPerRole(tx),
      today: await unsafeOrdersBetween(tx, jakartaDayRange(now)),
    }));
    const byRole: PlatformStats['users']['byRole'] = {
      SUPER_ADMIN: 0,
      GROUP_MANAGER: 0,
      RESTAURANT_ADMIN: 0,
      CASHIER: 0,
      KITCHEN: 0,
      INVENTORY: 0,
    };
    for (const row of roles) byRole[row.role] = row.count;
    return {
      at: now.toISOString(),
      tenants: {
        total: tenants.total,
        byPackage: {
          BASIC: tenants.basic,
          POS_ONLY: tenants.posOnly,
          PRO: tenants.pro,
          ENTERPRISE: tenants.enterprise,
        },
        byState: {
          active: tenants.active,
          inactive: tenants.inactive,
          deleted: tenants.deleted,
          trial: tenants.trial,
          trialExpired: tenants.trialExpired,
          paid: tenants.paid,
        },
      },
      users: { total: roles.reduce((sum, row) => sum + row.count, 0), byRole },
      orders: { today: today.orders, paidToday: today.paid, revenueToday: today.revenue },
    };
  }

  return { revenueMonthly, stats };
}

export type PlatformStatsService = ReturnType<typeof createPlatformStatsService>;
