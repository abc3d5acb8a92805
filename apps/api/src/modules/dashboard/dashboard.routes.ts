import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { guardedTenant } from '../../platform/access/guard';
import { scopeOf } from '../../platform/scope';
import type { DashboardService } from './dashboard.service';
import { tagRoutes } from '../../platform/openapi/openapi';

/**
 * Admin and super admin only (section dashboard, SPEC §6); every package has it — a POS_ONLY tenant
 * keeps its dashboard, as its reports.
 */
const dashboardAccess = { access: { kind: 'tenant', section: 'dashboard' } } as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/dashboard (SPEC §7). */
export function dashboardRoutes(service: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('dashboard'));
    app.get(
      '/:slug/dashboard',
      {
        config: dashboardAccess,
        schema: {
          summary: "Sales and stock figures for the back office's dashboard",
          params: slugOnly,
          response: { 200: dashboard },
        },
      },
      async (request, reply) => {
        // Money changes by the minute: never cached.
        reply.header('cache-control', 'no-store');
        return service.read(scopeOf(request), guardedTenant(request));
      },
    );
  };
}
