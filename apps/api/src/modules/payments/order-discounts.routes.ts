import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { orderDiscountsSaved, orderDiscountsSet } from '@meja/shared/contracts/discounts';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { guardedTenant, guardedUser } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { OrderDiscountsService } from './order-discounts.service';
import { paymentsAccess } from './payments.routes';

const slugAndOrder = z.object({ slug: slugParam, id: z.uuid(ORDER_TRANSITION_MESSAGES.notFound) });

/** /api/v1/tenant/:slug/orders/:id/discounts (issue 20): discounts on an unpaid order. */
export function orderDiscountsRoutes(discounts: OrderDiscountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('payments'));
    app.put(
      '/:slug/orders/:id/discounts',
      {
        config: {
          ...paymentsAccess,
          errors: [
            'DISCOUNT_INVALID',
            'DISCOUNT_PIN_REQUIRED',
            'DISCOUNT_PIN_WRONG',
            'DISCOUNT_PIN_NOT_SET',
            'RATE_LIMITED',
            'ORDER_CANCELLED',
            'ORDER_ALREADY_PAID',
            'BILL_SPLIT_OPEN',
            'PAYMENT_IN_PROGRESS',
          ],
        },
        schema: {
          summary:
            "Set an unpaid order's discounts (per line or on the bill, % or rupiah, with a reason); above the restaurant's limit a cashier sends an admin's PIN",
          params: slugAndOrder,
          body: orderDiscountsSet,
          response: { 200: orderDiscountsSaved },
        },
      },
      async (request) => {
        const user = guardedUser(request);
        return discounts.set(
          scopeOf(request),
          guardedTenant(request),
          { id: user.id, name: user.name, role: user.role },
          request.params.id,
          request.body,
        );
      },
    );
  };
}
