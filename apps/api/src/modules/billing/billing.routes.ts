import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutRequest, checkoutResponse, publicInvoice } from '@meja/shared/contracts/billing';
import { slugParam } from '@meja/shared/contracts/common';
import type { BillingService } from './billing.service';
import { tagRoutes } from '../../platform/openapi/openapi';

const invoiceParams = z.object({ tenantSlug: slugParam, invoiceId: z.uuid('Invoice tidak ditemukan.') });
const tokenQuery = z.object({ token: z.string().max(200).optional().default('') });

/** /api/v1/public: plan checkout and the manual provider's invoice page (SPEC §7, issue 7). */
export function billingPublicRoutes(billing: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('billing'));
    // Public, but a session (when present) decides which tenants the caller may pay for.
    app.post(
      '/checkout',
      {
        config: {
          access: { kind: 'public' },
          errors: [
            'NOT_FOUND',
            'FORBIDDEN',
            'RATE_LIMITED',
            'PLAN_BY_CONTACT',
            'PLAN_DOWNGRADE',
            'PLAN_FREE',
            'PAYMENT_PROVIDER_UNAVAILABLE',
          ],
        },
        schema: {
          summary: 'Start paying a package: an invoice and its payment page',
          body: checkoutRequest,
          response: { 200: checkoutResponse },
        },
      },
      async (request) => billing.checkout(request.body, { user: request.auth?.user ?? null, ip: request.ip }),
    );

    app.get(
      '/:tenantSlug/invoices/:invoiceId',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: 'An invoice, by the token of its link',
          params: invoiceParams,
          querystring: tokenQuery,
          response: { 200: publicInvoice },
        },
      },
      async (request, reply) => {
        // The answer is reached through a secret link: keep it out of every cache.
        reply.header('cache-control', 'no-store');
        const { tenantSlug, invoiceId } = request.params;
        return billing.publicInvoice(tenantSlug, invoiceId, request.query.token);
      },
    );
  };
}
