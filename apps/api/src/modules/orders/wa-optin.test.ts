import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, freshIp } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { waLeads } from '../../db/schema/orders';
import { inTenantTx } from '../../platform/db-scope';

/** POST /api/v1/public/:tenantSlug/wa-optin: a WhatsApp lead with its consent time and source. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const optin = (slug: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/public/${slug}/wa-optin`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: freshIp(),
  });

const leadsOf = (tenantId: string) =>
  inTenantTx(ctx.db, tenantId, (tx) => tx.select().from(waLeads).where(eq(waLeads.tenantId, tenantId)));

/** A restaurant whose menu banner asks for WhatsApp numbers. */
async function openTenant() {
  const t = await createTenantGraph(ctx.db);
  await setTenant(ctx, t.tenant.id, { waOptinEnabled: true });
  return t;
}

describe('WhatsApp opt-in', () => {
  it('is refused while the banner is off (409): there is no consent text to agree to', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await optin(t.tenant.slug, { phone: '081234567890' });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response).code).toBe('OPTIN_CLOSED');
    expect(await leadsOf(t.tenant.id)).toEqual([]);
  });

  it('stores the normalised phone with its source and consent time', async () => {
    const t = await openTenant();
    const before = Date.now();
    const response = await optin(t.tenant.slug, { phone: ' 0812-3456-7890 ', source: 'menu_banner' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [lead, ...rest] = await leadsOf(t.tenant.id);
    expect(rest).toEqual([]);
    expect(lead).toMatchObject({ phone: '6281234567890', source: 'menu_banner' });
    expect(lead?.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(lead?.consentedAt.getTime()).toBeLessThanOrEqual(Date.now() + 5000);
  });

  it('the source defaults to menu_banner; +62 and 62 forms give the same lead', async () => {
    const t = await openTenant();
    expect((await optin(t.tenant.slug, { phone: '+62 812 3456 7890' })).statusCode).toBe(200);
    expect((await optin(t.tenant.slug, { phone: '6281234567890', source: 'struk' })).statusCode).toBe(200);
    const leads = await leadsOf(t.tenant.id);
    expect(leads.map((l) => [l.phone, l.source])).toEqual([['6281234567890', 'struk']]);
  });

  it('repeating it is harmless: one row, consent time refreshed', async () => {
    const t = await openTenant();
    expect((await optin(t.tenant.slug, { phone: '081298765432' })).statusCode).toBe(200);
    const [first] = await leadsOf(t.tenant.id);
    ctx.clock.advance(60_000);
    try {
      expect((await optin(t.tenant.slug, { phone: '081298765432' })).statusCode).toBe(200);
    } finally {
      ctx.clock.reset();
    }
    const leads = await leadsOf(t.tenant.id);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.id).toBe(first?.id);
    expect(leads[0]?.consentedAt.getTime()).toBeGreaterThan(first?.consentedAt.getTime() ?? Infinity);
  });

  it('the same phone in two tenants is one lead in each', async () => {
    const a = await openTenant();
    const b = await openTenant();
    await optin(a.tenant.slug, { phone: '081311112222' });
    await optin(b.tenant.slug, { phone: '081311112222' });
    expect(await leadsOf(a.tenant.id)).toHaveLength(1);
    expect(await leadsOf(b.tenant.id)).toHaveLength(1);
  });

  it.each([[''], ['   '], [undefined]])('phone %j → 400 "Masukkan nomor WhatsApp"', async (phone) => {
    const t = await openTenant();
    const response = await optin(t.tenant.slug, { phone });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', message: 'Masukkan nomor WhatsApp' });
    expect(await leadsOf(t.tenant.id)).toHaveLength(0);
  });

  it.each([['halo'], ['12345'], ['0812'], ['1234567890123456789'], ['-- ++ --'], [12345678]])(
    'nonsense %j → 400',
    async (phone) => {
      const t = await openTenant();
      const response = await optin(t.tenant.slug, { phone });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
      expect(await leadsOf(t.tenant.id)).toHaveLength(0);
    },
  );

  it('a source longer than 40 characters or holding NUL → 400', async () => {
    const t = await openTenant();
    for (const source of ['x'.repeat(41), 'menu\u0000']) {
      const response = await optin(t.tenant.slug, { phone: '081234567890', source });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await leadsOf(t.tenant.id)).toHaveLength(0);
  });

  it('an unknown tenant → 404', async () => {
    const response = await optin('resto-tidak-ada-wa', { phone: '081234567890' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});
