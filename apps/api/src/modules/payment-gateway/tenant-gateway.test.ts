import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_GATEWAY_MESSAGES, tenantGatewayResponse } from '@meja/shared/contracts/payment-gateway';
import { posMenu } from '@meja/shared/contracts/pos';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { posCall } from '../../../test/pos';
import { tenantGateways } from '../../db/schema/tenant-gateways';
import { inTenantTx } from '../../platform/db-scope';

/** GET/PUT /api/v1/tenant/{slug}/payments/gateway: the restaurant's own gateway account (issue 17). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const MIDTRANS_KEY = 'SB-Mid-server-RESTAURANT-0001';
const XENDIT_KEY = 'xnd_development_restaurant_abcd';
const XENDIT_TOKEN = 'restaurant-callback-token-wxyz';

const put = (slug: string, token: string | null, payload: unknown) =>
  call(ctx, 'PUT', slug, '/payments/gateway', token, payload);
const get = (slug: string, token: string | null) => call(ctx, 'GET', slug, '/payments/gateway', token);

async function storedRow(tenantId: string) {
  const [row] = await inTenantTx(ctx.db, tenantId, (tx) =>
    tx.select().from(tenantGateways).where(eq(tenantGateways.tenantId, tenantId)),
  );
  return row;
}

describe("the restaurant's payment gateway setting", () => {
  it('starts empty, with the webhook URLs to register naming the restaurant', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await get(t.tenant.slug, t.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const view = tenantGatewayResponse.strict().parse(response.json());
    expect(view).toMatchObject({
      provider: null,
      cardViaGateway: false,
      qrisViaGateway: false,
      updatedAt: null,
    });
    expect(Object.values(view.secrets).every((secret) => !secret.set && secret.last4 === null)).toBe(true);
    expect(view.webhookUrls.midtrans).toMatch(new RegExp(`/api/v1/webhooks/midtrans/${t.tenant.id}$`));
    expect(view.webhookUrls.stripe).toMatch(new RegExp(`/api/v1/webhooks/stripe/${t.tenant.id}$`));
  });

  it('stores the credentials encrypted, answers only their last 4 characters, and the POS learns its methods', async () => {
    const t = await createTenantGraph(ctx.db);
    const saved = await put(t.tenant.slug, t.admin.token, {
      provider: 'xendit',
      cardViaGateway: true,
      qrisViaGateway: true,
      xenditApiKey: XENDIT_KEY,
      xenditCallbackToken: XENDIT_TOKEN,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = tenantGatewayResponse.parse(saved.json());
    expect(view.secrets.xenditApiKey).toEqual({ set: true, last4: 'abcd' });
    expect(view.secrets.xenditCallbackToken).toEqual({ set: true, last4: 'wxyz' });
    expect(view.secrets.midtransServerKey).toEqual({ set: false, last4: null });
    expect(saved.body).not.toContain(XENDIT_KEY);
    expect(saved.body).not.toContain(XENDIT_TOKEN);

    const row = await storedRow(t.tenant.id);
    expect(row?.xenditApiKeyEnc).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(XENDIT_KEY);

    const again = await get(t.tenant.slug, t.admin.token);
    expect(again.body).not.toContain(XENDIT_TOKEN);
    expect(tenantGatewayResponse.parse(again.json())).toEqual(view);

    const menu = await posCall(ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(posMenu.parse(menu.json()).gateway).toEqual({ card: true, qris: true });
  });

  it('keeps a stored secret when the form sends it blank, and clears every one on request', async () => {
    const t = await createTenantGraph(ctx.db);
    await put(t.tenant.slug, t.admin.token, {
      provider: 'midtrans',
      cardViaGateway: true,
      qrisViaGateway: false,
      midtransServerKey: MIDTRANS_KEY,
    });
    const before = await storedRow(t.tenant.id);
    const kept = await put(t.tenant.slug, t.admin.token, {
      provider: 'midtrans',
      cardViaGateway: true,
      qrisViaGateway: true,
      midtransServerKey: '',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await storedRow(t.tenant.id))?.midtransServerKeyEnc).toBe(before?.midtransServerKeyEnc);
    expect(tenantGatewayResponse.parse(kept.json()).secrets.midtransServerKey.last4).toBe('0001');

    // Clearing while a method still goes through the gateway would leave the POS unable to take it.
    const refused = await put(t.tenant.slug, t.admin.token, {
      provider: 'midtrans',
      cardViaGateway: true,
      qrisViaGateway: false,
      clearSecrets: true,
    });
    expect(refused.statusCode).toBe(400);
    const cleared = await put(t.tenant.slug, t.admin.token, {
      provider: null,
      cardViaGateway: false,
      qrisViaGateway: false,
      clearSecrets: true,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(tenantGatewayResponse.parse(cleared.json()).secrets.midtransServerKey).toEqual({
      set: false,
      last4: null,
    });
    const menu = await posCall(ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(posMenu.parse(menu.json()).gateway).toEqual({ card: false, qris: false });
  });

  it('refuses a setting that could not take a payment, naming the field (400)', async () => {
    const t = await createTenantGraph(ctx.db);
    const cases = [
      [
        { provider: null, cardViaGateway: true, qrisViaGateway: false },
        'provider',
        TENANT_GATEWAY_MESSAGES.noProvider,
      ],
      [
        {
          provider: 'stripe',
          cardViaGateway: false,
          qrisViaGateway: true,
          stripeSecretKey: 'sk_test_x',
          stripeWebhookSecret: 'whsec_x',
        },
        'qrisViaGateway',
        TENANT_GATEWAY_MESSAGES.stripeQris,
      ],
      [
        { provider: 'midtrans', cardViaGateway: true, qrisViaGateway: false },
        'midtransServerKey',
        TENANT_GATEWAY_MESSAGES.missingSecret,
      ],
      [
        { provider: 'xendit', cardViaGateway: true, qrisViaGateway: false, xenditApiKey: XENDIT_KEY },
        'xenditCallbackToken',
        TENANT_GATEWAY_MESSAGES.missingSecret,
      ],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await put(t.tenant.slug, t.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION', message, fields: { [field]: message } });
    }
    // Nothing of a refused setting was stored, not even its secrets.
    expect(await storedRow(t.tenant.id)).toBeUndefined();

    for (const malformed of [
      { provider: 'paypal', cardViaGateway: false, qrisViaGateway: false },
      { provider: null, cardViaGateway: 'yes', qrisViaGateway: false },
      { provider: null, cardViaGateway: false, qrisViaGateway: false, serverKey: 'x' },
      {
        provider: 'midtrans',
        cardViaGateway: false,
        qrisViaGateway: false,
        midtransServerKey: 'k'.repeat(501),
      },
      { provider: 'midtrans', cardViaGateway: false, qrisViaGateway: false, midtransServerKey: ' padded ' },
    ]) {
      const response = await put(t.tenant.slug, t.admin.token, malformed);
      expect(response.statusCode, JSON.stringify(malformed)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
    }
  });

  it("is the restaurant admin's alone: anonymous 401, other roles 403, another restaurant's admin refused", async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const body = {
      provider: 'midtrans',
      cardViaGateway: true,
      qrisViaGateway: false,
      midtransServerKey: MIDTRANS_KEY,
    };
    expect((await get(t.tenant.slug, null)).statusCode).toBe(401);
    expect((await put(t.tenant.slug, null, body)).statusCode).toBe(401);
    for (const user of [t.cashier, t.kitchen, t.inventory]) {
      expect((await get(t.tenant.slug, user.token)).statusCode).toBe(403);
      expect((await put(t.tenant.slug, user.token, body)).statusCode).toBe(403);
    }
    const foreign = await put(t.tenant.slug, other.admin.token, body);
    expect(foreign.statusCode).toBe(403);
    expect(await storedRow(t.tenant.id)).toBeUndefined();
  });
});
