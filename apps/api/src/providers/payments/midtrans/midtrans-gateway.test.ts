import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../checkout-provider';
import { WebhookRefused, type GatewayEvent, type PaymentGateway } from '../gateway';
import { startMidtransFake } from './midtrans-fake';
import { createMidtransGateway, MidtransTransactionNotFound } from './midtrans-gateway';
import {
  midtransBasicAuth,
  midtransPaymentStatus,
  midtransSignature,
  parseMidtransGrossAmount,
} from './midtrans-wire';

const serverKey = 'SB-Mid-server-TESTKEY';

/** What the app's webhook route would do with a notification: verify it, answer 200 or the refusal's status. */
async function startReceiver(gateway: () => PaymentGateway) {
  const received: { event?: GatewayEvent; refused?: WebhookRefused }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(',') : value,
        ]),
      );
      gateway()
        .verifyWebhook({ rawBody: Buffer.concat(chunks), headers })
        .then(
          (event) => {
            received.push({ event });
            response.writeHead(200).end('OK');
          },
          (error: unknown) => {
            if (!(error instanceof WebhookRefused)) throw error;
            received.push({ refused: error });
            response.writeHead(error.status).end(error.reason);
          },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/webhooks/midtrans`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: Awaited<ReturnType<typeof startMidtransFake>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let gateway: PaymentGateway;

beforeAll(async () => {
  receiver = await startReceiver(() => gateway);
  fake = await startMidtransFake({ serverKey, webhookUrl: receiver.url });
  gateway = createMidtransGateway({ baseUrl: fake.url, snapBaseUrl: fake.url, serverKey });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

let sequence = 0;
function checkoutRequest(amount = 149000): CheckoutRequest {
  sequence += 1;
  return {
    invoice: {
      id: `inv-${sequence}-0b6f3c1e`,
      number: `INV-2026-${String(sequence).padStart(4, '0')}`,
      description: 'Paket PRO (1 bulan) untuk Warung Sari',
      dueAt: new Date('2026-12-01T00:00:00Z'),
      tenantSlug: 'warung-sari',
      tenantName: 'Warung Sari',
    },
    amount: { amount, currency: 'IDR' },
    invoicePageUrl: `https://meja.test/invoice/inv-${sequence}?token=abc123`,
  };
}

const json = { 'content-type': 'application/json' };

/** A notification as Midtrans sends it, signed with `key` over the fields as given. */
function notification(fields: Record<string, string>, key = serverKey) {
  const body = {
    transaction_time: '2026-11-26 12:00:00',
    transaction_status: 'settlement',
    transaction_id: '1015a919-b03f-450a-bc85-b38202a79a96',
    status_message: 'midtrans payment notification',
    status_code: '200',
    payment_type: 'qris',
    order_id: 'ORD-1001',
    gross_amount: '25000.00',
    fraud_status: 'accept',
    currency: 'IDR',
    ...fields,
  };
  const signature_key = createHash('sha512')
    .update(body.order_id + body.status_code + body.gross_amount + key)
    .digest('hex');
  return { ...body, signature_key };
}

function raw(body: unknown) {
  return Buffer.from(JSON.stringify(body));
}

async function refusal(promise: Promise<unknown>): Promise<number> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WebhookRefused)) throw new Error(`expected a WebhookRefused, got ${String(error)}`);
  return error.status;
}

describe('the Midtrans wire rules, against the published test vectors (integrations.md §10)', () => {
  it('signs with SHA-512 of order_id + status_code + gross_amount + server key', () => {
    expect(
      midtransSignature({
        orderId: '1111',
        statusCode: '200',
        grossAmount: '100000.00',
        serverKey: 'askvnoibnosifnboseofinbofinfgbiufglnbfg',
      }),
    ).toBe(
      'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231',
    );
    expect(
      midtransSignature({ orderId: 'ORD-1001', statusCode: '200', grossAmount: '25000.00', serverKey }),
    ).toBe(
      '4e2a07368777af465bb2c2a8128bf6ef3ac1902b74ae9b97c0a3b445b1f25aa3c5e21909fda72ababa5462f18309841cbb9bb5cfa09822548a06df497aea23cb',
    );
  });

  it('authenticates with the server key as the Basic user and an empty password', () => {
    expect(midtransBasicAuth(serverKey)).toBe('Basic U0ItTWlkLXNlcnZlci1URVNUS0VZOg==');
  });

  it('reads "25000.00" as 25000 rupiah and refuses amounts with sen or signs', () => {
    expect(parseMidtransGrossAmount('25000.00')).toBe(25000);
    expect(parseMidtransGrossAmount('25000')).toBe(25000);
    expect(parseMidtransGrossAmount('25000.50')).toBeNull();
    expect(parseMidtransGrossAmount('-25000.00')).toBeNull();
    expect(parseMidtransGrossAmount('2.5e4')).toBeNull();
    expect(parseMidtransGrossAmount('')).toBeNull();
  });

  it.each([
    ['settlement', undefined, 'PAID'],
    ['settlement', 'accept', 'PAID'],
    ['capture', 'accept', 'PAID'],
    ['capture', 'challenge', 'PENDING'],
    ['capture', 'deny', 'FAILED'],
    ['pending', undefined, 'PENDING'],
    ['authorize', 'accept', 'PENDING'],
    ['deny', 'deny', 'FAILED'],
    ['cancel', undefined, 'FAILED'],
    ['failure', undefined, 'FAILED'],
    ['expire', undefined, 'EXPIRED'],
    ['refund', 'accept', 'REFUNDED'],
    ['partial_refund', 'accept', 'REFUNDED'],
    ['chargeback', 'accept', 'REFUNDED'],
  ] as const)('maps %s (fraud %s) to %s', (transactionStatus, fraudStatus, expected) => {
    expect(midtransPaymentStatus(transactionStatus, fraudStatus)).toBe(expected);
  });
});

describe('verifying a Midtrans notification', () => {
  it('accepts the §10 worked vector and answers the event in Meja terms', async () => {
    const body = {
      transaction_status: 'settlement',
      transaction_id: 'tx-1',
      status_code: '200',
      order_id: 'ORD-1001',
      gross_amount: '25000.00',
      currency: 'idr',
      signature_key:
        '4e2a07368777af465bb2c2a8128bf6ef3ac1902b74ae9b97c0a3b445b1f25aa3c5e21909fda72ababa5462f18309841cbb9bb5cfa09822548a06df497aea23cb',
    };
    await expect(
      gateway.verifyWebhook({
        rawBody: raw(body),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    ).resolves.toEqual({
      eventId: 'tx-1:settlement',
      reference: 'ORD-1001',
      providerRef: 'tx-1',
      status: 'PAID',
      amount: 25000,
      currency: 'IDR',
    });
  });

  it('takes IDR when the notification names no currency', async () => {
    const { currency: _currency, ...body } = notification({});
    const event = await gateway.verifyWebhook({ rawBody: raw(body), headers: json });
    expect(event.currency).toBe('IDR');
  });

  it('refuses a notification whose signature_key is not the server key signature (401)', async () => {
    const bad = { ...notification({}), signature_key: 'ab'.repeat(64) };
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(bad), headers: json }))).toBe(401);
    const short = { ...notification({}), signature_key: 'ab' };
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(short), headers: json }))).toBe(401);
  });

  it('refuses a notification signed with another server key (401)', async () => {
    const body = notification({}, 'SB-Mid-server-OTHERKEY');
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(body), headers: json }))).toBe(401);
  });

  it('refuses a body altered after signing: another order or another amount (401)', async () => {
    const otherOrder = { ...notification({}), order_id: 'ORD-1002' };
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(otherOrder), headers: json }))).toBe(401);
    const otherAmount = { ...notification({}), gross_amount: '2500.00' };
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(otherAmount), headers: json }))).toBe(401);
    const otherStatusCode = {
      ...notification({ transaction_status: 'pending', status_code: '201' }),
      status_code: '200',
    };
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(otherStatusCode), headers: json }))).toBe(401);
  });

  it('refuses a notification without a signature_key (401)', async () => {
    const { signature_key: _signature, ...unsigned } = notification({});
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(unsigned), headers: json }))).toBe(401);
  });

  it('refuses a body that is not JSON (415 without the JSON content type, 400 with it)', async () => {
    const body = raw(notification({}));
    expect(
      await refusal(gateway.verifyWebhook({ rawBody: body, headers: { 'content-type': 'text/plain' } })),
    ).toBe(415);
    expect(await refusal(gateway.verifyWebhook({ rawBody: body, headers: {} }))).toBe(415);
    expect(
      await refusal(
        gateway.verifyWebhook({
          rawBody: body,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    ).toBe(415);
    expect(await refusal(gateway.verifyWebhook({ rawBody: Buffer.from('order_id=1'), headers: json }))).toBe(
      400,
    );
  });

  it('refuses a notification lacking a signed field, a transaction id or a known status (400)', async () => {
    const { order_id: _order, ...noOrder } = notification({});
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(noOrder), headers: json }))).toBe(400);
    const { transaction_id: _id, ...noTransaction } = notification({});
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(noTransaction), headers: json }))).toBe(400);
    const unknownStatus = notification({ transaction_status: 'paid_somehow' });
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(unknownStatus), headers: json }))).toBe(400);
    const numberAmount = { ...notification({}), gross_amount: 25000 };
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(numberAmount), headers: json }))).toBe(400);
  });

  it('refuses a well-signed amount with sen, IDR having none (400)', async () => {
    const withSen = notification({ gross_amount: '25000.50' });
    expect(await refusal(gateway.verifyWebhook({ rawBody: raw(withSen), headers: json }))).toBe(400);
  });
});

describe('the Midtrans adapter against its fake', () => {
  it('creates a Snap checkout, is paid on the fake page, verifies the notification and confirms by status', async () => {
    const request = checkoutRequest(149000);
    const session = await gateway.createCheckout(request);
    expect(session.paymentUrl).toBe(`${fake.url}/snap/v2/vtweb/${session.providerRef}`);
    await expect(gateway.getStatus(request.invoice.id)).rejects.toBeInstanceOf(MidtransTransactionNotFound);

    const page = await fetch(session.paymentUrl);
    expect(await page.text()).toContain('>Bayar</button>');

    const paid = await fetch(session.paymentUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(request.invoicePageUrl.split('?')[0]);
    expect(back.searchParams.get('token')).toBe('abc123');
    expect(back.searchParams.get('transaction_status')).toBe('settlement');

    const delivered = fake.notifications.at(-1);
    expect(delivered?.answeredWith).toBe(200);
    expect(receiver.received.at(-1)?.event).toEqual({
      eventId: `${delivered?.body.transaction_id}:settlement`,
      reference: request.invoice.id,
      providerRef: delivered?.body.transaction_id,
      status: 'PAID',
      amount: 149000,
      currency: 'IDR',
    });
    await expect(gateway.getStatus(request.invoice.id)).resolves.toEqual({
      status: 'PAID',
      amount: 149000,
      currency: 'IDR',
      providerRef: delivered?.body.transaction_id,
    });
  });

  it('delivers what the emit hook sends, and status calls agree with it', async () => {
    const request = checkoutRequest(99000);
    await gateway.createCheckout(request);

    await fake.emit({ orderId: request.invoice.id, transactionStatus: 'capture', fraudStatus: 'challenge' });
    expect(receiver.received.at(-1)?.event?.status).toBe('PENDING');
    expect((await gateway.getStatus(request.invoice.id)).status).toBe('PENDING');

    const hook = await fetch(`${fake.url}/__fake/emit/expire?order_id=${request.invoice.id}`, {
      method: 'POST',
    });
    expect(hook.status).toBe(200);
    expect(receiver.received.at(-1)?.event).toMatchObject({ status: 'EXPIRED', amount: 99000 });
    expect(await gateway.getStatus(request.invoice.id)).toMatchObject({ status: 'EXPIRED', amount: 99000 });
  });

  it('has a notification whose amount was changed after signing refused with 401', async () => {
    const request = checkoutRequest(50000);
    await gateway.createCheckout(request);
    const sent = await fake.emit({
      orderId: request.invoice.id,
      transactionStatus: 'settlement',
      grossAmountAfterSigning: '500.00',
    });
    expect(sent.answeredWith).toBe(401);
    expect(receiver.received.at(-1)?.refused?.status).toBe(401);
  });

  it('fails a checkout with an error naming Midtrans and the status, never the key, when the key is wrong', async () => {
    const wrongKey = 'SB-Mid-server-WRONGKEY';
    const other = createMidtransGateway({ baseUrl: fake.url, snapBaseUrl: fake.url, serverKey: wrongKey });
    const error: unknown = await other.createCheckout(checkoutRequest()).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    const message = error instanceof Error ? error.message : '';
    expect(message).toMatch(/^Midtrans Snap answered 401/);
    expect(message).not.toContain(wrongKey);
    await expect(other.getStatus('inv-1-0b6f3c1e')).rejects.toThrow('Midtrans status answered 401');
  });

  it('fails a second checkout for the same invoice with Snap 400', async () => {
    const request = checkoutRequest();
    await gateway.createCheckout(request);
    await expect(gateway.createCheckout(request)).rejects.toThrow(
      'Midtrans Snap answered 400: transaction_details.order_id has already been taken',
    );
  });

  it('fails with a plain error when Midtrans cannot be reached', async () => {
    const closed = await startMidtransFake({ serverKey });
    await closed.close();
    const offline = createMidtransGateway({ baseUrl: closed.url, snapBaseUrl: closed.url, serverKey });
    await expect(offline.createCheckout(checkoutRequest())).rejects.toThrow('Midtrans Snap unreachable');
    await expect(offline.getStatus('inv-x')).rejects.toThrow('Midtrans status unreachable');
  });

  it('refuses a non-integer amount before calling Snap', async () => {
    await expect(gateway.createCheckout(checkoutRequest(1500.5))).rejects.toThrow('whole, positive rupiah');
  });
});
