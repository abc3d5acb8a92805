import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whatsappWebhookReceived } from '@meja/shared/contracts/marketing';
import { tagRoutes } from '../../platform/openapi/openapi';
import { WEBHOOK_ERRORS, acceptRawBodies, receivedWebhook } from '../../platform/webhook-body';
import type { WhatsAppService } from './whatsapp.service';

/**
 * /api/v1/webhooks/whatsapp/{meta|twilio} (issue 18): the platform's WhatsApp provider tells of
 * replies (a STOP opts out) and delivery statuses. Bodies stay raw bytes until the signature held.
 * Twilio signs the URL it posted to: the public one (PUBLIC_URL + this path and query).
 */
export function whatsappWebhookRoutes(whatsapp: WhatsAppService, publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('marketing'));
    acceptRawBodies(app);

    app.get(
      '/webhooks/whatsapp/meta',
      {
        config: { access: { kind: 'public' }, errors: ['FORBIDDEN', 'NOT_FOUND'] },
        schema: {
          summary: "Meta's webhook subscription handshake (hub.mode, hub.verify_token, hub.challenge)",
          querystring: z.object({
            'hub.mode': z.string().max(50).optional(),
            'hub.verify_token': z.string().max(500).optional(),
            'hub.challenge': z.string().max(500).optional(),
          }),
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const challenge = await whatsapp.handshake(request.query);
        return reply.type('text/plain; charset=utf-8').send(challenge);
      },
    );

    app.post(
      '/webhooks/whatsapp/:provider',
      {
        config: { access: { kind: 'public' }, errors: WEBHOOK_ERRORS },
        schema: {
          summary:
            "The platform WhatsApp provider's signed webhook: replies (STOP opts out) and delivery statuses",
          params: z.object({ provider: z.enum(['meta', 'twilio']) }),
          response: { 200: whatsappWebhookReceived },
        },
      },
      async (request) =>
        whatsapp.receive(request.params.provider, {
          ...receivedWebhook(request),
          url: `${publicUrl}${request.url}`,
        }),
    );
  };
}
