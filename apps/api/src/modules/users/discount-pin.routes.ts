import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { discountPinSet, discountPinState } from '@meja/shared/contracts/discounts';
import { guardedUser } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { DiscountPinService } from './discount-pin.service';

/** Every package has payments; only a restaurant admin has a PIN. */
const pinAccess = { access: { kind: 'tenant', section: 'payments', roles: ['RESTAURANT_ADMIN'] } } as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/payments/discount-pin (issue 20): the admin's own PIN that approves discounts. */
export function discountPinRoutes(pins: DiscountPinService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('payments'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.get(
      '/:slug/payments/discount-pin',
      {
        config: pinAccess,
        schema: {
          summary: "Whether the admin has set the PIN that approves a cashier's discount above the limit",
          params: slugOnly,
          response: { 200: discountPinState },
        },
      },
      async (request) => pins.state(scopeOf(request)),
    );
    app.put(
      '/:slug/payments/discount-pin',
      {
        config: { ...pinAccess, errors: ['RATE_LIMITED'] },
        schema: {
          summary: "Set (or change) the admin's own discount PIN; their password confirms it",
          params: slugOnly,
          body: discountPinSet,
          response: { 200: discountPinState },
        },
      },
      async (request) =>
        pins.set(scopeOf(request), { email: guardedUser(request).email, ip: request.ip }, request.body),
    );
  };
}
