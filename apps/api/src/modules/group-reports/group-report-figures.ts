import type { GroupOverview, GroupOverviewBranch, GroupReportFigures } from '@meja/shared/contracts/group';

/** part / whole × 100 with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** A period's figures from its revenue, paid orders and purchases (one branch, or the group's sums). */
export function reportFigures(input: {
  revenue: number;
  orders: number;
  purchases: number;
}): GroupReportFigures {
  const { revenue, orders, purchases } = input;
  return {
    revenue,
    orders,
    avgTicket: orders === 0 ? 0 : Math.round(revenue / orders),
    purchases,
    foodCostPercent: percentOf(purchases, revenue),
    grossMarginPercent: percentOf(revenue - purchases, revenue),
  };
}

/** The group total of a period: the branches' sums, the ratios of those sums (not an average of ratios). */
export function reportTotal(branches: readonly GroupReportFigures[]): GroupReportFigures {
  const sum = (pick: (row: GroupReportFigures) => number) =>
    branches.reduce((total, row) => total + pick(row), 0);
  return reportFigures({
    revenue: sum((row) => row.revenue),
    orders: sum((row) => row.orders),
    purchases: sum((row) => row.purchases),
  });
}

/**
 * The overview's totals: the branches' sums; the month's average ticket from the month's revenue
 * and paid orders of every branch, not an average of averages.
 */
export function overviewTotals(
  branches: readonly (GroupOverviewBranch & { paidOrdersMonth: number })[],
): GroupOverview['totals'] {
  const sum = (pick: (row: GroupOverviewBranch & { paidOrdersMonth: number }) => number) =>
    branches.reduce((total, row) => total + pick(row), 0);
  const revenueMonth = sum((row) => row.revenueMonth);
  const paidOrdersMonth = sum((row) => row.paidOrdersMonth);
  return {
    revenueToday: sum((row) => row.revenueToday),
    revenueMonth,
    ordersToday: sum((row) => row.ordersToday),
    avgTicketMonth: paidOrdersMonth === 0 ? 0 : Math.round(revenueMonth / paidOrdersMonth),
    openOrders: sum((row) => row.openOrders),
    stockAlerts: sum((row) => row.stockAlerts),
  };
}
