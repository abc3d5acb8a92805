import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookRefused, type GatewayEvent, type PaymentGateway, type WebhookRequest } from '../gateway';
import { startXenditFake, type XenditFake } from './xendit-fake';
import { createXenditGateway } from './xendit-gateway';
import { basicAuthorization } from './xendit-invoice';

const secretKey = 'xnd_development_TESTKEY';
const callbackToken = 'cb-token-0123456789abcdef';

/** Stands in for Meja's webhook route: hands the raw bytes to the gateway, answers its verdict. */
async function startReceiver(gateway: () => PaymentGateway) {
  const events: GatewayEvent[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      gateway()
        .verifyWebhook({ rawBody: Buffer.concat(chunks), headers })
        .then((event) => {
          events.push(event);
          response.writeHead(200).end('OK');
        })
        .catch((error: unknown) => {
          response.writeHead(error instanceof WebhookRefused ? error.status : 500).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/v1/webhooks/xendit`,
    events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: XenditFake;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let gateway: PaymentGateway;

beforeAll(async () => {
  receiver = await startReceiver(() => gateway);
  fake = await startXenditFake({ secretKey, callbackToken, webhookUrl: receiver.url });
  gateway = createXenditGateway({ baseUrl: fake.url, secretKey, callbackToken });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

const checkout = (id: string, amount = 149_000) => ({
  invoice: {
    id,
    number: 'INV-2026-0001',
    description: 'Meja Pro (1 bulan)',
    dueAt: new Date('2026-12-01T00:00:00Z'),
    tenantSlug: 'warung-sari',
    tenantName: 'Warung Sari',
  },
  amount: { amount, currency: 'IDR' } satisfies { amount: number; currency: 'IDR' },
  invoicePageUrl: `https://meja.test/invoices/${id}?token=t0k3n`,
});

/** The canonical invoice callback of integrations.md §3.2, for Meja's invoice `inv_42`. */
const paidCallback = {
  id: '579c8d61f23fa4ca35e52da4',
  external_id: 'inv_42',
  user_id: '5781d19b2e2385880609791c',
  is_high: true,
  payment_method: 'BANK_TRANSFER',
  status: 'PAID',
  merchant_name: 'Xendit',
  amount: 50000,
  paid_amount: 50000,
  bank_code: 'PERMATA',
  paid_at: '2016-10-12T08:15:03.404Z',
  payer_email: 'wildan@xendit.co',
  description: 'This is a description',
  adjusted_received_amount: 47500,
  fees_paid_amount: 0,
  updated: '2016-10-10T08:15:03.404Z',
  created: '2016-10-10T08:15:03.404Z',
  currency: 'IDR',
  payment_channel: 'PERMATA',
  payment_destination: '888888888888',
};

function callback(
  body: unknown = paidCallback,
  headers: Record<string, string | undefined> = {},
): WebhookRequest {
  return {
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: { 'content-type': 'application/json', 'x-callback-token': callbackToken, ...headers },
  };
}

async function refusal(request: WebhookRequest) {
  const error: unknown = await gateway.verifyWebhook(request).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WebhookRefused);
  return error instanceof WebhookRefused ? error.status : null;
}

describe('Basic auth', () => {
  it('is the secret key as the username with an empty password', () => {
    // The same construction as integrations.md §10's vector for a server key.
    expect(basicAuthorization('SB-Mid-server-TESTKEY')).toBe('Basic U0ItTWlkLXNlcnZlci1URVNUS0VZOg==');
    expect(basicAuthorization(secretKey)).toBe(`Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`);
  });
});

describe('the Xendit gateway against its fake', () => {
  it('opens an invoice and sends the payer to its invoice_url', async () => {
    const session = await gateway.createCheckout(checkout('inv_round_trip'));
    expect(session.providerRef).toMatch(/^[0-9a-f]{24}$/);
    expect(session.paymentUrl).toBe(`${fake.url}/web/${session.providerRef}`);
    const stored = await fetch(`${fake.url}/v2/invoices/${session.providerRef}`, {
      headers: { authorization: basicAuthorization(secretKey) },
    });
    expect(await stored.json()).toMatchObject({
      external_id: 'inv_round_trip',
      amount: 149_000,
      currency: 'IDR',
      description: 'Meja Pro (1 bulan)',
      status: 'PENDING',
      success_redirect_url: 'https://meja.test/invoices/inv_round_trip?token=t0k3n',
      failure_redirect_url: 'https://meja.test/invoices/inv_round_trip?token=t0k3n',
    });
    const page = await fetch(session.paymentUrl);
    expect(await page.text()).toContain('Bayar');
    await expect(gateway.getStatus('inv_round_trip')).resolves.toEqual({
      status: 'PENDING',
      amount: 149_000,
      currency: 'IDR',
      providerRef: session.providerRef,
    });
  });

  it('pay page → callback verified → back to Meja → status PAID', async () => {
    const session = await gateway.createCheckout(checkout('inv_paid', 275_000));
    const page = await (await fetch(session.paymentUrl)).text();
    const action = /<form method="post" action="([^"]+)"><button type="submit">Bayar<\/button>/.exec(
      page,
    )?.[1];
    const paid = await fetch(`${fake.url}${action ?? '/missing-form'}`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('https://meja.test/invoices/inv_paid?token=t0k3n');
    expect(fake.deliveries.at(-1)?.answeredStatus).toBe(200);
    expect(receiver.events.at(-1)).toEqual({
      eventId: `${session.providerRef}:PAID`,
      reference: 'inv_paid',
      providerRef: session.providerRef,
      status: 'PAID',
      amount: 275_000,
      currency: 'IDR',
    });
    await expect(gateway.getStatus('inv_paid')).resolves.toMatchObject({ status: 'PAID', amount: 275_000 });
  });

  it('an expiry emitted by the fake arrives as EXPIRED and the status call agrees', async () => {
    const session = await gateway.createCheckout(checkout('inv_expired'));
    const answer = await fetch(`${fake.url}/__fake/emit/invoice-expired`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invoice: 'inv_expired' }),
    });
    expect(await answer.json()).toEqual({ answeredStatus: 200 });
    expect(receiver.events.at(-1)).toMatchObject({
      eventId: `${session.providerRef}:EXPIRED`,
      status: 'EXPIRED',
      reference: 'inv_expired',
    });
    await expect(gateway.getStatus('inv_expired')).resolves.toMatchObject({ status: 'EXPIRED' });
  });

  it('SETTLED after PAID is a second event that also says PAID', async () => {
    const session = await gateway.createCheckout(checkout('inv_settled'));
    await fake.emit({ invoice: 'inv_settled', status: 'PAID' });
    await fake.emit({ invoice: 'inv_settled', status: 'SETTLED' });
    expect(receiver.events.slice(-2).map((event) => [event.eventId, event.status])).toEqual([
      [`${session.providerRef}:PAID`, 'PAID'],
      [`${session.providerRef}:SETTLED`, 'PAID'],
    ]);
  });

  it('a callback with the wrong token is refused 401 by the receiver', async () => {
    await gateway.createCheckout(checkout('inv_forged'));
    const delivery = await fake.emit({ invoice: 'inv_forged', status: 'PAID', callbackToken: 'guessed' });
    expect(delivery.answeredStatus).toBe(401);
  });

  it('a status call reads the paid invoice when the reference was opened twice', async () => {
    await gateway.createCheckout(checkout('inv_twice'));
    const second = await gateway.createCheckout(checkout('inv_twice'));
    await fake.emit({ invoice: second.providerRef ?? '', status: 'PAID' });
    await gateway.createCheckout(checkout('inv_twice'));
    await expect(gateway.getStatus('inv_twice')).resolves.toMatchObject({
      status: 'PAID',
      providerRef: second.providerRef,
    });
  });

  it('the pay page works with no webhook receiver, and the fake validates an invoice like Xendit', async () => {
    const alone = await startXenditFake({ secretKey, callbackToken });
    try {
      const standalone = createXenditGateway({ baseUrl: alone.url, secretKey, callbackToken });
      const session = await standalone.createCheckout(checkout('inv_alone'));
      const paid = await fetch(`${session.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      await expect(standalone.getStatus('inv_alone')).resolves.toMatchObject({ status: 'PAID' });
      const again = await fetch(`${session.paymentUrl}/pay`, { method: 'POST', redirect: 'manual' });
      expect(again.status).toBe(409);
      const missingExternalId = await fetch(`${alone.url}/v2/invoices`, {
        method: 'POST',
        headers: { authorization: basicAuthorization(secretKey), 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 1000 }),
      });
      expect(missingExternalId.status).toBe(400);
      expect(await missingExternalId.json()).toMatchObject({ error_code: 'API_VALIDATION_ERROR' });
    } finally {
      await alone.close();
    }
  });

  it('throws a plain error naming Xendit and the status, never the key, on a wrong key', async () => {
    const wrong = createXenditGateway({
      baseUrl: fake.url,
      secretKey: 'xnd_development_WRONG',
      callbackToken,
    });
    const failure = wrong.createCheckout(checkout('inv_wrong_key'));
    await expect(failure).rejects.toThrow('Xendit POST /v2/invoices answered 401: INVALID_API_KEY');
    await expect(failure).rejects.not.toThrow(/WRONG/);
  });

  it('throws on an unknown reference and when Xendit cannot be reached', async () => {
    await expect(gateway.getStatus('inv_never_opened')).rejects.toThrow('no invoice with this reference');
    const down = createXenditGateway({ baseUrl: 'http://127.0.0.1:9', secretKey, callbackToken });
    await expect(down.createCheckout(checkout('inv_down'))).rejects.toThrow(
      /^Xendit POST \/v2\/invoices: no answer/,
    );
  });

  it('refuses to be built without its secrets', () => {
    expect(() => createXenditGateway({ baseUrl: fake.url, secretKey, callbackToken: '' })).toThrow(
      /callback token/,
    );
    expect(() => createXenditGateway({ baseUrl: fake.url, secretKey: '', callbackToken })).toThrow(
      /secret key/,
    );
  });
});

describe('the callback verifier', () => {
  it("reads the canonical sample into Meja's event", async () => {
    await expect(gateway.verifyWebhook(callback())).resolves.toEqual({
      eventId: '579c8d61f23fa4ca35e52da4:PAID',
      reference: 'inv_42',
      providerRef: '579c8d61f23fa4ca35e52da4',
      status: 'PAID',
      amount: 50000,
      currency: 'IDR',
    });
  });

  it('maps the statuses and truncates IDR decimals, currency upper case', async () => {
    const expired = {
      ...paidCallback,
      status: 'EXPIRED',
      paid_amount: undefined,
      amount: 4550.5,
      currency: 'idr',
    };
    await expect(gateway.verifyWebhook(callback(expired))).resolves.toMatchObject({
      status: 'EXPIRED',
      amount: 4550,
      currency: 'IDR',
      eventId: '579c8d61f23fa4ca35e52da4:EXPIRED',
    });
    for (const [status, expected] of [
      ['SETTLED', 'PAID'],
      ['PENDING', 'PENDING'],
      ['COMPLETING', 'PENDING'],
      ['REMINDER', 'PENDING'],
    ]) {
      const event = await gateway.verifyWebhook(callback({ ...paidCallback, status }));
      expect([status, event.status]).toEqual([status, expected]);
    }
  });

  it('says the amount received (paid_amount), so an underpayment fails the amount check', async () => {
    const underpaid = { ...paidCallback, amount: 50000, paid_amount: 49000 };
    await expect(gateway.verifyWebhook(callback(underpaid))).resolves.toMatchObject({ amount: 49000 });
  });

  it('refuses a missing, empty, wrong or truncated token with 401', async () => {
    expect(await refusal(callback(paidCallback, { 'x-callback-token': undefined }))).toBe(401);
    expect(await refusal(callback(paidCallback, { 'x-callback-token': '' }))).toBe(401);
    expect(await refusal(callback(paidCallback, { 'x-callback-token': 'cb-token-0123456789abcdeF' }))).toBe(
      401,
    );
    expect(await refusal(callback(paidCallback, { 'x-callback-token': callbackToken.slice(0, -1) }))).toBe(
      401,
    );
    expect(await refusal(callback(paidCallback, { 'x-callback-token': `${callbackToken} ` }))).toBe(401);
  });

  it("refuses another account's token (the wrong key) with 401", async () => {
    const otherAccount = createXenditGateway({
      baseUrl: fake.url,
      secretKey,
      callbackToken: 'other-account-token',
    });
    const error: unknown = await otherAccount.verifyWebhook(callback()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(WebhookRefused);
    expect(error instanceof WebhookRefused && error.status).toBe(401);
  });

  it('checks the token before reading anything else', async () => {
    expect(
      await refusal(callback('not json', { 'content-type': 'text/plain', 'x-callback-token': 'x' })),
    ).toBe(401);
  });

  it('refuses a body that is not JSON as 415 or 400', async () => {
    expect(await refusal(callback(paidCallback, { 'content-type': 'text/plain' }))).toBe(415);
    expect(
      await refusal(callback(paidCallback, { 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBe(415);
    expect(await refusal(callback(paidCallback, { 'content-type': undefined }))).toBe(415);
    expect(await refusal(callback('{"id":"579c8d61f23fa4ca35e52da4",'))).toBe(400);
    await expect(
      gateway.verifyWebhook(callback(paidCallback, { 'content-type': 'application/json; charset=utf-8' })),
    ).resolves.toMatchObject({ status: 'PAID' });
  });

  it('refuses a callback lacking a field Meja needs, or with an unknown status, as 400', async () => {
    for (const field of ['id', 'external_id', 'status', 'amount', 'currency']) {
      const body = Object.fromEntries(Object.entries(paidCallback).filter(([name]) => name !== field));
      expect([field, await refusal(callback(body))]).toEqual([field, 400]);
    }
    expect(await refusal(callback({ ...paidCallback, status: 'REFUNDED' }))).toBe(400);
    expect(await refusal(callback({ ...paidCallback, amount: '50000' }))).toBe(400);
    expect(await refusal(callback([paidCallback]))).toBe(400);
  });

  /*
   * Xendit signs nothing: the token proves who sent the callback, not what it says. A body altered
   * by someone holding the token verifies, so the event must carry the altered amount faithfully for
   * the caller's amount check (and a status call) to refuse it; without the token it is 401.
   */
  it('passes an altered amount through for the amount check, and refuses it without the token', async () => {
    const altered = { ...paidCallback, amount: 5000, paid_amount: 5000 };
    await expect(gateway.verifyWebhook(callback(altered))).resolves.toMatchObject({ amount: 5000 });
    expect(await refusal(callback(altered, { 'x-callback-token': 'guessed' }))).toBe(401);
  });

  it('a forged amount from the fake reaches the receiver, while the status call keeps the real one', async () => {
    await gateway.createCheckout(checkout('inv_altered', 149_000));
    await fake.emit({ invoice: 'inv_altered', status: 'PAID', amount: 1000 });
    expect(receiver.events.at(-1)).toMatchObject({ reference: 'inv_altered', amount: 1000 });
    await expect(gateway.getStatus('inv_altered')).resolves.toMatchObject({
      status: 'PAID',
      amount: 149_000,
    });
  });
});
