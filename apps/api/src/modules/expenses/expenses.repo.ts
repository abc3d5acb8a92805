import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { expenses, payrollPeriods } from '../../db/schema/expenses';
import { users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/** SQL of expenses and payroll periods (issue 14); dates are calendar days, both range ends included. */

type DayRange = { start: string; end: string };

const inRange = (tenantId: string, range: DayRange) =>
  and(eq(expenses.tenantId, tenantId), gte(expenses.date, range.start), lte(expenses.date, range.end));

const expenseColumns = {
  id: expenses.id,
  category: expenses.category,
  amount: expenses.amount,
  date: expenses.date,
  note: expenses.note,
  payrollPeriodId: expenses.payrollPeriodId,
  createdBy: expenses.createdBy,
  createdByName: users.name,
  createdAt: expenses.createdAt,
};
export async function insertExpense(tx: Tx, values: typeof expenses.$inferInsert) {
  const [row] = await tx.insert(expenses).values(values).returning({ id: expenses.id });
  if (!row) throw new Error('insert expenses returned no row');
  return row.id;
}

export async function findExpense(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select(expenseColumns)
    .from(expenses)
    .leftJoin(users, eq(users.id, expenses.createdBy))
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, id)));
  return row;
}

/** The range's expenses, newest day first (then newest entry). */
export function listExpenses(tx: Tx, tenantId: string, range: DayRange) {
  return tx
    .select(expenseColumns)
    .from(expenses)
    .leftJoin(users, eq(users.id, expenses.createdBy))
    .where(inRange(tenantId, range))
    .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id));
}

export type ExpenseWithAuthor = Awaited<ReturnType<typeof listExpenses>>[number];

/** Deletes one expense; answers whether it existed. */
export async function deleteExpense(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(expenses)
    .where(and(eq(expenses.tenantId, tenantId), eq(expenses.id, id)))
    .returning({ id: expenses.id });
  return deleted.length > 0;
}

/** The range's expenses added up per category (categories without any are absent). */
export async function sumExpensesByCategory(tx: Tx, tenantId: string, range: DayRange) {
  const rows = await tx
    .select({
      category: expenses.category,
      amount: sql<number>`coalesce(sum(${expenses.amount}), 0)`.mapWith(Number),
    })
    .from(expenses)
    .where(inRange(tenantId, range))
    .groupBy(expenses.category);
  return rows;
}

/** Serializes the posting of one period's dates, so a double post waits and then sees the first. */
export async function lockPayrollDates(tx: Tx, tenantId: string, range: DayRange) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`payroll:${tenantId}:${range.start}:${range.end}`}, 0))`,
  );
}

/** How many times these exact dates were posted. */
export async function countPostedPeriods(tx: Tx, tenantId: string, range: DayRange): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(payrollPeriods)
    .where(
      and(
        eq(payrollPeriods.tenantId, tenantId),
        eq(payrollPeriods.startDate, range.start),
        eq(payrollPeriods.endDate, range.end),
      ),
    );
  return row?.n ?? 0;
}

export async function insertPayrollPeriod(tx: Tx, values: typeof payrollPeriods.$inferInsert) {
  const [row] = await tx.insert(payrollPeriods).values(values).returning({ id: payrollPeriods.id });
  if (!row) throw new Error('insert payroll_periods returned no row');
  return row.id;
}

/** The id of the expense a period posted, if it still exists (one per period). */
const postedExpenseId = sql<string | null>`(
  select e.id from ${expenses} e
  where e.tenant_id = ${payrollPeriods}.tenant_id and e.payroll_period_id = ${payrollPeriods}.id
  limit 1)`;

const periodColumns = {
  id: payrollPeriods.id,
  startDate: payrollPeriods.startDate,
  endDate: payrollPeriods.endDate,
  rows: payrollPeriods.rows,
  total: payrollPeriods.total,
  postedBy: payrollPeriods.postedBy,
  postedByName: users.name,
  postedAt: payrollPeriods.postedAt,
  expenseId: postedExpenseId,
};

export type PayrollPeriodWithAuthor = Awaited<ReturnType<typeof listPayrollPeriods>>[number];

/** The newest posted periods first. */
export function listPayrollPeriods(tx: Tx, tenantId: string, limit: number) {
  return tx
    .select(periodColumns)
    .from(payrollPeriods)
    .leftJoin(users, eq(users.id, payrollPeriods.postedBy))
    .where(eq(payrollPeriods.tenantId, tenantId))
    .orderBy(desc(payrollPeriods.postedAt), desc(payrollPeriods.id))
    .limit(limit);
}

export async function findPayrollPeriod(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select(periodColumns)
    .from(payrollPeriods)
    .leftJoin(users, eq(users.id, payrollPeriods.postedBy))
    .where(and(eq(payrollPeriods.tenantId, tenantId), eq(payrollPeriods.id, id)));
  return row;
}
