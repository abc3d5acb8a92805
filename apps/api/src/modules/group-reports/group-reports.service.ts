import type { z } from 'zod';
import type { dateRange } from '@meja/shared/contracts/expenses';
import { DASHBOARD_TOP_ITEMS } from '@meja/shared/contracts/dashboard';
import type { GroupOverview, GroupReport, GroupReportBranch } from '@meja/shared/contracts/group';
import { REPORT_DEFAULT_DAYS, type ReportTopOption } from '@meja/shared/contracts/reports';
import { addDays, dateInZone } from '@meja/shared/dates';
import type { GroupRow } from '../../db/schema/platform';
import { actAsTenant, inAppTx, inGroupReadTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { dashboardKpis, salesOfTenants, topItemsOfTenants } from '../dashboard/dashboard.service';
import { checkedReportRange } from '../expenses/expenses.service';
import { purchasesOfTenants, stockAlertCount } from '../inventory/inventory.service';
import { optionsSoldInWindow } from '../orders/options-sold.service';
import { overviewTotals, reportFigures, reportTotal } from './group-report-figures';
import { groupBranches, type ReportBranch } from './group-reports.repo';

/**
 * Each branch over the same calendar days, each day counted in the branch's own time zone (the
 * rollups' days are the tenant's own), all branches in three queries.
 */
async function reportRows(
  tx: Tx,
  branches: readonly ReportBranch[],
  range: { start: string; end: string },
  topOptions: ReadonlyMap<string, ReportTopOption[]>,
): Promise<GroupReportBranch[]> {
  const ids = branches.map((branch) => branch.id);
  const days = { from: range.start, to: addDays(range.end, 1) };
  const sales = await salesOfTenants(tx, ids, days);
  const purchases = await purchasesOfTenants(tx, ids, range);
  const topItems = await topItemsOfTenants(tx, ids, days);
  return branches.map((branch) => {
    const paid = sales.get(branch.id) ?? { amount: 0, count: 0 };
    return {
      slug: branch.slug,
      name: branch.name,
      ...reportFigures({
        revenue: paid.amount,
        orders: paid.count,
        purchases: purchases.get(branch.id) ?? 0,
      }),
      topItems: topItems.get(branch.id) ?? [],
      topOptions: topOptions.get(branch.id) ?? [],
    };
  });
}

/**
 * Each branch's options chosen most over the days (issue 20), in its own time zone, by the admin
 * reports' rule. No rollup keeps options: each branch's payments are read as that branch (one
 * transaction, one query per branch), as the overview reads them.
 */
async function topOptionsOfBranches(
  db: ServiceDeps['db'],
  branches: readonly ReportBranch[],
  range: { start: string; end: string },
): Promise<Map<string, ReportTopOption[]>> {
  const days = { from: range.start, to: addDays(range.end, 1) };
  return inAppTx(db, async (tx) => {
    const byBranch = new Map<string, ReportTopOption[]>();
    for (const branch of branches) {
      await actAsTenant(tx, branch.id);
      const window = { ...days, timeZone: branch.timezone };
      byBranch.set(branch.id, await optionsSoldInWindow(tx, branch.id, window, DASHBOARD_TOP_ITEMS));
    }
    return byBranch;
  });
}

/** A group without branches still has a calendar: the platform's default time zone. */
const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/**
 * The group area's figures (SPEC §2 Group area; issue 16), through the dashboard's and inventory's
 * own functions, so a branch's figures are exactly what its own dashboard and profit and loss show:
 * the overview one branch after the other in one transaction, the reports every branch at once
 * from the daily sales rollups (one group-read transaction, three queries whatever the branch count)
 * and, as no rollup keeps them, each branch's options chosen most from its own payments.
 */
export function createGroupReportsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const branchesOf = (group: GroupRow) => inAppTx(deps.db, (tx) => groupBranches(tx, group.id));

  /** One branch's row, in the caller's transaction with `app.tenant_id` naming the branch. */
  async function overviewOf(tx: Tx, branch: ReportBranch, now: Date) {
    const { kpis, paidOrdersMonth, openOrders } = await dashboardKpis(tx, branch.id, branch.timezone, now);
    return {
      slug: branch.slug,
      name: branch.name,
      active: branch.active,
      revenueToday: kpis.revenueToday,
      revenueMonth: kpis.revenueMonth,
      ordersToday: kpis.ordersToday,
      avgTicketMonth: kpis.avgOrderValueMonth,
      openOrders,
      stockAlerts: await stockAlertCount(tx, branch.id),
      paidOrdersMonth,
    };
  }

  /** GET /overview: every branch today and this month, each in its own time zone, and the totals. */
  async function overview(group: GroupRow): Promise<GroupOverview> {
    const now = deps.now();
    // One transaction for the whole group (one snapshot, no BEGIN and COMMIT per branch), each
    // branch read as itself: row-level security shows one tenant at a time.
    const rows = await inAppTx(deps.db, async (tx) => {
      const read = [];
      for (const branch of await groupBranches(tx, group.id)) {
        await actAsTenant(tx, branch.id);
        read.push(await overviewOf(tx, branch, now));
      }
      return read;
    });
    return {
      branches: rows.map(({ paidOrdersMonth: _, ...row }) => row),
      totals: overviewTotals(rows),
    };
  }

  /**
   * GET /reports: each branch over the same calendar days side by side, and the group total. The
   * default period ends today in the oldest branch's time zone (the group's own calendar).
   */
  async function report(group: GroupRow, asked: z.output<typeof dateRange>): Promise<GroupReport> {
    const branches = await branchesOf(group);
    const timeZone = branches[0]?.timezone ?? DEFAULT_TIME_ZONE;
    const range = checkedReportRange(asked, dateInZone(deps.now(), timeZone), REPORT_DEFAULT_DAYS);
    const topOptions = await topOptionsOfBranches(deps.db, branches, range);
    const rows = await inGroupReadTx(deps.db, group.id, (tx) => reportRows(tx, branches, range, topOptions));
    return { ...range, branches: rows, total: reportTotal(rows) };
  }

  /** The branches whose changes the group's event stream follows. */
  const eventBranches = (group: GroupRow) => branchesOf(group);

  return { overview, report, eventBranches };
}

export type GroupReportsService = ReturnType<typeof createGroupReportsService>;
