import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../checkout-provider';
import type { GatewayPaymentRequest } from '../gateway';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver';
import { startXenditFake, type XenditFake, type XenditFakeAccount } from './xendit-fake';
import { createXenditGateway } from './xendit-gateway';
import { basicAuthorization } from './xendit-invoice';

/* The Xendit fake serving the platform's account and restaurants' accounts at once. */

const platform = { secretKey: 'xnd_development_PLATFORM', callbackToken: 'platform-token' };
const restaurant = { secretKey: 'xnd_development_RESTO_B', callbackToken: 'resto-b-token' };

let platformHooks: WebhookReceiver;
let restaurantHooks: WebhookReceiver;
let fake: XenditFake;

beforeAll(async () => {
  [platformHooks, restaurantHooks] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
  fake = await startXenditFake({ ...platform, webhookUrl: `${platformHooks.url}/platform` });
  fake.addAccount({ ...restaurant, webhookUrl: `${restaurantHooks.url}/resto-b` });
});
afterAll(async () => {
  await fake.close();
  await Promise.all([platformHooks.close(), restaurantHooks.close()]);
});

const gatewayOf = (account: { secretKey: string; callbackToken: string }, baseUrl = fake.url) =>
  createXenditGateway({ baseUrl, ...account });

let sequence = 0;
function qrisRequest(): GatewayPaymentRequest {
  sequence += 1;
  return {
    reference: `pay-${sequence}`,
    method: 'QRIS',
    amount: { amount: 20_000, currency: 'IDR' },
    description: 'Pesanan POS',
    notificationUrl: 'https://meja.test/unused',
    returnUrl: 'https://meja.test/back',
    expiresAt: new Date(Date.now() + 15 * 60_000),
  };
}
function checkout(): CheckoutRequest {
  sequence += 1;
  return {
    invoice: {
      id: `inv-${sequence}`,
      number: `INV-${sequence}`,
      description: 'Meja Pro',
      dueAt: new Date('2026-12-01T00:00:00Z'),
      tenantSlug: 'resto-b',
      tenantName: 'Resto B',
    },
    amount: { amount: 149_000, currency: 'IDR' },
    invoicePageUrl: 'https://meja.test/invoice',
  };
}

function postQr(
  secretKey: string,
  body: unknown,
  headers: Record<string, string> = { 'api-version': '2022-07-31' },
) {
  return fetch(`${fake.url}/qr_codes`, {
    method: 'POST',
    headers: { authorization: basicAuthorization(secretKey), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('several merchant accounts', () => {
  it("sends a restaurant's invoice and QR callbacks to its own URL with its own token", async () => {
    const restaurantGateway = gatewayOf(restaurant);
    const invoice = checkout();
    await restaurantGateway.createCheckout(invoice);
    const invoiceCallback = await fake.emit({ invoice: invoice.invoice.id, status: 'PAID' });
    const qr = qrisRequest();
    await restaurantGateway.createPayment(qr);
    const qrCallback = await fake.emit({ event: 'qr.payment', qr: qr.reference });

    for (const delivery of [invoiceCallback, qrCallback]) {
      expect(delivery?.sentTo).toBe(`${restaurantHooks.url}/resto-b`);
      expect(delivery?.headers['x-callback-token']).toBe(restaurant.callbackToken);
      expect(delivery?.answeredStatus).toBe(200);
    }
    expect(restaurantHooks.deliveries.map((delivery) => delivery.path)).toEqual(['/resto-b', '/resto-b']);
    expect(platformHooks.deliveries).toHaveLength(0);

    // The restaurant's gateway verifies what its account sent; the platform's does not.
    const received = restaurantHooks.deliveries.at(-1);
    const webhook = { rawBody: Buffer.from(received?.rawBody ?? ''), headers: received?.headers ?? {} };
    await expect(restaurantGateway.verifyWebhook(webhook)).resolves.toMatchObject({
      reference: qr.reference,
    });
    await expect(gatewayOf(platform).verifyWebhook(webhook)).rejects.toMatchObject({ status: 401 });
  });

  it("keeps the platform's callbacks on its URL and token", async () => {
    const invoice = checkout();
    await gatewayOf(platform).createCheckout(invoice);
    const sent = await fake.emit({ invoice: invoice.invoice.id, status: 'PAID' });
    expect(sent.sentTo).toBe(`${platformHooks.url}/platform`);
    expect(sent.headers['x-callback-token']).toBe(platform.callbackToken);
  });

  it('shows each account only its own invoices and QR codes, and lets another account reuse a reference_id', async () => {
    const invoice = checkout();
    await gatewayOf(restaurant).createCheckout(invoice);
    await expect(gatewayOf(platform).getStatus(invoice.invoice.id)).rejects.toThrow(
      'no invoice with this reference',
    );
    const qr = qrisRequest();
    const payment = await gatewayOf(restaurant).createPayment(qr);
    await expect(
      gatewayOf(platform).paymentStatus({
        reference: qr.reference,
        providerRef: payment.providerRef,
        method: 'QRIS',
      }),
    ).rejects.toThrow('answered 404: DATA_NOT_FOUND');
    await expect(gatewayOf(platform).createPayment(qr)).resolves.toMatchObject({ payUrl: null });
  });
});

describe('an unknown secret key', () => {
  it('is refused with 401 on invoices and QR codes', async () => {
    const stranger = 'xnd_development_STRANGER';
    expect((await postQr(stranger, {})).status).toBe(401);
    const invoices = await fetch(`${fake.url}/v2/invoices`, {
      headers: { authorization: basicAuthorization(stranger) },
    });
    expect(invoices.status).toBe(401);
    expect(await invoices.json()).toMatchObject({ error_code: 'INVALID_API_KEY' });
    expect((await fetch(`${fake.url}/qr_codes/qr_x/payments`)).status).toBe(401);
  });

  it('is served once resolveAccount finds its account, which is then kept', async () => {
    const asked: string[] = [];
    const resolved = await startXenditFake({
      ...platform,
      resolveAccount: async (key) => {
        asked.push(key);
        return key === restaurant.secretKey
          ? { ...restaurant, webhookUrl: `${restaurantHooks.url}/resolved` }
          : null;
      },
    });
    try {
      const qr = qrisRequest();
      await gatewayOf(restaurant, resolved.url).createPayment(qr);
      await gatewayOf(restaurant, resolved.url).createPayment(qrisRequest());
      expect(asked).toEqual([restaurant.secretKey]);
      const sent = await resolved.emit({ event: 'qr.payment', qr: qr.reference });
      expect(sent).toMatchObject({ sentTo: `${restaurantHooks.url}/resolved`, answeredStatus: 200 });
      expect(sent?.headers['x-callback-token']).toBe(restaurant.callbackToken);
      await expect(
        gatewayOf({ ...restaurant, secretKey: 'xnd_development_NOBODY' }, resolved.url).createPayment(
          qrisRequest(),
        ),
      ).rejects.toThrow('answered 401: INVALID_API_KEY');
    } finally {
      await resolved.close();
    }
  });

  it("is refused when resolveAccount answers another key's account", async () => {
    const impostor: XenditFakeAccount = { ...restaurant };
    const resolved = await startXenditFake({ ...platform, resolveAccount: async () => impostor });
    try {
      await expect(
        gatewayOf({ ...restaurant, secretKey: 'xnd_development_OTHER' }, resolved.url).createPayment(
          qrisRequest(),
        ),
      ).rejects.toThrow('answered 401');
    } finally {
      await resolved.close();
    }
  });
});

describe('QR codes', () => {
  it('never sends the v2 callback for a QR made without api-version 2022-07-31, and records why', async () => {
    sequence += 1;
    const reference = `no-version-${sequence}`;
    const created = await postQr(
      restaurant.secretKey,
      { reference_id: reference, type: 'DYNAMIC', currency: 'IDR', amount: 5000 },
      {},
    );
    expect(created.status).toBe(201);
    const qr: unknown = await created.json();
    expect(qr).toMatchObject({ reference_id: reference, status: 'ACTIVE', amount: 5000 });

    const deliveriesBefore = fake.deliveries.length;
    const paid = await fetch(`${fake.url}/__fake/qris/${reference}`, { method: 'POST' });
    expect(await paid.text()).toBe('Pembayaran berhasil');
    await expect(fake.emit({ event: 'qr.payment', qr: reference })).resolves.toBeNull();
    expect(fake.deliveries.length).toBe(deliveriesBefore);
    expect(restaurantHooks.deliveries.filter((delivery) => delivery.rawBody.includes(reference))).toEqual([]);
    expect(fake.callbacksNotSent.filter((skipped) => skipped.referenceId === reference)).toEqual([
      expect.objectContaining({ reason: 'created without api-version 2022-07-31' }),
      expect.objectContaining({ reason: 'created without api-version 2022-07-31' }),
    ]);
    // The payment still happened: only a status call can learn it.
    const [stored] = [...fake.qrCodes.values()].filter((each) => each.qr.reference_id === reference);
    expect(stored?.apiVersion).toBeNull();
    await expect(
      gatewayOf(restaurant).paymentStatus({ reference, providerRef: stored?.qr.id ?? null, method: 'QRIS' }),
    ).resolves.toMatchObject({ status: 'PAID', amount: 5000 });
  });

  it('validates a QR as §3.5 asks: amount for DYNAMIC, IDR, unique reference_id per account', async () => {
    const noAmount = await postQr(restaurant.secretKey, {
      reference_id: 'v-1',
      type: 'DYNAMIC',
      currency: 'IDR',
    });
    expect(noAmount.status).toBe(400);
    expect(await noAmount.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    const dollars = await postQr(restaurant.secretKey, {
      reference_id: 'v-2',
      type: 'DYNAMIC',
      currency: 'USD',
      amount: 1,
    });
    expect(dollars.status).toBe(400);
    const noReference = await postQr(restaurant.secretKey, {
      type: 'DYNAMIC',
      currency: 'IDR',
      amount: 1000,
    });
    expect(noReference.status).toBe(400);
    const first = await postQr(restaurant.secretKey, {
      reference_id: 'v-3',
      type: 'DYNAMIC',
      currency: 'IDR',
      amount: 1000,
    });
    expect(first.status).toBe(201);
    const duplicate = await postQr(restaurant.secretKey, {
      reference_id: 'v-3',
      type: 'DYNAMIC',
      currency: 'IDR',
      amount: 1000,
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({ error_code: 'DUPLICATE_ERROR' });
    const notJson = await fetch(`${fake.url}/qr_codes`, {
      method: 'POST',
      headers: { authorization: basicAuthorization(restaurant.secretKey), 'content-type': 'text/plain' },
      body: 'reference_id=v-4',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('invoices', () => {
  it('accept payment_methods and success_redirect_url on an invoice', async () => {
    const answer = await fetch(`${fake.url}/v2/invoices`, {
      method: 'POST',
      headers: {
        authorization: basicAuthorization(restaurant.secretKey),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        external_id: 'inv-methods',
        amount: 1000,
        payment_methods: ['CREDIT_CARD'],
        success_redirect_url: 'https://meja.test/ok',
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      external_id: 'inv-methods',
      success_redirect_url: 'https://meja.test/ok',
    });
  });
});
