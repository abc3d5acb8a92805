import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  payIntentCreate,
  payIntentResponse,
  posOrderCreate,
  posOrderCreated,
} from '@meja/shared/contracts/pos';
import { guardedTenant, guardedUser } from '../../platform/access/guard';
import { IDEMPOTENCY_ERRORS, idempotentRequest, sendIdempotent } from '../../platform/idempotency';
import type { PosOrdersService } from './pos-orders.service';
import type { PosPaymentsService } from './pos-payments.service';
import { posScopeOf } from './pos-scope';
import { tagRoutes } from '../../platform/openapi/openapi';

const sell = { access: { kind: 'pos' } } as const;
const paymentParams = z.object({ paymentId: z.uuid('Pembayaran tidak ditemukan.') });

/** /api/v1/pos/pos/orders and /pay (SPEC §7 POS): every write replayable with an Idempotency-Key. */
export function posSalesRoutes(
  orders: PosOrdersService,
  payments: PosPaymentsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('pos'));
    app.post(
      '/pos/orders',
      {
        config: {
          ...sell,
          errors: [
            ...IDEMPOTENCY_ERRORS,
            'SHIFT_REQUIRED',
            'ITEM_UNAVAILABLE',
            'OPTION_CHOICE_INVALID',
            'SOLD_OUT',
            'ORDER_ID_TAKEN',
            'DISCOUNT_INVALID',
            'DISCOUNT_PIN_REQUIRED',
            'DISCOUNT_PIN_WRONG',
            'DISCOUNT_PIN_NOT_SET',
            'RATE_LIMITED',
          ],
        },
        schema: {
          summary: 'Record a sale at the counter (Idempotency-Key)',
          body: posOrderCreate,
          response: { 201: posOrderCreated },
        },
      },
      async (request, reply) => {
        const tenant = guardedTenant(request);
        const user = guardedUser(request);
        const result = await orders.create(
          posScopeOf(request),
          tenant,
          { id: user.id, name: user.name, role: user.role },
          request.body,
          idempotentRequest(request),
        );
        return sendIdempotent(reply, result, posOrderCreated);
      },
    );

    app.post(
      '/pay/create-intent',
      {
        config: {
          ...sell,
          errors: [
            ...IDEMPOTENCY_ERRORS,
            'SHIFT_REQUIRED',
            'NOTHING_DUE',
            'ORDER_CANCELLED',
            'ORDER_ALREADY_PAID',
            'BILL_SPLIT_OPEN',
            'QRIS_NOT_CONFIGURED',
            'GATEWAY_NEEDS_NETWORK',
            'PAYMENT_GATEWAY_FAILED',
            'PAYMENT_ID_TAKEN',
            'SOLD_OUT',
          ],
        },
        schema: {
          summary:
            "Pay orders: cash at once, a QRIS to scan, or a card link (through the restaurant's gateway when set) (Idempotency-Key)",
          body: payIntentCreate,
          response: { 201: payIntentResponse },
        },
      },
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
      {
        config: {
          ...sell,
          errors: [
            ...IDEMPOTENCY_ERRORS,
            'SHIFT_REQUIRED',
            'PAYMENT_NOT_PENDING',
            'PAYMENT_AWAITS_GATEWAY',
            'PAYMENT_GATEWAY_FAILED',
            'GATEWAY_EVENT_MISMATCH',
            'ORDER_CANCELLED',
            'ORDER_ALREADY_PAID',
            'SOLD_OUT',
          ],
        },
        schema: {
          summary:
            'Confirm that a QRIS or card payment arrived; a gateway payment is asked of its gateway (Idempotency-Key)',
          params: paymentParams,
          response: { 200: payIntentResponse },
        },
      },
      async (request, reply) => {
        const result = await payments.confirm(
          posScopeOf(request),
          request.params.paymentId,
          idempotentRequest(request),
        );
        return sendIdempotent(reply, result, payIntentResponse);
      },
    );

    app.get(
      '/pay/:paymentId',
      {
        config: sell,
        schema: {
          summary: 'A payment and its order as they are now (the POS watches a gateway payment land)',
          params: paymentParams,
          response: { 200: payIntentResponse },
        },
      },
      async (request) => payments.read(posScopeOf(request), request.params.paymentId),
    );
  };
}
