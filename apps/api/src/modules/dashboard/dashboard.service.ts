import {
  DASHBOARD_RECENT_ORDERS,
  DASHBOARD_SALES_DAYS,
  DASHBOARD_TOP_ITEMS,
  type Dashboard,
} from '@meja/shared/contracts/dashboard';
import { packageHasSection } from '@meja/shared/access';
import { TAX_TYPES } from '@meja/shared/charges';
import { ORDER_TYPES, type OrderType } from '@meja/shared/contracts/orders';
import { revenueLines, type RevenueLines } from '@meja/shared/profit-loss';
import { addDays, dateInZone } from '@meja/shared/dates';
import { finishedOrdersSince } from '@meja/shared/order-transitions';
import type { TenantRow } from '../../db/schema/platform';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import type { Scope } from '../../platform/scope';
import { ticketTimesInWindow } from '../orders/ticket-times.service';
import {
  completedPaymentsByDay,
  completedPaymentsByOrderType,
  monthAndTodaySales,
  orderCounts,
  recentOrders,
  salesOf,
  topDishesOf,
  type Days,
  type TopDish,
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

/**
 * COMPLETED payments taken in the window, counted as the dashboard counts, split by the type of the order paid —
 * every type in ORDER_TYPES order, 0 when none — their total (the profit and loss's revenue), and
 * the total in its lines: dishes, discounts, service charge and taxes (issue 20).
 * One statement, so the split always adds up to the total, even while payments are being taken.
 */
export async function paymentsByOrderType(
  tx: Tx,
  tenantId: string,
  window: DayWindow,
): Promise<{ total: number; byType: { type: OrderType; amount: number }[]; lines: RevenueLines }> {
  const rows = await completedPaymentsByOrderType(tx, tenantId, window);
  const byType = ORDER_TYPES.map((type) => ({
    type,
    amount: rows.filter((row) => row.type === type).reduce((sum, row) => sum + row.amount, 0),
  }));
  const total = byType.reduce((sum, row) => sum + row.amount, 0);
  const shares = rows.map((row) => ({
    ...row,
    taxType: TAX_TYPES.find((type) => type === row.taxType) ?? 'PPN',
  }));
  return { total, byType, lines: revenueLines(total, shares) };
}

/**
 * The COMPLETED payments of each tenant on its own days [from, to) — amount and count — from the
 * daily rollup: what `paymentsByOrderType`'s total over the same days in its time zone gives, for many branches
 * in one query (the group's reports, inside `inGroupReadTx`).
 */
export function salesOfTenants(tx: Tx, tenantIds: readonly string[], days: Days) {
  return salesOf(tx, tenantIds, days);
}

/** The dishes of the orders paid on each tenant's days, most portions first (the dashboard's top items rule). */
export function topItemsOfTenants(
  tx: Tx,
  tenantIds: readonly string[],
  days: Days,
  limit = DASHBOARD_TOP_ITEMS,
): Promise<Map<string, TopDish[]>> {
  return topDishesOf(tx, tenantIds, days, limit);
}

type Sales = { amount: number; count: number };

/** The KPIs from the month's and today's COMPLETED payments and today's order counts, and the month's paid orders. */
function kpisOf(
  sales: { month: Sales; today: Sales },
  counts: { created: number; pending: number },
): { kpis: Dashboard['kpis']; paidOrdersMonth: number } {
  const { month, today } = sales;
  return {
    kpis: {
      revenueToday: today.amount,
      revenueMonth: month.amount,
      ordersToday: counts.created,
      pendingOrders: counts.pending,
      avgOrderValueMonth: month.count === 0 ? 0 : Math.round(month.amount / month.count),
    },
    paidOrdersMonth: month.count,
  };
}

/** The month's and today's sums of payments per local day. */
function monthAndToday(byDay: { date: string; amount: number; count: number }[], today: string) {
  const monthStart = `${today.slice(0, 8)}01`;
  const add = (days: typeof byDay) =>
    days.reduce((sum, day) => ({ amount: sum.amount + day.amount, count: sum.count + day.count }), {
      amount: 0,
      count: 0,
    });
  return {
    month: add(byDay.filter((day) => day.date >= monthStart && day.date <= today)),
    today: add(byDay.filter((day) => day.date === today)),
  };
}

/**
 * The dashboard's KPIs alone at `now` (the group overview, one branch at a time): the month's and
 * today's revenue from the daily rollup (the same sums as the dashboard's payments per day), today's
 * orders as the dashboard counts them, and the orders still open whatever their age — without the
 * week's chart, top items and recent orders. Two queries.
 */
export async function dashboardKpis(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  now: Date,
): Promise<{ kpis: Dashboard['kpis']; paidOrdersMonth: number; openOrders: number }> {
  const today = dateInZone(now, timeZone);
  const sales = await monthAndTodaySales(tx, tenantId, { monthStart: `${today.slice(0, 8)}01`, today });
  const counts = await orderCounts(tx, tenantId, { from: today, to: addDays(today, 1), timeZone });
  return { ...kpisOf(sales, counts), openOrders: counts.open };
}

/** What the dashboard needs of its tenant: its calendar, and its package (a kitchen or not). */
export type DashboardTenant = Pick<TenantRow, 'timezone' | 'package'>;

/**
 * The dashboard's figures at `now`, and the COMPLETED payments of each of the last `salesDays`
 * days (0: none), from one pass over the payments (the reports' 90-day trend rides along with the
 * dashboard's month); with a kitchen, today's ticket times (issue 21). Runs inside the caller's
 * transaction.
 */
export async function dashboardFigures(
  tx: Tx,
  tenantId: string,
  tenant: DashboardTenant,
  now: Date,
  salesDays = 0,
): Promise<{ dashboard: Dashboard; dailySales: { date: string; amount: number }[] }> {
  const timeZone = tenant.timezone;
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
  const top = (await topDishesOf(tx, [tenantId], { from: weekStart, to: tomorrow }, DASHBOARD_TOP_ITEMS)).get(
    tenantId,
  );
  const tickets = packageHasSection(tenant.package, 'kitchen')
    ? await ticketTimesInWindow(tx, tenantId, { from: today, to: tomorrow, timeZone })
    : null;
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
      kpis: kpisOf(monthAndToday(byDay, today), counts).kpis,
      salesLast7Days: daysFrom(weekStart, DASHBOARD_SALES_DAYS),
      topItems: top ?? [],
      recentOrders: recent.map((row) => ({
        _id: row.id,
        table: row.tableNumber,
        status: row.status,
        total: row.subtotal,
        grandTotal: row.total,
        paymentStatus: row.paymentStatus,
        createdAt: row.createdAt.toISOString(),
      })),
      ticketTimes: tickets && { today: tickets.period },
    },
    dailySales: salesDays > 0 ? daysFrom(salesStart, salesDays) : [],
  };
}

export function createDashboardService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function read(scope: Scope, tenant: DashboardTenant): Promise<Dashboard> {
    const figures = await inTenantTx(deps.db, scope.tenantId, (tx) =>
      dashboardFigures(tx, scope.tenantId, tenant, deps.now()),
    );
    return figures.dashboard;
  }

  return { read };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
