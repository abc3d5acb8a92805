import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { WEBHOOK_PROVIDERS, webhookReceived } from '@meja/shared/contracts/billing';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { GatewayWebhooksService } from './gateway-webhooks.service';

/** Gateways' webhooks are small JSON documents: anything larger is refused unread (413). */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

function singleValued(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/**
 * /api/v1/webhooks/{provider} (issue 17). The body is kept as raw bytes — no JSON parser runs in
 * this plugin — because the signatures are over the exact bytes sent; the gateway's adapter parses
 * it only once the signature held.
 */
export function webhookRoutes(webhooks: GatewayWebhooksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('billing'));
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/webhooks/:provider',
      {
        config: {
          access: { kind: 'public' },
          errors: [
            'WEBHOOK_MALFORMED',
            'WEBHOOK_SIGNATURE_INVALID',
            'NOT_FOUND',
            'WEBHOOK_UNCONFIRMED',
            'INVOICE_VOID',
            'PAYLOAD_TOO_LARGE',
            'UNSUPPORTED_MEDIA_TYPE',
            'GATEWAY_EVENT_MISMATCH',
          ],
        },
        schema: {
          summary: "A payment gateway's notification of a plan invoice (Midtrans, Xendit, Stripe), signed",
          params: z.object({ provider: z.enum(WEBHOOK_PROVIDERS) }),
          response: { 200: webhookReceived },
        },
      },
      async (request) =>
        webhooks.receive(request.params.provider, {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          headers: singleValued(request.headers),
        }),
    );
  };
}
