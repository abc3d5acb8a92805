import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { WebhookReceived } from '@meja/shared/contracts/billing';
import type { TenantGatewayProvider } from '@meja/shared/contracts/payment-gateway';
import { notFound } from '../../platform/errors';
import type { WebhookRequest } from '../../providers/payments/gateway';
import { confirmedEvent, verifiedEvent } from '../../providers/payments/webhook-checks';
import type { TenantGatewayService } from '../payment-gateway/tenant-gateway.service';
import { askPaymentStatus, type PosGatewayPaymentsService } from './pos-gateway-payments.service';

const tenantIdParam = z.uuid();

/**
 * POST /api/v1/webhooks/{provider}/{tenantId} (issue 17): the restaurant's own gateway tells of a
 * POS payment. The tenant in the path picks the credentials the signature or token is checked
 * with (each restaurant has its own merchant account); only then is the body believed. Midtrans
 * and Xendit PAID events are confirmed by the gateway's own status call, as for plan invoices.
 */
export function createPosWebhooksService(deps: {
  gateways: Pick<TenantGatewayService, 'gatewayForWebhook'>;
  payments: Pick<PosGatewayPaymentsService, 'apply' | 'paymentOf'>;
  log: FastifyBaseLogger;
}) {
  async function receive(
    provider: TenantGatewayProvider,
    tenantId: string,
    request: WebhookRequest,
  ): Promise<WebhookReceived> {
    if (!tenantIdParam.safeParse(tenantId).success) throw notFound();
    const gateway = await deps.gateways.gatewayForWebhook(tenantId, provider);
    const event = await verifiedEvent(gateway, request, deps.log);
    // A signed event of no payment (another Stripe event type): acknowledged, nothing done.
    if (event.reference === '') return { received: true, outcome: 'ignored' };
    const payment = await deps.payments.paymentOf(tenantId, event.reference);
    const confirmed = await confirmedEvent(
      gateway,
      event,
      () => askPaymentStatus(gateway, payment),
      deps.log,
    );
    return { received: true, outcome: await deps.payments.apply(tenantId, provider, confirmed) };
  }

  return { receive };
}

export type PosWebhooksService = ReturnType<typeof createPosWebhooksService>;
