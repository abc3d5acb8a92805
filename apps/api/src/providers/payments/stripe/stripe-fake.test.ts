import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayPaymentRequest } from '../gateway';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver';
import { startStripeFake, type StripeFakeAccount } from './stripe-fake';
import { createStripeGateway } from './stripe-gateway';
import { stripeSignatureHeader } from './stripe-signature';

/* The Stripe fake serving the platform's account and restaurants' accounts at once. */

const platform = { secretKey: 'sk_test_platform', webhookSecret: 'whsec_platform' };
const restaurant = { secretKey: 'sk_test_resto_b', webhookSecret: 'whsec_resto_b' };

let platformHooks: WebhookReceiver;
let restaurantHooks: WebhookReceiver;
let fake: Awaited<ReturnType<typeof startStripeFake>>;

beforeAll(async () => {
  [platformHooks, restaurantHooks] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
  fake = await startStripeFake({ ...platform, webhookUrl: `${platformHooks.url}/platform` });
  fake.addAccount({ ...restaurant, webhookUrl: `${restaurantHooks.url}/resto-b` });
});
afterAll(async () => {
  await fake.close();
  await Promise.all([platformHooks.close(), restaurantHooks.close()]);
});

const gatewayOf = (account: { secretKey: string; webhookSecret: string }, baseUrl = fake.url) =>
  createStripeGateway({ baseUrl, ...account });

let sequence = 0;
function cardRequest(): GatewayPaymentRequest {
  sequence += 1;
  return {
    reference: `pay-${sequence}`,
    method: 'CARD',
    amount: { amount: 25_000, currency: 'IDR' },
    description: 'Pesanan POS',
    notificationUrl: 'https://meja.test/unused',
    returnUrl: 'https://meja.test/back',
    expiresAt: new Date(Date.now() + 60 * 60_000),
  };
}

function createSession(secretKey: string, form: Record<string, string>) {
  return fetch(`${fake.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mode: 'payment',
      success_url: 'https://meja.test/ok',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'idr',
      'line_items[0][price_data][unit_amount]': '100000',
      'line_items[0][price_data][product_data][name]': 'Pesanan',
      ...form,
    }).toString(),
  });
}

describe('several merchant accounts', () => {
  it("signs a restaurant's event with its own secret and sends it to its own URL", async () => {
    const { providerRef } = await gatewayOf(restaurant).createPayment(cardRequest());
    const delivery = await fake.emit(providerRef ?? '', 'checkout.session.completed');
    expect(delivery).toMatchObject({ sentTo: `${restaurantHooks.url}/resto-b`, status: 200 });
    const timestamp = /t=(\d+)/.exec(delivery.headers['stripe-signature'] ?? '')?.[1];
    expect(delivery.headers['stripe-signature']).toBe(
      stripeSignatureHeader(delivery.body, restaurant.webhookSecret, Number(timestamp)),
    );
    expect(restaurantHooks.deliveries.at(-1)?.path).toBe('/resto-b');
    expect(platformHooks.deliveries).toHaveLength(0);
    const webhook = { rawBody: Buffer.from(delivery.body), headers: delivery.headers };
    await expect(gatewayOf(restaurant).verifyWebhook(webhook)).resolves.toMatchObject({ status: 'PAID' });
    await expect(gatewayOf(platform).verifyWebhook(webhook)).rejects.toMatchObject({ status: 401 });
  });

  it("keeps the platform's events on its URL and secret, and each account's sessions its own", async () => {
    const { providerRef } = await gatewayOf(platform).createPayment(cardRequest());
    const delivery = await fake.emit(providerRef ?? '', 'checkout.session.expired');
    expect(delivery.sentTo).toBe(`${platformHooks.url}/platform`);
    await expect(
      gatewayOf(platform).verifyWebhook({ rawBody: Buffer.from(delivery.body), headers: delivery.headers }),
    ).resolves.toMatchObject({ status: 'EXPIRED' });
    await expect(gatewayOf(restaurant).getStatus(providerRef ?? '')).rejects.toThrow(/HTTP 404/);
  });
});

describe('an unknown secret key', () => {
  it('is refused with 401', async () => {
    expect((await createSession('sk_test_stranger', {})).status).toBe(401);
    const read = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_x`, {
      headers: { authorization: 'Bearer sk_test_stranger' },
    });
    expect(read.status).toBe(401);
  });

  it('is served once resolveAccount finds its account, which is then kept', async () => {
    const asked: string[] = [];
    const resolved = await startStripeFake({
      ...platform,
      resolveAccount: async (key) => {
        asked.push(key);
        return key === restaurant.secretKey
          ? { ...restaurant, webhookUrl: `${restaurantHooks.url}/resolved` }
          : null;
      },
    });
    try {
      const { providerRef } = await gatewayOf(restaurant, resolved.url).createPayment(cardRequest());
      await gatewayOf(restaurant, resolved.url).createPayment(cardRequest());
      expect(asked).toEqual([restaurant.secretKey]);
      const delivery = await resolved.emit(providerRef ?? '', 'checkout.session.completed');
      expect(delivery).toMatchObject({ sentTo: `${restaurantHooks.url}/resolved`, status: 200 });
      await expect(
        gatewayOf({ ...restaurant, secretKey: 'sk_test_nobody' }, resolved.url).createPayment(cardRequest()),
      ).rejects.toThrow(/HTTP 401/);
    } finally {
      await resolved.close();
    }
  });

  it("is refused when resolveAccount answers another key's account", async () => {
    const impostor: StripeFakeAccount = { ...restaurant };
    const resolved = await startStripeFake({ ...platform, resolveAccount: async () => impostor });
    try {
      await expect(
        gatewayOf({ ...restaurant, secretKey: 'sk_test_other' }, resolved.url).createPayment(cardRequest()),
      ).rejects.toThrow(/HTTP 401/);
    } finally {
      await resolved.close();
    }
  });
});

describe('a session', () => {
  it("refuses an expires_at outside Stripe's 30 minutes – 24 hours, in Stripe's error shape", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const expiresAt of [now + 10 * 60, now + 25 * 60 * 60, 'soon']) {
      const answer = await createSession(platform.secretKey, { expires_at: String(expiresAt) });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        error: { type: 'invalid_request_error', message: expect.any(String), param: 'expires_at' },
      });
    }
    const inside = await createSession(platform.secretKey, { expires_at: String(now + 60 * 60) });
    expect(inside.status).toBe(200);
    expect(await inside.json()).toMatchObject({ expires_at: now + 60 * 60 });
  });

  it('accepts payment_method_types, success_url and cancel_url, and its pay page works', async () => {
    const answer = await createSession(platform.secretKey, {
      'payment_method_types[0]': 'card',
      cancel_url: 'https://meja.test/cancel',
    });
    const session: unknown = await answer.json();
    expect(session).toMatchObject({
      payment_method_types: ['card'],
      success_url: 'https://meja.test/ok',
      cancel_url: 'https://meja.test/cancel',
    });
    const url = typeof session === 'object' && session !== null ? String(Reflect.get(session, 'url')) : '';
    expect(await (await fetch(url)).text()).toContain('>Bayar</button>');
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe('https://meja.test/ok');
  });
});
