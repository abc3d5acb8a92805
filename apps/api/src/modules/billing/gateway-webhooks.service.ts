import type { WebhookReceived } from '@meja/shared/contracts/billing';
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookRequest } from '../../providers/payments/gateway';
import { confirmedEvent, verifiedEvent } from '../../providers/payments/webhook-checks';
import type { GatewayId } from '../../providers/payments/registry';
import type { BillingService } from './billing.service';

/**
 * POST /api/v1/webhooks/{provider} (issue 17): a gateway tells of a plan invoice's payment. The
 * event is believed only after its signature or token held on the raw body (the adapter's
 * verifyWebhook, with the platform's credentials); Midtrans and Xendit PAID events are confirmed
 * by the gateway's own status call as well (Xendit signs nothing, and Midtrans asks for it). Then
 * billing records the event once and pays the invoice once.
 */
export function createGatewayWebhooksService(deps: { billing: BillingService; log: FastifyBaseLogger }) {
  async function receive(provider: GatewayId, request: WebhookRequest): Promise<WebhookReceived> {
    const gateway = await deps.billing.gatewayFor(provider);
    const event = await verifiedEvent(gateway, request, deps.log);
    // A signed event of no invoice (another Stripe event type): acknowledged, nothing done.
    if (event.reference === '') return { received: true, outcome: 'ignored' };
    const confirmed = await confirmedEvent(
      gateway,
      event,
      () => gateway.getStatus(event.reference),
      deps.log,
    );
    const outcome = await deps.billing.applyGatewayEvent(provider, confirmed);
    return { received: true, outcome };
  }

  return { receive };
}

export type GatewayWebhooksService = ReturnType<typeof createGatewayWebhooksService>;
