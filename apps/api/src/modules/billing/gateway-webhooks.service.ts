import type { WebhookReceived } from '@meja/shared/contracts/billing';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors';
import {
  WebhookRefused,
  type GatewayEvent,
  type PaymentGateway,
  type WebhookRequest,
} from '../../providers/payments/gateway';
import type { GatewayId } from '../../providers/payments/registry';
import type { BillingService } from './billing.service';

const REFUSAL_CODE = {
  400: 'WEBHOOK_MALFORMED',
  401: 'WEBHOOK_SIGNATURE_INVALID',
  415: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

/**
 * POST /api/v1/webhooks/{provider} (issue 17): a gateway tells of a plan invoice's payment. The
 * event is believed only after its signature or token held on the raw body (the adapter's
 * verifyWebhook, with the platform's credentials); Midtrans and Xendit PAID events are confirmed
 * by the gateway's own status call as well (Xendit signs nothing, and Midtrans asks for it). Then
 * billing records the event once and pays the invoice once.
 */
export function createGatewayWebhooksService(deps: { billing: BillingService; log: FastifyBaseLogger }) {
  async function verified(gateway: PaymentGateway, request: WebhookRequest): Promise<GatewayEvent> {
    try {
      return await gateway.verifyWebhook(request);
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      deps.log.warn({ provider: gateway.id, status: error.status, reason: error.reason }, 'webhook refused');
      throw new AppError(REFUSAL_CODE[error.status]);
    }
  }

  /** A PAID event as the gateway's status call has it; refused when the call does not say PAID. */
  async function confirmed(gateway: PaymentGateway, event: GatewayEvent): Promise<GatewayEvent> {
    if (event.status !== 'PAID' || gateway.statusBy !== 'reference') return event;
    let status;
    try {
      status = await gateway.getStatus(event.reference);
    } catch (error) {
      deps.log.warn(
        { provider: gateway.id, err: error, reference: event.reference },
        'webhook not confirmed',
      );
      throw new AppError('WEBHOOK_UNCONFIRMED');
    }
    if (status.status !== 'PAID') throw new AppError('WEBHOOK_UNCONFIRMED');
    if (status.amount !== event.amount || status.currency !== event.currency) {
      deps.log.warn(
        { provider: gateway.id, reference: event.reference, told: event.amount, confirmed: status.amount },
        'webhook amount differs from the gateway status',
      );
      throw new AppError('GATEWAY_EVENT_MISMATCH');
    }
    return event;
  }

  async function receive(provider: GatewayId, request: WebhookRequest): Promise<WebhookReceived> {
    const gateway = await deps.billing.gatewayFor(provider);
    const event = await verified(gateway, request);
    // A signed event of no invoice (another Stripe event type): acknowledged, nothing done.
    if (event.reference === '') return { received: true, outcome: 'ignored' };
    const outcome = await deps.billing.applyGatewayEvent(provider, await confirmed(gateway, event));
    return { received: true, outcome };
  }

  return { receive };
}

export type GatewayWebhooksService = ReturnType<typeof createGatewayWebhooksService>;
