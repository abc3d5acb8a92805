import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformStats, revenueMonthly, revenueMonthlyQuery } from '@meja/shared/contracts/platform-stats';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { PlatformStatsService } from './platform-stats.service';

const superAdminOnly = { access: { kind: 'platform' } } as const;

/** /api/v1/super-admin: the overview's revenue report and counts (SUPER_ADMIN only). */
export function platformStatsRoutes(stats: PlatformStatsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('stats'));
    app.get(
      '/reports/revenue-monthly',
      {
        config: superAdminOnly,
        schema: {
          summary: 'Paid invoices per Jakarta month (empty months 0) and the top 10 tenants by paid orders',
          querystring: revenueMonthlyQuery,
          response: { 200: revenueMonthly },
        },
      },
      async (request) => stats.revenueMonthly(request.query.months),
    );
    app.get(
      '/stats',
      {
        config: superAdminOnly,
        schema: {
          summary: 'Tenants by package and state, users by role, orders today (Asia/Jakarta)',
          response: { 200: platformStats },
        },
      },
      async () => stats.stats(),
    );
  };
}
