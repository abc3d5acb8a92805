import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLATFORM_SECRET_FIELDS,
  platformSettingsResponse,
  publicSettings,
} from '@meja/shared/contracts/platform';
import { WA_TEMPLATE_MESSAGES } from '@meja/shared/whatsapp-templates';
import { platformSettings } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { decryptSecret, secretsKeyFrom } from '../../platform/secrets';
import {
  createGroup,
  createTenantGraph,
  createUser,
  type TenantGraph,
  type TestUser,
} from '../../../test/factories';
import { TEST_SECRETS_KEY, bearer, buildTestApp, openTestContext } from '../../../test/harness';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let superAdmin: TestUser;
let tenant: TenantGraph;
let groupManager: TestUser;

const URL = '/api/v1/super-admin/settings';

beforeAll(async () => {
  // This file changes the platform-wide settings row other files read: on PostgreSQL a database of its own.
  ctx = await openTestContext({ database: { own: true } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  tenant = await createTenantGraph(ctx.db);
  groupManager = (await createGroup(ctx.db)).manager;
});
afterAll(() => ctx.close());

async function getSettings(token = superAdmin.token) {
  const response = await ctx.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, data: platformSettingsResponse.strict().parse(response.json()).data };
}

async function patch(payload: object, token = superAdmin.token) {
  return ctx.app.inject({ method: 'PATCH', url: URL, headers: bearer(token), payload });
}

async function patchOk(payload: Record<string, unknown>) {
  const response = await patch(payload);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, data: platformSettingsResponse.strict().parse(response.json()).data };
}

/** The settings row as the database holds it (read directly, not through the service). */
async function storedRow() {
  const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(platformSettings));
  if (!row) throw new Error('no settings row');
  return row;
}

/** A stored ciphertext opened with the tests' key (fails the test when none is stored). */
function opened(stored: string | null): string {
  if (stored === null) throw new Error('no ciphertext stored');
  return decryptSecret(stored, secretsKeyFrom(TEST_SECRETS_KEY));
}

describe('GET /api/v1/super-admin/settings', () => {
  it('gives the super admin the settings with their defaults and no secret set', async () => {
    const { data } = await getSettings();
    expect(data).toMatchObject({
      billingProvider: 'manual',
      priceBasic: 0,
      pricePOS: 99000,
      pricePro: 249000,
      priceEnterprise: 0,
      whatsappNumber: '',
      reminderDays: [7, 3, 1],
      graceDays: 7,
      broadcastPricePerRecipient: 150,
      waProvider: 'none',
      waBroadcastTemplate: '',
      waReadyTemplate: '',
      waTemplateLanguage: 'id',
      midtransIsProduction: false,
    });
    for (const field of PLATFORM_SECRET_FIELDS)
      expect(data.secrets[field]).toEqual({ set: false, last4: null });
  });
});

describe('PATCH /api/v1/super-admin/settings — billing settings', () => {
  it('saves the provider, the four prices, the WhatsApp number, the reminder and grace days', async () => {
    const { data } = await patchOk({
      billingProvider: 'xendit',
      priceBasic: 10000,
      pricePOS: 120000,
      pricePro: 300000,
      priceEnterprise: 900000,
      whatsappNumber: '0812-3456 7890',
      reminderDays: [1, 14, 3],
      graceDays: 10,
      broadcastPricePerRecipient: 200,
    });
    expect(data).toMatchObject({
      billingProvider: 'xendit',
      priceBasic: 10000,
      pricePOS: 120000,
      pricePro: 300000,
      priceEnterprise: 900000,
      whatsappNumber: '0812-3456 7890',
      reminderDays: [14, 3, 1],
      graceDays: 10,
      broadcastPricePerRecipient: 200,
    });
    expect((await getSettings()).data).toEqual(data);

    // The public settings (landing page, registration) read the same row.
    const pub = publicSettings.parse((await ctx.app.inject({ url: '/api/v1/public/settings' })).json()).data;
    expect(pub).toMatchObject({
      priceBasic: 10000,
      pricePOS: 120000,
      pricePro: 300000,
      priceEnterprise: 900000,
    });
    expect(pub.whatsappNumber).toBe('0812-3456 7890');

    await patchOk({ billingProvider: 'manual' });
    expect((await getSettings()).data.pricePOS).toBe(120000);
  });

  it('refuses invalid values with 400 VALIDATION and changes nothing', async () => {
    const before = await storedRow();
    for (const payload of [
      { priceBasic: -1 },
      { pricePro: 12.5 },
      { pricePOS: 'sembilan' },
      { reminderDays: '7,x' },
      { billingProvider: 'paypal' },
      { reminderDays: [] },
      { reminderDays: [7, 7] },
      { reminderDays: [0] },
      { reminderDays: [61] },
      { graceDays: 366 },
      { whatsappNumber: 'call me' },
      { waProvider: 'telegram' },
      { xenditApiKey: ' padded ' },
      { stripeSecretKey: 'x'.repeat(501) },
      { stripeSecretKey: 42 },
      { somethingElse: 1 },
      { priceBasic: 1, id: 2 },
    ]) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await storedRow()).toEqual(before);
  });
});

describe('PATCH /api/v1/super-admin/settings — secrets', () => {
  const gatewayKey = 'xnd_development_Zz81Q4xKp9Tw';
  const webhookSecret = 'whsec_3f9a0c77e1b24d58a';

  it('stores a secret encrypted and answers only its last 4 characters', async () => {
    const { body, data } = await patchOk({ xenditApiKey: gatewayKey, stripeWebhookSecret: webhookSecret });
    expect(data.secrets.xenditApiKey).toEqual({ set: true, last4: 'p9Tw' });
    expect(data.secrets.stripeWebhookSecret).toEqual({ set: true, last4: 'd58a' });
    expect(data.secrets.midtransServerKey).toEqual({ set: false, last4: null });
    expect(body).not.toContain(gatewayKey);
    expect(body).not.toContain(webhookSecret);
    expect(body).not.toContain('Zz81Q4xK');

    const read = await getSettings();
    expect(read.data.secrets.xenditApiKey).toEqual({ set: true, last4: 'p9Tw' });
    expect(read.body).not.toContain(gatewayKey);
  });

  it('keeps no plaintext in the database row: only v1:iv:tag:ciphertext that the key opens', async () => {
    const row = await storedRow();
    expect(JSON.stringify(row)).not.toContain(gatewayKey);
    expect(JSON.stringify(row)).not.toContain('Zz81Q4xK');
    expect(JSON.stringify(row)).not.toContain(webhookSecret);
    expect(row.xenditApiKeyEnc).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(opened(row.xenditApiKeyEnc)).toBe(gatewayKey);
    expect(opened(row.stripeWebhookSecretEnc)).toBe(webhookSecret);
    expect(() => decryptSecret(row.xenditApiKeyEnc ?? '', randomBytes(32))).toThrow();
  });

  it('keeps the stored secret when the field is blank or absent on save', async () => {
    const before = await storedRow();
    const blank = await patchOk({ xenditApiKey: '', stripeWebhookSecret: '', graceDays: 5 });
    expect(blank.data.secrets.xenditApiKey).toEqual({ set: true, last4: 'p9Tw' });
    expect(blank.data.secrets.stripeWebhookSecret).toEqual({ set: true, last4: 'd58a' });
    expect(blank.data.graceDays).toBe(5);
    const absent = await patchOk({ graceDays: 7 });
    expect(absent.data.secrets.xenditApiKey).toEqual({ set: true, last4: 'p9Tw' });
    const after = await storedRow();
    expect(after.xenditApiKeyEnc).toBe(before.xenditApiKeyEnc);
    expect(after.stripeWebhookSecretEnc).toBe(before.stripeWebhookSecretEnc);
  });

  it('replaces a secret with a new value (fresh ciphertext), and shows nothing of a short one', async () => {
    const before = await storedRow();
    const replaced = await patchOk({ xenditApiKey: 'xnd_new_key_7788', midtransServerKey: 'abc' });
    expect(replaced.data.secrets.xenditApiKey).toEqual({ set: true, last4: '7788' });
    expect(replaced.data.secrets.midtransServerKey).toEqual({ set: true, last4: '' });
    expect(replaced.body).not.toContain('abc"');
    const after = await storedRow();
    expect(after.xenditApiKeyEnc).not.toBe(before.xenditApiKeyEnc);
    expect(opened(after.midtransServerKeyEnc)).toBe('abc');

    // The same value saved again is encrypted with a fresh IV.
    await patchOk({ xenditApiKey: 'xnd_new_key_7788' });
    expect((await storedRow()).xenditApiKeyEnc).not.toBe(after.xenditApiKeyEnc);
  });

  it('saves the non-secret WhatsApp and gateway fields as they are', async () => {
    const { data } = await patchOk({
      waProvider: 'meta',
      waPhoneNumberId: '109876543210',
      waBusinessNumber: '+62 812 0000 1111',
      midtransClientKey: 'Mid-client-abc',
      midtransIsProduction: true,
      waAccessToken: 'EAAG-long-token-9999',
    });
    expect(data).toMatchObject({
      waProvider: 'meta',
      waPhoneNumberId: '109876543210',
      waBusinessNumber: '+62 812 0000 1111',
      midtransClientKey: 'Mid-client-abc',
      midtransIsProduction: true,
    });
    expect(data.secrets.waAccessToken).toEqual({ set: true, last4: '9999' });
  });

  it("saves Twilio's account, sender number and auth token, and Meta's app secret (issue 18)", async () => {
    const { data } = await patchOk({
      waProvider: 'twilio',
      twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
      twilioFromNumber: '+1 415 523 8886',
      twilioAuthToken: 'twilio-auth-token-7777',
      waAppSecret: 'meta-app-secret-5555',
    });
    expect(data).toMatchObject({
      waProvider: 'twilio',
      twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
      twilioFromNumber: '+1 415 523 8886',
    });
    expect(data.secrets.twilioAuthToken).toEqual({ set: true, last4: '7777' });
    expect(data.secrets.waAppSecret).toEqual({ set: true, last4: '5555' });
    expect(JSON.stringify(data)).not.toContain('twilio-auth-token-7777');
  });

  it('fails loudly (500, no secret) when the server runs with another key', async () => {
    const other = await buildTestApp(ctx.handle, {
      env: { SECRETS_KEY: randomBytes(32).toString('base64') },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: URL, headers: bearer(superAdmin.token) });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('7788');
    } finally {
      await other.app.close();
    }
  });
});

describe('PATCH /api/v1/super-admin/settings — WhatsApp templates (issue 18)', () => {
  const SID = 'HX0123456789abcdef0123456789abcdef';
  const READY_SID = 'HXfedcba9876543210fedcba9876543210';

  async function refused(payload: Record<string, unknown>, fields: Record<string, string>) {
    const before = await storedRow();
    const response = await patch(payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
    expect(await storedRow()).toEqual(before);
  }

  it("saves Meta's template names and their language, trimmed", async () => {
    const { data } = await patchOk({
      waProvider: 'meta',
      waBroadcastTemplate: ' promo_resto ',
      waReadyTemplate: 'pesanan_siap',
      waTemplateLanguage: 'en_US',
    });
    expect(data).toMatchObject({
      waProvider: 'meta',
      waBroadcastTemplate: 'promo_resto',
      waReadyTemplate: 'pesanan_siap',
      waTemplateLanguage: 'en_US',
    });
    expect((await getSettings()).data).toEqual(data);
  });

  it("refuses a template that is not Meta's name while Meta is the provider", async () => {
    await patchOk({ waProvider: 'meta', waBroadcastTemplate: '', waReadyTemplate: '' });
    await refused({ waReadyTemplate: 'Pesanan Siap' }, { waReadyTemplate: WA_TEMPLATE_MESSAGES.meta });
    await refused({ waBroadcastTemplate: SID }, { waBroadcastTemplate: WA_TEMPLATE_MESSAGES.meta });
  });

  it("takes only Content SIDs (HX + 32 hex) for Twilio, and no provider change that leaves Meta's names behind", async () => {
    await patchOk({ waProvider: 'meta', waBroadcastTemplate: 'promo_resto', waReadyTemplate: '' });
    // Meta's name is no Content SID: switching alone is refused until the templates are changed too.
    await refused({ waProvider: 'twilio' }, { waBroadcastTemplate: WA_TEMPLATE_MESSAGES.twilio });
    const { data } = await patchOk({
      waProvider: 'twilio',
      waBroadcastTemplate: SID,
      waReadyTemplate: READY_SID,
    });
    expect(data).toMatchObject({
      waProvider: 'twilio',
      waBroadcastTemplate: SID,
      waReadyTemplate: READY_SID,
    });
    for (const wrong of ['pesanan_siap', SID.toUpperCase(), `${SID}0`, `HX${'z'.repeat(32)}`]) {
      await refused({ waReadyTemplate: wrong }, { waReadyTemplate: WA_TEMPLATE_MESSAGES.twilio });
    }
    // Empty is always allowed: no template, nothing goes outside the window.
    expect((await patchOk({ waReadyTemplate: '' })).data.waReadyTemplate).toBe('');
    // Without a provider only the length counts.
    expect((await patchOk({ waProvider: 'none', waReadyTemplate: 'Any Name' })).data.waReadyTemplate).toBe(
      'Any Name',
    );
  });

  it('refuses a language of other than 2–10 letters, and a template longer than 512 characters', async () => {
    for (const language of ['i', 'abcdefghijk', 'i d', 'id;', '', 42]) {
      const response = await patch({ waTemplateLanguage: language });
      expect(response.statusCode, JSON.stringify(language)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const tooLong = await patch({ waBroadcastTemplate: 'x'.repeat(513) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fields: { waBroadcastTemplate: WA_TEMPLATE_MESSAGES.tooLong } });
    expect((await getSettings()).data.waTemplateLanguage).toBe('en_US');
  });
});

describe('/api/v1/super-admin/settings — access', () => {
  it('refuses anonymous callers with 401', async () => {
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await ctx.app.inject({
        method,
        url: URL,
        payload: method === 'PATCH' ? { waReadyTemplate: 'diambil_alih' } : undefined,
      });
      expect(response.statusCode, method).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses every role but the super admin with 403, and changes nothing', async () => {
    const before = await storedRow();
    for (const user of [tenant.admin, tenant.cashier, tenant.kitchen, tenant.inventory, groupManager]) {
      const read = await ctx.app.inject({ method: 'GET', url: URL, headers: bearer(user.token) });
      expect(read.statusCode, user.role).toBe(403);
      expect(read.json()).toMatchObject({ code: 'FORBIDDEN' });
      const write = await patch(
        { priceBasic: 1, xenditApiKey: 'stolen-key-0000', waReadyTemplate: 'diambil_alih' },
        user.token,
      );
      expect(write.statusCode, user.role).toBe(403);
    }
    expect(await storedRow()).toEqual(before);
  });
});
