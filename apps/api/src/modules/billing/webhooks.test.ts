import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookReceived } from '@meja/shared/contracts/billing';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import {
  checkoutInvoice,
  deliver,
  GATEWAY_SECRETS,
  paidWebhook,
  startGatewayFakes,
  useBillingProvider,
  type Delivery,
  type GatewayFakes,
} from '../../../test/gateways';
import { openTestContext } from '../../../test/harness';
import { gatewayEvents, invoices } from '../../db/schema/billing';
import { tenants } from '../../db/schema/platform';
import { inAppTx, inTenantTx } from '../../platform/db-scope';
import type { GatewayId } from '../../providers/payments/registry';
import { stripeSignatureHeader } from '../../providers/payments/stripe/stripe-signature';
import { GATEWAY_POLL_AFTER_MS } from './billing.service';

/**
 * POST /api/v1/webhooks/{provider} (issue 17): the plan invoice paid through Midtrans, Xendit and
 * Stripe — checkout at the gateway's fake, its signed webhook, the invoice PAID and the plan given
 * once — and every forged, altered, stale or replayed webhook refused or changing nothing.
 */
let ctx: Ctx;
let fakes: GatewayFakes;
let superAdmin: TestUser;

beforeAll(async () => {
  fakes = await startGatewayFakes();
  // Its own database on PostgreSQL: the billing provider is a platform-wide setting.
  ctx = await openTestContext({ database: { own: true }, env: fakes.env });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(async () => {
  await ctx.close();
  await fakes.close();
});

const PROVIDERS: GatewayId[] = ['midtrans', 'xendit', 'stripe'];

const jsonObject = z.record(z.string(), z.unknown());

async function invoiceRow(tenantId: string, invoiceId: string) {
  const [row] = await inTenantTx(ctx.db, tenantId, (tx) =>
    tx.select().from(invoices).where(eq(invoices.id, invoiceId)),
  );
  if (!row) throw new Error('invoice gone');
  return row;
}

async function tenantRow(tenantId: string) {
  const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, tenantId)));
  if (!row) throw new Error('tenant gone');
  return row;
}

/** A BASIC restaurant that checked out PRO through `provider`: its invoice, unpaid. */
async function unpaidInvoiceThrough(provider: GatewayId) {
  await useBillingProvider(ctx, superAdmin.token, provider);
  const t = await createTenantGraph(ctx.db, { package: 'BASIC' });
  const { paymentUrl, invoice } = await checkoutInvoice(ctx, t);
  return { t, paymentUrl, invoice };
}

function expectRefused(response: Awaited<ReturnType<typeof deliver>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).code).toBe(code);
}

describe.each(PROVIDERS)('%s', (provider) => {
  it('pays the invoice once from its signed webhook; a replay changes nothing', async () => {
    const { t, paymentUrl, invoice } = await unpaidInvoiceThrough(provider);
    // The payer goes to the gateway's own page, and the invoice remembers the gateway's checkout.
    const fakeUrl =
      provider === 'midtrans'
        ? fakes.midtrans.url
        : provider === 'xendit'
          ? fakes.xendit.url
          : fakes.stripe.url;
    expect(paymentUrl.startsWith(fakeUrl)).toBe(true);
    expect(invoice).toMatchObject({ provider, status: 'UNPAID' });
    expect(invoice.providerRef).toBeTruthy();

    const webhook = await paidWebhook(fakes, provider, invoice);
    const first = await deliver(ctx, provider, webhook);
    expect(first.statusCode, first.body).toBe(200);
    expect(webhookReceived.strict().parse(first.json())).toEqual({ received: true, outcome: 'paid' });
    const paid = await invoiceRow(t.tenant.id, invoice.id);
    expect(paid.status).toBe('PAID');
    const afterFirst = await tenantRow(t.tenant.id);
    expect(afterFirst.package).toBe('PRO');

    const replay = await deliver(ctx, provider, webhook);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(webhookReceived.parse(replay.json()).outcome).toBe('duplicate');
    expect((await tenantRow(t.tenant.id)).paidUntil).toEqual(afterFirst.paidUntil);
    const recorded = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.select().from(gatewayEvents).where(eq(gatewayEvents.invoiceId, invoice.id)),
    );
    expect(recorded).toHaveLength(1);
  });

  it('refuses a signed PAID webhook of an amount that is not the invoice’s, and leaves it unpaid', async () => {
    const { t, invoice } = await unpaidInvoiceThrough(provider);
    if (provider === 'midtrans') {
      // Midtrans signs the amount with the server key: a changed one no longer verifies.
      const webhook = await paidWebhook(fakes, provider, invoice);
      const body = jsonObject.parse(JSON.parse(webhook.body));
      const forged = await deliver(ctx, provider, {
        ...webhook,
        body: JSON.stringify({ ...body, gross_amount: '1000.00' }),
      });
      expectRefused(forged, 401, 'WEBHOOK_SIGNATURE_INVALID');
    } else {
      const webhook = await paidWebhook(fakes, provider, invoice, { amount: invoice.amount - 1000 });
      expectRefused(await deliver(ctx, provider, webhook), 422, 'GATEWAY_EVENT_MISMATCH');
    }
    expect((await invoiceRow(t.tenant.id, invoice.id)).status).toBe('UNPAID');
    expect((await tenantRow(t.tenant.id)).package).toBe('BASIC');
  });

  it('accepts none of the forged set: each refused with its status, the invoice still unpaid', async () => {
    const { t, invoice } = await unpaidInvoiceThrough(provider);
    const genuine = await paidWebhook(fakes, provider, invoice);
    const forgeries: { name: string; delivery: Delivery; status: number; code: string }[] = [
      ...forgedSignatures(provider, genuine),
      {
        // Xendit signs nothing (its token only says who sent it): the gateway's status call, asked
        // of the invoice the body now names, does not confirm it.
        name: 'altered body',
        delivery: { ...genuine, body: genuine.body.replace(invoice.id, randomUUID()) },
        status: provider === 'xendit' ? 409 : 401,
        code: provider === 'xendit' ? 'WEBHOOK_UNCONFIRMED' : 'WEBHOOK_SIGNATURE_INVALID',
      },
      {
        name: 'wrong content type',
        delivery: { headers: { ...genuine.headers, 'content-type': 'text/plain' }, body: genuine.body },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        name: '1 MB body',
        delivery: { headers: genuine.headers, body: `{"pad":"${'x'.repeat(1024 * 1024)}"}` },
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
    ];
    for (const forgery of forgeries) {
      const response = await deliver(ctx, provider, forgery.delivery);
      expect(response.statusCode, `${forgery.name}: ${response.body}`).toBe(forgery.status);
      expect(errorOf(response).code, forgery.name).toBe(forgery.code);
    }
    expect((await invoiceRow(t.tenant.id, invoice.id)).status).toBe('UNPAID');
    // The genuine one still works afterwards.
    expect((await deliver(ctx, provider, genuine)).statusCode).toBe(200);
    expect((await invoiceRow(t.tenant.id, invoice.id)).status).toBe('PAID');
  });
});

describe.each(PROVIDERS)('%s: a lost webhook', (provider) => {
  it('is made up for by the status poll once the invoice waited five minutes; the late webhook then changes nothing', async () => {
    const { t, invoice } = await unpaidInvoiceThrough(provider);
    // Paid at the gateway, but its webhook never arrives.
    const webhook = await paidWebhook(fakes, provider, invoice);
    await ctx.app.jobs.runAll();
    expect((await invoiceRow(t.tenant.id, invoice.id)).status).toBe('UNPAID');

    ctx.clock.advance(GATEWAY_POLL_AFTER_MS + 60_000);
    try {
      await ctx.app.jobs.runAll();
    } finally {
      ctx.clock.reset();
    }
    expect((await invoiceRow(t.tenant.id, invoice.id)).status).toBe('PAID');
    expect((await tenantRow(t.tenant.id)).package).toBe('PRO');

    const late = await deliver(ctx, provider, webhook);
    expect(late.statusCode, late.body).toBe(200);
    expect(webhookReceived.parse(late.json()).outcome).toBe('already-paid');
  });
});

/** Per provider: a bad signature, a wrong key's, and (Stripe) a stale timestamp. */
function forgedSignatures(provider: GatewayId, genuine: Delivery) {
  const refused = (name: string, delivery: Delivery) => ({
    name,
    delivery,
    status: 401,
    code: 'WEBHOOK_SIGNATURE_INVALID',
  });
  switch (provider) {
    case 'midtrans': {
      const body = jsonObject.parse(JSON.parse(genuine.body));
      return [
        refused('bad signature', {
          ...genuine,
          body: JSON.stringify({ ...body, signature_key: 'ab'.repeat(64) }),
        }),
        refused('no signature', { ...genuine, body: JSON.stringify({ ...body, signature_key: undefined }) }),
      ];
    }
    case 'xendit':
      return [
        refused('wrong token', {
          ...genuine,
          headers: { ...genuine.headers, 'x-callback-token': 'not-the-token' },
        }),
        refused('no token', {
          ...genuine,
          headers: Object.fromEntries(
            Object.entries(genuine.headers).filter(([name]) => name !== 'x-callback-token'),
          ),
        }),
      ];
    case 'stripe': {
      const now = Math.floor(Date.now() / 1000);
      const signedBy = (secret: string, timestamp: number) => ({
        ...genuine,
        headers: {
          ...genuine.headers,
          'stripe-signature': stripeSignatureHeader(genuine.body, secret, timestamp),
        },
      });
      return [
        refused('wrong key', signedBy('whsec_someone_else', now)),
        refused('stale timestamp', signedBy(GATEWAY_SECRETS.stripeWebhookSecret, now - 301)),
        refused('bad signature', {
          ...genuine,
          headers: { ...genuine.headers, 'stripe-signature': `t=${now},v1=${'0'.repeat(64)}` },
        }),
      ];
    }
  }
}

describe('POST /webhooks/{provider} refusals', () => {
  it('answers 404 for a signed event of an unknown invoice, and 400 for an unknown provider', async () => {
    await useBillingProvider(ctx, superAdmin.token, 'stripe');
    const t = await createTenantGraph(ctx.db, { package: 'BASIC' });
    const { invoice } = await checkoutInvoice(ctx, t);
    // Signed correctly, but naming an invoice that does not exist.
    const webhook = await paidWebhook(fakes, 'stripe', invoice);
    const otherId = randomUUID();
    const body = webhook.body.replaceAll(invoice.id, otherId);
    const timestamp = Math.floor(Date.now() / 1000);
    const resigned = {
      headers: {
        ...webhook.headers,
        'stripe-signature': stripeSignatureHeader(body, GATEWAY_SECRETS.stripeWebhookSecret, timestamp),
      },
      body,
    };
    expectRefused(await deliver(ctx, 'stripe', resigned), 404, 'NOT_FOUND');
    const unknown = await deliver(ctx, 'paypal', webhook);
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 404 while the gateway has no credentials, without reading the body', async () => {
    const ownCtx = await openTestContext({ database: { own: true }, env: fakes.env });
    try {
      const response = await ownCtx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/xendit',
        headers: { 'content-type': 'application/json', 'x-callback-token': 'anything' },
        payload: '{}',
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'NOT_FOUND',
        message: 'Penyedia pembayaran ini belum diatur di Meja.',
      });
    } finally {
      await ownCtx.close();
    }
  });
});
