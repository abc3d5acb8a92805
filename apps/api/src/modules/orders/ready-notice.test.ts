import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadList } from '@meja/shared/contracts/marketing';
import { dinerOrderNumber } from '@meja/shared/order-number';
import { freshIp } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createUser, type TenantGraph, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { listenLocally } from '../../../test/sse';
import { dinerOrder, freshKitchen, patchOrderOk, patchReady, type Kitchen } from '../../../test/staff-orders';
import { orders, waLeads } from '../../db/schema/orders';
import { inTenantTx } from '../../platform/db-scope';
import { startMetaFake, type MetaFake } from '../../providers/whatsapp/meta/meta-fake';
import { startTwilioFake, type TwilioFake } from '../../providers/whatsapp/twilio/twilio-fake';
import { READY_NOTICE_TEXT } from './ready-notice-text';

/**
 * 'Pesanan Anda siap' (issue 18): when the kitchen marks an order READY, a diner who left their
 * WhatsApp number on that order's tracking page gets one message, if the restaurant turned the
 * notice on — free-form text inside their 24-hour window, the approved template outside it, else
 * nothing — and the kitchen's request never waits for it nor fails because of it.
 */
let ctx: Ctx;
let meta: MetaFake;
let twilio: TwilioFake;
let superAdmin: TestUser;

const ACCESS_TOKEN = 'EAAG-ready-notice-token';
const APP_SECRET = 'ready-notice-app-secret';
const PHONE_NUMBER_ID = '109876543210';
const TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
const TWILIO_TOKEN = 'twilio-ready-notice-token';
const READY_SID = 'HX0123456789abcdef0123456789abcdef';

beforeAll(async () => {
  meta = await startMetaFake({
    accessToken: ACCESS_TOKEN,
    appSecret: APP_SECRET,
    phoneNumberId: PHONE_NUMBER_ID,
  });
  twilio = await startTwilioFake({
    accountSid: TWILIO_SID,
    authToken: TWILIO_TOKEN,
    senderNumber: '14155238886',
  });
  // Its own database: the WhatsApp provider and its templates are platform-wide settings.
  ctx = await openTestContext({
    database: { own: true },
    env: { WHATSAPP_GRAPH_URL: meta.graphUrl, TWILIO_API_URL: twilio.url },
  });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  // Meta posts a diner's message to the API itself: that is what opens their 24-hour window.
  meta.setWebhookUrl(`${await listenLocally(ctx.app)}/api/v1/webhooks/whatsapp/meta`);
});
afterAll(async () => {
  await ctx.close();
  await meta.close();
  await twilio.close();
});

async function platform(settings: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/super-admin/settings',
    headers: bearer(superAdmin.token),
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const useMeta = (readyTemplate = '') =>
  platform({
    waProvider: 'meta',
    waPhoneNumberId: PHONE_NUMBER_ID,
    waAccessToken: ACCESS_TOKEN,
    waAppSecret: APP_SECRET,
    waReadyTemplate: readyTemplate,
    waTemplateLanguage: 'id',
  });

let phones = 0;
/** A number no other test of this file uses. */
function freshPhone(): string {
  phones += 1;
  return `62813${String(process.pid).padStart(4, '0').slice(-4)}${String(phones).padStart(4, '0')}`;
}

interface Scene {
  t: TenantGraph;
  kitchen: Kitchen;
  orderId: string;
  token: string;
  phone: string;
}

/** A restaurant (its ready notice on or off) and a confirmed order whose diner left their number. */
async function scene(options: { notice?: boolean } = {}): Promise<Scene> {
  const { t, kitchen } = await freshKitchen(ctx);
  await setTenant(ctx, t.tenant.id, { waOptinEnabled: true, waReadyNotice: options.notice ?? true });
  const { order, token } = await dinerOrder(ctx, t, kitchen);
  const phone = freshPhone();
  const optin = await optIn(t, { phone: `0${phone.slice(2)}`, orderId: order._id, token });
  expect(optin.statusCode, optin.body).toBe(200);
  await patchOrderOk(ctx, t, order._id, { confirmed: true });
  return { t, kitchen, orderId: order._id, token, phone };
}

function optIn(t: TenantGraph, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/public/${t.tenant.slug}/wa-optin`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ source: 'order_tracking', ...body }),
    remoteAddress: freshIp(),
  });
}

/** The kitchen marks it READY (or undoes it); the notice's background work is then waited for. */
async function markReady(s: Scene, ready = true) {
  const response = await patchReady(ctx, s.t, s.orderId, { ready });
  expect(response.statusCode, response.body).toBe(200);
  await ctx.app.readyNotices.settled();
  return response;
}

const sentTo = (phone: string) => meta.sent.filter((send) => send.to === phone);

async function orderRow(s: Pick<Scene, 't' | 'orderId'>) {
  const [row] = await inTenantTx(ctx.db, s.t.tenant.id, (tx) =>
    tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, s.t.tenant.id), eq(orders.id, s.orderId))),
  );
  return row;
}

/** The diner writes to the platform's number: Meta's signed webhook reaches the API. */
async function dinerWrites(phone: string, text = 'Halo, pesanan saya sudah siap?') {
  const delivery = await meta.emitInbound(phone, text);
  expect(delivery.answeredStatus).toBe(200);
}

describe('the diner who left their number on the tracking page', () => {
  it('gets one free-form text when they wrote within 24 hours', async () => {
    await useMeta();
    const s = await scene();
    await dinerWrites(s.phone);
    const before = Date.now();
    await markReady(s);
    const [send, ...more] = sentTo(s.phone);
    expect(more).toEqual([]);
    const text = READY_NOTICE_TEXT.body({
      restaurantName: s.t.tenant.name,
      orderNumber: dinerOrderNumber(s.orderId),
    });
    expect(send?.body).toMatchObject({ type: 'text', text: { body: text } });
    expect(text).toContain('Pesanan Anda siap!');
    expect(text).toContain(`#${s.orderId.slice(-4).toUpperCase()}`);
    expect((await orderRow(s))?.readyNotifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it("gets the approved 'ready' template outside the window: {{1}} restaurant, {{2}} order number", async () => {
    await useMeta('pesanan_siap');
    const s = await scene();
    await markReady(s);
    const [send, ...more] = sentTo(s.phone);
    expect(more).toEqual([]);
    expect(send?.body).toMatchObject({
      type: 'template',
      template: {
        name: 'pesanan_siap',
        language: { code: 'id' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: s.t.tenant.name },
              { type: 'text', text: dinerOrderNumber(s.orderId) },
            ],
          },
        ],
      },
    });
  });

  it('gets nothing outside the window when the platform has no approved template', async () => {
    await useMeta('');
    const s = await scene();
    await markReady(s);
    expect(sentTo(s.phone)).toEqual([]);
    // Claimed all the same: a READY marked again later does not send a stale 'ready'.
    expect((await orderRow(s))?.readyNotifiedAt).not.toBeNull();
  });

  it('gets nothing while the restaurant has the notice off (the default), even inside the window', async () => {
    await useMeta('pesanan_siap');
    const s = await scene({ notice: false });
    await dinerWrites(s.phone);
    await markReady(s);
    expect(sentTo(s.phone)).toEqual([]);
    expect((await orderRow(s))?.readyNotifiedAt).toBeNull();
  });

  it('gets nothing once they opted out (STOP), even inside the window and with a template', async () => {
    await useMeta('pesanan_siap');
    const s = await scene();
    await dinerWrites(s.phone, 'STOP');
    const leads = await call(ctx, 'GET', s.t.tenant.slug, '/customers', s.t.admin.token);
    expect(leadList.parse(leads.json()).items[0]).toMatchObject({ phone: s.phone, optOutSource: 'reply' });
    await markReady(s);
    expect(sentTo(s.phone)).toEqual([]);
  });

  it('gets one message when READY is marked, undone and marked again, or marked by many at once', async () => {
    await useMeta('pesanan_siap');
    const s = await scene();
    await markReady(s);
    await markReady(s, false);
    await markReady(s);
    expect(sentTo(s.phone)).toHaveLength(1);

    const many = await scene();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => patchReady(ctx, many.t, many.orderId, { ready: i !== 1 })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await markReady(many);
    await ctx.app.readyNotices.settled();
    expect(sentTo(many.phone)).toHaveLength(1);
  });

  it('is told when the cashier closes the order (PAID, confirmed and ready at once)', async () => {
    await useMeta('pesanan_siap');
    const s = await scene();
    await patchOrderOk(ctx, s.t, s.orderId, { status: 'PAID', confirmed: true });
    await ctx.app.readyNotices.settled();
    expect(sentTo(s.phone)).toHaveLength(1);
  });

  it("never fails the kitchen's request: a provider failing answers READY all the same, and logs", async () => {
    await useMeta('pesanan_siap');
    const s = await scene();
    meta.failNext(1, 500);
    const response = await markReady(s);
    expect(response.json()).toMatchObject({ _id: s.orderId, ready: true });
    expect(sentTo(s.phone)).toEqual([]);
    // At most once: the failed notice is not tried again by a second READY.
    await markReady(s, false);
    await markReady(s);
    expect(sentTo(s.phone)).toEqual([]);

    // Without any provider nothing is sent either, and READY still answers.
    await platform({ waProvider: 'none' });
    const none = await scene();
    expect((await markReady(none)).json()).toMatchObject({ ready: true });
    expect(sentTo(none.phone)).toEqual([]);
  });

  it("through Twilio, the template is the ready Content SID with the restaurant and the order's number", async () => {
    await platform({
      waProvider: 'twilio',
      twilioAccountSid: TWILIO_SID,
      twilioAuthToken: TWILIO_TOKEN,
      twilioFromNumber: '14155238886',
      waReadyTemplate: READY_SID,
    });
    const s = await scene();
    await markReady(s);
    const sends = twilio.sent.filter((message) => message.to === `whatsapp:+${s.phone}`);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({
      contentSid: READY_SID,
      contentVariables: { '1': s.t.tenant.name, '2': dinerOrderNumber(s.orderId) },
      body: null,
    });
  });
});

describe('linking the number to the order (wa-optin with orderId and token)', () => {
  it("links the number when the order's tracking token holds", async () => {
    const s = await scene();
    expect((await orderRow(s))?.notifyPhone).toBe(s.phone);
  });

  it('with a wrong token or an unknown order: the same answer, the lead kept, no order linked', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    await setTenant(ctx, t.tenant.id, { waOptinEnabled: true, waReadyNotice: true });
    const { order, token } = await dinerOrder(ctx, t, kitchen);
    const other = await dinerOrder(ctx, t, kitchen, 'B2');
    const wrong = [
      { orderId: order._id, token: `${token}x` },
      { orderId: order._id, token: other.token },
      { orderId: order._id, token: '' },
      { orderId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3fab12', token },
    ];
    const phones: string[] = [];
    for (const link of wrong) {
      const phone = freshPhone();
      phones.push(phone);
      const response = await optIn(t, { phone, ...link });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const leads = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.select().from(waLeads).where(eq(waLeads.tenantId, t.tenant.id)),
    );
    expect(leads.map((lead) => lead.phone).sort()).toEqual([...phones].sort());
    expect((await orderRow({ t, orderId: order._id }))?.notifyPhone).toBeNull();
    expect((await orderRow({ t, orderId: other.order._id }))?.notifyPhone).toBeNull();
  });

  it('refuses an order id that is not an id (400) and records nothing', async () => {
    const { t } = await freshKitchen(ctx);
    await setTenant(ctx, t.tenant.id, { waOptinEnabled: true });
    const response = await optIn(t, { phone: freshPhone(), orderId: 'pesanan-1', token: 'x' });
    expect(response.statusCode, response.body).toBe(400);
    const leads = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.select().from(waLeads).where(eq(waLeads.tenantId, t.tenant.id)),
    );
    expect(leads).toEqual([]);
  });
});
