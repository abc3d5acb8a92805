import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PayrollRow } from '@meja/shared/contracts/expenses';
import { EXPENSE_CATEGORIES } from '@meja/shared/profit-loss';
import { createdAt, tenantId, tenantIsolationPolicy, tenantRowId } from './columns';
import { tenants } from './platform';

export const expenseCategoryEnum = pgEnum('expense_category', EXPENSE_CATEGORIES);

/**
 * A payroll period as posted (SPEC §2 Admin payroll): its dates, the rows with the nets the server
 * computed, the total, who posted it and when. Kept as posted; posting the same dates again (after
 * the admin confirmed) is another period.
 */
export const payrollPeriods = pgTable(
  'payroll_periods',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rows: jsonb('rows').$type<PayrollRow[]>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    postedBy: uuid('posted_by'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    check('payroll_periods_dates_ordered', sql`${t.startDate} <= ${t.endDate}`),
    index('payroll_periods_tenant_dates_idx').on(t.tenantId, t.startDate, t.endDate),
    tenantIsolationPolicy('payroll_periods'),
  ],
).enableRLS();

/**
 * Money spent other than ingredient purchases (rent, utilities, payroll…): one side of profit and
 * loss. A payroll expense names the period it posted.
 */
export const expenses = pgTable(
  'expenses',
  {
    tenantId: tenantId(),
    id: tenantRowId(),
    category: expenseCategoryEnum('category').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    payrollPeriodId: uuid('payroll_period_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.payrollPeriodId],
      foreignColumns: [payrollPeriods.tenantId, payrollPeriods.id],
    }),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    index('expenses_tenant_date_idx').on(t.tenantId, t.date),
    index('expenses_tenant_period_idx').on(t.tenantId, t.payrollPeriodId),
    tenantIsolationPolicy('expenses'),
  ],
).enableRLS();

export type ExpenseRow = typeof expenses.$inferSelect;
export type PayrollPeriodRow = typeof payrollPeriods.$inferSelect;
