import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadList, leadResponse } from '@meja/shared/contracts/marketing';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { createLeadsService } from './leads.service';

/** GET /api/v1/tenant/{slug}/customers and the opt-outs (issue 18): consented leads, honoured forever. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const CONSENT = 'Saya setuju menerima promo Warung lewat WhatsApp. Balas STOP untuk berhenti.';

async function optIn(slug: string, phone: string, source?: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/public/${slug}/wa-optin`,
    payload: { phone, ...(source && { source }) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function leadsOf(t: TenantGraph, query = '') {
  const response = await call(ctx, 'GET', t.tenant.slug, `/customers${query}`, t.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return leadList.strict().parse(response.json());
}

async function restaurantWithLeads() {
  const t = await createTenantGraph(ctx.db);
  await setTenant(ctx, t.tenant.id, { waOptinEnabled: true, waOptinText: CONSENT });
  await optIn(t.tenant.slug, '0812-3456-7890');
  ctx.clock.advance(60_000);
  await optIn(t.tenant.slug, '+62 813 1111 2222', 'order_tracking');
  ctx.clock.advance(60_000);
  await optIn(t.tenant.slug, '6281499998888');
  return t;
}

describe('the leads', () => {
  it('lists each opt-in with its phone, source, consent time and the text agreed to, newest first', async () => {
    const t = await restaurantWithLeads();
    const list = await leadsOf(t);
    expect(list.total).toBe(3);
    expect(list.reachable).toBe(3);
    expect(list.items.map((lead) => lead.phone)).toEqual(['6281499998888', '6281311112222', '6281234567890']);
    expect(list.items[1]).toMatchObject({ source: 'order_tracking', consentText: CONSENT, optedOutAt: null });
    expect(new Date(list.items[0]?.consentedAt ?? 0).getTime()).toBeGreaterThan(
      new Date(list.items[1]?.consentedAt ?? 0).getTime(),
    );
  });

  it('finds a lead by part of its number, a local 08… reading as 628…', async () => {
    const t = await restaurantWithLeads();
    expect((await leadsOf(t, '?search=0812')).items.map((lead) => lead.phone)).toEqual(['6281234567890']);
    expect((await leadsOf(t, '?search=1111')).items.map((lead) => lead.phone)).toEqual(['6281311112222']);
    expect((await leadsOf(t, '?search=%2B62-814')).total).toBe(1);
    expect((await leadsOf(t, '?search=0999')).items).toEqual([]);
    const limited = await leadsOf(t, '?limit=2');
    expect(limited.items).toHaveLength(2);
    expect(limited.total).toBe(3);
  });

  it("keeps an opt-out forever: the admin's or a STOP reply, never undone by a later opt-in", async () => {
    const t = await restaurantWithLeads();
    const [newest] = (await leadsOf(t)).items;
    if (!newest) throw new Error('no lead');
    const out = await call(ctx, 'POST', t.tenant.slug, `/customers/${newest._id}/opt-out`, t.admin.token);
    expect(out.statusCode, out.body).toBe(200);
    const first = leadResponse.parse(out.json()).lead;
    expect(first).toMatchObject({ optOutSource: 'admin', optedOutAt: expect.any(String) });

    ctx.clock.advance(60_000);
    const again = await call(ctx, 'POST', t.tenant.slug, `/customers/${newest._id}/opt-out`, t.admin.token);
    expect(leadResponse.parse(again.json()).lead.optedOutAt).toBe(first.optedOutAt);

    // A STOP reply from another diner (written as they typed it).
    const leads = createLeadsService({ db: ctx.db, now: () => ctx.clock.now() });
    expect(await leads.optOutByReply(t.tenant.id, '0812 3456 7890')).toBe(true);
    expect(await leads.optOutByReply(t.tenant.id, '0899 0000 0000')).toBe(false);

    // The banner again: the consent is recorded, the opt-out stays.
    await optIn(t.tenant.slug, '6281499998888');
    const list = await leadsOf(t);
    expect(list).toMatchObject({ total: 3, reachable: 1 });
    const byPhone = new Map(list.items.map((lead) => [lead.phone, lead]));
    expect(byPhone.get('6281499998888')).toMatchObject({
      optOutSource: 'admin',
      optedOutAt: first.optedOutAt,
    });
    expect(byPhone.get('6281234567890')).toMatchObject({ optOutSource: 'reply' });
    expect((await leadsOf(t, '?filter=reachable')).items.map((lead) => lead.phone)).toEqual([
      '6281311112222',
    ]);
    expect((await leadsOf(t, '?filter=opted-out')).total).toBe(2);
  });

  it('refuses a malformed query or lead id (400) and an unknown lead (404)', async () => {
    const t = await restaurantWithLeads();
    for (const query of [
      '?limit=0',
      '?limit=10001',
      '?limit=abc',
      '?filter=everyone',
      `?search=${'1'.repeat(31)}`,
    ]) {
      const response = await call(ctx, 'GET', t.tenant.slug, `/customers${query}`, t.admin.token);
      expect(response.statusCode, query).toBe(400);
    }
    const bad = await call(ctx, 'POST', t.tenant.slug, '/customers/not-a-lead/opt-out', t.admin.token);
    expect(bad.statusCode).toBe(400);
    const unknown = await call(
      ctx,
      'POST',
      t.tenant.slug,
      '/customers/01900000-0000-7000-8000-000000000000/opt-out',
      t.admin.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });

  it("is the restaurant's admins' alone: anonymous 401, other roles 403, another restaurant's leads never shown", async () => {
    const t = await restaurantWithLeads();
    const other = await restaurantWithLeads();
    const [lead] = (await leadsOf(t)).items;
    if (!lead) throw new Error('no lead');
    expect((await call(ctx, 'GET', t.tenant.slug, '/customers', null)).statusCode).toBe(401);
    for (const user of [t.cashier, t.kitchen, t.inventory]) {
      expect((await call(ctx, 'GET', t.tenant.slug, '/customers', user.token)).statusCode).toBe(403);
      const out = await call(ctx, 'POST', t.tenant.slug, `/customers/${lead._id}/opt-out`, user.token);
      expect(out.statusCode).toBe(403);
    }
    expect((await call(ctx, 'GET', t.tenant.slug, '/customers', other.admin.token)).statusCode).toBe(403);
    // Another restaurant's admin, through their own address, cannot reach this lead.
    const foreign = await call(
      ctx,
      'POST',
      other.tenant.slug,
      `/customers/${lead._id}/opt-out`,
      other.admin.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await leadsOf(t)).reachable).toBe(3);
  });
});
