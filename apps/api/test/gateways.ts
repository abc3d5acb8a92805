import type { LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { FAKE_GATEWAY_CREDENTIALS } from '../src/dev-gateways';
import { invoices } from '../src/db/schema/billing';
import { inTenantTx } from '../src/platform/db-scope';
import { startMidtransFake } from '../src/providers/payments/midtrans/midtrans-fake';
import { startStripeFake } from '../src/providers/payments/stripe/stripe-fake';
import { startXenditFake } from '../src/providers/payments/xendit/xendit-fake';
import type { GatewayId } from '../src/providers/payments/registry';
import { checkoutOk } from './billing';
import type { Ctx } from './catalog';
import type { TenantGraph } from './factories';
import { bearer } from './harness';

/*
 * The three payment gateways' local fakes for the API tests of issue 17, the platform settings
 * that point Meja at them, and the signed webhooks they send, delivered to the app under test.
 */

/** The platform's gateway credentials in the tests (the fakes check them as the real APIs do). */
export const GATEWAY_SECRETS = FAKE_GATEWAY_CREDENTIALS;

export async function startGatewayFakes() {
  const midtrans = await startMidtransFake({ serverKey: GATEWAY_SECRETS.midtransServerKey });
  const xendit = await startXenditFake({
    secretKey: GATEWAY_SECRETS.xenditApiKey,
    callbackToken: GATEWAY_SECRETS.xenditCallbackToken,
  });
  const stripe = await startStripeFake({
    secretKey: GATEWAY_SECRETS.stripeSecretKey,
    webhookSecret: GATEWAY_SECRETS.stripeWebhookSecret,
  });
  return {
    midtrans,
    xendit,
    stripe,
    /** The environment that points Meja's adapters at the fakes. */
    env: {
      MIDTRANS_API_URL: midtrans.url,
      MIDTRANS_SNAP_URL: midtrans.url,
      XENDIT_API_URL: xendit.url,
      STRIPE_API_URL: stripe.url,
    },
    close: async () => {
      await Promise.all([midtrans.close(), xendit.close(), stripe.close()]);
    },
  };
}

export type GatewayFakes = Awaited<ReturnType<typeof startGatewayFakes>>;

/** The super admin picks the billing provider (and stores every gateway's credentials). */
export async function useBillingProvider(ctx: Ctx, superAdminToken: string, provider: GatewayId | 'manual') {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/super-admin/settings',
    headers: bearer(superAdminToken),
    payload: { billingProvider: provider, ...GATEWAY_SECRETS },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A PRO monthly checkout by the tenant's admin, and the invoice it made. */
export async function checkoutInvoice(ctx: Ctx, t: TenantGraph) {
  const paymentUrl = await checkoutOk(ctx, { plan: 'PRO', cycle: 'monthly' }, { token: t.admin.token });
  const [invoice] = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
    tx
      .select()
      .from(invoices)
      .where(eq(invoices.tenantId, t.tenant.id))
      .orderBy(desc(invoices.createdAt))
      .limit(1),
  );
  if (!invoice) throw new Error('no invoice after checkout');
  return { paymentUrl, invoice };
}

/** A webhook as the gateway sends it: its headers and exact bytes. */
export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

export interface SignedOptions {
  /** Stripe: the signing time (unix seconds). */
  timestamp?: number;
  /** A changed amount: Stripe re-signs it (a leaked key), Xendit sends it with the right token. */
  amount?: number;
}

/** The gateway's signed PAID webhook of the invoice (its fake marks the checkout paid). */
export async function paidWebhook(
  fakes: GatewayFakes,
  provider: GatewayId,
  invoice: { id: string; providerRef: string | null },
  options: SignedOptions = {},
): Promise<Delivery> {
  switch (provider) {
    case 'midtrans': {
      const { body } = await fakes.midtrans.emit({ orderId: invoice.id, transactionStatus: 'settlement' });
      return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    }
    case 'xendit': {
      const sent = await fakes.xendit.emit({
        invoice: invoice.id,
        status: 'PAID',
        ...(options.amount !== undefined && { amount: options.amount }),
      });
      return { headers: sent.headers, body: sent.rawBody };
    }
    case 'stripe': {
      if (!invoice.providerRef) throw new Error('a Stripe invoice keeps its session id');
      await fakes.stripe.emit(invoice.providerRef, 'checkout.session.completed', {
        ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
        ...(options.amount !== undefined && { amountTotal: options.amount * 100 }),
      });
      const sent = fakes.stripe.deliveries.at(-1);
      if (!sent) throw new Error('the Stripe fake sent nothing');
      return { headers: sent.headers, body: sent.body };
    }
  }
}

/** POST /api/v1/webhooks/{provider} with the delivery's headers and bytes. */
export function deliver(
  ctx: Pick<Ctx, 'app'>,
  provider: string,
  delivery: Delivery,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/webhooks/${provider}`,
    headers: delivery.headers,
    payload: delivery.body,
  });
}
