import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadList, TEST_SEND_MESSAGES, testSendResponse } from '@meja/shared/contracts/marketing';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { startMetaFake, type MetaFake } from '../../providers/whatsapp/meta/meta-fake';

/** POST /api/v1/tenant/{slug}/marketing/test-send (issue 18): one message through the platform's number. */
let ctx: Ctx;
let meta: MetaFake;
let superAdmin: TestUser;

const ACCESS_TOKEN = 'EAAG-test-send-token';
const TEST_SENDS_PER_HOUR = 3;

beforeAll(async () => {
  meta = await startMetaFake({
    accessToken: ACCESS_TOKEN,
    appSecret: 'app-secret',
    phoneNumberId: '109876543210',
  });
  // Its own database: the WhatsApp provider is a platform-wide setting.
  ctx = await openTestContext({
    database: { own: true },
    env: { WHATSAPP_GRAPH_URL: meta.graphUrl },
    limits: { waTestSendsPerTenant: TEST_SENDS_PER_HOUR },
  });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(async () => {
  await ctx.close();
  await meta.close();
});

async function useMeta(provider: 'meta' | 'none' = 'meta') {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/super-admin/settings',
    headers: bearer(superAdmin.token),
    payload: { waProvider: provider, waPhoneNumberId: '109876543210', waAccessToken: ACCESS_TOKEN },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const send = (slug: string, token: string | null, payload: unknown) =>
  call(ctx, 'POST', slug, '/marketing/test-send', token, payload);

describe('a test message', () => {
  it("goes out from the platform's number to the number typed (a local 08… as 628…)", async () => {
    await useMeta();
    const t = await createTenantGraph(ctx.db);
    meta.openWindow('6281234567890');
    const response = await send(t.tenant.slug, t.admin.token, {
      to: '0812-3456-7890',
      message: 'Promo hari ini!',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = testSendResponse.parse(response.json());
    expect(answer.to).toBe('6281234567890');
    const sent = meta.sent.at(-1);
    expect(sent).toMatchObject({ messageId: answer.messageId, to: '6281234567890' });
    expect(JSON.stringify(sent?.body)).toContain('Promo hari ini!');
  });

  it('is refused for a malformed number or message (400), an opted-out number (400), and no provider (409)', async () => {
    await useMeta();
    const t = await createTenantGraph(ctx.db);
    for (const payload of [
      { to: '0812', message: 'Promo hari ini!' },
      { to: '0812345678901234567', message: 'Promo hari ini!' },
      { to: '081234567890', message: 'Hai' },
      { to: '081234567890', message: 'x'.repeat(4097) },
      { to: '081234567890' },
      { to: '081234567890', message: 'Promo hari ini!', extra: true },
    ]) {
      const response = await send(t.tenant.slug, t.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // A number that opted out is never messaged again.
    await setTenant(ctx, t.tenant.id, { waOptinEnabled: true });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/public/${t.tenant.slug}/wa-optin`,
      payload: { phone: '081299990000' },
    });
    const leads = await call(ctx, 'GET', t.tenant.slug, '/customers', t.admin.token);
    const [lead] = leadList.parse(leads.json()).items;
    await call(ctx, 'POST', t.tenant.slug, `/customers/${lead?._id ?? ''}/opt-out`, t.admin.token);
    const before = meta.sent.length;
    const optedOut = await send(t.tenant.slug, t.admin.token, {
      to: '081299990000',
      message: 'Promo hari ini!',
    });
    expect(optedOut.statusCode).toBe(400);
    expect(errorOf(optedOut).message).toBe(TEST_SEND_MESSAGES.optedOut);

    await useMeta('none');
    const notReady = await send(t.tenant.slug, t.admin.token, {
      to: '081234567890',
      message: 'Promo hari ini!',
    });
    expect(notReady.statusCode).toBe(409);
    expect(errorOf(notReady).code).toBe('WHATSAPP_NOT_READY');
    expect(meta.sent.length).toBe(before);
  });

  it("answers the provider's refusals: 503 while it limits or fails, 422 when it refuses for good", async () => {
    await useMeta();
    const t = await createTenantGraph(ctx.db);
    meta.openWindow('6281277778888');
    meta.failNext(1, 429);
    const limited = await send(t.tenant.slug, t.admin.token, {
      to: '6281277778888',
      message: 'Promo hari ini!',
    });
    expect(limited.statusCode, limited.body).toBe(503);
    expect(errorOf(limited).code).toBe('WHATSAPP_UNAVAILABLE');
    meta.failNext(1, 400);
    const refused = await send(t.tenant.slug, t.admin.token, {
      to: '6281277778888',
      message: 'Promo hari ini!',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorOf(refused).code).toBe('WHATSAPP_REJECTED');
  });

  it('is throttled per restaurant, and refused to other roles and restaurants', async () => {
    await useMeta();
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    meta.openWindow('6281255556666');
    const payload = { to: '6281255556666', message: 'Promo hari ini!' };
    for (let i = 0; i < TEST_SENDS_PER_HOUR; i++)
      expect((await send(t.tenant.slug, t.admin.token, payload)).statusCode).toBe(200);
    const throttled = await send(t.tenant.slug, t.admin.token, payload);
    expect(throttled.statusCode).toBe(429);
    expect(errorOf(throttled).code).toBe('RATE_LIMITED');
    // Another restaurant has its own allowance.
    expect((await send(other.tenant.slug, other.admin.token, payload)).statusCode).toBe(200);

    expect((await send(t.tenant.slug, null, payload)).statusCode).toBe(401);
    expect((await send(t.tenant.slug, t.cashier.token, payload)).statusCode).toBe(403);
    expect((await send(t.tenant.slug, other.admin.token, payload)).statusCode).toBe(403);
  });
});
