import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_PROVIDERS, webhookReceived } from '@meja/shared/contracts/billing';
import { tagRoutes } from '../../platform/openapi/openapi';
import { WEBHOOK_ERRORS, acceptRawBodies, receivedWebhook } from '../../platform/webhook-body';
import type { GatewayWebhooksService } from './gateway-webhooks.service';

/** /api/v1/webhooks/{provider} (issue 17): the platform's gateways tell of plan invoices' payments. */
export function webhookRoutes(webhooks: GatewayWebhooksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('billing'));
    acceptRawBodies(app);
    app.post(
      '/webhooks/:provider',
      {
        config: { access: { kind: 'public' }, errors: [...WEBHOOK_ERRORS, 'INVOICE_VOID'] },
        schema: {
          summary: "A payment gateway's notification of a plan invoice (Midtrans, Xendit, Stripe), signed",
          params: z.object({ provider: z.enum(WEBHOOK_PROVIDERS) }),
          response: { 200: webhookReceived },
        },
      },
      async (request) => webhooks.receive(request.params.provider, receivedWebhook(request)),
    );
  };
}
