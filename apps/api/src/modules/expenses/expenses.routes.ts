import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, slugParam } from '@meja/shared/contracts/common';
import {
  dateRange,
  expense,
  expenseCreate,
  expenseList,
  payrollPeriodList,
  payrollPost,
  payrollPosted,
} from '@meja/shared/contracts/expenses';
import { guardedTenant } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { ExpensesService } from './expenses.service';

/**
 * Expenses feed the reports: the 'reports' section (admins; a KASIR_SAJA tenant has it too).
 * Payroll is its own section, which KASIR_SAJA lacks (SPEC §1, §6).
 */
const expensesAccess = { access: { kind: 'tenant', section: 'reports' } } as const;
const payrollAccess = { access: { kind: 'tenant', section: 'payroll' } } as const;
const slugOnly = z.object({ slug: slugParam });
const slugAndId = z.object({ slug: slugParam, id: z.uuid('Pengeluaran tidak ditemukan.') });

/** /api/v1/tenant/:slug/expenses and /payroll/periods (SPEC §2 Admin payroll, §7; issue 14). */
export function expensesRoutes(service: ExpensesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('expenses'));
    app.get(
      '/:slug/expenses',
      {
        config: expensesAccess,
        schema: {
          summary: 'The expenses between two dates (default the last 30 days) and their sum',
          params: slugOnly,
          querystring: dateRange,
          response: { 200: expenseList },
        },
      },
      async (request) => service.list(scopeOf(request), guardedTenant(request).timezone, request.query),
    );

    app.post(
      '/:slug/expenses',
      {
        config: expensesAccess,
        schema: {
          summary: 'Record an expense other than payroll (rent, utilities…)',
          params: slugOnly,
          body: expenseCreate,
          response: { 201: expense },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(scopeOf(request), request.body)),
    );

    app.delete(
      '/:slug/expenses/:id',
      {
        config: expensesAccess,
        schema: {
          summary: 'Delete an expense (a payroll period stays listed without it)',
          params: slugAndId,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await service.remove(scopeOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/:slug/payroll/periods',
      {
        config: payrollAccess,
        schema: {
          summary: 'The posted payroll periods, newest first, with who posted them',
          params: slugOnly,
          response: { 200: payrollPeriodList },
        },
      },
      async (request) => ({ items: await service.periods(scopeOf(request)) }),
    );

    app.post(
      '/:slug/payroll/periods',
      {
        config: { ...payrollAccess, errors: ['PAYROLL_PERIOD_POSTED'] },
        schema: {
          summary: 'Post a payroll period: its total becomes one PAYROLL expense',
          params: slugOnly,
          body: payrollPost,
          response: { 201: payrollPosted },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.postPayroll(scopeOf(request), request.body)),
    );
  };
}
