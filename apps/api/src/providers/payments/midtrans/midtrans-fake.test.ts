import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../checkout-provider';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver';
import { startMidtransFake, type MidtransFakeAccount } from './midtrans-fake';
import { createMidtransGateway } from './midtrans-gateway';
import { midtransBasicAuth, midtransSignature } from './midtrans-wire';

/* The Midtrans fake serving the platform's account and restaurants' accounts at once. */

const platformKey = 'SB-Mid-server-PLATFORM';
const restaurantKey = 'SB-Mid-server-RESTO-B';

let platformHooks: WebhookReceiver;
let restaurantHooks: WebhookReceiver;
let overrideHooks: WebhookReceiver;
let fake: Awaited<ReturnType<typeof startMidtransFake>>;

beforeAll(async () => {
  [platformHooks, restaurantHooks, overrideHooks] = await Promise.all([
    startWebhookReceiver(),
    startWebhookReceiver(),
    startWebhookReceiver(),
  ]);
  fake = await startMidtransFake({ serverKey: platformKey, webhookUrl: `${platformHooks.url}/platform` });
  fake.addAccount({ serverKey: restaurantKey, webhookUrl: `${restaurantHooks.url}/resto-b` });
});
afterAll(async () => {
  await fake.close();
  await Promise.all([platformHooks.close(), restaurantHooks.close(), overrideHooks.close()]);
});

const gatewayOf = (serverKey: string, baseUrl = fake.url) =>
  createMidtransGateway({ baseUrl, snapBaseUrl: baseUrl, serverKey });

let sequence = 0;
function checkout(): CheckoutRequest {
  sequence += 1;
  return {
    invoice: {
      id: `order-${sequence}-a1b2`,
      number: `INV-${sequence}`,
      description: 'Pesanan',
      dueAt: new Date('2026-12-01T00:00:00Z'),
      tenantSlug: 'resto-b',
      tenantName: 'Resto B',
    },
    amount: { amount: 50_000, currency: 'IDR' },
    invoicePageUrl: 'https://meja.test/back',
  };
}

function signatureOf(body: Record<string, string>, serverKey: string) {
  return midtransSignature({
    orderId: body.order_id ?? '',
    statusCode: body.status_code ?? '',
    grossAmount: body.gross_amount ?? '',
    serverKey,
  });
}

function post(path: string, serverKey: string, body: unknown) {
  return fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { authorization: midtransBasicAuth(serverKey), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('several merchant accounts', () => {
  it("signs a restaurant's notification with its own key and sends it to its own URL", async () => {
    const request = checkout();
    await gatewayOf(restaurantKey).createCheckout(request);
    const sent = await fake.emit({ orderId: request.invoice.id, transactionStatus: 'settlement' });
    expect(sent.sentTo).toBe(`${restaurantHooks.url}/resto-b`);
    expect(sent.body.signature_key).toBe(signatureOf(sent.body, restaurantKey));
    expect(sent.body.signature_key).not.toBe(signatureOf(sent.body, platformKey));
    expect(restaurantHooks.deliveries.at(-1)?.path).toBe('/resto-b');
    expect(platformHooks.deliveries).toHaveLength(0);
    // The platform's credentials cannot verify it; the restaurant's can.
    const delivered = restaurantHooks.deliveries.at(-1);
    const webhook = {
      rawBody: Buffer.from(delivered?.rawBody ?? ''),
      headers: { 'content-type': 'application/json' },
    };
    await expect(gatewayOf(platformKey).verifyWebhook(webhook)).rejects.toMatchObject({ status: 401 });
    await expect(gatewayOf(restaurantKey).verifyWebhook(webhook)).resolves.toMatchObject({ status: 'PAID' });
  });

  it("keeps the platform's own notifications on the platform's URL and key", async () => {
    const request = checkout();
    await gatewayOf(platformKey).createCheckout(request);
    const sent = await fake.emit({ orderId: request.invoice.id, transactionStatus: 'settlement' });
    expect(sent.sentTo).toBe(`${platformHooks.url}/platform`);
    expect(sent.body.signature_key).toBe(signatureOf(sent.body, platformKey));
  });

  it("sends to the X-Override-Notification URL rather than the account's, for Snap and for a charge", async () => {
    const override = { 'x-override-notification': `${overrideHooks.url}/override` };
    for (const path of ['/snap/v1/transactions', '/v2/charge']) {
      sequence += 1;
      const orderId = `override-${sequence}`;
      const created = await fetch(`${fake.url}${path}`, {
        method: 'POST',
        headers: { authorization: midtransBasicAuth(restaurantKey), ...override },
        body: JSON.stringify({
          payment_type: 'qris',
          transaction_details: { order_id: orderId, gross_amount: 1000 },
        }),
      });
      expect(created.ok).toBe(true);
      const sent = await fake.emit({ orderId, transactionStatus: 'settlement' });
      expect(sent).toMatchObject({ sentTo: `${overrideHooks.url}/override`, answeredWith: 200 });
      expect(sent.body.signature_key).toBe(signatureOf(sent.body, restaurantKey));
    }
    expect(overrideHooks.deliveries.map((delivery) => delivery.path)).toEqual(['/override', '/override']);
  });

  it("answers GET status only to the transaction's own account", async () => {
    const request = checkout();
    await gatewayOf(restaurantKey).createCheckout(request);
    await fake.emit({ orderId: request.invoice.id, transactionStatus: 'settlement' });
    await expect(gatewayOf(restaurantKey).getStatus(request.invoice.id)).resolves.toMatchObject({
      status: 'PAID',
    });
    await expect(gatewayOf(platformKey).getStatus(request.invoice.id)).rejects.toThrow(/no transaction/);
  });
});

describe('an unknown server key', () => {
  it('is refused with 401 on Snap, charge and status', async () => {
    const stranger = 'SB-Mid-server-STRANGER';
    expect((await post('/snap/v1/transactions', stranger, {})).status).toBe(401);
    const charge = await post('/v2/charge', stranger, {});
    expect(charge.status).toBe(401);
    expect(await charge.json()).toMatchObject({ status_code: '401' });
    const status = await fetch(`${fake.url}/v2/order-1/status`, {
      headers: { authorization: midtransBasicAuth(stranger) },
    });
    expect(status.status).toBe(401);
    expect((await fetch(`${fake.url}/v2/charge`, { method: 'POST' })).status).toBe(401);
  });

  it('is served once resolveAccount finds its account, which is then kept', async () => {
    const asked: string[] = [];
    const resolved = await startMidtransFake({
      serverKey: platformKey,
      resolveAccount: async (key) => {
        asked.push(key);
        return key === restaurantKey
          ? { serverKey: key, webhookUrl: `${restaurantHooks.url}/resolved` }
          : null;
      },
    });
    try {
      const first = checkout();
      await gatewayOf(restaurantKey, resolved.url).createCheckout(first);
      await gatewayOf(restaurantKey, resolved.url).createCheckout(checkout());
      expect(asked).toEqual([restaurantKey]);
      const sent = await resolved.emit({ orderId: first.invoice.id, transactionStatus: 'settlement' });
      expect(sent.sentTo).toBe(`${restaurantHooks.url}/resolved`);
      expect(sent.body.signature_key).toBe(signatureOf(sent.body, restaurantKey));

      await expect(
        gatewayOf('SB-Mid-server-NOBODY', resolved.url).createCheckout(checkout()),
      ).rejects.toThrow('Midtrans Snap answered 401');
      expect(asked).toEqual([restaurantKey, 'SB-Mid-server-NOBODY']);
    } finally {
      await resolved.close();
    }
  });

  it("is refused when resolveAccount answers another key's account", async () => {
    const impostor: MidtransFakeAccount = { serverKey: restaurantKey };
    const resolved = await startMidtransFake({
      serverKey: platformKey,
      resolveAccount: async () => impostor,
    });
    try {
      await expect(gatewayOf('SB-Mid-server-OTHER', resolved.url).createCheckout(checkout())).rejects.toThrow(
        'Midtrans Snap answered 401',
      );
    } finally {
      await resolved.close();
    }
  });
});
