import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicTenant } from '@meja/shared/contracts/tenant';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const resolve = (slug: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/public/resolve/${slug}` });

async function resolved(slug: string) {
  const response = await resolve(slug);
  expect(response.statusCode, response.body).toBe(200);
  return publicTenant.strict().parse(response.json());
}

describe('GET /api/v1/public/resolve/:tenantSlug', () => {
  it('gives the public tenant of SPEC §3 with its defaults', async () => {
    const { tenant } = await createTenantGraph(ctx.db, { package: 'PRO' });
    expect(await resolved(tenant.slug)).toEqual({
      _id: tenant.id,
      tenantSlug: tenant.slug,
      name: tenant.name,
      address: '',
      theme: 'classic',
      package: 'PRO',
      phone: '',
      reservationWhatsApp: '',
      adsEnabled: true,
      waOptinEnabled: false,
      waOptinText: 'Kirim WA untuk dapatkan souvenir menarik',
      waOptinMode: 'CHAT',
      taxPercent: 11,
      serviceChargePercent: 0,
      taxType: 'PPN',
      timezone: 'Asia/Jakarta',
      acceptingOrders: true,
    });
  });

  it('shows what the restaurant has set', async () => {
    const { tenant } = await createTenantGraph(ctx.db);
    await inAppTx(ctx.db, (tx) =>
      tx
        .update(tenants)
        .set({
          address: 'JL. MERDEKA 1',
          theme: 'ocean',
          reservationWhatsApp: '6281234567890',
          adsEnabled: false,
          waOptinEnabled: true,
          waOptinText: 'Dapat kerupuk gratis',
          waOptinMode: 'FORM',
          taxPercent: 0,
          timezone: 'Asia/Makassar',
        })
        .where(eq(tenants.id, tenant.id)),
    );
    expect(await resolved(tenant.slug)).toMatchObject({
      address: 'JL. MERDEKA 1',
      theme: 'ocean',
      reservationWhatsApp: '6281234567890',
      adsEnabled: false,
      waOptinEnabled: true,
      waOptinText: 'Dapat kerupuk gratis',
      waOptinMode: 'FORM',
      taxPercent: 0,
      timezone: 'Asia/Makassar',
    });
  });

  it('accepts orders during a BASIC trial and its grace days, and stops once they have ended', async () => {
    const inTrial = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() + DAY_MS),
    });
    const inGrace = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() - 1000),
    });
    const ended = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() - 7 * DAY_MS - 1000),
    });
    expect((await resolved(inTrial.tenant.slug)).acceptingOrders).toBe(true);
    expect((await resolved(inGrace.tenant.slug)).acceptingOrders).toBe(true);
    expect(await resolved(ended.tenant.slug)).toMatchObject({ package: 'BASIC', acceptingOrders: false });
  });

  it('stops accepting orders when the trial and its grace days end on the server clock', async () => {
    const { tenant } = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() + DAY_MS),
    });
    ctx.clock.advance(8 * DAY_MS + 1000);
    try {
      expect((await resolved(tenant.slug)).acceptingOrders).toBe(false);
    } finally {
      ctx.clock.reset();
    }
  });

  it('does not accept orders for an inactive tenant, whatever its package', async () => {
    const { tenant } = await createTenantGraph(ctx.db, { package: 'PRO', active: false });
    expect(await resolved(tenant.slug)).toMatchObject({ package: 'PRO', acceptingOrders: false });
  });

  it('says nothing about the tenant’s users or trial', async () => {
    const graph = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() + DAY_MS),
    });
    const response = await resolve(graph.tenant.slug);
    for (const user of [graph.admin, graph.cashier, graph.kitchen, graph.inventory]) {
      expect(response.body).not.toContain(user.email);
      expect(response.body).not.toContain(user.id);
    }
    expect(response.body).not.toMatch(/password|token|email|trialEndsAt|quotaLimit|groupId/i);
  });

  it('is 404 for an unknown slug', async () => {
    const response = await resolve('tidak-ada-resto-ini');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Tenant tidak ditemukan.' });
  });

  it('does not match a slug in another case', async () => {
    const { tenant } = await createTenantGraph(ctx.db);
    expect((await resolve(tenant.slug.toUpperCase())).statusCode).toBe(404);
  });
});
