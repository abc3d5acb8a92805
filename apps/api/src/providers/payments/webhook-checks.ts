import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors';
import {
  WebhookRefused,
  type GatewayEvent,
  type GatewayStatus,
  type PaymentGateway,
  type WebhookRequest,
} from './gateway';

/*
 * What every gateway webhook goes through before Meja believes it (issue 17), for the plan
 * invoices' endpoint and the restaurants' own: the signature or token on the raw body, then for a
 * PAID event of Midtrans or Xendit the gateway's own status call.
 */

const REFUSAL_CODE = {
  400: 'WEBHOOK_MALFORMED',
  401: 'WEBHOOK_SIGNATURE_INVALID',
  415: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

/** The event of a webhook whose signature or token held, else the refusal's 4xx (logged, never the secret). */
export async function verifiedEvent(
  gateway: PaymentGateway,
  request: WebhookRequest,
  log: FastifyBaseLogger,
): Promise<GatewayEvent> {
  try {
    return await gateway.verifyWebhook(request);
  } catch (error) {
    if (!(error instanceof WebhookRefused)) throw error;
    log.warn({ provider: gateway.id, status: error.status, reason: error.reason }, 'webhook refused');
    throw new AppError(REFUSAL_CODE[error.status]);
  }
}

/**
 * A PAID event as the gateway's own status call has it: refused when the call fails or does not
 * say PAID (409, the gateway retries), or says another amount or currency (422, logged).
 */
export async function confirmedEvent(
  gateway: PaymentGateway,
  event: GatewayEvent,
  askStatus: () => Promise<GatewayStatus>,
  log: FastifyBaseLogger,
): Promise<GatewayEvent> {
  if (event.status !== 'PAID' || gateway.statusBy !== 'reference') return event;
  let status;
  try {
    status = await askStatus();
  } catch (error) {
    log.warn({ provider: gateway.id, err: error, reference: event.reference }, 'webhook not confirmed');
    throw new AppError('WEBHOOK_UNCONFIRMED');
  }
  if (status.status !== 'PAID') throw new AppError('WEBHOOK_UNCONFIRMED');
  if (status.amount !== event.amount || status.currency !== event.currency) {
    log.warn(
      { provider: gateway.id, reference: event.reference, told: event.amount, confirmed: status.amount },
      'webhook amount differs from the gateway status',
    );
    throw new AppError('GATEWAY_EVENT_MISMATCH');
  }
  return event;
}
