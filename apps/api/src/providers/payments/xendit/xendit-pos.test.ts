import { isValidQrisCrc, parseTlv } from '@meja/shared/qris';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WebhookRefused,
  type GatewayPaymentRequest,
  type PosPaymentGateway,
  type WebhookRequest,
} from '../gateway';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver';
import { startXenditFake, type XenditFake } from './xendit-fake';
import { createXenditGateway } from './xendit-gateway';

/* A POS payment through the restaurant's own Xendit account: a card invoice or a QR code (QRIS). */

const secretKey = 'xnd_development_RESTO';
const callbackToken = 'resto-callback-token-0123';
const NOW = new Date();

let fake: XenditFake;
let receiver: WebhookReceiver;
let gateway: PosPaymentGateway;

beforeAll(async () => {
  receiver = await startWebhookReceiver((request) => gateway.verifyWebhook(request));
  fake = await startXenditFake({
    secretKey,
    callbackToken,
    webhookUrl: `${receiver.url}/webhooks/xendit/t1`,
  });
  gateway = createXenditGateway({ baseUrl: fake.url, secretKey, callbackToken, now: () => NOW });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

let sequence = 0;
function paymentRequest(
  method: 'CARD' | 'QRIS',
  amount = 149_000,
  expiresInMs = 15 * 60_000,
): GatewayPaymentRequest {
  sequence += 1;
  const reference = `0193b1c2-7f00-7000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    reference,
    method,
    amount: { amount, currency: 'IDR' },
    description: 'Pesanan POS — Warung Sari',
    notificationUrl: 'https://meja.test/api/v1/webhooks/xendit/t1',
    returnUrl: `https://meja.test/pos/payments/${reference}`,
    expiresAt: new Date(NOW.getTime() + expiresInMs),
  };
}

function lastRequest(method: string, path: string) {
  const request = fake.requests.filter((each) => each.method === method && each.path === path).at(-1);
  if (!request) throw new Error(`the fake received no ${method} ${path}`);
  return { headers: request.headers, body: request.body ? JSON.parse(request.body) : null };
}

describe('a card payment through a Xendit invoice', () => {
  it('opens a card-only invoice for the payment that returns the payer and expires with it', async () => {
    const request = paymentRequest('CARD');
    const payment = await gateway.createPayment(request);
    expect(payment).toEqual({
      payUrl: `${fake.url}/web/${payment.providerRef}`,
      qrString: null,
      providerRef: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(lastRequest('POST', '/v2/invoices').body).toEqual({
      external_id: request.reference,
      amount: 149_000,
      currency: 'IDR',
      description: 'Pesanan POS — Warung Sari',
      invoice_duration: 900,
      payment_methods: ['CREDIT_CARD'],
      success_redirect_url: request.returnUrl,
      failure_redirect_url: request.returnUrl,
    });
  });

  it('is PENDING, then PAID once paid on the invoice page', async () => {
    const request = paymentRequest('CARD', 65_000);
    const payment = await gateway.createPayment(request);
    const ask = { reference: request.reference, providerRef: payment.providerRef, method: 'CARD' as const };
    await expect(gateway.paymentStatus(ask)).resolves.toEqual({
      status: 'PENDING',
      amount: 65_000,
      currency: 'IDR',
      providerRef: payment.providerRef,
    });
    const paid = await fetch(`${payment.payUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(request.returnUrl);
    expect(JSON.parse(fake.deliveries.at(-1)?.rawBody ?? '{}')).toMatchObject({
      payment_method: 'CREDIT_CARD',
    });
    expect(receiver.events.at(-1)).toEqual({
      eventId: `${payment.providerRef}:PAID`,
      reference: request.reference,
      providerRef: payment.providerRef,
      status: 'PAID',
      amount: 65_000,
      currency: 'IDR',
    });
    await expect(gateway.paymentStatus(ask)).resolves.toMatchObject({ status: 'PAID', amount: 65_000 });
  });
});

describe('a QRIS through a Xendit QR code', () => {
  it('creates a dynamic QR for the exact amount with the 2022-07-31 api-version, and answers its string and id', async () => {
    const request = paymentRequest('QRIS', 275_000);
    const payment = await gateway.createPayment(request);
    expect(payment.payUrl).toBeNull();
    expect(payment.providerRef).toMatch(/^qr_[0-9a-f-]{36}$/);
    expect(isValidQrisCrc(payment.qrString ?? '')).toBe(true);
    expect(parseTlv(payment.qrString ?? '').find((tag) => tag.id === '54')?.value).toBe('275000');
    const seen = lastRequest('POST', '/qr_codes');
    expect(seen.headers['api-version']).toBe('2022-07-31');
    expect(seen.body).toEqual({
      reference_id: request.reference,
      type: 'DYNAMIC',
      currency: 'IDR',
      amount: 275_000,
      expires_at: request.expiresAt.toISOString(),
    });
    expect(fake.qrCodes.get(payment.providerRef ?? '')?.apiVersion).toBe('2022-07-31');
  });

  it('is PENDING while the QR is active, then PAID after the qr.payment callback, read from its payments', async () => {
    const request = paymentRequest('QRIS', 42_000);
    const payment = await gateway.createPayment(request);
    const ask = { reference: request.reference, providerRef: payment.providerRef, method: 'QRIS' as const };
    await expect(gateway.paymentStatus(ask)).resolves.toEqual({
      status: 'PENDING',
      amount: 42_000,
      currency: 'IDR',
      providerRef: payment.providerRef,
    });

    const delivery = await fake.emit({ event: 'qr.payment', qr: request.reference });
    expect(delivery?.answeredStatus).toBe(200);
    const paymentId = fake.qrCodes.get(payment.providerRef ?? '')?.payments[0]?.id;
    expect(paymentId).toMatch(/^qrpy_/);
    expect(receiver.events.at(-1)).toEqual({
      eventId: paymentId,
      reference: request.reference,
      providerRef: payment.providerRef,
      status: 'PAID',
      amount: 42_000,
      currency: 'IDR',
    });
    await expect(gateway.paymentStatus(ask)).resolves.toEqual({
      status: 'PAID',
      amount: 42_000,
      currency: 'IDR',
      providerRef: payment.providerRef,
    });
    expect(lastRequest('GET', `/qr_codes/${payment.providerRef}/payments`).headers['api-version']).toBe(
      '2022-07-31',
    );
  });

  it('is EXPIRED once the QR is past its expiry, by the QR state or by the clock', async () => {
    const lapsed = paymentRequest('QRIS', 10_000, -60_000);
    const lapsedQr = await gateway.createPayment(lapsed);
    await expect(
      gateway.paymentStatus({
        reference: lapsed.reference,
        providerRef: lapsedQr.providerRef,
        method: 'QRIS',
      }),
    ).resolves.toMatchObject({ status: 'EXPIRED', amount: 10_000 });

    const request = paymentRequest('QRIS', 10_000);
    const payment = await gateway.createPayment(request);
    const later = createXenditGateway({
      baseUrl: fake.url,
      secretKey,
      callbackToken,
      now: () => new Date(NOW.getTime() + 60 * 60_000),
    });
    await expect(
      later.paymentStatus({ reference: request.reference, providerRef: payment.providerRef, method: 'QRIS' }),
    ).resolves.toMatchObject({ status: 'EXPIRED' });
  });

  it('can be paid by hand on the fake page', async () => {
    const request = paymentRequest('QRIS', 15_000);
    await gateway.createPayment(request);
    const page = await fetch(`${fake.url}/__fake/qris/${request.reference}`);
    expect(await page.text()).toContain('>Bayar</button>');
    const paid = await fetch(`${fake.url}/__fake/qris/${request.reference}`, { method: 'POST' });
    expect(await paid.text()).toBe('Pembayaran berhasil');
    expect(receiver.events.at(-1)).toMatchObject({
      reference: request.reference,
      status: 'PAID',
      amount: 15_000,
    });
    const again = await fetch(`${fake.url}/__fake/qris/${request.reference}`, { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('fails a second QR for the same reference with DUPLICATE_ERROR, and a wrong key without naming it', async () => {
    const request = paymentRequest('QRIS');
    await gateway.createPayment(request);
    await expect(gateway.createPayment(request)).rejects.toThrow(
      'Xendit POST /qr_codes answered 400: DUPLICATE_ERROR',
    );
    const wrong = createXenditGateway({
      baseUrl: fake.url,
      secretKey: 'xnd_development_WRONG',
      callbackToken,
    });
    const failure = wrong.createPayment(paymentRequest('QRIS'));
    await expect(failure).rejects.toThrow('Xendit POST /qr_codes answered 401: INVALID_API_KEY');
    await expect(failure).rejects.not.toThrow(/WRONG/);
  });

  it('needs the QR id to ask a QRIS status, and says it offers QRIS', async () => {
    await expect(
      gateway.paymentStatus({ reference: 'x', providerRef: null, method: 'QRIS' }),
    ).rejects.toThrow(/QR code id/);
    expect(gateway.supportsQris).toBe(true);
  });
});

/** integrations.md §3.3: the v2 `qr.payment` callback sample. */
const v2Callback = {
  event: 'qr.payment',
  api_version: '2022-07-31',
  business_id: '58cd618ba0464eb64acdb246',
  created: '2022-10-22T06:30:05.86474Z',
  data: {
    id: 'qrpy_8182837te-87st-49ing-8696-1239bd4d759c',
    business_id: '58cd618ba0464eb64acdb246',
    currency: 'IDR',
    amount: 10000,
    status: 'SUCCEEDED',
    created: '2022-10-22T06:30:05.86474Z',
    qr_id: 'qr_61cb3576-3a25-4d35-8d15-0e8e3bdba4f2',
    qr_string: '0002010102122…',
    reference_id: 'order-id-1666420204',
    type: 'DYNAMIC',
    channel_code: 'ID_DANA',
    expires_at: '2022-10-23T09:56:43.60445Z',
    description: '',
    basket: null,
    metadata: null,
    payment_detail: { receipt_id: '000111666', source: 'GOPAY', name: null, account_details: null },
  },
};

/** integrations.md §3.3: the legacy V1 callback, flat. */
const v1Callback = {
  event: 'qr.payment',
  id: 'qrpy_v1-0001',
  amount: 10000,
  created: '2020-01-08T18:18:18.857Z',
  qr_code: {
    id: 'qr_8182837te-87st-49ing-8696-1239bd4d759c',
    external_id: 'order-id-1578507505',
    qr_string: '0002010102122…',
    type: 'DYNAMIC',
  },
  status: 'COMPLETED',
};

function callback(body: unknown, token = callbackToken): WebhookRequest {
  return {
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json', 'x-callback-token': token },
  };
}

async function refusal(request: WebhookRequest) {
  const error: unknown = await gateway.verifyWebhook(request).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return error instanceof WebhookRefused ? error.status : null;
}

describe('the qr.payment callback', () => {
  it('reads the v2 envelope', async () => {
    await expect(gateway.verifyWebhook(callback(v2Callback))).resolves.toEqual({
      eventId: 'qrpy_8182837te-87st-49ing-8696-1239bd4d759c',
      reference: 'order-id-1666420204',
      providerRef: 'qr_61cb3576-3a25-4d35-8d15-0e8e3bdba4f2',
      status: 'PAID',
      amount: 10000,
      currency: 'IDR',
    });
  });

  it('reads the legacy V1 envelope, in IDR when it names no currency', async () => {
    await expect(gateway.verifyWebhook(callback(v1Callback))).resolves.toEqual({
      eventId: 'qrpy_v1-0001',
      reference: 'order-id-1578507505',
      providerRef: 'qr_8182837te-87st-49ing-8696-1239bd4d759c',
      status: 'PAID',
      amount: 10000,
      currency: 'IDR',
    });
  });

  it('refuses either envelope with a forged or missing token (401), before reading the body', async () => {
    expect(await refusal(callback(v2Callback, 'guessed'))).toBe(401);
    expect(await refusal(callback(v1Callback, `${callbackToken}x`))).toBe(401);
    expect(await refusal(callback('not json', 'guessed'))).toBe(401);
    expect(
      await refusal({
        rawBody: Buffer.from(JSON.stringify(v2Callback)),
        headers: { 'content-type': 'application/json' },
      }),
    ).toBe(401);
  });

  it('refuses a qr.payment it cannot read, or that did not succeed (400)', async () => {
    expect(await refusal(callback({ ...v2Callback, data: { ...v2Callback.data, status: 'FAILED' } }))).toBe(
      400,
    );
    const { reference_id: _reference, ...noReference } = v2Callback.data;
    expect(await refusal(callback({ ...v2Callback, data: noReference }))).toBe(400);
    expect(await refusal(callback({ ...v1Callback, status: 'PENDING' }))).toBe(400);
    expect(await refusal(callback({ event: 'qr.payment' }))).toBe(400);
  });
});
