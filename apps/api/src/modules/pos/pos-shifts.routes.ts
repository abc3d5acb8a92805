import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentShiftResponse,
  dailySummary,
  reportDayQuery,
  shiftClose,
  shiftOpen,
  shiftResponse,
  transactionsResponse,
  trendResponse,
} from '@meja/shared/contracts/pos';
import { guardedTenant } from '../../platform/access/guard';
import { IDEMPOTENCY_ERRORS, idempotentRequest, sendIdempotent } from '../../platform/idempotency';
import { scopeOf } from '../../platform/scope';
import type { PosReportsService } from './pos-reports.service';
import { posScopeOf } from './pos-scope';
import type { PosShiftsService } from './pos-shifts.service';
import { tagRoutes } from '../../platform/openapi/openapi';

const sell = { access: { kind: 'pos' } } as const;
/** The daily and trend reports are refused to cashiers (SPEC §6: no Reports link for them). */
const manage = { access: { kind: 'pos', roles: ['RESTAURANT_ADMIN', 'SUPER_ADMIN'] } } as const;

/** /api/v1/pos/pos/shifts and /pos/reports (SPEC §7 POS). */
export function posShiftsRoutes(shifts: PosShiftsService, reports: PosReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('pos'));
    app.get(
      '/pos/shifts/current',
      {
        config: sell,
        schema: { summary: "The cashier's open shift, if any", response: { 200: currentShiftResponse } },
      },
      async (request) => ({ shift: await shifts.current(posScopeOf(request)) }),
    );

    app.post(
      '/pos/shifts/open',
      {
        config: { ...sell, errors: [...IDEMPOTENCY_ERRORS, 'SHIFT_ALREADY_OPEN', 'SHIFT_ID_TAKEN'] },
        schema: {
          summary: 'Open a shift with the opening cash (Idempotency-Key)',
          body: shiftOpen,
          response: { 201: shiftResponse },
        },
      },
      async (request, reply) => {
        const result = await shifts.open(posScopeOf(request), request.body, idempotentRequest(request));
        return sendIdempotent(reply, result, shiftResponse);
      },
    );

    app.post(
      '/pos/shifts/close',
      {
        config: { ...sell, errors: [...IDEMPOTENCY_ERRORS, 'SHIFT_NOT_OPEN'] },
        schema: {
          summary: 'Close the open shift with the counted cash (Idempotency-Key)',
          body: shiftClose,
          response: { 200: shiftResponse },
        },
      },
      async (request, reply) => {
        const result = await shifts.close(posScopeOf(request), request.body, idempotentRequest(request));
        return sendIdempotent(reply, result, shiftResponse);
      },
    );

    app.get(
      '/pos/reports/daily',
      {
        config: manage,
        schema: {
          summary: "A day's sales summary",
          querystring: reportDayQuery,
          response: { 200: dailySummary },
        },
      },
      async (request) => reports.daily(scopeOf(request), guardedTenant(request).timezone, request.query.date),
    );

    app.get(
      '/pos/reports/trend',
      { config: manage, schema: { summary: 'Sales of the recent days', response: { 200: trendResponse } } },
      async (request) => ({ rows: await reports.trend(scopeOf(request), guardedTenant(request).timezone) }),
    );

    // Open to cashiers: the dashboard's last-10 table reads it.
    app.get(
      '/pos/reports/last-day-transactions',
      {
        config: sell,
        schema: {
          summary: "A day's transactions",
          querystring: reportDayQuery,
          response: { 200: transactionsResponse },
        },
      },
      async (request) =>
        reports.transactions(scopeOf(request), guardedTenant(request).timezone, request.query.date),
    );
  };
}
