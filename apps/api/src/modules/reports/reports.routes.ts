import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { dateRange } from '@meja/shared/contracts/expenses';
import { profitLoss, reportsOverview } from '@meja/shared/contracts/reports';
import { guardedTenant } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { ReportsService } from './reports.service';

/** Admin and super admin only (section reports, SPEC §6); every package has it, KASIR_SAJA too (SPEC §1). */
const reportsAccess = { access: { kind: 'tenant', section: 'reports' } } as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/reports (SPEC §7: `GET /reports`, `GET /reports/profit-loss?start&end`). */
export function reportsRoutes(service: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('reports'));
    app.get(
      '/:slug/reports',
      {
        config: reportsAccess,
        schema: {
          summary: "The dashboard's figures and the daily sales of the last 90 days",
          params: slugOnly,
          response: { 200: reportsOverview },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.overview(scopeOf(request), guardedTenant(request));
      },
    );

    app.get(
      '/:slug/reports/profit-loss',
      {
        config: reportsAccess,
        schema: {
          summary: 'Profit and loss between two dates (default the last 7 days)',
          params: slugOnly,
          querystring: dateRange,
          response: { 200: profitLoss },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.profitLoss(scopeOf(request), guardedTenant(request), request.query);
      },
    );
  };
}
