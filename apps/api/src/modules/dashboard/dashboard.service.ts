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
import { completedPaymentsByDay, orderCounts, recentOrders, topItemsPaid } from './dashboard.repo';
import type { DayWindow } from './day-window';

/**
 * The owner's day (SPEC §2 Admin dashboard): revenue from recorded COMPLETED payments (tax
 * included; a refunded payment no longer counts), days in the tenant's time zone (DESIGN §4).
 */
/** COMPLETED payments per local day of the window, every day listed (the POS's sales trend). */
export function paymentsPerDay(tx: Tx, tenantId: string, window: DayWindow) {
  return completedPaymentsByDay(tx, tenantId, window);
}

export function createDashboardService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function read(scope: Scope, timeZone: string): Promise<Dashboard> {
    const today = dateInZone(deps.now(), timeZone);
    const tomorrow = addDays(today, 1);
    const weekStart = addDays(today, 1 - DASHBOARD_SALES_DAYS);
    const monthStart = `${today.slice(0, 8)}01`;
    // One pass over the payments covers the month and the 7 days, whichever starts first.
    const paymentsFrom = weekStart < monthStart ? weekStart : monthStart;

    return inTenantTx(deps.db, scope.tenantId, async (tx) => {
      const byDay = await completedPaymentsByDay(tx, scope.tenantId, {
        from: paymentsFrom,
        to: tomorrow,
        timeZone,
      });
      const counts = await orderCounts(tx, scope.tenantId, { from: today, to: tomorrow, timeZone });
      const top = await topItemsPaid(
        tx,
        scope.tenantId,
        { from: weekStart, to: tomorrow, timeZone },
        DASHBOARD_TOP_ITEMS,
      );
      const recent = await recentOrders(
        tx,
        scope.tenantId,
        { date: finishedOrdersSince(deps.now(), timeZone), timeZone },
        DASHBOARD_RECENT_ORDERS,
      );

      const amountOn = new Map(byDay.map((day) => [day.date, day.amount]));
      const month = byDay.filter((day) => day.date >= monthStart);
      const revenueMonth = month.reduce((sum, day) => sum + day.amount, 0);
      const paidMonth = month.reduce((sum, day) => sum + day.count, 0);
      return {
        kpis: {
          revenueToday: amountOn.get(today) ?? 0,
          revenueMonth,
          ordersToday: counts.created,
          pendingOrders: counts.pending,
          avgOrderValueMonth: paidMonth === 0 ? 0 : Math.round(revenueMonth / paidMonth),
        },
        salesLast7Days: Array.from({ length: DASHBOARD_SALES_DAYS }, (_, i) => {
          const date = addDays(weekStart, i);
          return { date, amount: amountOn.get(date) ?? 0 };
        }),
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
      };
    });
  }

  return { read };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
