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
export function paymentsTotal(tx: Tx, tenantId: string, window: DayWindow): Promise<number> {
  return completedPaymentsTotal(tx, tenantId, window);
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
  const month = byDay.filter((day) => day.date >= monthStart);
  const revenueMonth = month.reduce((sum, day) => sum + day.amount, 0);
  const paidMonth = month.reduce((sum, day) => sum + day.count, 0);
  return {
    dashboard: {
      kpis: {
        revenueToday: amountOn.get(today) ?? 0,
        revenueMonth,
        ordersToday: counts.created,
        pendingOrders: counts.pending,
        avgOrderValueMonth: paidMonth === 0 ? 0 : Math.round(revenueMonth / paidMonth),
      },
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
