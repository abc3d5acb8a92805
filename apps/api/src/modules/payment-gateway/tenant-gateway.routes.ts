import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { tenantGatewayResponse, tenantGatewayUpdate } from '@meja/shared/contracts/payment-gateway';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { TenantGatewayService } from './tenant-gateway.service';

/** The restaurant admin's own setting (section payments, so a POS_ONLY tenant has it too). */
const gatewayAccess = {
  access: { kind: 'tenant', section: 'payments', roles: ['RESTAURANT_ADMIN'] },
} as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/payments/gateway: the restaurant's own gateway account (issue 17). */
export function tenantGatewayRoutes(gateways: TenantGatewayService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('payments'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/:slug/payments/gateway',
      {
        config: gatewayAccess,
        schema: {
          summary: "The restaurant's payment gateway (secrets masked)",
          params: slugOnly,
          response: { 200: tenantGatewayResponse },
        },
      },
      async (request) => gateways.view(scopeOf(request)),
    );

    app.put(
      '/:slug/payments/gateway',
      {
        config: gatewayAccess,
        schema: {
          summary: "Save the restaurant's payment gateway; a blank secret keeps the stored one",
          params: slugOnly,
          body: tenantGatewayUpdate,
          response: { 200: tenantGatewayResponse },
        },
      },
      async (request) => gateways.update(scopeOf(request), request.body),
    );
  };
}
