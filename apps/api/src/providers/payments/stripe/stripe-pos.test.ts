import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayMethodUnsupported, type GatewayPaymentRequest, type PosPaymentGateway } from '../gateway';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver';
import { startStripeFake } from './stripe-fake';
import { createStripeGateway, stripeExpiresAt } from './stripe-gateway';

/* A POS card payment through the restaurant's own Stripe account: a card-only Checkout Session. */

const SECRET_KEY = 'sk_test_resto_1234567890';
const WEBHOOK_SECRET = 'whsec_resto_endpoint';
const NOW = new Date();

let fake: Awaited<ReturnType<typeof startStripeFake>>;
let receiver: WebhookReceiver;
let gateway: PosPaymentGateway;

beforeAll(async () => {
  receiver = await startWebhookReceiver((request) => gateway.verifyWebhook(request));
  fake = await startStripeFake({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${receiver.url}/webhooks/stripe/t1`,
  });
  gateway = createStripeGateway({
    baseUrl: fake.url,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    now: () => NOW,
  });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

let sequence = 0;
function paymentRequest(method: 'CARD' | 'QRIS', expiresInMs = 2 * 60 * 60_000): GatewayPaymentRequest {
  sequence += 1;
  const reference = `0193b1c2-7f00-7000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    reference,
    method,
    amount: { amount: 149_000, currency: 'IDR' },
    description: 'Pesanan POS — Warung Sari',
    notificationUrl: 'https://meja.test/api/v1/webhooks/stripe/t1',
    returnUrl: `https://meja.test/pos/payments/${reference}`,
    expiresAt: new Date(NOW.getTime() + expiresInMs),
  };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe("the session's expiry", () => {
  it("is the payment's, kept inside Stripe's 30 minutes – 24 hours with a minute to spare", () => {
    const now = new Date('2026-11-26T07:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(stripeExpiresAt(at(120), now)).toBe(seconds(at(120)));
    expect(stripeExpiresAt(at(15), now)).toBe(seconds(at(31)));
    expect(stripeExpiresAt(at(-5), now)).toBe(seconds(at(31)));
    expect(stripeExpiresAt(at(48 * 60), now)).toBe(seconds(at(24 * 60 - 1)));
  });
});

describe('a card payment through Stripe Checkout', () => {
  it('creates a card-only session in rupiah × 100 with the payment as its reference', async () => {
    const request = paymentRequest('CARD');
    const payment = await gateway.createPayment(request);
    expect(payment).toEqual({
      payUrl: `${fake.url}/c/pay/${payment.providerRef}`,
      qrString: null,
      providerRef: expect.stringMatching(/^cs_test_/),
    });
    const sent = fake.requests.filter((each) => each.path === '/v1/checkout/sessions').at(-1);
    expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'idr',
      'line_items[0][price_data][unit_amount]': '14900000',
      'line_items[0][price_data][product_data][name]': 'Pesanan POS — Warung Sari',
      client_reference_id: request.reference,
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
      expires_at: String(seconds(request.expiresAt)),
    });
    expect(fake.sessions.get(payment.providerRef ?? '')).toMatchObject({
      amount_total: 14_900_000,
      payment_method_types: ['card'],
      expires_at: seconds(request.expiresAt),
    });
  });

  it('is accepted by Stripe when the POS link would lapse sooner than 30 minutes (kept open to 31)', async () => {
    const payment = await gateway.createPayment(paymentRequest('CARD', 10 * 60_000));
    expect(fake.sessions.get(payment.providerRef ?? '')?.expires_at).toBe(seconds(NOW) + 31 * 60);
  });

  it('is PENDING, then PAID once paid on the page, and the signed event names the payment', async () => {
    const request = paymentRequest('CARD');
    const payment = await gateway.createPayment(request);
    const ask = { reference: request.reference, providerRef: payment.providerRef, method: 'CARD' as const };
    await expect(gateway.paymentStatus(ask)).resolves.toEqual({
      status: 'PENDING',
      amount: 149_000,
      currency: 'IDR',
      providerRef: payment.providerRef,
    });
    const paid = await fetch(payment.payUrl ?? '', { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(request.returnUrl);
    expect(fake.deliveries.at(-1)?.status).toBe(200);
    expect(receiver.events.at(-1)).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      reference: request.reference,
      providerRef: payment.providerRef,
      status: 'PAID',
      amount: 149_000,
      currency: 'IDR',
    });
    await expect(gateway.paymentStatus(ask)).resolves.toMatchObject({ status: 'PAID', amount: 149_000 });
  });

  it('needs the session id to ask a status', async () => {
    await expect(
      gateway.paymentStatus({ reference: 'x', providerRef: null, method: 'CARD' }),
    ).rejects.toThrow(/session id/);
  });
});

describe('QRIS at Stripe', () => {
  it('is not offered: GatewayMethodUnsupported, without calling Stripe', async () => {
    expect(gateway.supportsQris).toBe(false);
    const before = fake.requests.length;
    const error: unknown = await gateway
      .createPayment(paymentRequest('QRIS'))
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(GatewayMethodUnsupported);
    expect(error).toMatchObject({ method: 'QRIS' });
    await expect(
      gateway.paymentStatus({ reference: 'x', providerRef: 'cs_test_x', method: 'QRIS' }),
    ).rejects.toBeInstanceOf(GatewayMethodUnsupported);
    expect(fake.requests.length).toBe(before);
  });
});
