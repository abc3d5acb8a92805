import {
  DASHBOARD_RECENT_ORDERS,
  DASHBOARD_SALES_DAYS,
  DASHBOARD_TOP_ITEMS,
  type Dashboard,
} from '@meja/shared/contracts/dashboard';
import { addDays, dateInZone } from '@meja/shared/dates';
import { finishedOrdersSince } from '@meja/shared/order-transitions';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Scope } from '../../platform/scope';
import {
  completedPaymentsByDay,
  completedPaymentsTotal,
  openOrderCount,
  orderCounts,
  recentOrders,
  topItemsPaid,
} from './dashboard.repo';
import type { DayWindow } from './day-window';

/**
 * The owner's day (SPEC §2 Admin dashboard): revenue from recorded COMPLETED payments (tax
 * included; a refunded payment no longer counts), days in the tenant's time zone (DESIGN §4).
 */
/** COMPLETED payments per local day of the window, every day listed (the POS's sales trend). */
export function paymentsPerDay(tx: Tx, tenantId: string, window: DayWindow) {
  return completedPaymentsByDay(tx, tenantId, window);
}

/** COMPLETED payments taken in the window (the profit and loss's revenue, counted as the dashboard counts). */
export async function paymentsTotal(tx: Tx, tenantId: string, window: DayWindow): Promise<number> {
  return (await completedPaymentsTotal(tx, tenantId, window)).amount;
}

/** As paymentsTotal, with how many payments (one COMPLETED per paid order) made it up. */
export function paymentsSummary(
  tx: Tx,
  tenantId: string,
  window: DayWindow,
): Promise<{ amount: number; count: number }> {
  return completedPaymentsTotal(tx, tenantId, window);
}

/** The dishes of the orders paid in the window, most portions first (the dashboard's top items rule). */
export function topItemsPaidIn(tx: Tx, tenantId: string, window: DayWindow, limit = DASHBOARD_TOP_ITEMS) {
  return topItemsPaid(tx, tenantId, window, limit);
}

/** Orders neither cancelled nor closed, whatever their age (the group overview's open orders). */
export function openOrders(tx: Tx, tenantId: string): Promise<number> {
  return openOrderCount(tx, tenantId);
}

type PaymentDay = { date: string; amount: number; count: number };

/**
 * The KPIs from the payments per local day (the month's at least) and the order counts of today,
 * and the month's paid orders they divide by.
 */
function kpisOf(
  byDay: PaymentDay[],
  counts: { created: number; pending: number },
  today: string,
): { kpis: Dashboard['kpis']; paidOrdersMonth: number } {
  const monthStart = `${today.slice(0, 8)}01`;
  const month = byDay.filter((day) => day.date >= monthStart && day.date <= today);
  const revenueMonth = month.reduce((sum, day) => sum + day.amount, 0);
  const paidOrdersMonth = month.reduce((sum, day) => sum + day.count, 0);
  return {
    kpis: {
      revenueToday: byDay.find((day) => day.date === today)?.amount ?? 0,
      revenueMonth,
      ordersToday: counts.created,
      pendingOrders: counts.pending,
      avgOrderValueMonth: paidOrdersMonth === 0 ? 0 : Math.round(revenueMonth / paidOrdersMonth),
    },
    paidOrdersMonth,
  };
}

/**
 * The dashboard's KPIs alone at `now` (the group overview, one branch at a time): the same queries
 * and arithmetic as dashboardFigures, without the week's chart, top items and recent orders.
 */
export async function dashboardKpis(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  now: Date,
): Promise<{ kpis: Dashboard['kpis']; paidOrdersMonth: number }> {
  const today = dateInZone(now, timeZone);
  const tomorrow = addDays(today, 1);
  const monthStart = `${today.slice(0, 8)}01`;
  const byDay = await completedPaymentsByDay(tx, tenantId, { from: monthStart, to: tomorrow, timeZone });
  const counts = await orderCounts(tx, tenantId, { from: today, to: tomorrow, timeZone });
  return kpisOf(byDay, counts, today);
}

/**
 * The dashboard's figures at `now`, and the COMPLETED payments of each of the last `salesDays`
 * days (0: none), from one pass over the payments (the reports' 90-day trend rides along with the
 * dashboard's month). Runs inside the caller's transaction.
 */
export async function dashboardFigures(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  now: Date,
  salesDays = 0,
): Promise<{ dashboard: Dashboard; dailySales: { date: string; amount: number }[] }> {
  const today = dateInZone(now, timeZone);
  const tomorrow = addDays(today, 1);
  const weekStart = addDays(today, 1 - DASHBOARD_SALES_DAYS);
  const monthStart = `${today.slice(0, 8)}01`;
  const salesStart = addDays(today, 1 - Math.max(salesDays, 1));
  // One pass over the payments covers the month, the 7 days and the asked days, whichever starts first.
  const paymentsFrom = [weekStart, monthStart, salesStart].reduce((first, day) =>
    day < first ? day : first,
  );

  const byDay = await completedPaymentsByDay(tx, tenantId, { from: paymentsFrom, to: tomorrow, timeZone });
  const counts = await orderCounts(tx, tenantId, { from: today, to: tomorrow, timeZone });
  const top = await topItemsPaid(
    tx,
    tenantId,
    { from: weekStart, to: tomorrow, timeZone },
    DASHBOARD_TOP_ITEMS,
  );
  const recent = await recentOrders(
    tx,
    tenantId,
    { date: finishedOrdersSince(now, timeZone), timeZone },
    DASHBOARD_RECENT_ORDERS,
  );

  const amountOn = new Map(byDay.map((day) => [day.date, day.amount]));
  const daysFrom = (first: string, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const date = addDays(first, i);
      return { date, amount: amountOn.get(date) ?? 0 };
    });
  return {
    dashboard: {
      kpis: kpisOf(byDay, counts, today).kpis,
      salesLast7Days: daysFrom(weekStart, DASHBOARD_SALES_DAYS),
      topItems: top,
      recentOrders: recent.map((row) => ({
        _id: row.id,
        table: row.tableNumber,
        status: row.status,
        total: row.subtotal,
        grandTotal: row.total,
        paymentStatus: row.paymentStatus,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    dailySales: salesDays > 0 ? daysFrom(salesStart, salesDays) : [],
  };
}

export function createDashboardService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function read(scope: Scope, timeZone: string): Promise<Dashboard> {
    const figures = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      dashboardFigures(tx, scope.tenantId, timeZone, deps.now()),
    );
    return figures.dashboard;
  }

  return { read };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
