import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payIntentCreate,
  payIntentResponse,
  posOrderCreate,
  posOrderCreated,
} from '@meja/shared/contracts/pos';
import { guardedTenant } from '../../platform/access/guard';
import { idempotentRequest, sendIdempotent } from '../../platform/idempotency';
import type { PosOrdersService } from './pos-orders.service';
import type { PosPaymentsService } from './pos-payments.service';
import { posScopeOf } from './pos-scope';

const sell = { access: { kind: 'pos' } } as const;
const paymentParams = z.object({ paymentId: z.uuid('Pembayaran tidak ditemukan.') });

/** /api/v1/pos/pos/orders and /pay (SPEC §7 POS): every write replayable with an Idempotency-Key. */
export function posSalesRoutes(
  orders: PosOrdersService,
  payments: PosPaymentsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/pos/orders',
      { config: sell, schema: { body: posOrderCreate, response: { 201: posOrderCreated } } },
      async (request, reply) => {
        const tenant = guardedTenant(request);
        const result = await orders.create(
          posScopeOf(request),
          tenant,
          request.body,
          idempotentRequest(request),
        );
        return sendIdempotent(reply, result, posOrderCreated);
      },
    );

    app.post(
      '/pay/create-intent',
      { config: sell, schema: { body: payIntentCreate, response: { 201: payIntentResponse } } },
      async (request, reply) => {
        const tenant = guardedTenant(request);
        const result = await payments.createIntent(
          posScopeOf(request),
          tenant,
          request.body,
          idempotentRequest(request),
        );
        return sendIdempotent(reply, result, payIntentResponse);
      },
    );

    app.post(
      '/pay/:paymentId/confirm',
      { config: sell, schema: { params: paymentParams, response: { 200: payIntentResponse } } },
      async (request, reply) => {
        const result = await payments.confirm(
          posScopeOf(request),
          request.params.paymentId,
          idempotentRequest(request),
        );
        return sendIdempotent(reply, result, payIntentResponse);
      },
    );
  };
}
