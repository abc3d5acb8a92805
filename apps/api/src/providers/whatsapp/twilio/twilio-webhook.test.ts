import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WhatsAppWebhookRefused, type WhatsAppWebhookRequest } from '../whatsapp-provider';
import { twilioSignature, twilioSignedUrls } from './twilio-signature';
import { createTwilioWhatsAppProvider } from './twilio-whatsapp';

/* X-Twilio-Signature: the published vectors, the port rule, the forged set, and the events. */

/**
 * The expected value computed independently (the `twilio` package is not installed): the URL, then
 * each parameter name + value in name order, HMAC-SHA1 with the auth token, base64.
 */
function expectedSignature(token: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', token).update(data).digest('base64');
}

describe('the signature algorithm', () => {
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const call = { CallSid: 'CA1234567890ABCDE', Digits: '1234', To: '+18005551212' };

  it("matches the published vectors (integrations.md §6.3 and Twilio's own snippets)", () => {
    const vectors: [string, string][] = [
      ['+12349013030', '0/KCTR6DLpKmkAf8muzZqo1nDgQ='],
      ['+14158675310', 'GvWf1cFY/Q7PnoempGyD5oXAezc='],
      ['+14158675309', 'RSOYDt4T1cUTdK1PDd93/VVr8B8='],
    ];
    for (const [caller, signature] of vectors) {
      const params = { ...call, Caller: caller, From: caller };
      expect(twilioSignature('12345', url, new URLSearchParams(params))).toBe(signature);
      expect(expectedSignature('12345', url, params)).toBe(signature);
    }
  });

  it('sorts by name whatever the order received, and a repeated name by its distinct values', () => {
    const params = new URLSearchParams('To=whatsapp%3A%2B62811&Body=Halo+kak&From=whatsapp%3A%2B62812');
    expect(twilioSignature('tok', 'https://meja.test/cb', params)).toBe(
      expectedSignature('tok', 'https://meja.test/cb', {
        Body: 'Halo kak',
        From: 'whatsapp:+62812',
        To: 'whatsapp:+62811',
      }),
    );
    const repeated = new URLSearchParams('a=2&b=x&a=1&a=2');
    const data = 'https://meja.test/cb' + 'a1' + 'a2' + 'bx';
    expect(twilioSignature('tok', 'https://meja.test/cb', repeated)).toBe(
      createHmac('sha1', 'tok').update(data).digest('base64'),
    );
  });

  it('covers the URL as given, without its port and with it (the default port written out)', () => {
    expect(twilioSignedUrls('https://meja.test/api/cb?t=1')).toEqual([
      'https://meja.test/api/cb?t=1',
      'https://meja.test:443/api/cb?t=1',
    ]);
    expect(twilioSignedUrls('http://127.0.0.1:3000/api/cb')).toEqual([
      'http://127.0.0.1:3000/api/cb',
      'http://127.0.0.1/api/cb',
    ]);
  });
});

const authToken = 'twilio-auth-token';
const callbackUrl = 'https://meja.test/api/v1/webhooks/whatsapp/twilio?tenant=t_12';
const now = new Date('2026-03-01T03:00:00Z');
const provider = createTwilioWhatsAppProvider(
  {
    provider: 'twilio',
    apiUrl: 'http://unused.test',
    accountSid: 'AC00000000000000000000000000000001',
    authToken,
    from: '6281100000000',
    statusCallbackUrl: callbackUrl,
  },
  { now: () => now },
);

const statusParams = {
  AccountSid: 'AC00000000000000000000000000000001',
  ApiVersion: '2010-04-01',
  ChannelPrefix: 'whatsapp',
  From: 'whatsapp:+6281100000000',
  MessageSid: 'SM0123456789abcdef0123456789abcdef',
  MessageStatus: 'delivered',
  SmsSid: 'SM0123456789abcdef0123456789abcdef',
  SmsStatus: 'delivered',
  To: 'whatsapp:+6281234567890',
};

function signed(
  params: Record<string, string>,
  options: { token?: string; signedUrl?: string; url?: string } = {},
) {
  const url = options.url ?? callbackUrl;
  return {
    rawBody: Buffer.from(new URLSearchParams(params).toString()),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': expectedSignature(options.token ?? authToken, options.signedUrl ?? url, params),
    },
    url,
  } satisfies WhatsAppWebhookRequest;
}

async function refusal(request: WhatsAppWebhookRequest) {
  const error: unknown = await provider.verifyWebhook(request).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WhatsAppWebhookRefused);
  return error instanceof WhatsAppWebhookRefused ? error.status : null;
}

describe('verifying a callback', () => {
  it('accepts a signature over the URL with the port when the app knows it without, and the reverse', async () => {
    const withPort = 'https://meja.test:443/api/v1/webhooks/whatsapp/twilio?tenant=t_12';
    expect(await provider.verifyWebhook(signed(statusParams, { signedUrl: withPort }))).toHaveLength(1);
    const local = 'http://127.0.0.1:3000/api/v1/webhooks/whatsapp/twilio';
    const withoutPort = 'http://127.0.0.1/api/v1/webhooks/whatsapp/twilio';
    expect(
      await provider.verifyWebhook(signed(statusParams, { url: local, signedUrl: withoutPort })),
    ).toHaveLength(1);
  });

  it('refuses the forged set: bad signature, altered body, wrong token, missing header, wrong content type, another URL', async () => {
    const good = signed(statusParams);
    const forged: [string, WhatsAppWebhookRequest, number][] = [
      [
        'bad signature',
        { ...good, headers: { ...good.headers, 'x-twilio-signature': 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' } },
        401,
      ],
      [
        'altered body',
        { ...good, rawBody: Buffer.from(good.rawBody.toString().replace('delivered', 'read')) },
        401,
      ],
      ['a parameter added', { ...good, rawBody: Buffer.from(`${good.rawBody.toString()}&ErrorCode=0`) }, 401],
      ['wrong token', signed(statusParams, { token: 'another-token' }), 401],
      ['missing header', { ...good, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 401],
      [
        'JSON content type',
        { ...good, headers: { ...good.headers, 'content-type': 'application/json' } },
        415,
      ],
      [
        'signed for another URL',
        signed(statusParams, { signedUrl: 'https://evil.test/api/v1/webhooks/whatsapp/twilio?tenant=t_12' }),
        401,
      ],
      [
        'signed for another tenant',
        signed(statusParams, { signedUrl: callbackUrl.replace('t_12', 't_13') }),
        401,
      ],
      [
        'signed for another port',
        signed(statusParams, {
          signedUrl: 'https://meja.test:8443/api/v1/webhooks/whatsapp/twilio?tenant=t_12',
        }),
        401,
      ],
    ];
    const statuses = await Promise.all(forged.map(([, request]) => refusal(request)));
    expect(statuses).toEqual(forged.map(([, , status]) => status));
  });

  it('refuses everything without an auth token, and a signed callback without MessageSid (400)', async () => {
    const tokenless = createTwilioWhatsAppProvider({
      provider: 'twilio',
      apiUrl: 'http://unused.test',
      accountSid: 'AC1',
      authToken: '',
      from: '6281100000000',
      statusCallbackUrl: '',
    });
    await expect(tokenless.verifyWebhook(signed(statusParams, { token: '' }))).rejects.toMatchObject({
      status: 401,
    });
    const { MessageSid: _m, SmsSid: _s, ...withoutSid } = statusParams;
    expect(await refusal(signed(withoutSid))).toBe(400);
  });
});

describe('the events of a callback', () => {
  it("maps MessageStatus; undelivered is failed with its ErrorCode; the steps before 'sent' are no event", async () => {
    const events = async (status: string, extra: Record<string, string> = {}) =>
      provider.verifyWebhook(signed({ ...statusParams, MessageStatus: status, SmsStatus: status, ...extra }));
    const base = { kind: 'status', messageId: statusParams.MessageSid, at: now };
    expect(await events('sent')).toEqual([{ ...base, status: 'sent' }]);
    expect(await events('read')).toEqual([{ ...base, status: 'read' }]);
    expect(await events('failed', { ErrorCode: '63016' })).toEqual([
      { ...base, status: 'failed', errorCode: 63016 },
    ]);
    expect(await events('undelivered', { ErrorCode: '63024' })).toEqual([
      { ...base, status: 'failed', errorCode: 63024 },
    ]);
    expect(await events('queued')).toEqual([]);
    expect(await events('accepted')).toEqual([]);
  });

  it('an incoming message: its sender without whatsapp:+, its text', async () => {
    const inbound = {
      AccountSid: 'AC00000000000000000000000000000001',
      Body: 'STOP',
      From: 'whatsapp:+6281234567890',
      MessageSid: 'SM11111111111111111111111111111111',
      NumMedia: '0',
      ProfileName: 'Budi',
      SmsStatus: 'received',
      To: 'whatsapp:+6281100000000',
      WaId: '6281234567890',
    };
    expect(await provider.verifyWebhook(signed(inbound))).toEqual([
      { kind: 'inbound', from: '6281234567890', text: 'STOP', at: now, messageId: inbound.MessageSid },
    ]);
    expect(await refusal(signed({ ...inbound, From: 'whatsapp:+62-not-a-number' }))).toBe(400);
  });
});
