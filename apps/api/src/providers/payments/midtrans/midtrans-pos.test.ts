import { isValidQrisCrc, parseTlv } from '@meja/shared/qris';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayPaymentRequest, PosPaymentGateway } from '../gateway';
import { startWebhookReceiver, type WebhookReceiver } from '../webhook-receiver';
import { startMidtransFake } from './midtrans-fake';
import { createMidtransGateway } from './midtrans-gateway';
import { midtransWibTime, minutesUntil } from './midtrans-pos';

/* A POS payment through the restaurant's own Midtrans account: a card link (Snap) or a QRIS charge. */

const serverKey = 'SB-Mid-server-RESTOKEY';
const NOW = new Date('2026-11-26T07:00:00Z');

let fake: Awaited<ReturnType<typeof startMidtransFake>>;
let receiver: WebhookReceiver;
let gateway: PosPaymentGateway;

beforeAll(async () => {
  receiver = await startWebhookReceiver((request) => gateway.verifyWebhook(request));
  // No webhookUrl of its own: every notification here reaches the receiver through the override.
  fake = await startMidtransFake({ serverKey });
  gateway = createMidtransGateway({ baseUrl: fake.url, snapBaseUrl: fake.url, serverKey, now: () => NOW });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

let sequence = 0;
function paymentRequest(method: 'CARD' | 'QRIS', amount = 149_000): GatewayPaymentRequest {
  sequence += 1;
  const reference = `0193b1c2-7f00-7000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    reference,
    method,
    amount: { amount, currency: 'IDR' },
    description: 'Pesanan POS — Warung Sari',
    notificationUrl: `${receiver.url}/api/v1/webhooks/midtrans/tenant-1`,
    returnUrl: `https://meja.test/pos/payments/${reference}`,
    expiresAt: new Date(NOW.getTime() + 15 * 60_000),
  };
}

function lastRequestTo(path: string) {
  const request = fake.requests.filter((each) => each.path === path).at(-1);
  if (!request) throw new Error(`the fake received nothing at ${path}`);
  return { headers: request.headers, body: JSON.parse(request.body) };
}

describe('the POS request bodies', () => {
  it('writes Midtrans times in WIB and counts whole minutes down, at least one', () => {
    expect(midtransWibTime(new Date('2026-11-26T17:30:05.900Z'))).toBe('2026-11-27 00:30:05 +0700');
    expect(minutesUntil(new Date(NOW.getTime() + 15 * 60_000 + 59_000), NOW)).toBe(15);
    expect(minutesUntil(new Date(NOW.getTime() + 10_000), NOW)).toBe(1);
    expect(minutesUntil(new Date(NOW.getTime() - 60_000), NOW)).toBe(1);
  });
});

describe('a card payment through Snap', () => {
  it('opens a cards-only Snap page that notifies the restaurant URL and expires with the payment', async () => {
    const request = paymentRequest('CARD');
    const payment = await gateway.createPayment(request);
    expect(payment).toEqual({
      payUrl: `${fake.url}/snap/v2/vtweb/${payment.providerRef}`,
      qrString: null,
      providerRef: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const seen = lastRequestTo('/snap/v1/transactions');
    expect(seen.headers['x-override-notification']).toBe(request.notificationUrl);
    expect(seen.body).toEqual({
      transaction_details: { order_id: request.reference, gross_amount: 149_000 },
      item_details: [{ price: 149_000, quantity: 1, name: 'Pesanan POS — Warung Sari' }],
      enabled_payments: ['credit_card'],
      callbacks: { finish: request.returnUrl },
      expiry: { start_time: '2026-11-26 14:00:00 +0700', unit: 'minute', duration: 15 },
    });
  });

  it('is PENDING before the payer picks a method (404), then PAID after paying on the page', async () => {
    const request = paymentRequest('CARD', 87_500);
    const payment = await gateway.createPayment(request);
    const ask = { reference: request.reference, providerRef: payment.providerRef, method: 'CARD' as const };
    await expect(gateway.paymentStatus(ask)).resolves.toEqual({
      status: 'PENDING',
      amount: 0,
      currency: 'IDR',
      providerRef: payment.providerRef,
    });

    const paid = await fetch(payment.payUrl ?? '', { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(request.returnUrl);
    const delivered = fake.notifications.at(-1);
    expect(delivered?.sentTo).toBe(request.notificationUrl);
    expect(delivered?.body.payment_type).toBe('credit_card');
    expect(receiver.events.at(-1)).toEqual({
      eventId: `${delivered?.body.transaction_id}:settlement`,
      reference: request.reference,
      providerRef: delivered?.body.transaction_id,
      status: 'PAID',
      amount: 87_500,
      currency: 'IDR',
    });
    await expect(gateway.paymentStatus(ask)).resolves.toMatchObject({ status: 'PAID', amount: 87_500 });
  });
});

describe('a QRIS through the Core API charge', () => {
  it('charges a QRIS for the exact amount and answers its valid QR string and transaction id', async () => {
    const request = paymentRequest('QRIS', 275_000);
    const payment = await gateway.createPayment(request);
    expect(payment.payUrl).toBeNull();
    expect(payment.providerRef).toMatch(/^[0-9a-f-]{36}$/);
    const qr = payment.qrString ?? '';
    expect(isValidQrisCrc(qr)).toBe(true);
    const tags = parseTlv(qr);
    expect(tags.find((tag) => tag.id === '01')?.value).toBe('12');
    expect(tags.find((tag) => tag.id === '54')?.value).toBe('275000');

    const seen = lastRequestTo('/v2/charge');
    expect(seen.headers['x-override-notification']).toBe(request.notificationUrl);
    expect(seen.headers.authorization).toBe(`Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`);
    expect(seen.body).toEqual({
      payment_type: 'qris',
      transaction_details: { order_id: request.reference, gross_amount: 275_000 },
      item_details: [{ price: 275_000, quantity: 1, name: 'Pesanan POS — Warung Sari' }],
      custom_expiry: { order_time: '2026-11-26 14:00:00 +0700', expiry_duration: 15, unit: 'minute' },
    });
  });

  it('is PENDING right after the charge, PAID once the fake settles it, and the notification verifies', async () => {
    const request = paymentRequest('QRIS', 42_000);
    const payment = await gateway.createPayment(request);
    const ask = { reference: request.reference, providerRef: payment.providerRef, method: 'QRIS' as const };
    await expect(gateway.paymentStatus(ask)).resolves.toEqual({
      status: 'PENDING',
      amount: 42_000,
      currency: 'IDR',
      providerRef: payment.providerRef,
    });

    await fake.emit({ orderId: request.reference, transactionStatus: 'settlement' });
    expect(fake.notifications.at(-1)).toMatchObject({ sentTo: request.notificationUrl, answeredWith: 200 });
    expect(receiver.events.at(-1)).toEqual({
      eventId: `${payment.providerRef}:settlement`,
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
  });

  it('can be paid by hand on the fake page, and an expired one reads EXPIRED', async () => {
    const request = paymentRequest('QRIS', 10_000);
    await gateway.createPayment(request);
    const page = await fetch(`${fake.url}/__fake/qris/${request.reference}`);
    expect(await page.text()).toContain('>Bayar</button>');
    const paid = await fetch(`${fake.url}/__fake/qris/${request.reference}`, { method: 'POST' });
    expect(await paid.text()).toBe('Pembayaran berhasil');
    expect(receiver.events.at(-1)).toMatchObject({ reference: request.reference, status: 'PAID' });

    const expiring = paymentRequest('QRIS', 10_000);
    const payment = await gateway.createPayment(expiring);
    await fake.emit({ orderId: expiring.reference, transactionStatus: 'expire' });
    expect(receiver.events.at(-1)).toMatchObject({ reference: expiring.reference, status: 'EXPIRED' });
    await expect(
      gateway.paymentStatus({
        reference: expiring.reference,
        providerRef: payment.providerRef,
        method: 'QRIS',
      }),
    ).resolves.toMatchObject({ status: 'EXPIRED' });
  });

  it("fails on the body's status_code even when the HTTP status is 200 (a second charge for the order)", async () => {
    const request = paymentRequest('QRIS');
    await gateway.createPayment(request);
    await expect(gateway.createPayment(request)).rejects.toThrow(/^Midtrans charge answered 406: /);
  });

  it('fails with an error naming Midtrans and the status, never the key, when the key is wrong', async () => {
    const wrongKey = 'SB-Mid-server-WRONGKEY';
    const other = createMidtransGateway({ baseUrl: fake.url, snapBaseUrl: fake.url, serverKey: wrongKey });
    for (const method of ['QRIS', 'CARD'] as const) {
      const error: unknown = await other
        .createPayment(paymentRequest(method))
        .catch((reason: unknown) => reason);
      const message = error instanceof Error ? error.message : '';
      expect(message).toMatch(
        method === 'QRIS' ? /^Midtrans charge answered 401/ : /^Midtrans Snap answered 401/,
      );
      expect(message).not.toContain(wrongKey);
    }
  });

  it('refuses a non-integer amount before calling Midtrans, and says it offers QRIS', async () => {
    const before = fake.requests.length;
    await expect(gateway.createPayment(paymentRequest('QRIS', 1500.5))).rejects.toThrow(
      'whole, positive rupiah',
    );
    expect(fake.requests.length).toBe(before);
    expect(gateway.supportsQris).toBe(true);
  });
});
