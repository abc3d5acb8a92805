import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monitoringSnapshot } from '@meja/shared/contracts/monitoring';
import type { AppMetrics } from '../../platform/metrics';
import { tagRoutes } from '../../platform/openapi/openapi';
import { OVERLOAD_EXEMPT } from '../../platform/overload';

/**
 * The platform console's monitoring: the panel's reading and the Prometheus text of the same
 * registry. Both are the super admin's; `/metrics` also opens to `METRICS_TOKEN` as a bearer token.
 */
export function monitoringRoutes(
  metrics: AppMetrics,
  metricsToken: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('monitoring'));
    app.get(
      '/api/v1/super-admin/monitoring',
      {
        config: { access: { kind: 'platform' }, ...OVERLOAD_EXEMPT },
        schema: {
          summary: "The instance's load now: requests/s, latency, memory, database pool, streams, overload",
          response: { 200: monitoringSnapshot },
        },
      },
      async () => metrics.snapshot(),
    );
    app.get(
      '/metrics',
      {
        config: {
          access: metricsToken ? { kind: 'platform', orToken: metricsToken } : { kind: 'platform' },
          ...OVERLOAD_EXEMPT,
        },
        schema: {
          summary: 'Prometheus metrics (text format); a super admin session or METRICS_TOKEN as bearer token',
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        reply.header('content-type', metrics.registry.contentType);
        return metrics.registry.metrics();
      },
    );
  };
}
