import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';

/**
 * GET /api/v1/tenant/{slug}/dashboard (SPEC §2 Admin dashboard, §3, §7; issue 5). Money is integer
 * rupiah. Revenue is what recorded COMPLETED payments took (tax included, DESIGN §4), so the screen
 * shows it as is (no client-side ×1.11). Days are calendar days in the tenant's time zone.
 */

/** How many days 'Sales Last 7 Days' and 'Top Items (7d)' cover, today included. */
export const DASHBOARD_SALES_DAYS = 7;
export const DASHBOARD_TOP_ITEMS = 5;
export const DASHBOARD_RECENT_ORDERS = 10;

export const dashboardKpis = z.object({
  /** COMPLETED payments taken today. */
  revenueToday: z.number(),
  /** COMPLETED payments taken since the first of this month. */
  revenueMonth: z.number(),
  /** Orders created today, cancelled ones left out. */
  ordersToday: z.number().int(),
  /** Orders still PENDING, whatever their age (what the orders table still has to settle). */
  pendingOrders: z.number().int(),
  /** revenueMonth divided by the month's COMPLETED payments (one per paid order), rounded; 0 when none. */
  avgOrderValueMonth: z.number(),
});

/** One calendar day: 'YYYY-MM-DD' and what was taken that day. */
export const dashboardSalesDay = z.object({ date: z.string(), amount: z.number() });

/** A dish sold in the last 7 days: portions and its share of the payments (tax included). */
export const dashboardTopItem = z.object({ name: z.string(), qty: z.number().int(), revenue: z.number() });

/** An order of the last 3 days; `total` is before tax as in Order (read), `grandTotal` includes it. */
export const dashboardRecentOrder = z.object({
  _id: z.string(),
  table: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  grandTotal: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
});

/**
 * Kitchen ticket times (issue 21): confirmed → READY of the orders made READY, as the shared
 * `ticketTimeFigures` (kitchen-alarms.ts) gives them — how many, their average and their 90th
 * percentile (nearest rank), in whole seconds.
 */
export const ticketTimes = z.object({
  count: z.number().int(),
  averageSeconds: z.number().int(),
  p90Seconds: z.number().int(),
});
export type TicketTimes = z.infer<typeof ticketTimes>;

export const dashboard = z.object({
  kpis: dashboardKpis,
  /** Exactly 7 days, oldest first, today last; a day without sales has amount 0. */
  salesLast7Days: z.array(dashboardSalesDay),
  /** At most 5, most portions first (then revenue, then name). */
  topItems: z.array(dashboardTopItem),
  /** At most 10, newest first. */
  recentOrders: z.array(dashboardRecentOrder),
  /**
   * Issue 21: the ticket times of the orders made READY today (`today` null when none was); null for
   * a package without a kitchen (KASIR_SAJA).
   */
  ticketTimes: z.object({ today: ticketTimes.nullable() }).nullable(),
});
export type Dashboard = z.infer<typeof dashboard>;
export type DashboardRecentOrder = z.infer<typeof dashboardRecentOrder>;
