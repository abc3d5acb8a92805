import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { ErrorCode } from '@meja/shared/contracts/common';
import type { WebhookRequest } from '../providers/payments/gateway';

/** Gateways' webhooks are small JSON documents: anything larger is refused unread (413). */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/** What a gateway webhook route may answer besides 200. */
export const WEBHOOK_ERRORS = [
  'WEBHOOK_MALFORMED',
  'WEBHOOK_SIGNATURE_INVALID',
  'NOT_FOUND',
  'WEBHOOK_UNCONFIRMED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'GATEWAY_EVENT_MISMATCH',
] as const satisfies readonly ErrorCode[];

/**
 * In this plugin every body stays raw bytes — no JSON parser runs — because the signatures are
 * over the exact bytes sent; the gateway's adapter parses the body only once its signature held.
 */
export function acceptRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
}

function singleValued(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/** The webhook as received: its exact bytes and its headers. */
export function receivedWebhook(request: FastifyRequest): WebhookRequest {
  return {
    rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    headers: singleValued(request.headers),
  };
}
