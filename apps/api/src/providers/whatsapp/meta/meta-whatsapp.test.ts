import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WhatsAppSendError, type WhatsAppProvider } from '../whatsapp-provider';
import { startWhatsAppWebhookReceiver, type WhatsAppWebhookReceiver } from '../whatsapp-webhook-receiver';
import { startMetaFake, type MetaFake } from './meta-fake';
import { createMetaWhatsAppProvider } from './meta-whatsapp';

/* The Meta adapter against the local Cloud API: sends, refusals, and the fake's signed webhooks. */

const accessToken = 'EAAG-meta-token';
const appSecret = 'meta-app-secret';
let fake: MetaFake;
let receiver: WhatsAppWebhookReceiver;
let provider: WhatsAppProvider;

function metaProvider(overrides: { accessToken?: string; graphUrl?: string; fetch?: typeof fetch } = {}) {
  return createMetaWhatsAppProvider(
    {
      provider: 'meta',
      graphUrl: overrides.graphUrl ?? fake.url,
      apiVersion: 'v26.0',
      phoneNumberId: fake.phoneNumberId,
      accessToken: overrides.accessToken ?? accessToken,
      appSecret,
      verifyToken: 'verify',
    },
    overrides.fetch ? { fetch: overrides.fetch, timeoutMs: 200 } : { timeoutMs: 2000 },
  );
}

beforeAll(async () => {
  receiver = await startWhatsAppWebhookReceiver((request) => provider.verifyWebhook(request));
  fake = await startMetaFake({
    accessToken,
    appSecret,
    webhookUrl: `${receiver.url}/api/v1/webhooks/whatsapp/meta`,
    approvedTemplates: ['promo_bulanan'],
  });
  provider = metaProvider();
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
  template: 'promo_bulanan',
  language: 'id',
  bodyParameters: ['Budi', '20%'],
};

describe('sends', () => {
  it('posts a text with the bearer token and answers the wamid', async () => {
    fake.openWindow('6281234567890');
    const { messageId } = await provider.sendText({ to: '6281234567890', body: 'Pesanan Anda siap 🍜' });
    expect(messageId).toMatch(/^wamid\./);
    const request = fake.requests.at(-1);
    expect(request?.path).toBe(`/v26.0/${fake.phoneNumberId}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '6281234567890',
      type: 'text',
      text: { preview_url: false, body: 'Pesanan Anda siap 🍜' },
    });
  });

  it('posts a template with its language and body parameters as components', async () => {
    const { messageId } = await provider.sendTemplate(template);
    expect(fake.sent.at(-1)).toMatchObject({
      messageId,
      to: '6281234567890',
      body: {
        type: 'template',
        template: {
          name: 'promo_bulanan',
          language: { policy: 'deterministic', code: 'id' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Budi' },
                { type: 'text', text: '20%' },
              ],
            },
          ],
        },
      },
    });
  });

  it('refuses locally, not retryable: a number with a plus or a leading 0, an empty or too long text', async () => {
    const sendsBefore = fake.requests.length;
    const refused = [
      provider.sendText({ to: '+6281234567890', body: 'x' }),
      provider.sendText({ to: '081234567890', body: 'x' }),
      provider.sendText({ to: '6281234567890', body: '   ' }),
      provider.sendText({ to: '6281234567890', body: 'x'.repeat(4097) }),
    ];
    for (const sending of refused) {
      expect(await sendError(sending)).toMatchObject({ failure: 'invalid_message', retryable: false });
    }
    // 4096 emoji are 4096 characters, though 8192 UTF-16 units.
    await expect(provider.sendText({ to: '6281234567890', body: '🍜'.repeat(4096) })).resolves.toBeDefined();
    expect(fake.requests.length).toBe(sendsBefore + 1);
  });
});

describe('refusals, retryable or not', () => {
  it('429 and 5xx are retryable; so is 130429 though Meta answers it with 400', async () => {
    fake.failNext(1, 429);
    fake.failNext(1, 503);
    fake.failNext(1, 400, { code: 130429 });
    const errors = [
      await sendError(provider.sendTemplate(template)),
      await sendError(provider.sendTemplate(template)),
      await sendError(provider.sendTemplate(template)),
    ];
    expect(errors.map((error) => [error.status, error.providerCode, error.failure, error.retryable])).toEqual(
      [
        [429, 130429, 'rate_limited', true],
        [503, 131000, 'unavailable', true],
        [400, 130429, 'rate_limited', true],
      ],
    );
    await expect(provider.sendTemplate(template)).resolves.toBeDefined();
  });

  it('131047 (re-engagement), an unknown template and a wrong token are not retryable', async () => {
    fake.failNext(1, 400, { code: 131047 });
    const reEngagement = await sendError(provider.sendTemplate(template));
    const unknownTemplate = await sendError(provider.sendTemplate({ ...template, template: 'not_approved' }));
    const wrongToken = await sendError(metaProvider({ accessToken: 'stolen' }).sendTemplate(template));
    expect(
      [reEngagement, unknownTemplate, wrongToken].map((error) => [
        error.status,
        error.providerCode,
        error.retryable,
      ]),
    ).toEqual([
      [400, 131047, false],
      [404, 132001, false],
      [401, 190, false],
    ]);
  });

  it("past the fake's rate per second: 429, retryable, with Retry-After", async () => {
    const limited = await startMetaFake({ accessToken, appSecret, ratePerSecond: 2 });
    try {
      const client = metaProvider({ graphUrl: limited.url });
      await client.sendTemplate(template);
      await client.sendTemplate(template);
      const error = await sendError(client.sendTemplate(template));
      expect([error.status, error.retryable, error.retryAfterMs]).toEqual([429, true, 1000]);
    } finally {
      await limited.close();
    }
  });

  it("reads the wait from the Graph API's X-Business-Use-Case-Usage header", async () => {
    const usage = JSON.stringify({ '2004006': [{ type: 'whatsapp', estimated_time_to_regain_access: 3 }] });
    const client = metaProvider({
      fetch: async () =>
        new Response(JSON.stringify({ error: { code: 80007, message: '(#80007) Rate limit issues' } }), {
          status: 400,
          headers: { 'x-business-use-case-usage': usage },
        }),
    });
    const error = await sendError(client.sendTemplate(template));
    expect([error.failure, error.retryAfterMs]).toEqual(['rate_limited', 180_000]);
  });

  it('a closed port and a timeout are retryable, with no HTTP status', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 9));
      });
    });
    const unreachable = await sendError(
      metaProvider({ graphUrl: `http://127.0.0.1:${closed}` }).sendTemplate(template),
    );
    const silent = metaProvider({
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    const timedOut = await sendError(silent.sendTemplate(template));
    expect([unreachable, timedOut].map((error) => [error.status, error.failure, error.retryable])).toEqual([
      [null, 'unavailable', true],
      [null, 'unavailable', true],
    ]);
    expect(timedOut.message).toMatch(/no answer in time/);
  });
});

describe("the fake's signed webhooks, verified by the adapter", () => {
  it('sent → delivered → read for a template', async () => {
    const { messageId } = await provider.sendTemplate(template);
    await fake.progress(messageId, 'read');
    const statuses = receiver.events.flatMap((event) =>
      event.kind === 'status' && event.messageId === messageId ? [event.status] : [],
    );
    expect(statuses).toEqual(['sent', 'delivered', 'delivered', 'read']);
    expect(fake.deliveries.at(-1)?.answeredStatus).toBe(200);
  });

  it("a status names the number that sent the message (another number of the app: not this provider's)", async () => {
    const other = createMetaWhatsAppProvider({
      provider: 'meta',
      graphUrl: fake.url,
      apiVersion: 'v26.0',
      phoneNumberId: '555000',
      accessToken,
      appSecret,
      verifyToken: 'verify',
    });
    const { messageId } = await other.sendTemplate(template);
    const delivery = await fake.emitStatus(messageId, 'delivered');
    expect(delivery.body).toContain('"phone_number_id":"555000"');
    expect(
      await other.verifyWebhook({
        rawBody: Buffer.from(delivery.body),
        headers: delivery.headers,
        url: delivery.sentTo,
      }),
    ).toHaveLength(1);
    // The receiver verifies as the fake's own number: another number's change gives it no event.
    expect(receiver.events.some((event) => event.messageId === messageId)).toBe(false);
  });

  it('a text to a contact who has not written in 24 hours: 200, then failed with 131047', async () => {
    const { messageId } = await provider.sendText({ to: '6289999999999', body: 'Halo' });
    await fake.settled();
    expect(receiver.events.at(-1)).toMatchObject({
      kind: 'status',
      messageId,
      status: 'failed',
      errorCode: 131047,
    });
  });

  it("an inbound 'STOP', and a tampered webhook refused", async () => {
    await fake.emitInbound('6281234567890', 'STOP');
    expect(receiver.events.at(-1)).toMatchObject({ kind: 'inbound', from: '6281234567890', text: 'STOP' });
    const forged = await fake.emitInbound('6281234567890', 'halo', (signed) => ({
      ...signed,
      body: signed.body.replace('halo', 'STOP'),
    }));
    expect(forged.answeredStatus).toBe(401);
    expect(receiver.refusals.at(-1)?.status).toBe(401);
  });

  it("with statusFlow 'read', every accepted send goes to read by itself", async () => {
    const flowing = await startMetaFake({
      accessToken,
      appSecret,
      webhookUrl: `${receiver.url}/flow`,
      statusFlow: 'read',
    });
    try {
      const { messageId } = await metaProvider({ graphUrl: flowing.url }).sendTemplate(template);
      await flowing.settled();
      expect(flowing.deliveries.map((delivery) => delivery.answeredStatus)).toEqual([200, 200, 200]);
      expect(
        receiver.events.filter((event) => event.kind === 'status' && event.messageId === messageId),
      ).toHaveLength(4);
    } finally {
      await flowing.close();
    }
  });
});
