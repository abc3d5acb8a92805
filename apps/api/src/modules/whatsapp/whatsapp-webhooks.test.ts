import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadList, waStatus } from '@meja/shared/contracts/marketing';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { twilioSignature } from '../../providers/whatsapp/twilio/twilio-signature';

/**
 * /api/v1/webhooks/whatsapp/{meta|twilio} (issue 18): the platform's WhatsApp number's webhooks,
 * believed only when signed with the platform's secret; a STOP reply opts the sender out at every
 * restaurant that has them as a lead, for good. Forged ones change nothing.
 */
let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  // Its own database: the WhatsApp provider is a platform-wide setting.
  ctx = await openTestContext({ database: { own: true } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

const APP_SECRET = 'meta-app-secret-for-tests';
const VERIFY_TOKEN = 'meta-verify-token-for-tests';
const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const TWILIO_URL = 'http://meja.test/api/v1/webhooks/whatsapp/twilio';

async function useProvider(provider: 'none' | 'meta' | 'twilio') {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/super-admin/settings',
    headers: bearer(superAdmin.token),
    payload: {
      waProvider: provider,
      waPhoneNumberId: '109876543210',
      waBusinessNumber: '6281100000000',
      waAccessToken: 'EAAG-test-token',
      waVerifyToken: VERIFY_TOKEN,
      waAppSecret: APP_SECRET,
      twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
      twilioFromNumber: '14155238886',
      twilioAuthToken: AUTH_TOKEN,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

let phones = 0;
/** Restaurants A and B have a fresh number among their leads; C has another. */
async function threeRestaurants() {
  phones += 1;
  const phone = `62812${String(process.pid).padStart(4, '0').slice(-4)}${String(phones).padStart(4, '0')}`;
  const [a, b, c] = [
    await createTenantGraph(ctx.db),
    await createTenantGraph(ctx.db),
    await createTenantGraph(ctx.db),
  ];
  for (const t of [a, b, c]) await setTenant(ctx, t.tenant.id, { waOptinEnabled: true });
  for (const [t, number] of [
    [a, phone],
    [b, phone],
    [c, `${phone.slice(0, -1)}9`],
  ] as const) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/public/${t.tenant.slug}/wa-optin`,
      payload: { phone: number },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { phone, a, b, c };
}

async function reachable(t: TenantGraph) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/customers', t.admin.token);
  return leadList.parse(response.json()).reachable;
}

function metaInbound(from: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '6281100000000', phone_number_id: '109876543210' },
              contacts: [{ profile: { name: 'Budi' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.${from}${text.length}`,
                  timestamp: '1795700000',
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const metaSignature = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function postMeta(body: string, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/webhooks/whatsapp/meta', headers, payload: body });
}

function twilioInbound(from: string, text: string) {
  return new URLSearchParams({
    SmsMessageSid: 'SM0123456789abcdef0123456789abcdef',
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC0123456789abcdef0123456789abcdef',
    From: `whatsapp:+${from}`,
    To: 'whatsapp:+14155238886',
    Body: text,
    NumMedia: '0',
    SmsStatus: 'received',
  });
}

function postTwilio(
  params: URLSearchParams,
  signature: string,
  contentType = 'application/x-www-form-urlencoded',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/whatsapp/twilio',
    headers: { 'content-type': contentType, 'x-twilio-signature': signature },
    payload: params.toString(),
  });
}

describe('Meta', () => {
  it("answers the subscription handshake with the challenge only for the platform's verify token", async () => {
    await useProvider('meta');
    const ok = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/webhooks/whatsapp/meta?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/webhooks/whatsapp/meta?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('a signed STOP opts the sender out at every restaurant that has them, for good', async () => {
    await useProvider('meta');
    const { phone, a, b, c } = await threeRestaurants();
    const body = metaInbound(phone, 'STOP');
    const response = await postMeta(body, {
      'content-type': 'application/json',
      'x-hub-signature-256': metaSignature(body),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, events: 1 });
    expect([await reachable(a), await reachable(b), await reachable(c)]).toEqual([0, 0, 1]);
    const listed = leadList.parse(
      (await call(ctx, 'GET', a.tenant.slug, '/customers', a.admin.token)).json(),
    );
    expect(listed.items[0]).toMatchObject({ phone, optOutSource: 'reply' });

    // Another message is no opt-out.
    const { a: other } = await threeRestaurants();
    const chat = metaInbound(phone.slice(0, -1) + '0', 'Halo, pesanan saya sudah siap?');
    await postMeta(chat, { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(chat) });
    expect(await reachable(other)).toBe(1);
  });

  it('refuses every forged or malformed webhook, and opts nobody out', async () => {
    await useProvider('meta');
    const { phone, a } = await threeRestaurants();
    const body = metaInbound(phone, 'STOP');
    const json = { 'content-type': 'application/json' };
    const cases: [string, string, Record<string, string>, number, string][] = [
      ['no signature', body, json, 401, 'WEBHOOK_SIGNATURE_INVALID'],
      [
        'another secret',
        body,
        { ...json, 'x-hub-signature-256': metaSignature(body, 'not-the-secret') },
        401,
        'WEBHOOK_SIGNATURE_INVALID',
      ],
      [
        'altered body',
        body.replace('STOP', 'STOP '),
        { ...json, 'x-hub-signature-256': metaSignature(body) },
        401,
        'WEBHOOK_SIGNATURE_INVALID',
      ],
      [
        'wrong content type',
        body,
        { 'content-type': 'text/plain', 'x-hub-signature-256': metaSignature(body) },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'signed garbage',
        '{"object":',
        { ...json, 'x-hub-signature-256': metaSignature('{"object":') },
        400,
        'WEBHOOK_MALFORMED',
      ],
      ['1 MB body', 'x'.repeat(1024 * 1024), json, 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [what, payload, headers, status, code] of cases) {
      const response = await postMeta(payload, headers);
      expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
      expect(errorOf(response).code, what).toBe(code);
    }
    expect(await reachable(a)).toBe(1);
    // Twilio is not the provider in use: its address does not exist now.
    const twilio = await postTwilio(twilioInbound(phone, 'STOP'), 'anything');
    expect(twilio.statusCode).toBe(404);
  });
});

describe('Twilio', () => {
  it('a STOP signed over the public URL opts the sender out; forged ones change nothing', async () => {
    await useProvider('twilio');
    const { phone, a, b, c } = await threeRestaurants();
    const params = twilioInbound(phone, 'berhenti');
    const forged = [
      ['no signature', ''],
      ['another token', twilioSignature('not-the-token', TWILIO_URL, params)],
      [
        'another URL',
        twilioSignature(AUTH_TOKEN, 'http://evil.test/api/v1/webhooks/whatsapp/twilio', params),
      ],
    ] as const;
    for (const [what, signature] of forged) {
      const response = await postTwilio(params, signature);
      expect(response.statusCode, what).toBe(401);
    }
    const altered = new URLSearchParams(params);
    altered.set('From', 'whatsapp:+6289999999999');
    expect((await postTwilio(altered, twilioSignature(AUTH_TOKEN, TWILIO_URL, params))).statusCode).toBe(401);
    expect(
      (await postTwilio(params, twilioSignature(AUTH_TOKEN, TWILIO_URL, params), 'application/json'))
        .statusCode,
    ).toBe(415);
    expect(await reachable(a)).toBe(1);

    const signed = await postTwilio(params, twilioSignature(AUTH_TOKEN, TWILIO_URL, params));
    expect(signed.statusCode, signed.body).toBe(200);
    expect([await reachable(a), await reachable(b), await reachable(c)]).toEqual([0, 0, 1]);
  });
});

describe('GET /tenant/{slug}/wa/status', () => {
  it('tells the admin whether the platform number can send, and is refused to other roles', async () => {
    const t = await createTenantGraph(ctx.db);
    await useProvider('none');
    const none = await call(ctx, 'GET', t.tenant.slug, '/wa/status', t.admin.token);
    expect(waStatus.strict().parse(none.json())).toMatchObject({ provider: 'none', ready: false });
    await useProvider('twilio');
    const twilio = await call(ctx, 'GET', t.tenant.slug, '/wa/status', t.admin.token);
    expect(waStatus.parse(twilio.json())).toEqual({
      provider: 'twilio',
      ready: true,
      businessNumber: '14155238886',
    });
    expect((await call(ctx, 'GET', t.tenant.slug, '/wa/status', null)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', t.tenant.slug, '/wa/status', t.cashier.token)).statusCode).toBe(403);
    // With no provider, no webhook address exists at all.
    await useProvider('none');
    const body = metaInbound('6281200000000', 'STOP');
    expect(
      (
        await postMeta(body, {
          'content-type': 'application/json',
          'x-hub-signature-256': metaSignature(body),
        })
      ).statusCode,
    ).toBe(404);
  });
});
