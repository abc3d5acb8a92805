import { okResponse } from '@meja/shared/contracts/common';
import {
  expense,
  expenseList,
  payrollPeriodList,
  payrollPosted,
  type Expense,
  type ExpenseCreate,
  type ExpenseList,
  type PayrollPeriod,
  type PayrollPost,
  type PayrollPosted,
} from '@meja/shared/contracts/expenses';
import {
  profitLoss,
  reportsOverview,
  type ProfitLoss,
  type ReportsOverview,
} from '@meja/shared/contracts/reports';
import { apiDelete, apiGet, apiPost, segment } from './http-client';

/* SPEC §7 tenant calls of the reports, expenses and payroll screens (issue 14). */

function tenantPath(tenantSlug: string, path: string): string {
  return `/tenant/${segment(tenantSlug)}${path}`;
}

function rangeQuery(range: { start?: string; end?: string }): string {
  const query = new URLSearchParams();
  if (range.start) query.set('start', range.start);
  if (range.end) query.set('end', range.end);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Every query of these screens starts with this key: posting payroll or changing an expense
 * refreshes the profit and loss, the expenses and the periods at once.
 */
export function financeScopeKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'finance'];
}

export function reportsOverviewQueryKey(tenantSlug: string): string[] {
  return [...financeScopeKey(tenantSlug), 'overview'];
}

export function profitLossQueryKey(tenantSlug: string, start: string, end: string): string[] {
  return [...financeScopeKey(tenantSlug), 'profit-loss', start, end];
}

export function expensesQueryKey(tenantSlug: string, start: string, end: string): string[] {
  return [...financeScopeKey(tenantSlug), 'expenses', start, end];
}

export function payrollPeriodsQueryKey(tenantSlug: string): string[] {
  return [...financeScopeKey(tenantSlug), 'payroll'];
}

/** GET /reports: the dashboard's figures and 90 days of daily sales. */
export function fetchReportsOverview(tenantSlug: string, signal?: AbortSignal): Promise<ReportsOverview> {
  return apiGet(tenantPath(tenantSlug, '/reports'), reportsOverview, { signal });
}

/** GET /reports/profit-loss?start&end (both optional: the server's default is the last 7 days). */
export function fetchProfitLoss(
  tenantSlug: string,
  range: { start?: string; end?: string },
  signal?: AbortSignal,
): Promise<ProfitLoss> {
  return apiGet(tenantPath(tenantSlug, `/reports/profit-loss${rangeQuery(range)}`), profitLoss, { signal });
}

export function fetchExpenses(
  tenantSlug: string,
  range: { start?: string; end?: string },
  signal?: AbortSignal,
): Promise<ExpenseList> {
  return apiGet(tenantPath(tenantSlug, `/expenses${rangeQuery(range)}`), expenseList, { signal });
}

export function createExpense(tenantSlug: string, body: ExpenseCreate): Promise<Expense> {
  return apiPost(tenantPath(tenantSlug, '/expenses'), expense, body);
}

export async function deleteExpense(tenantSlug: string, id: string): Promise<void> {
  await apiDelete(tenantPath(tenantSlug, `/expenses/${segment(id)}`), okResponse);
}

export async function fetchPayrollPeriods(
  tenantSlug: string,
  signal?: AbortSignal,
): Promise<PayrollPeriod[]> {
  const list = await apiGet(tenantPath(tenantSlug, '/payroll/periods'), payrollPeriodList, { signal });
  return list.items;
}

export function postPayrollPeriod(tenantSlug: string, body: PayrollPost): Promise<PayrollPosted> {
  return apiPost(tenantPath(tenantSlug, '/payroll/periods'), payrollPosted, body);
}
