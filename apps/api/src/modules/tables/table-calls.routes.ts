import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { callCreate, callCreated } from '@meja/shared/contracts/tables';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { TenantsService } from '../tenants/tenants.service';
import type { TableCallsService } from './table-calls.service';

const orderParams = z.object({ tenantSlug: slugParam, orderId: z.uuid('Pesanan tidak ditemukan.') });

/** POST /api/v1/public/:tenantSlug/orders/:orderId/calls (issue 20): the diner's tracking page. */
export function tableCallsRoutes(calls: TableCallsService, tenants: TenantsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('tables'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/:tenantSlug/orders/:orderId/calls',
      {
        config: { access: { kind: 'public' }, errors: ['CALL_NOT_OPEN', 'RATE_LIMITED'] },
        schema: {
          summary: "A diner calls the staff to the order's table ('Panggil pelayan', 'Minta bill')",
          params: orderParams,
          body: callCreate,
          response: { 200: callCreated, 201: callCreated },
        },
      },
      async (request, reply) => {
        const tenant = await tenants.publicTenant(request.params.tenantSlug, { hot: true });
        const answer = await calls.call(tenant, request.params.orderId, request.body);
        return reply.status(answer.created ? 201 : 200).send(answer.call);
      },
    );
  };
}
