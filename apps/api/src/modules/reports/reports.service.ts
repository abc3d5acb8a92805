import type { z } from 'zod';
import type { dateRange } from '@meja/shared/contracts/expenses';
import {
  REPORT_DEFAULT_DAYS,
  REPORT_TREND_DAYS,
  type ProfitLoss,
  type ReportsOverview,
} from '@meja/shared/contracts/reports';
import { packageHasSection } from '@meja/shared/access';
import { addDays, dateInZone } from '@meja/shared/dates';
import { profitAndLoss } from '@meja/shared/profit-loss';
import { inTenantTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Scope } from '../../platform/scope';
import { dashboardFigures, paymentsByOrderType, type DashboardTenant } from '../dashboard/dashboard.service';
import { checkedReportRange, expensesByCategory } from '../expenses/expenses.service';
import { purchasesTotal } from '../inventory/inventory.service';
import { discountsInWindow } from '../orders/order-discounts.service';
import { voidsInWindow } from '../orders/order-voids.service';
import { optionsSoldInWindow } from '../orders/options-sold.service';
import { ticketTimesInWindow } from '../orders/ticket-times.service';

/**
 * The back office's reports (SPEC §2 Admin reports): the dashboard's figures with the 90-day daily
 * sales, and profit and loss over a period — revenue counted as the dashboard counts it (COMPLETED
 * payments) and split by order type and into its lines, the voids, the discounts and the options
 * sold of the period, purchases as inventory records them, expenses as recorded, and with a kitchen
 * its ticket times per day (issue 21) — each through its module.
 */
export function createReportsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function overview(scope: Scope, tenant: DashboardTenant): Promise<ReportsOverview> {
    const { dashboard, dailySales } = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      dashboardFigures(tx, scope.tenantId, tenant, deps.now(), REPORT_TREND_DAYS),
    );
    return { ...dashboard, dailySales90d: dailySales };
  }

  async function profitLoss(
    scope: Scope,
    tenant: DashboardTenant,
    asked: z.output<typeof dateRange>,
  ): Promise<ProfitLoss> {
    const timeZone = tenant.timezone;
    const range = checkedReportRange(asked, dateInZone(deps.now(), timeZone), REPORT_DEFAULT_DAYS);
    const window = { from: range.start, to: addDays(range.end, 1), timeZone };
    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      // The revenue is the split's total (one statement), so its lines always add up to it.
      const revenue = await paymentsByOrderType(tx, scope.tenantId, window);
      const voids = await voidsInWindow(tx, scope.tenantId, window);
      const discounts = await discountsInWindow(tx, scope.tenantId, window);
      const topOptions = await optionsSoldInWindow(tx, scope.tenantId, window);
      const ticketTimes = packageHasSection(tenant.package, 'kitchen')
        ? await ticketTimesInWindow(tx, scope.tenantId, window)
        : null;
      const purchases = await purchasesTotal(tx, scope.tenantId, range);
      const expenses = await expensesByCategory(tx, scope.tenantId, range);
      const figures = profitAndLoss({ revenue: revenue.total, purchases, expenses });
      return {
        ...range,
        ...figures,
        revenueByType: revenue.byType,
        revenueLines: revenue.lines,
        voids,
        discounts,
        topOptions,
        ticketTimes,
      };
    });
  }

  return { overview, profitLoss };
}

export type ReportsService = ReturnType<typeof createReportsService>;
