import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastResponse, type Broadcast } from '@meja/shared/contracts/marketing';
import { errorOf } from '../../../test/auth-flow';
import {
  addLeads,
  broadcastsOf,
  createBroadcastOk,
  freshPhones,
  META_APP_SECRET,
  META_PHONE_ID,
  META_TOKEN,
  postBroadcast,
  useMetaNumber,
  waitFor,
} from '../../../test/broadcasts';
import { call, type Ctx } from '../../../test/catalog';
import { payInvoiceOk } from '../../../test/console-billing';
import { createTenantGraph, createUser, type TenantGraph, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { startMetaFake, type MetaFake } from '../../providers/whatsapp/meta/meta-fake';

/**
 * /api/v1/tenant/{slug}/marketing/broadcasts (issue 18): a broadcast reaches every lead not opted
 * out, once, at the provider's pace; it waits for its payment when the super admin set a price;
 * 429s and 5xx are tried again later; each message's status follows the provider's webhooks.
 */
let ctx: Ctx;
let meta: MetaFake;
let superAdmin: TestUser;

beforeAll(async () => {
  meta = await startMetaFake({
    accessToken: META_TOKEN,
    appSecret: META_APP_SECRET,
    phoneNumberId: META_PHONE_ID,
    statusFlow: 'read',
  });
  // Its own database: the WhatsApp number and the broadcast price are platform-wide settings.
  ctx = await openTestContext({
    database: { own: true },
    env: {
      WHATSAPP_GRAPH_URL: meta.graphUrl,
      WA_SEND_RATE_PER_SECOND: '200',
      WA_SEND_RETRY_BASE_MS: '20',
    },
  });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  meta.setWebhookUrl(`${address}/api/v1/webhooks/whatsapp/meta`);
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(async () => {
  await ctx.close();
  await meta.close();
});

const sentTo = (phones: readonly string[]) => meta.sent.filter((send) => phones.includes(send.to));

async function restaurantWithLeads(count: number): Promise<{ t: TenantGraph; phones: string[] }> {
  const t = await createTenantGraph(ctx.db);
  const phones = freshPhones(count);
  await addLeads(ctx, t.tenant.id, phones);
  return { t, phones };
}

async function settled(t: TenantGraph, id: string): Promise<Broadcast | undefined> {
  const read = async () =>
    (await broadcastsOf(ctx, t.tenant.slug, t.admin.token)).items.find((b) => b._id === id);
  await waitFor(read, (b) => b?.status === 'DONE');
  await meta.settled();
  return waitFor(
    read,
    (b) => b !== undefined && b.readCount + b.failCount + b.skippedCount === b.recipientsCount,
  );
}

describe('a free broadcast', () => {
  it('reaches every lead once, signed with the restaurant, and its counts follow the webhooks to read', async () => {
    await useMetaNumber(ctx, superAdmin.token);
    const { t, phones } = await restaurantWithLeads(30);
    // Two wrote to the number today: they get free-form text; the rest the approved template.
    meta.openWindow(phones[0] ?? '');
    const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Diskon 20% hari ini!');
    expect(created.paymentUrl).toBeNull();
    expect(created.broadcast).toMatchObject({
      recipientsCount: 30,
      amount: 0,
      message: 'Diskon 20% hari ini!',
    });

    const done = await settled(t, created.broadcast._id);
    expect(done).toMatchObject({
      status: 'DONE',
      recipientsCount: 30,
      sentCount: 30,
      deliveredCount: 30,
      readCount: 30,
      failCount: 0,
      pendingCount: 0,
    });
    const sends = sentTo(phones);
    expect(sends).toHaveLength(30);
    expect(new Set(sends.map((send) => send.to)).size).toBe(30);
    const template = sends.find((send) => send.body.type === 'template');
    expect(JSON.stringify(template?.body)).toContain('promo_broadcast');
    expect(JSON.stringify(template?.body)).toContain(t.tenant.name);
    expect(JSON.stringify(template?.body)).toContain('Diskon 20% hari ini!');
    // Each send carries its recipient's id, which comes back with its statuses.
    expect(sends.every((send) => typeof send.body.biz_opaque_callback_data === 'string')).toBe(true);
  });

  it('skips the opted-out, and without a template sends nothing to numbers outside their 24 hours', async () => {
    await useMetaNumber(ctx, superAdmin.token, { template: '' });
    const { t, phones } = await restaurantWithLeads(4);
    const [open, closed, optedOut] = phones;
    meta.openWindow(open ?? '');
    const leads = (await call(ctx, 'GET', t.tenant.slug, '/customers', t.admin.token)).json<{
      items: { _id: string; phone: string }[];
    }>().items;
    const optedOutLead = leads.find((lead) => lead.phone === optedOut);
    await call(ctx, 'POST', t.tenant.slug, `/customers/${optedOutLead?._id ?? ''}/opt-out`, t.admin.token);
    // The window is read from the number's own messages: an inbound webhook opens it.
    await meta.emitInbound(open ?? '', 'Halo, menu hari ini apa?');

    const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Menu baru: soto ayam');
    expect(created.broadcast.recipientsCount).toBe(3);
    const done = await settled(t, created.broadcast._id);
    expect(done).toMatchObject({ sentCount: 1, failCount: 2, recipientsCount: 3 });
    expect(sentTo(phones).map((send) => send.to)).toEqual([open]);
    expect(sentTo([closed ?? '', optedOut ?? ''])).toHaveLength(0);
    const text = sentTo([open ?? ''])[0]?.body;
    expect(JSON.stringify(text)).toContain('Balas STOP');
  });
});

describe('a paid broadcast', () => {
  it('answers the payment page, sends nothing until the invoice is paid, then goes', async () => {
    await useMetaNumber(ctx, superAdmin.token, { price: 150 });
    const { t, phones } = await restaurantWithLeads(5);
    const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo akhir pekan');
    expect(created.broadcast).toMatchObject({ status: 'AWAITING_PAYMENT', amount: 750 });
    expect(created.paymentUrl).toMatch(/\/payment\/.+\/invoice\/[0-9a-f-]{36}\?token=/);
    expect(created.broadcast.paymentUrl).toBe(created.paymentUrl);

    await ctx.app.broadcastSender.idle();
    expect(sentTo(phones)).toHaveLength(0);
    const invoiceId = /invoice\/([0-9a-f-]{36})/.exec(created.paymentUrl ?? '')?.[1] ?? '';
    const invoicePage = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/${t.tenant.slug}/invoices/${invoiceId}?${new URL(created.paymentUrl ?? '', 'http://x').searchParams.toString()}`,
    });
    expect(invoicePage.json()).toMatchObject({
      invoice: { kind: 'BROADCAST', plan: null, amount: 750, description: 'Broadcast WhatsApp: 5 penerima' },
    });

    await payInvoiceOk(ctx, superAdmin.token, invoiceId);
    const done = await settled(t, created.broadcast._id);
    expect(done).toMatchObject({ status: 'DONE', sentCount: 5, paymentUrl: null });
    expect(done?.paidAt).not.toBeNull();
    expect(sentTo(phones)).toHaveLength(5);
    // The plan did not change: a broadcast buys no period.
    const tenant = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenant/${t.tenant.slug}/profile`,
      headers: bearer(t.admin.token),
    });
    expect(tenant.statusCode).toBeLessThan(500);
  });

  it('can be cancelled while unpaid (its invoice is voided and can no longer be paid), not after', async () => {
    await useMetaNumber(ctx, superAdmin.token, { price: 100 });
    const { t, phones } = await restaurantWithLeads(2);
    const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo yang batal');
    const cancelPath = `/marketing/broadcasts/${created.broadcast._id}/cancel`;
    const cancelled = await call(ctx, 'POST', t.tenant.slug, cancelPath, t.admin.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(broadcastResponse.parse(cancelled.json()).broadcast).toMatchObject({
      status: 'CANCELLED',
      paymentUrl: null,
      pendingCount: 0,
    });
    const again = await call(ctx, 'POST', t.tenant.slug, cancelPath, t.admin.token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('BROADCAST_NOT_CANCELLABLE');
    const invoiceId = /invoice\/([0-9a-f-]{36})/.exec(created.paymentUrl ?? '')?.[1] ?? '';
    const pay = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/super-admin/billing/invoices/${invoiceId}/pay`,
      headers: bearer(superAdmin.token),
    });
    expect(pay.statusCode).toBe(409);
    await ctx.app.broadcastSender.idle();
    expect(sentTo(phones)).toHaveLength(0);

    await useMetaNumber(ctx, superAdmin.token);
    const free = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo gratis');
    await settled(t, free.broadcast._id);
    const late = await call(
      ctx,
      'POST',
      t.tenant.slug,
      `/marketing/broadcasts/${free.broadcast._id}/cancel`,
      t.admin.token,
    );
    expect(late.statusCode).toBe(409);
  });
});

describe('the provider pushing back', () => {
  it('a 429 storm and 5xx are tried again later: every lead gets exactly one message', async () => {
    await useMetaNumber(ctx, superAdmin.token);
    const { t, phones } = await restaurantWithLeads(40);
    const requestsBefore = meta.requests.length;
    meta.failNext(25, 429, { retryAfterSeconds: 0 });
    meta.failNext(5, 503);
    const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo saat ramai');
    const done = await settled(t, created.broadcast._id);
    expect(done).toMatchObject({ status: 'DONE', sentCount: 40, failCount: 0 });
    const sends = sentTo(phones);
    expect(sends).toHaveLength(40);
    expect(new Set(sends.map((send) => send.to)).size).toBe(40);
    expect(meta.requests.length - requestsBefore).toBe(40 + 30);
  });

  it('a refusal for good fails that message with the provider code, and the rest go', async () => {
    await useMetaNumber(ctx, superAdmin.token);
    const { t, phones } = await restaurantWithLeads(3);
    meta.failNext(1, 400, { code: 131026 });
    const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo untuk semua');
    const done = await settled(t, created.broadcast._id);
    expect(done).toMatchObject({ status: 'DONE', sentCount: 2, failCount: 1 });
    expect(sentTo(phones)).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('refuses a message shorter than 5 or longer than 4096 characters, or with other fields (400)', async () => {
    await useMetaNumber(ctx, superAdmin.token);
    const { t } = await restaurantWithLeads(1);
    for (const payload of [
      { message: '  Hai  ' },
      { message: 'x'.repeat(4097) },
      {},
      { message: 'Promo', to: '1' },
    ]) {
      const response = await postBroadcast(ctx, t.tenant.slug, t.admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
    }
  });

  it('refuses without leads (every one opted out) and while the number cannot send (409)', async () => {
    await useMetaNumber(ctx, superAdmin.token);
    const t = await createTenantGraph(ctx.db);
    const none = await postBroadcast(ctx, t.tenant.slug, t.admin.token, { message: 'Promo hari ini' });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).code).toBe('BROADCAST_NO_LEADS');
    expect((await broadcastsOf(ctx, t.tenant.slug, t.admin.token)).items).toHaveLength(0);

    await addLeads(ctx, t.tenant.id, freshPhones(1));
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/super-admin/settings',
      headers: bearer(superAdmin.token),
      payload: { waProvider: 'none' },
    });
    expect(off.statusCode).toBe(200);
    const notReady = await postBroadcast(ctx, t.tenant.slug, t.admin.token, { message: 'Promo hari ini' });
    expect(notReady.statusCode).toBe(409);
    expect(errorOf(notReady).code).toBe('WHATSAPP_NOT_READY');
  });

  it('is the restaurant admin’s: anonymous 401, other roles 403, another restaurant 403', async () => {
    await useMetaNumber(ctx, superAdmin.token);
    const { t } = await restaurantWithLeads(1);
    const other = await createTenantGraph(ctx.db);
    const body = { message: 'Promo hari ini' };
    expect((await postBroadcast(ctx, t.tenant.slug, null, body)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', t.tenant.slug, '/marketing/broadcasts', null)).statusCode).toBe(401);
    for (const token of [t.cashier.token, t.kitchen.token, other.admin.token]) {
      expect((await postBroadcast(ctx, t.tenant.slug, token, body)).statusCode).toBe(403);
      expect((await call(ctx, 'GET', t.tenant.slug, '/marketing/broadcasts', token)).statusCode).toBe(403);
    }
    const mine = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo milik kami');
    // Another restaurant's admin cannot cancel it through their own slug either.
    const cross = await call(
      ctx,
      'POST',
      other.tenant.slug,
      `/marketing/broadcasts/${mine.broadcast._id}/cancel`,
      other.admin.token,
    );
    expect(cross.statusCode).toBe(404);
    expect((await broadcastsOf(ctx, other.tenant.slug, other.admin.token)).items).toHaveLength(0);
  });
});

describe('status webhooks', () => {
  it('a forged status changes nothing; a late or repeated one moves no message backwards', async () => {
    await useMetaNumber(ctx, superAdmin.token);
    const { t } = await restaurantWithLeads(1);
    const created = await createBroadcastOk(ctx, t.tenant.slug, t.admin.token, 'Promo sekali saja');
    const done = await settled(t, created.broadcast._id);
    expect(done?.readCount).toBe(1);
    const messageId = meta.sent.at(-1)?.messageId ?? '';
    const forged = await meta.emitStatus(messageId, 'failed', {
      tamper: (signed) => ({ ...signed, body: signed.body.replace('"failed"', '"failed" ') }),
    });
    expect(forged.answeredStatus).toBe(401);
    const late = await meta.emitStatus(messageId, 'delivered');
    expect(late.answeredStatus).toBe(200);
    const after = (await broadcastsOf(ctx, t.tenant.slug, t.admin.token)).items.find(
      (b) => b._id === created.broadcast._id,
    );
    expect(after).toMatchObject({ readCount: 1, failCount: 0 });
  });
});
