import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_PROVIDERS, webhookReceived } from '@meja/shared/contracts/billing';
import { tagRoutes } from '../../platform/openapi/openapi';
import { WEBHOOK_ERRORS, acceptRawBodies, receivedWebhook } from '../../platform/webhook-body';
import type { PosWebhooksService } from './pos-webhooks.service';

/**
 * /api/v1/webhooks/{provider}/{tenantId} (issue 17): the restaurant's own gateway tells of a POS
 * payment; the tenant in the path picks the credentials its signature is checked with.
 */
export function posWebhookRoutes(webhooks: PosWebhooksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('pos'));
    acceptRawBodies(app);
    app.post(
      '/webhooks/:provider/:tenantId',
      {
        config: { access: { kind: 'public' }, errors: WEBHOOK_ERRORS },
        schema: {
          summary:
            "The restaurant's own gateway's notification of a POS payment (Midtrans, Xendit, Stripe), signed with the restaurant's credentials",
          params: z.object({ provider: z.enum(WEBHOOK_PROVIDERS), tenantId: z.string().max(64) }),
          response: { 200: webhookReceived },
        },
      },
      async (request) =>
        webhooks.receive(request.params.provider, request.params.tenantId, receivedWebhook(request)),
    );
  };
}
