import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookRefused, type GatewayEvent, type WebhookRequest } from '../gateway';
import { startStripeFake } from './stripe-fake';
import { createStripeGateway } from './stripe-gateway';
import { stripeSignatureHeader } from './stripe-signature';

const SECRET_KEY = 'sk_test_meja_1234567890';
const WEBHOOK_SECRET = 'whsec_meja_endpoint_secret';
const stripe = new Stripe('sk_test_unused');

/** A receiver standing in for Meja's webhook route: raw body in, the gateway's verdict out. */
async function startReceiver(verify: (request: WebhookRequest) => Promise<GatewayEvent>) {
  const events: GatewayEvent[] = [];
  const refusals: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        headers[name] = Array.isArray(value) ? value.join(',') : value;
      }
      verify({ rawBody: Buffer.concat(chunks), headers }).then(
        (event) => {
          events.push(event);
          res.writeHead(200).end();
        },
        (error: unknown) => {
          const status = error instanceof WebhookRefused ? error.status : 500;
          refusals.push(status);
          res.writeHead(status).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/stripe`,
    events,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const invoice = {
  id: 'inv_01HZX5',
  number: 'INV-2026-0042',
  description: 'Paket Pro 1 bulan',
  dueAt: new Date('2026-12-01T00:00:00Z'),
  tenantSlug: 'warung-sari',
  tenantName: 'Warung Sari',
};
const invoicePageUrl = 'https://meja.test/invoices/inv_01HZX5?token=abc';
const checkoutRequest = { invoice, amount: { amount: 149_000, currency: 'IDR' as const }, invoicePageUrl };

let fake: Awaited<ReturnType<typeof startStripeFake>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let gateway: ReturnType<typeof createStripeGateway>;
const sentForms: URLSearchParams[] = [];

beforeAll(async () => {
  receiver = await startReceiver((request) => gateway.verifyWebhook(request));
  fake = await startStripeFake({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: receiver.url,
  });
  gateway = createStripeGateway({
    baseUrl: fake.url,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    fetch: async (input, init) => {
      if (typeof init?.body === 'string') sentForms.push(new URLSearchParams(init.body));
      return fetch(input, init);
    },
  });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

describe('the Stripe-Signature algorithm', () => {
  const vectorBody = '{"id":"evt_test_1","type":"checkout.session.completed"}';
  const vectorHeader = 't=1700000000,v1=960f1b7cc268e13539aa9f2812d1318abc8e0b0940e0cbdcc1631970e11bd667';

  it("signs the published test vector (integrations.md §10) as the fake's signer", () => {
    expect(stripeSignatureHeader(vectorBody, 'whsec_test_secret', 1_700_000_000)).toBe(vectorHeader);
  });

  it("agrees with the official client's generateTestHeaderString", () => {
    const payload = '{"id":"evt_other","object":"event"}';
    expect(stripeSignatureHeader(payload, WEBHOOK_SECRET, 1_764_000_000)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: 1_764_000_000 }),
    );
  });

  it('accepts the vector at its own time, then refuses it for lacking the session (400), and as stale later (401)', async () => {
    const request = {
      rawBody: Buffer.from(vectorBody),
      headers: { 'content-type': 'application/json', 'stripe-signature': vectorHeader },
    };
    const atSigning = createStripeGateway({
      baseUrl: fake.url,
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_test_secret',
      now: () => new Date(1_700_000_010_000),
    });
    await expect(atSigning.verifyWebhook(request)).rejects.toMatchObject({ status: 400 });
    const muchLater = createStripeGateway({
      baseUrl: fake.url,
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_test_secret',
    });
    await expect(muchLater.verifyWebhook(request)).rejects.toMatchObject({ status: 401 });
  });
});

describe('the Stripe adapter against the fake', () => {
  it('creates a Checkout Session in rupiah × 100 with the invoice as its reference', async () => {
    const session = await gateway.createCheckout(checkoutRequest);
    expect(session.providerRef).toMatch(/^cs_test_/);
    expect(session.paymentUrl).toBe(`${fake.url}/c/pay/${session.providerRef}`);
    const form = sentForms.at(-1);
    expect(Object.fromEntries(form ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'idr',
      'line_items[0][price_data][unit_amount]': '14900000',
      'line_items[0][price_data][product_data][name]': 'INV-2026-0042 Paket Pro 1 bulan',
      client_reference_id: 'inv_01HZX5',
      'metadata[invoiceId]': 'inv_01HZX5',
      success_url: invoicePageUrl,
      cancel_url: invoicePageUrl,
    });
    expect(fake.sessions.get(session.providerRef ?? '')?.amount_total).toBe(14_900_000);
  });

  it('round trip: pay on the fake page → the signed webhook verifies as PAID → getStatus says PAID', async () => {
    const { paymentUrl, providerRef } = await gateway.createCheckout(checkoutRequest);
    expect(await gateway.getStatus(providerRef ?? '')).toEqual({
      status: 'PENDING',
      amount: 149_000,
      currency: 'IDR',
      providerRef,
    });

    const page = await fetch(paymentUrl);
    const html = await page.text();
    expect(html).toContain('Bayar');
    expect(html).toContain('149.000');

    const paid = await fetch(paymentUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(invoicePageUrl);
    expect(fake.deliveries.at(-1)?.status).toBe(200);
    expect(receiver.events.at(-1)).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      reference: 'inv_01HZX5',
      providerRef,
      status: 'PAID',
      amount: 149_000,
      currency: 'IDR',
    });
    expect(await gateway.getStatus(providerRef ?? '')).toEqual({
      status: 'PAID',
      amount: 149_000,
      currency: 'IDR',
      providerRef,
    });
  });

  it('maps expired and failed delayed payments, and getStatus agrees with the fake', async () => {
    const expiring = await gateway.createCheckout(checkoutRequest);
    const failing = await gateway.createCheckout(checkoutRequest);
    const expireAnswer = await fetch(`${fake.url}/__fake/emit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: expiring.providerRef, type: 'checkout.session.expired' }),
    });
    expect(await expireAnswer.json()).toEqual({ delivered: 200 });
    expect(receiver.events.at(-1)?.status).toBe('EXPIRED');
    expect((await gateway.getStatus(expiring.providerRef ?? '')).status).toBe('EXPIRED');

    await fake.emit(failing.providerRef ?? '', 'checkout.session.async_payment_failed');
    expect(receiver.events.at(-1)?.status).toBe('FAILED');
    // Stripe keeps such a session `complete` + `unpaid`: no money, so PENDING, never PAID.
    expect((await gateway.getStatus(failing.providerRef ?? '')).status).toBe('PENDING');

    await fake.emit(failing.providerRef ?? '', 'checkout.session.async_payment_succeeded');
    expect(receiver.events.at(-1)?.status).toBe('PAID');
  });

  it('refuses at the webhook an amount altered after signing (401), and takes a re-signed one as signed', async () => {
    const { providerRef } = await gateway.createCheckout(checkoutRequest);
    const refusedBefore = receiver.refusals.length;
    const altered = await fake.emit(providerRef ?? '', 'checkout.session.completed', {
      alterBodyAfterSigning: (body) => body.replace('"amount_total":14900000', '"amount_total":100'),
    });
    expect(altered.body).toContain('"amount_total":100');
    expect(altered.status).toBe(401);
    expect(receiver.refusals.slice(refusedBefore)).toEqual([401]);

    // A signed amount that is not what the invoice asks is the caller's to refuse: it arrives as said.
    await fake.emit(providerRef ?? '', 'checkout.session.completed', { amountTotal: 100 });
    expect(receiver.events.at(-1)?.amount).toBe(1);
  });

  it('throws a plain Error naming Stripe and the status, never the key, when the key is wrong', async () => {
    const wrongKey = createStripeGateway({
      baseUrl: fake.url,
      secretKey: 'sk_test_wrong_key_999',
      webhookSecret: WEBHOOK_SECRET,
    });
    const attempt = wrongKey.createCheckout(checkoutRequest);
    await expect(attempt).rejects.toThrow(/^Stripe checkout session create failed \(HTTP 401/);
    await expect(attempt).rejects.not.toThrow(/sk_test/);
  });

  it('throws when Stripe cannot be reached, and for an unknown session', async () => {
    const unreachable = createStripeGateway({
      baseUrl: 'http://127.0.0.1:1',
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
    });
    await expect(unreachable.createCheckout(checkoutRequest)).rejects.toThrow(
      /^Stripe checkout session create failed/,
    );
    await expect(gateway.getStatus('cs_test_unknown')).rejects.toThrow(/HTTP 404/);
  });

  it('the pay page still redirects and marks the session paid when the webhook cannot be delivered', async () => {
    const lonelyFake = await startStripeFake({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: 'http://127.0.0.1:1/webhooks/stripe',
    });
    try {
      const lonely = createStripeGateway({
        baseUrl: lonelyFake.url,
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
      });
      const { paymentUrl, providerRef } = await lonely.createCheckout(checkoutRequest);
      const paid = await fetch(paymentUrl, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(lonelyFake.deliveries.map((delivery) => delivery.status)).toEqual([0]);
      expect((await lonely.getStatus(providerRef ?? '')).status).toBe('PAID');
    } finally {
      await lonelyFake.close();
    }
  });

  it("getStatus takes the session id (the invoice's providerRef), not the invoice id", async () => {
    await expect(gateway.getStatus('inv_01HZX5')).rejects.toThrow(/cs_/);
  });

  it('the fake refuses a session without a currency, as Stripe does', async () => {
    const answer = await fetch(`${fake.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'mode=payment&success_url=https%3A%2F%2Fx.test&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=100',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'line_items[0][price_data][currency]' },
    });
  });
});
