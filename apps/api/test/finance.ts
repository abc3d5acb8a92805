import { expect } from 'vitest';
import {
  expense,
  expenseList,
  payrollPeriodList,
  payrollPosted,
  type ExpenseCreate,
  type PayrollPost,
} from '@meja/shared/contracts/expenses';
import { profitLoss, reportsOverview } from '@meja/shared/contracts/reports';
import { call, type Ctx } from './catalog';
import type { TenantGraph } from './factories';

/** Helpers for the expenses, payroll and reports API tests (issue 14). */

export async function addExpense(ctx: Ctx, t: TenantGraph, body: ExpenseCreate, token = t.admin.token) {
  const response = await call(ctx, 'POST', t.tenant.slug, '/expenses', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return expense.strict().parse(response.json());
}

export async function expensesOf(ctx: Ctx, t: TenantGraph, query = '', token = t.admin.token) {
  const response = await call(ctx, 'GET', t.tenant.slug, `/expenses${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return expenseList.strict().parse(response.json());
}

export function postPayroll(ctx: Ctx, t: TenantGraph, body: PayrollPost | object, token = t.admin.token) {
  return call(ctx, 'POST', t.tenant.slug, '/payroll/periods', token, body);
}

export async function postPayrollOk(
  ctx: Ctx,
  t: TenantGraph,
  body: PayrollPost | object,
  token = t.admin.token,
) {
  const response = await postPayroll(ctx, t, body, token);
  expect(response.statusCode, response.body).toBe(201);
  return payrollPosted.strict().parse(response.json());
}

export async function payrollPeriodsOf(ctx: Ctx, t: TenantGraph, token = t.admin.token) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/payroll/periods', token);
  expect(response.statusCode, response.body).toBe(200);
  return payrollPeriodList.strict().parse(response.json()).items;
}

export async function profitLossOf(ctx: Ctx, t: TenantGraph, query = '', token = t.admin.token) {
  const response = await call(ctx, 'GET', t.tenant.slug, `/reports/profit-loss${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return profitLoss.strict().parse(response.json());
}

export async function reportsOf(ctx: Ctx, t: TenantGraph, token = t.admin.token) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/reports', token);
  expect(response.statusCode, response.body).toBe(200);
  return reportsOverview.strict().parse(response.json());
}

/** A payroll row with the figures not given at 0. */
export function payrollRow(
  name: string,
  figures: Partial<Record<'base' | 'overtime' | 'incentives' | 'deductions' | 'advances', number>>,
) {
  return { name, base: 0, overtime: 0, incentives: 0, deductions: 0, advances: 0, ...figures };
}

/**
 * Who may not use the reports/expenses section (admins only, SPEC §6) — and, for payroll, the
 * KASIR_SAJA tenant's admin too (its package has reports, not payroll: SPEC §1).
 */
export function refusedFinanceCallers(
  own: TenantGraph,
  other: TenantGraph,
  posOnly: TenantGraph,
  section: 'reports' | 'payroll',
) {
  const slug = own.tenant.slug;
  return [
    { label: 'anonymous', token: null, slug, status: 401, code: 'UNAUTHENTICATED' },
    { label: 'cashier', token: own.cashier.token, slug, status: 403, code: 'FORBIDDEN' },
    { label: 'kitchen', token: own.kitchen.token, slug, status: 403, code: 'FORBIDDEN' },
    { label: 'inventory role', token: own.inventory.token, slug, status: 403, code: 'FORBIDDEN' },
    { label: 'admin of another tenant', token: other.admin.token, slug, status: 403, code: 'FORBIDDEN' },
    {
      label: 'KASIR_SAJA cashier',
      token: posOnly.cashier.token,
      slug: posOnly.tenant.slug,
      status: 403,
      code: 'FORBIDDEN',
    },
    ...(section === 'payroll'
      ? [
          {
            label: 'KASIR_SAJA admin',
            token: posOnly.admin.token,
            slug: posOnly.tenant.slug,
            status: 403,
            code: 'PLAN_FEATURE',
          },
        ]
      : []),
  ];
}
