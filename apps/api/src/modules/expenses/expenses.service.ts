import type { z } from 'zod';
import type { dateRange, expenseCreate, payrollPost } from '@meja/shared/contracts/expenses';
import { REPORT_MESSAGES } from '@meja/shared/contracts/reports';
import { dateInZone } from '@meja/shared/dates';
import { isFilledPayrollRow, PAYROLL_MESSAGES, payrollNet, payrollTotal } from '@meja/shared/payroll';
import type { CategoryAmount } from '@meja/shared/profit-loss';
import { reportRangeProblem, resolveReportRange } from '@meja/shared/report-range';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { presentExpense, presentPayrollPeriod } from './expenses.presenter';
import {
  countPostedPeriods,
  deleteExpense,
  findExpense,
  findPayrollPeriod,
  insertExpense,
  insertPayrollPeriod,
  listExpenses,
  listPayrollPeriods,
  lockPayrollDates,
  sumExpensesByCategory,
} from './expenses.repo';

type ExpenseInput = z.output<typeof expenseCreate>;
type PayrollInput = z.output<typeof payrollPost>;
type DayRange = { start: string; end: string };

const EXPENSE_NOT_FOUND = 'Pengeluaran tidak ditemukan.';
/** The expenses list's default period, today included. */
const EXPENSE_LIST_DEFAULT_DAYS = 30;
/** Posted periods listed on the payroll page, newest first. */
const PAYROLL_PERIODS_LISTED = 100;

/**
 * A report's period checked: its start not after its end, at most a year long (400 naming the
 * field the screen shows it on). Used by the expenses list and the reports.
 */
export function checkedReportRange(
  asked: z.output<typeof dateRange>,
  today: string,
  defaultDays: number,
): DayRange {
  const range = resolveReportRange(asked, today, defaultDays);
  const problem = reportRangeProblem(range);
  if (problem) {
    const message = REPORT_MESSAGES[problem];
    throw new AppError('VALIDATION', message, {
      fields: { [problem === 'startAfterEnd' ? 'start' : 'end']: message },
    });
  }
  return range;
}

/** The period's expenses per category, inside the caller's transaction (profit and loss). */
export function expensesByCategory(tx: Tx, tenantId: string, range: DayRange): Promise<CategoryAmount[]> {
  return sumExpensesByCategory(tx, tenantId, range);
}

/**
 * Expenses (SPEC §7 `POST /expenses {category, amount, date, note}`) and minimal payroll (SPEC §2):
 * a posted period is one PAYROLL expense of its total, which the profit and loss then counts.
 */
export function createExpensesService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const inTenant = <T>(scope: Scope, work: (tx: Tx) => Promise<T>) =>
    inTenantTx(deps.db, scope.tenantId, work);

  async function reloadExpense(tx: Tx, scope: Scope, id: string) {
    const row = await findExpense(tx, scope.tenantId, id);
    if (!row) throw notFound(EXPENSE_NOT_FOUND);
    return presentExpense(row);
  }

  async function list(scope: Scope, timeZone: string, asked: z.output<typeof dateRange>) {
    const range = checkedReportRange(asked, dateInZone(deps.now(), timeZone), EXPENSE_LIST_DEFAULT_DAYS);
    const rows = await inTenant(scope, (tx) => listExpenses(tx, scope.tenantId, range));
    const items = rows.map(presentExpense);
    return { ...range, items, total: items.reduce((sum, item) => sum + item.amount, 0) };
  }

  async function create(scope: Scope, input: ExpenseInput) {
    return inTenant(scope, async (tx) => {
      const id = await insertExpense(tx, {
        tenantId: scope.tenantId,
        category: input.category,
        amount: input.amount,
        date: input.date,
        note: input.note,
        createdBy: scope.userId,
      });
      return reloadExpense(tx, scope, id);
    });
  }

  /** Deletes an expense; a payroll expense's period stays listed, without its expense. */
  async function remove(scope: Scope, id: string) {
    await inTenant(scope, async (tx) => {
      if (!(await deleteExpense(tx, scope.tenantId, id))) throw notFound(EXPENSE_NOT_FOUND);
    });
  }

  async function periods(scope: Scope) {
    const rows = await inTenant(scope, (tx) =>
      listPayrollPeriods(tx, scope.tenantId, PAYROLL_PERIODS_LISTED),
    );
    return rows.map(presentPayrollPeriod);
  }

  /**
   * Posts a period: the rows that count (a name and a figure), each net and the total computed here
   * again, never taken from the client; one PAYROLL expense of the total, dated the period's end.
   * The same dates posted before need `confirmRepost` (409 PAYROLL_PERIOD_POSTED otherwise).
   */
  async function postPayroll(scope: Scope, input: PayrollInput) {
    const range = { start: input.start, end: input.end };
    const rows = input.rows.filter(isFilledPayrollRow).map((row) => ({
      name: row.name.trim(),
      base: row.base,
      overtime: row.overtime,
      incentives: row.incentives,
      deductions: row.deductions,
      advances: row.advances,
      net: payrollNet(row),
    }));
    const total = payrollTotal(rows);
    if (rows.length === 0 || total <= 0) {
      const message = rows.length === 0 ? PAYROLL_MESSAGES.rowRequired : PAYROLL_MESSAGES.totalNotPositive;
      throw new AppError('VALIDATION', message, { fields: { rows: message } });
    }
    return inTenant(scope, async (tx) => {
      await lockPayrollDates(tx, scope.tenantId, range);
      if (!input.confirmRepost && (await countPostedPeriods(tx, scope.tenantId, range)) > 0)
        throw new AppError('PAYROLL_PERIOD_POSTED');
      const periodId = await insertPayrollPeriod(tx, {
        tenantId: scope.tenantId,
        startDate: range.start,
        endDate: range.end,
        rows,
        total,
        postedBy: scope.userId,
      });
      const expenseId = await insertExpense(tx, {
        tenantId: scope.tenantId,
        category: 'PAYROLL',
        amount: total,
        date: range.end,
        note: `Payroll ${range.start} s/d ${range.end}`,
        payrollPeriodId: periodId,
        createdBy: scope.userId,
      });
      const period = await findPayrollPeriod(tx, scope.tenantId, periodId);
      if (!period) throw new Error('the payroll period just posted is not found');
      return { period: presentPayrollPeriod(period), expense: await reloadExpense(tx, scope, expenseId) };
    });
  }

  return { list, create, remove, periods, postPayroll };
}

export type ExpensesService = ReturnType<typeof createExpensesService>;
