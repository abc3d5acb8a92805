import { z } from 'zod';
import { TAX_TYPES } from '../charges';
import { DISCOUNT_KINDS } from '../discounts';
import { EXPENSE_CATEGORIES } from '../profit-loss';
import { dashboard, dashboardSalesDay, ticketTimes } from './dashboard';
import { ORDER_TYPES } from './orders';

/**
 * The back office's reports (SPEC §2 Admin reports, §3 Reports and Profit-loss, §7 `GET /reports`,
 * `GET /reports/profit-loss?start&end`; issue 14). Money is whole rupiah; days are the tenant's.
 */

/** The P&L's default period, today included (SPEC §9: reports default range last 7 days). */
export const REPORT_DEFAULT_DAYS = 7;
/** The trend chart's daily sales (SPEC §9: 90-day daily sales for the trend chart). */
export const REPORT_TREND_DAYS = 90;

export const REPORT_MESSAGES = {
  startAfterEnd: 'Tanggal mulai harus sebelum tanggal akhir.',
  tooLong: 'Rentang laporan maksimal 366 hari.',
} as const;

/**
 * GET /reports: the dashboard's figures (KPIs, 7-day sales, top items, recent orders) and the
 * COMPLETED payments of each of the last 90 days (oldest first, today last, 0 when none).
 */
export const reportsOverview = dashboard.extend({ dailySales90d: z.array(dashboardSalesDay) });
export type ReportsOverview = z.infer<typeof reportsOverview>;

/** A paid order cancelled in the period (issue 20): what was refunded, why, and who voided it. */
export const orderVoid = z.object({
  orderId: z.string(),
  table: z.string(),
  amount: z.number(),
  reason: z.string(),
  /** The name of whoever voided it, as it was then. */
  by: z.string(),
  at: z.string(),
});
export type OrderVoid = z.infer<typeof orderVoid>;

/**
 * A discount of an order paid in the period (issue 20): the order paid in full (not cancelled) by
 * its last payment in the period; what came off which dish (or the whole bill), why, who gave it and
 * whose PIN approved it.
 */
export const reportDiscount = z.object({
  orderId: z.string(),
  /** The table, or a takeaway's name or number. */
  table: z.string(),
  type: z.enum(ORDER_TYPES),
  /** The discounted line's place in the order, or null for the whole bill. */
  line: z.number().int().nullable(),
  /** The discounted dish's name as it was ordered; null for the whole bill. */
  item: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  /** 1–100 for PERCENT; rupiah for FIXED. */
  value: z.number(),
  /** The rupiah it took off the dishes. */
  amount: z.number(),
  reason: z.string(),
  /** Who gave it and the admin whose PIN approved it (null: no PIN was needed), their names as they were. */
  by: z.string(),
  approvedBy: z.string().nullable(),
  /** When it was given, and when its order was paid (the period counts that day). */
  at: z.string(),
  paidAt: z.string(),
});
export type ReportDiscount = z.infer<typeof reportDiscount>;

/**
 * An option chosen on the orders paid in the period (issue 20: 'Level pedas: Level 3'), by its
 * group's and its own name as the lines keep them. A payment counts its share of its order's lines
 * (a part of a split bill its share, amount / total), as the dishes' portions are counted.
 */
export const reportTopOption = z.object({
  group: z.string(),
  name: z.string(),
  /** Portions paid, rounded once. */
  qty: z.number().int(),
  /** What its price delta added: delta × portions paid, at the menu's price (before discounts, service and tax), rounded once. */
  revenue: z.number(),
});
export type ReportTopOption = z.infer<typeof reportTopOption>;

/** A day's kitchen ticket times (issue 21): the orders made READY on that local day. */
export const ticketTimesDay = ticketTimes.extend({ date: z.string() });
export type TicketTimesDay = z.infer<typeof ticketTimesDay>;

/** GET /reports/profit-loss: the period's revenue, purchases, expenses and profit. */
export const profitLoss = z.object({
  /** The period, both days included. */
  start: z.string(),
  end: z.string(),
  /** COMPLETED payments taken in the period (tax included), as the dashboard counts them. */
  revenue: z.number(),
  /** Revenue by the paid order's type: both types in ORDER_TYPES order, 0 when none; sums to `revenue`. */
  revenueByType: z.array(z.object({ type: z.enum(ORDER_TYPES), amount: z.number() })),
  /**
   * Revenue in its lines (issue 20): the dishes at their prices, the discounts taken off them, the
   * service charge, and the taxes by type (PPN then PB1); `sales − discount + serviceCharge + Σ taxes
   * = revenue`. Each line is the payments' share of their orders' (a part of a split bill pays its share).
   */
  revenueLines: z.object({
    sales: z.number(),
    discount: z.number(),
    serviceCharge: z.number(),
    taxes: z.array(z.object({ type: z.enum(TAX_TYPES), amount: z.number() })),
  }),
  /** Voids in the period, oldest first (their refunds are not in `revenue`). */
  voids: z.array(orderVoid),
  /** Discounts of the orders paid in the period, in the order they were given. */
  discounts: z.array(reportDiscount),
  /** Every option chosen on the period's paid orders, most portions first (then group and name); [] when none. */
  topOptions: z.array(reportTopOption),
  /**
   * Issue 21: the kitchen's ticket times of the period — each day with a ticket, oldest first, and
   * the whole period (null: none) — counted on the local day the order was made READY. Null for a
   * package without a kitchen (KASIR_SAJA).
   */
  ticketTimes: z.object({ days: z.array(ticketTimesDay), period: ticketTimes.nullable() }).nullable(),
  /** Ingredient purchases dated in the period (what was paid). */
  purchases: z.number(),
  /** Every expense category in a fixed order, 0 when nothing was spent on it. */
  expensesByCategory: z.array(z.object({ category: z.enum(EXPENSE_CATEGORIES), amount: z.number() })),
  expenses: z.number(),
  /** revenue − purchases. */
  grossProfit: z.number(),
  /** revenue − purchases − expenses. */
  profit: z.number(),
});
export type ProfitLoss = z.infer<typeof profitLoss>;
