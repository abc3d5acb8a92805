import { bigint, date, foreignKey, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { groupReadPolicy, tenantIsolationPolicy } from './columns';
import { tenants } from './platform';

/*
 * Sales rolled up per local day (issue 16): what the COMPLETED payments of a tenant add up to on
 * each of its calendar days (its time zone), and per dish and day and per dish and month. Kept by the database itself — triggers
 * on payments and on a tenant's time zone (migration 0021) — so no write path (a sale, a gateway
 * confirmation, a refund, an offline replay, a bulk import) can forget it, and the reports over
 * many branches and long periods read a few rows per day instead of every payment and line.
 * The rows are exactly the sums the payments give (sales-rollup.test.ts compares them).
 */

/**
 * COMPLETED payments per tenant and local day: their amount and how many orders they paid — a part
 * of a split bill (issue 20) counts its share (amount / total) of its order, so a day's count is
 * still one per order paid.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payments: numeric('payments').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    tenantIsolationPolicy('sales_daily'),
    groupReadPolicy('sales_daily'),
  ],
).enableRLS();

/**
 * The dishes of those payments per tenant, local day and dish name (the line's name as ordered):
 * portions, and revenue as the lines' exact share of each payment (price × qty × amount / subtotal,
 * unrounded; rounded once when read).
 */
export const dishSalesDaily = pgTable(
  'dish_sales_daily',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** Portions; a part of a split bill counts its share of them (issue 20), so fractions add up. */
    qty: numeric('qty').notNull(),
    revenue: numeric('revenue').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.name] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    tenantIsolationPolicy('dish_sales_daily'),
    groupReadPolicy('dish_sales_daily'),
  ],
).enableRLS();

/**
 * The same per dish and calendar month (its first day): a report over months reads one row per
 * dish and month instead of one per day (the group's reports over 90 days and 20 branches).
 */
export const dishSalesMonthly = pgTable(
  'dish_sales_monthly',
  {
    tenantId: uuid('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** Portions; a part of a split bill counts its share of them (issue 20), so fractions add up. */
    qty: numeric('qty').notNull(),
    revenue: numeric('revenue').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.month, t.name] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    tenantIsolationPolicy('dish_sales_monthly'),
    groupReadPolicy('dish_sales_monthly'),
  ],
).enableRLS();
