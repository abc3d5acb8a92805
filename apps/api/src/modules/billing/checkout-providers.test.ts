import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/auth-flow';
import { checkoutOk, invoicesOf, postCheckout, withPlatformSettings } from '../../../test/billing';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import type { CheckoutProvider, CheckoutRequest } from '../../providers/payments/checkout-provider';
import { manualCheckoutProvider } from '../../providers/payments/manual';

/** The checkout route never knows the provider: the platform setting picks it from the registry. */
const received: CheckoutRequest[] = [];
const fakeGateway: CheckoutProvider = {
  id: 'xendit',
  async createCheckout(request) {
    received.push(request);
    return {
      paymentUrl: `https://checkout.gateway.test/pay/${request.invoice.number}`,
      providerRef: 'inv_gw_1',
    };
  },
};
const brokenGateway: CheckoutProvider = {
  id: 'stripe',
  async createCheckout() {
    throw new Error('gateway answered 500');
  },
};

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let tenant: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext({
    checkoutProviders: [manualCheckoutProvider, fakeGateway, brokenGateway],
    // It changes the platform settings: on PostgreSQL, in a database no other file reads.
    database: { own: true },
  });
  tenant = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
});
afterAll(() => ctx.close());

const proMonthly = () => ({ plan: 'PRO', cycle: 'monthly', tenantSlug: tenant.tenant.slug }) as const;
const asAdmin = () => ({ token: tenant.admin.token });

describe('checkout through the billing provider of the platform settings', () => {
  it('uses the gateway the settings name: its page, its reference, the server’s amount', async () => {
    await withPlatformSettings(ctx, { billingProvider: 'xendit' }, async () => {
      const paymentUrl = await checkoutOk(ctx, proMonthly(), asAdmin());
      const [stored] = (await invoicesOf(ctx, tenant.tenant.id)).slice(-1);
      expect(paymentUrl).toBe(`https://checkout.gateway.test/pay/${stored?.number}`);
      expect(stored).toMatchObject({ provider: 'xendit', providerRef: 'inv_gw_1', status: 'UNPAID' });
      expect(received.at(-1)).toMatchObject({
        amount: { amount: 249_000, currency: 'IDR' },
        invoice: { id: stored?.id, tenantSlug: tenant.tenant.slug, description: 'Paket PRO — 1 bulan' },
      });
      expect(received.at(-1)?.invoicePageUrl).toMatch(
        new RegExp(`^http://meja\\.test/payment/${tenant.tenant.slug}/invoice/${stored?.id}\\?token=.{40,}$`),
      );
    });
  });

  it.each(['midtrans', 'paypal', ''])(
    'answers 503 for a provider this build lacks (%j), creating nothing',
    async (billingProvider) => {
      await withPlatformSettings(ctx, { billingProvider }, async () => {
        const before = await invoicesOf(ctx, tenant.tenant.id);
        const response = await postCheckout(ctx, proMonthly(), asAdmin());
        expect(response.statusCode).toBe(503);
        expect(errorOf(response).code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
        expect(errorOf(response).message).toMatch(/belum tersedia/);
        expect(await invoicesOf(ctx, tenant.tenant.id)).toHaveLength(before.length);
      });
    },
  );

  it('voids the invoice when the gateway fails, and says so with 503', async () => {
    await withPlatformSettings(ctx, { billingProvider: 'stripe' }, async () => {
      const response = await postCheckout(ctx, proMonthly(), asAdmin());
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      const [last] = (await invoicesOf(ctx, tenant.tenant.id)).slice(-1);
      expect(last).toMatchObject({ provider: 'stripe', status: 'VOID' });
    });
  });

  it('is the manual flow by default', async () => {
    const paymentUrl = await checkoutOk(ctx, proMonthly(), asAdmin());
    expect(paymentUrl).toMatch(/^http:\/\/meja\.test\/payment\//);
    const [last] = (await invoicesOf(ctx, tenant.tenant.id)).slice(-1);
    expect(last).toMatchObject({ provider: 'manual', providerRef: null, status: 'UNPAID' });
  });
});
