import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { paymentCreate, paymentCreated, paymentList } from '@meja/shared/contracts/payments';
import { scopeOf } from '../../platform/scope';
import type { PaymentsService } from './payments.service';
import { tagRoutes } from '../../platform/openapi/openapi';

/** Cashier, admin and super admin; POS_ONLY tenants keep payments (SPEC §1). */
export const paymentsAccess = { access: { kind: 'tenant', section: 'payments' } } as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/payments (SPEC §7). */
export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('payments'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/:slug/payments',
      {
        config: {
          ...paymentsAccess,
          errors: ['ORDER_CANCELLED', 'ORDER_ALREADY_PAID', 'BILL_SPLIT_OPEN', 'SOLD_OUT'],
        },
        schema: {
          summary: 'Record the payment of an order (cash, card or QRIS)',
          params: slugOnly,
          body: paymentCreate,
          response: { 201: paymentCreated },
        },
      },
      async (request, reply) => reply.status(201).send(await payments.pay(scopeOf(request), request.body)),
    );

    app.get(
      '/:slug/payments',
      {
        config: paymentsAccess,
        schema: {
          summary: 'The payments of the restaurant',
          params: slugOnly,
          response: { 200: paymentList },
        },
      },
      async (request) => ({ items: await payments.list(scopeOf(request)) }),
    );
  };
}
