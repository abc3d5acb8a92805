import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TenantGatewayProvider, TenantGatewaySecretField } from '@meja/shared/contracts/payment-gateway';
import { payments, type PaymentRow } from '../src/db/schema/payments';
import { inTenantTx } from '../src/platform/db-scope';
import type { Ctx } from './catalog';
import { call } from './catalog';
import type { TenantGraph } from './factories';
import type { Delivery, GatewayFakes } from './gateways';

/*
 * The restaurant's own gateway account in the API tests of issue 17: credentials of its own at the
 * gateways' fakes, the setting that routes the POS's CARD and QRIS through it, and its signed
 * webhooks delivered to /api/v1/webhooks/{provider}/{tenantId}.
 */

let accounts = 0;

/** Credentials no other restaurant (nor the platform) has, known to the fakes. */
export function restaurantCredentials(fakes: GatewayFakes): Record<TenantGatewaySecretField, string> {
  accounts += 1;
  const n = `${process.pid}x${accounts}`;
  const credentials = {
    midtransServerKey: `SB-Mid-server-resto-${n}`,
    xenditApiKey: `xnd_development_resto_${n}`,
    xenditCallbackToken: `resto-callback-${n}`,
    stripeSecretKey: `sk_test_resto_${n}`,
    stripeWebhookSecret: `whsec_resto_${n}`,
  };
  fakes.midtrans.addAccount({ serverKey: credentials.midtransServerKey });
  fakes.xendit.addAccount({
    secretKey: credentials.xenditApiKey,
    callbackToken: credentials.xenditCallbackToken,
  });
  fakes.stripe.addAccount({
    secretKey: credentials.stripeSecretKey,
    webhookSecret: credentials.stripeWebhookSecret,
  });
  return credentials;
}

/** The restaurant admin routes the POS's methods through `provider` with fresh credentials. */
export async function useRestaurantGateway(
  ctx: Ctx,
  fakes: GatewayFakes,
  t: TenantGraph,
  provider: TenantGatewayProvider,
  methods: { card: boolean; qris: boolean } = { card: true, qris: provider !== 'stripe' },
) {
  const credentials = restaurantCredentials(fakes);
  const response = await call(ctx, 'PUT', t.tenant.slug, '/payments/gateway', t.admin.token, {
    provider,
    cardViaGateway: methods.card,
    qrisViaGateway: methods.qris,
    ...credentials,
  });
  expect(response.statusCode, response.body).toBe(200);
  return credentials;
}

export async function paymentRow(ctx: Ctx, tenantId: string, paymentId: string): Promise<PaymentRow> {
  const [row] = await inTenantTx(ctx.db, tenantId, (tx) =>
    tx.select().from(payments).where(eq(payments.id, paymentId)),
  );
  if (!row) throw new Error('payment gone');
  return row;
}

export interface PaidOptions {
  /** Stripe: the signing time (unix seconds). */
  timestamp?: number;
  /** A changed amount (rupiah), sent with a valid signature or token (a leaked key). */
  amount?: number;
}

/** The gateway's signed PAID webhook of a POS payment (its fake marks the payment paid). */
export async function posPaidWebhook(
  fakes: GatewayFakes,
  payment: PaymentRow,
  options: PaidOptions = {},
): Promise<Delivery> {
  switch (payment.gateway) {
    case 'midtrans': {
      const { body } = await fakes.midtrans.emit({ orderId: payment.id, transactionStatus: 'settlement' });
      return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    }
    case 'xendit': {
      const amount = options.amount !== undefined ? { amount: options.amount } : {};
      const sent =
        payment.method === 'QRIS'
          ? await fakes.xendit.emit({ event: 'qr.payment', qr: payment.id, ...amount })
          : await fakes.xendit.emit({ invoice: payment.id, status: 'PAID', ...amount });
      if (!sent) throw new Error('the Xendit fake sent no callback');
      return { headers: sent.headers, body: sent.rawBody };
    }
    case 'stripe': {
      if (!payment.gatewayRef) throw new Error('a Stripe payment keeps its session id');
      await fakes.stripe.emit(payment.gatewayRef, 'checkout.session.completed', {
        ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
        ...(options.amount !== undefined && { amountTotal: options.amount * 100 }),
      });
      const sent = fakes.stripe.deliveries.at(-1);
      if (!sent) throw new Error('the Stripe fake sent nothing');
      return { headers: sent.headers, body: sent.body };
    }
    default:
      throw new Error(`payment ${payment.id} goes through no gateway`);
  }
}

/** POST /api/v1/webhooks/{provider}/{tenantId} with the delivery's headers and bytes. */
export function deliverToRestaurant(
  ctx: Pick<Ctx, 'app'>,
  provider: string,
  tenantId: string,
  delivery: Delivery,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${provider}/${tenantId}`,
    headers: delivery.headers,
    payload: delivery.body,
  });
}
