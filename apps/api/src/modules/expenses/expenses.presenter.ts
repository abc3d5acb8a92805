import type { Expense, PayrollPeriod } from '@meja/shared/contracts/expenses';
import type { ExpenseWithAuthor, PayrollPeriodWithAuthor } from './expenses.repo';

export function presentExpense(row: ExpenseWithAuthor): Expense {
  return {
    _id: row.id,
    category: row.category,
    amount: row.amount,
    date: row.date,
    note: row.note,
    payrollPeriodId: row.payrollPeriodId,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPayrollPeriod(row: PayrollPeriodWithAuthor): PayrollPeriod {
  return {
    _id: row.id,
    start: row.startDate,
    end: row.endDate,
    rows: row.rows,
    total: row.total,
    expenseId: row.expenseId,
    postedBy: row.postedBy,
    postedByName: row.postedByName,
    postedAt: row.postedAt.toISOString(),
  };
}
