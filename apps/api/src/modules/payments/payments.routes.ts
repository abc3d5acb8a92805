import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { paymentCreate, paymentCreated, paymentList } from '@meja/shared/contracts/payments';
import { scopeOf } from '../../platform/scope';
import type { PaymentsService } from './payments.service';

/** Cashier, admin and super admin; POS_ONLY tenants keep payments (SPEC §1). */
const paymentsAccess = { access: { kind: 'tenant', section: 'payments' } } as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/payments (SPEC §7). */
export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/:slug/payments',
      {
        config: paymentsAccess,
        schema: { params: slugOnly, body: paymentCreate, response: { 201: paymentCreated } },
      },
      async (request, reply) => reply.status(201).send(await payments.pay(scopeOf(request), request.body)),
    );

    app.get(
      '/:slug/payments',
      { config: paymentsAccess, schema: { params: slugOnly, response: { 200: paymentList } } },
      async (request) => ({ items: await payments.list(scopeOf(request)) }),
    );
  };
}
