import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WhatsAppWebhookRefused, type WhatsAppWebhookRequest } from '../whatsapp-provider';
import { createMetaWhatsAppProvider } from './meta-whatsapp';
import { metaSignatureHeader } from './meta-wire';

/* Meta's webhook: X-Hub-Signature-256 on the raw body, the GET handshake, and the events. */

const appSecret = 'meta-app-secret';
const provider = createMetaWhatsAppProvider({
  provider: 'meta',
  graphUrl: 'http://unused.test',
  apiVersion: 'v26.0',
  phoneNumberId: '1098765',
  accessToken: 'EAAG-token',
  appSecret,
  verifyToken: 'meja-verify-token',
});

function change(value: Record<string, unknown>, phoneNumberId = '1098765') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '2004006',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '6281100000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** Signed independently of the adapter's helper: hex HMAC-SHA256 with the app secret. */
function signed(payload: unknown, secret = appSecret): WhatsAppWebhookRequest {
  const body = JSON.stringify(payload);
  const hex = createHmac('sha256', secret).update(body).digest('hex');
  return {
    rawBody: Buffer.from(body),
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${hex}` },
    url: 'https://meja.test/api/v1/webhooks/whatsapp/meta',
  };
}

const delivered = change({
  statuses: [{ id: 'wamid.A', status: 'delivered', timestamp: '1749416383', recipient_id: '6281234567890' }],
});

async function refusal(request: WhatsAppWebhookRequest) {
  const error: unknown = await provider.verifyWebhook(request).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WhatsAppWebhookRefused);
  return error instanceof WhatsAppWebhookRefused ? error.status : null;
}

describe('the X-Hub-Signature-256 signature', () => {
  it("matches the published vector (HMAC-SHA256 of 'test' with 'secret')", () => {
    expect(metaSignatureHeader('test', 'secret')).toBe(
      'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914',
    );
  });

  it('accepts a correctly signed webhook, the hex in either case', async () => {
    expect(await provider.verifyWebhook(signed(delivered))).toHaveLength(1);
    const upper = signed(delivered);
    const header = upper.headers['x-hub-signature-256'] ?? '';
    const shouting = { ...upper, headers: { ...upper.headers, 'x-hub-signature-256': header.toUpperCase() } };
    expect(await provider.verifyWebhook(shouting)).toHaveLength(1);
  });

  it('refuses the forged set: bad signature, altered body, wrong secret, missing header, wrong content type', async () => {
    const good = signed(delivered);
    const forged: [string, WhatsAppWebhookRequest, number][] = [
      [
        'bad signature',
        { ...good, headers: { ...good.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` } },
        401,
      ],
      [
        'signature without its prefix',
        {
          ...good,
          headers: {
            ...good.headers,
            'x-hub-signature-256': (good.headers['x-hub-signature-256'] ?? '').slice(7),
          },
        },
        401,
      ],
      [
        'altered body',
        { ...good, rawBody: Buffer.from(good.rawBody.toString().replace('delivered', 'read')) },
        401,
      ],
      ['wrong secret', signed(delivered, 'another-app-secret'), 401],
      ['missing header', { ...good, headers: { 'content-type': 'application/json' } }, 401],
      ['wrong content type', { ...good, headers: { ...good.headers, 'content-type': 'text/plain' } }, 415],
    ];
    const statuses = await Promise.all(forged.map(([, request]) => refusal(request)));
    expect(statuses).toEqual(forged.map(([, , status]) => status));
  });

  it('refuses everything when no app secret is configured (an empty key would let anyone sign)', async () => {
    const unsigned = createMetaWhatsAppProvider({
      provider: 'meta',
      graphUrl: 'http://unused.test',
      apiVersion: 'v26.0',
      phoneNumberId: '1098765',
      accessToken: 't',
      appSecret: '',
      verifyToken: '',
    });
    await expect(unsigned.verifyWebhook(signed(delivered, ''))).rejects.toMatchObject({ status: 401 });
  });

  it('answers 400 for a signed body that is not a WhatsApp webhook', async () => {
    const notJson: WhatsAppWebhookRequest = {
      ...signed(null),
      rawBody: Buffer.from('{"object":'),
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': metaSignatureHeader('{"object":', appSecret),
      },
    };
    expect(await refusal(notJson)).toBe(400);
    expect(await refusal(signed({ object: 'page', entry: [] }))).toBe(400);
    expect(await refusal(signed(change({ statuses: [{ id: 'wamid.A', status: 'sent' }] })))).toBe(400);
  });
});

describe('the events of a webhook', () => {
  it('turns statuses into events, failed with its error code', async () => {
    const events = await provider.verifyWebhook(
      signed(
        change({
          statuses: [
            { id: 'wamid.A', status: 'sent', timestamp: '1749416383', recipient_id: '6281234567890' },
            {
              id: 'wamid.B',
              status: 'failed',
              timestamp: '1749416390',
              recipient_id: '6281234567890',
              errors: [{ code: 131047, title: 'Re-engagement message' }],
            },
            { id: 'wamid.C', status: 'played', timestamp: '1749416391', recipient_id: '6281234567890' },
          ],
        }),
      ),
    );
    expect(events).toEqual([
      { kind: 'status', messageId: 'wamid.A', status: 'sent', at: new Date(1749416383_000) },
      {
        kind: 'status',
        messageId: 'wamid.B',
        status: 'failed',
        at: new Date(1749416390_000),
        errorCode: 131047,
      },
    ]);
  });

  it("says 'delivered' before a 'read', since Meta implies it without sending it", async () => {
    const events = await provider.verifyWebhook(
      signed(
        change({
          statuses: [
            { id: 'wamid.R', status: 'read', timestamp: '1749416400', recipient_id: '6281234567890' },
          ],
        }),
      ),
    );
    expect(events.map((event) => (event.kind === 'status' ? event.status : event.kind))).toEqual([
      'delivered',
      'read',
    ]);
  });

  it("turns inbound messages into events: text, a template's quick-reply button", async () => {
    const events = await provider.verifyWebhook(
      signed(
        change({
          contacts: [{ profile: { name: 'Budi' }, wa_id: '6281234567890' }],
          messages: [
            {
              from: '6281234567890',
              id: 'wamid.IN1',
              timestamp: '1749416500',
              type: 'text',
              text: { body: 'STOP' },
            },
            {
              from: '6281234567891',
              id: 'wamid.IN2',
              timestamp: '1749416501',
              type: 'button',
              button: { payload: 'stop', text: 'Berhenti' },
            },
            {
              from: '6281234567892',
              id: 'wamid.IN3',
              timestamp: '1749416502',
              type: 'image',
              image: { id: 'm1' },
            },
          ],
        }),
      ),
    );
    expect(events).toEqual([
      {
        kind: 'inbound',
        from: '6281234567890',
        text: 'STOP',
        at: new Date(1749416500_000),
        messageId: 'wamid.IN1',
      },
      {
        kind: 'inbound',
        from: '6281234567891',
        text: 'Berhenti',
        at: new Date(1749416501_000),
        messageId: 'wamid.IN2',
      },
      {
        kind: 'inbound',
        from: '6281234567892',
        text: '',
        at: new Date(1749416502_000),
        messageId: 'wamid.IN3',
      },
    ]);
  });

  it("leaves out another number's changes and other fields (one app secret signs every number)", async () => {
    const otherNumber = change(
      {
        messages: [{ from: '6281234567890', id: 'w', timestamp: '1', type: 'text', text: { body: 'STOP' } }],
      },
      '555',
    );
    expect(await provider.verifyWebhook(signed(otherNumber))).toEqual([]);
    const templateUpdate = {
      object: 'whatsapp_business_account',
      entry: [
        { id: '1', changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED' } }] },
      ],
    };
    expect(await provider.verifyWebhook(signed(templateUpdate))).toEqual([]);
  });
});

describe('the GET subscription handshake', () => {
  const query = {
    'hub.mode': 'subscribe',
    'hub.verify_token': 'meja-verify-token',
    'hub.challenge': '1158201444',
  };

  it('answers the challenge when the mode is subscribe and the verify token matches', () => {
    expect(provider.handshake?.(query)).toBe('1158201444');
  });

  it('refuses with 403 a wrong or missing token, another mode, or no challenge', () => {
    const refused = [
      { ...query, 'hub.verify_token': 'guess' },
      { 'hub.mode': 'subscribe', 'hub.challenge': '1' },
      { ...query, 'hub.mode': 'unsubscribe' },
      { ...query, 'hub.challenge': '' },
    ];
    const statuses = refused.map((wrong) => {
      try {
        provider.handshake?.(wrong);
        return 200;
      } catch (error) {
        return error instanceof WhatsAppWebhookRefused ? error.status : 500;
      }
    });
    expect(statuses).toEqual([403, 403, 403, 403]);
  });
});
