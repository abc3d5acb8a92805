import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '@meja/shared/access';
import { tenantContext } from '@meja/shared/contracts/tenant';
import { createGroup, createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const context = (slug: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/tenant/${slug}/context`,
    headers: token ? bearer(token) : {},
  });

async function contextOk(slug: string, token: string) {
  const response = await context(slug, token);
  expect(response.statusCode, response.body).toBe(200);
  return tenantContext.strict().parse(response.json());
}

describe('GET /api/v1/tenant/:slug/context', () => {
  let pro: TenantGraph;
  beforeAll(async () => {
    pro = await createTenantGraph(ctx.db, { package: 'PRO' });
  });

  it('describes the tenant and gives its admin every section', async () => {
    expect(await contextOk(pro.tenant.slug, pro.admin.token)).toEqual({
      tenant: {
        _id: pro.tenant.id,
        slug: pro.tenant.slug,
        name: pro.tenant.name,
        address: pro.tenant.address,
        package: 'PRO',
        theme: 'classic',
        trialEndsAt: null,
        trialDaysLeft: null,
        paidUntil: null,
        active: true,
        blockedFrom: null,
        kitchenAmberMinutes: 10,
        kitchenRedMinutes: 20,
        discountLimitPercent: 10,
      },
      standing: 'ok',
      sections: [...ADMIN_SECTIONS],
    });
  });

  it('gives each staff role only its own sections', async () => {
    expect((await contextOk(pro.tenant.slug, pro.cashier.token)).sections).toEqual(['orders', 'payments']);
    expect((await contextOk(pro.tenant.slug, pro.kitchen.token)).sections).toEqual(['kitchen']);
    expect((await contextOk(pro.tenant.slug, pro.inventory.token)).sections).toEqual(['inventory']);
  });

  it('leaves kitchen, inventory, menu, users and settings out for a POS_ONLY admin', async () => {
    const pos = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const { sections } = await contextOk(pos.tenant.slug, pos.admin.token);
    expect(sections).toEqual(['dashboard', 'orders', 'payments', 'reports']);
    expect((await contextOk(pos.tenant.slug, pos.kitchen.token)).sections).toEqual([]);
  });

  it('answers a BASIC tenant in the grace days after its trial, with the day it is blocked', async () => {
    const trialEndsAt = new Date(Date.now() - DAY_MS);
    const inGrace = await createTenantGraph(ctx.db, { package: 'BASIC', trialEndsAt });
    const body = await contextOk(inGrace.tenant.slug, inGrace.admin.token);
    expect(body.standing).toBe('grace');
    expect(body.tenant).toMatchObject({
      package: 'BASIC',
      trialEndsAt: trialEndsAt.toISOString(),
      trialDaysLeft: 0,
      blockedFrom: new Date(trialEndsAt.getTime() + 7 * DAY_MS).toISOString(),
    });
    expect((await contextOk(inGrace.tenant.slug, inGrace.cashier.token)).standing).toBe('grace');
  });

  it('still answers a BASIC tenant blocked after its trial and grace days, with its standing', async () => {
    const trialEndsAt = new Date(Date.now() - 8 * DAY_MS);
    const expired = await createTenantGraph(ctx.db, { package: 'BASIC', trialEndsAt });
    const body = await contextOk(expired.tenant.slug, expired.admin.token);
    expect(body.standing).toBe('blocked');
    expect(body.tenant).toMatchObject({
      package: 'BASIC',
      trialEndsAt: trialEndsAt.toISOString(),
      trialDaysLeft: 0,
    });
    expect((await contextOk(expired.tenant.slug, expired.cashier.token)).standing).toBe('blocked');
  });

  it('counts the BASIC trial days left on the server clock, and none on a paid plan', async () => {
    const trialEndsAt = new Date(Date.now() + 10 * DAY_MS);
    const basic = await createTenantGraph(ctx.db, { package: 'BASIC', trialEndsAt });
    expect((await contextOk(basic.tenant.slug, basic.admin.token)).tenant.trialDaysLeft).toBe(10);
    const endsSoon = new Date(Date.now() + 30 * 60_000);
    const lastDay = await createTenantGraph(ctx.db, { package: 'BASIC', trialEndsAt: endsSoon });
    expect((await contextOk(lastDay.tenant.slug, lastDay.admin.token)).tenant.trialDaysLeft).toBe(1);
    // The factory's sessions last an hour: half an hour later the trial is over, the session is not.
    ctx.clock.advance(31 * 60_000);
    try {
      expect((await contextOk(lastDay.tenant.slug, lastDay.admin.token)).tenant.trialDaysLeft).toBe(0);
    } finally {
      ctx.clock.reset();
    }
    const paid = await createTenantGraph(ctx.db, { package: 'PRO', trialEndsAt });
    expect((await contextOk(paid.tenant.slug, paid.admin.token)).tenant).toMatchObject({
      trialEndsAt: trialEndsAt.toISOString(),
      trialDaysLeft: null,
    });
  });

  it('still answers an inactive tenant, with its standing', async () => {
    const inactive = await createTenantGraph(ctx.db, { active: false });
    const body = await contextOk(inactive.tenant.slug, inactive.admin.token);
    expect(body).toMatchObject({ standing: 'inactive', tenant: { active: false } });
  });

  it('lets SUPER_ADMIN into any tenant with every section', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const other = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() + DAY_MS),
    });
    for (const graph of [pro, other]) {
      const body = await contextOk(graph.tenant.slug, superAdmin.token);
      expect(body.tenant._id).toBe(graph.tenant.id);
      expect(body.sections).toEqual([...ADMIN_SECTIONS]);
    }
  });

  it('refuses the anonymous with 401', async () => {
    const response = await context(pro.tenant.slug);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    expect(response.body).not.toContain(pro.tenant.id);
  });

  it('refuses a GROUP_MANAGER with 403, even the manager of the tenant’s own group', async () => {
    const { group, manager } = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    const response = await context(branch.tenant.slug, manager.token);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: 'Anda tidak memiliki akses ke restoran ini.',
    });
  });

  it('refuses staff of another tenant with 403 and no data', async () => {
    const other = await createTenantGraph(ctx.db);
    for (const user of [other.admin, other.cashier]) {
      const response = await context(pro.tenant.slug, user.token);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
      expect(response.body).not.toContain(pro.tenant.id);
    }
  });

  it('is 404 for an unknown slug', async () => {
    const response = await context('tidak-ada-resto-ini', pro.admin.token);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Tenant not found' });
  });
});
