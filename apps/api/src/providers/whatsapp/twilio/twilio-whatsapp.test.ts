import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppSendError, type WhatsAppProvider } from '../whatsapp-provider';
import { startWhatsAppWebhookReceiver, type WhatsAppWebhookReceiver } from '../whatsapp-webhook-receiver';
import { startTwilioFake, type TwilioFake } from './twilio-fake';
import { createTwilioWhatsAppProvider } from './twilio-whatsapp';

/* The Twilio adapter against the local Messages API: sends, refusals, and signed callbacks. */

const accountSid = 'AC0123456789abcdef0123456789abcdef';
const authToken = 'twilio-auth-token';
const contentSid = 'HX0123456789abcdef0123456789abcdef';
let fake: TwilioFake;
let receiver: WhatsAppWebhookReceiver;
let provider: WhatsAppProvider;

function twilioProvider(
  overrides: { authToken?: string; apiUrl?: string; from?: string; callbackPath?: string } = {},
) {
  return createTwilioWhatsAppProvider({
    provider: 'twilio',
    apiUrl: overrides.apiUrl ?? fake.url,
    accountSid,
    authToken: overrides.authToken ?? authToken,
    from: overrides.from ?? '6281100000000',
    statusCallbackUrl: `${receiver.url}${overrides.callbackPath ?? '/api/v1/webhooks/whatsapp/twilio'}`,
  });
}

beforeAll(async () => {
  receiver = await startWhatsAppWebhookReceiver((request) => provider.verifyWebhook(request));
  fake = await startTwilioFake({
    accountSid,
    authToken,
    inboundUrl: `${receiver.url}/api/v1/webhooks/whatsapp/twilio/inbound`,
    approvedContentSids: [contentSid],
  });
  provider = twilioProvider();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

async function sendError(sending: Promise<unknown>): Promise<WhatsAppSendError> {
  const error: unknown = await sending.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof WhatsAppSendError))
    throw new Error(`expected a WhatsAppSendError, got ${String(error)}`);
  return error;
}

const template = {
  to: '6281234567890',
  template: contentSid,
  language: 'id',
  bodyParameters: ['Budi', '20%'],
};

describe('sends', () => {
  it('posts a form with Basic auth, whatsapp:+ on both sides and the status callback', async () => {
    fake.openWindow('6281234567890');
    const { messageId } = await provider.sendText({ to: '6281234567890', body: 'Pesanan Anda siap' });
    expect(messageId).toMatch(/^SM[0-9a-f]{32}$/);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: 'whatsapp:+6281234567890',
      From: 'whatsapp:+6281100000000',
      Body: 'Pesanan Anda siap',
      StatusCallback: `${receiver.url}/api/v1/webhooks/whatsapp/twilio`,
    });
  });

  it('sends a template by its Content SID with numbered ContentVariables, no Body', async () => {
    const { messageId } = await provider.sendTemplate(template);
    expect(fake.sent.at(-1)).toMatchObject({
      sid: messageId,
      body: null,
      contentSid,
      contentVariables: { '1': 'Budi', '2': '20%' },
    });
  });

  it('sends from a Messaging Service when `from` is its SID', async () => {
    const service = 'MG0123456789abcdef0123456789abcdef';
    await twilioProvider({ from: service }).sendTemplate(template);
    expect(fake.sent.at(-1)?.params).toMatchObject({ MessagingServiceSid: service });
    expect(fake.sent.at(-1)?.params.From).toBeUndefined();
  });

  it('refuses locally: a template name instead of a Content SID, a Body over 1600 characters', async () => {
    const sendsBefore = fake.requests.length;
    const named = await sendError(provider.sendTemplate({ ...template, template: 'promo_bulanan' }));
    const long = await sendError(provider.sendText({ to: '6281234567890', body: 'x'.repeat(1601) }));
    expect([named, long].map((error) => [error.failure, error.retryable])).toEqual([
      ['invalid_message', false],
      ['invalid_message', false],
    ]);
    expect(fake.requests.length).toBe(sendsBefore);
  });
});

describe('refusals, retryable or not', () => {
  it('429 (with its Retry-After) and 5xx are retryable; 400 and a wrong token are not', async () => {
    fake.failNext(1, 429, { retryAfterSeconds: 2 });
    fake.failNext(1, 500);
    fake.failNext(1, 400, { code: 21211 });
    const errors = [
      await sendError(provider.sendTemplate(template)),
      await sendError(provider.sendTemplate(template)),
      await sendError(provider.sendTemplate(template)),
      await sendError(twilioProvider({ authToken: 'stolen' }).sendTemplate(template)),
    ];
    expect(
      errors.map((error) => [error.status, error.providerCode, error.retryable, error.retryAfterMs]),
    ).toEqual([
      [429, 20429, true, 2000],
      [500, 20500, true, null],
      [400, 21211, false, null],
      [401, 20003, false, null],
    ]);
    await expect(provider.sendTemplate(template)).resolves.toBeDefined();
  });

  it("past the fake's rate per second: 429, retryable", async () => {
    const limited = await startTwilioFake({ accountSid, authToken, ratePerSecond: 1 });
    try {
      const client = twilioProvider({ apiUrl: limited.url });
      await client.sendTemplate(template);
      const error = await sendError(client.sendTemplate(template));
      expect([error.status, error.failure, error.retryable]).toEqual([429, 'rate_limited', true]);
    } finally {
      await limited.close();
    }
  });

  it('the fake refuses an unknown Content SID and a To without whatsapp: as Twilio does', async () => {
    const unknown = await sendError(
      provider.sendTemplate({ ...template, template: 'HXffffffffffffffffffffffffffffffff' }),
    );
    expect([unknown.status, unknown.providerCode]).toEqual([400, 21655]);
    const sms = await fetch(`${fake.url}${fake.messagesPath}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: '+6281234567890',
        From: 'whatsapp:+6281100000000',
        Body: 'x',
      }).toString(),
    });
    expect(sms.status).toBe(400);
    expect(await sms.json()).toMatchObject({ code: 21910 });
  });
});

describe("the fake's signed callbacks, verified by the adapter", () => {
  it('sent → delivered → read, signed over the exact StatusCallback URL', async () => {
    const { messageId } = await provider.sendTemplate(template);
    await fake.progress(messageId, 'read');
    const statuses = receiver.events.flatMap((event) =>
      event.kind === 'status' && event.messageId === messageId ? [event.status] : [],
    );
    expect(statuses).toEqual(['sent', 'delivered', 'read']);
    expect(fake.deliveries.at(-1)?.sentTo).toBe(`${receiver.url}/api/v1/webhooks/whatsapp/twilio`);
  });

  it('a Body to a contact who has not written in 24 hours: 201, then failed with 63016', async () => {
    const { messageId } = await provider.sendText({ to: '6289999999999', body: 'Halo' });
    await fake.settled();
    expect(receiver.events.at(-1)).toMatchObject({
      kind: 'status',
      messageId,
      status: 'failed',
      errorCode: 63016,
    });
  });

  it("an incoming 'STOP', and a tampered callback refused", async () => {
    await fake.emitInbound('6281234567890', 'STOP');
    expect(receiver.events.at(-1)).toMatchObject({ kind: 'inbound', from: '6281234567890', text: 'STOP' });
    const forged = await fake.emitInbound('6281234567890', 'halo', (signed) => ({
      ...signed,
      body: signed.body.replace('halo', 'STOP'),
    }));
    expect(forged.answeredStatus).toBe(401);
  });

  it('a callback Twilio signed without the port still verifies', async () => {
    const portless = await startTwilioFake({
      accountSid,
      authToken,
      statusFlow: 'delivered',
      signedUrl: (posted) => posted.replace(/:\d+\//, '/'),
    });
    try {
      const { messageId } = await twilioProvider({ apiUrl: portless.url }).sendTemplate(template);
      await portless.settled();
      expect(portless.deliveries.map((delivery) => delivery.answeredStatus)).toEqual([200, 200]);
      expect(
        receiver.events.filter((event) => event.kind === 'status' && event.messageId === messageId),
      ).toHaveLength(2);
    } finally {
      await portless.close();
    }
  });
});
