import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideSection } from '@meja/shared/access';
import { isPosRole } from '@meja/shared/pos-plan';
import { TENANT_STAFF_ROLES } from '@meja/shared/roles';
import { registerAccessGuard } from '../src/platform/access/guard';
import type { RouteAccess, RouteCatalogEntry } from '../src/platform/access/route-access';
import { createGroup, createTenantGraph, createUser, type TenantGraph, type TestUser } from './factories';
import { DAY_MS, keepSessionsOpen } from './lifecycle';
import { bearer, openTestContext } from './harness';

/**
 * Walks every registered route: anonymous → 401, wrong role → 403, another tenant's (or group's)
 * staff → 403 or 404, and never data. Routes added later are covered without editing this file.
 * POS routes (kind `pos`) take their tenant from the session: every call names tenant A in
 * X-Tenant-Slug (and claims ENTERPRISE in X-Tenant-Plan), and tenant B's staff are still refused.
 * Two test-only routes exercise the section and role forms of the declaration until real ones exist.
 */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let a: TenantGraph;
let b: TenantGraph;
let groupA: Awaited<ReturnType<typeof createGroup>>;
let groupB: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  ctx = await openTestContext({
    // The test-only hooks the browser tests' server turns on are walked too.
    env: { TEST_CLOCK_HOOK: 'true', TEST_MAIL_HOOK: 'true', TEST_SEED_HOOK: 'true' },
    configure: (app) => {
      app.get(
        '/api/v1/tenant/:slug/walk-test/menu',
        { config: { access: { kind: 'tenant', section: 'menu' } } },
        async () => ({ secret: 1 }),
      );
      app.post(
        '/api/v1/tenant/:slug/walk-test/kitchen/:id',
        { config: { access: { kind: 'tenant', roles: ['KITCHEN', 'RESTAURANT_ADMIN'] } } },
        async () => ({ secret: 2 }),
      );
    },
  });
  groupA = await createGroup(ctx.db);
  groupB = await createGroup(ctx.db);
  a = await createTenantGraph(ctx.db, { groupId: groupA.group.id });
  b = await createTenantGraph(ctx.db, { groupId: groupB.group.id });
});
afterAll(() => ctx.close());

function fillParams(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'slug') return a.tenant.slug;
    if (name === 'groupSlug') return groupA.group.slug;
    if (name === 'tenantSlug') return a.tenant.slug;
    return randomUUID();
  });
}

/** A caller of the right tenant/group whose role the declaration refuses. */
function wrongRoleCallers(access: RouteAccess): TestUser[] {
  const staff = {
    RESTAURANT_ADMIN: a.admin,
    CASHIER: a.cashier,
    KITCHEN: a.kitchen,
    INVENTORY: a.inventory,
  };
  switch (access.kind) {
    case 'tenant': {
      const refused = TENANT_STAFF_ROLES.filter((role) => {
        if (access.roles) return !access.roles.includes(role);
        if (access.section) return decideSection(role, a.tenant.package, access.section) !== 'allow';
        return false;
      }).map((role) => staff[role]);
      return [...refused, groupA.manager];
    }
    case 'pos': {
      const refused = TENANT_STAFF_ROLES.filter(
        (role) => !isPosRole(role) || (access.roles !== undefined && !access.roles.includes(role)),
      ).map((role) => staff[role]);
      return [...refused, groupA.manager];
    }
    case 'group':
      return [a.admin, a.cashier];
    case 'platform':
      return [a.admin, groupA.manager];
    default:
      return [];
  }
}

function otherTenantCallers(access: RouteAccess): TestUser[] {
  if (access.kind === 'tenant' || access.kind === 'pos') return [b.admin, b.cashier];
  if (access.kind === 'group') return [groupB.manager];
  return [];
}

/** What a POS screen of tenant A sends; the server must not trust either header. */
const POS_HEADERS = () => ({ 'x-tenant-slug': a.tenant.slug, 'x-tenant-plan': 'ENTERPRISE' });

async function call(route: RouteCatalogEntry, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: route.method === 'HEAD' ? 'HEAD' : route.method,
    url: fillParams(route.url),
    headers: {
      ...(route.access.kind === 'pos' && POS_HEADERS()),
      ...headers,
      'content-type': 'application/json',
    },
    payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}',
  });
  return response;
}

function expectRefusal(body: string, method: string) {
  if (method === 'HEAD') return;
  const parsed: unknown = JSON.parse(body);
  expect(Object.keys(parsed ?? {}).sort()).toEqual(['code', 'message']);
}

describe('every registered route declares and enforces its access', () => {
  it('has protected routes to walk, including the test-only ones', () => {
    const protectedRoutes = ctx.app.routeCatalog.filter((r) => r.access.kind !== 'public');
    expect(protectedRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/tenant/:slug/context',
        '/api/v1/group/:groupSlug/context',
        '/api/v1/auth/me',
        '/api/v1/pos/pos/orders',
        '/api/v1/pos/core/menu/quick-add',
        '/api/v1/super-admin/settings',
      ]),
    );
  });

  it('refuses anonymous callers with 401', async () => {
    for (const route of ctx.app.routeCatalog.filter((r) => r.access.kind !== 'public')) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expectRefusal(response.body, route.method);
    }
  });

  it('refuses the wrong role with 403', async () => {
    for (const route of ctx.app.routeCatalog) {
      for (const caller of wrongRoleCallers(route.access)) {
        const response = await call(route, bearer(caller.token));
        expect(response.statusCode, `${caller.role} ${route.method} ${route.url}`).toBe(403);
        expectRefusal(response.body, route.method);
      }
    }
  });

  it('walks the POS routes too, with roles narrowing some of them', () => {
    const pos = ctx.app.routeCatalog.filter((r) => r.access.kind === 'pos');
    expect(pos.length).toBeGreaterThanOrEqual(13);
    expect(pos.filter((r) => wrongRoleCallers(r.access).includes(a.cashier)).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/v1/pos/core/menu/quick-add', '/api/v1/pos/pos/reports/trend']),
    );
  });

  it("refuses another tenant's or group's staff with 403 or 404", async () => {
    for (const route of ctx.app.routeCatalog) {
      for (const caller of otherTenantCallers(route.access)) {
        const response = await call(route, bearer(caller.token));
        // A POS route has no tenant in its URL: the header naming tenant A is refused outright.
        const refusals = route.access.kind === 'pos' ? [403] : [403, 404];
        expect(refusals, `${caller.role} of another tenant ${route.method} ${route.url}`).toContain(
          response.statusCode,
        );
        expectRefusal(response.body, route.method);
      }
    }
  });

  it('lets the right caller through (the walk would pass vacuously otherwise)', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const menu = await ctx.app.inject({
      url: `/api/v1/tenant/${a.tenant.slug}/walk-test/menu`,
      headers: bearer(a.admin.token),
    });
    expect(menu.json()).toEqual({ secret: 1 });
    const kitchen = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenant/${a.tenant.slug}/walk-test/kitchen/${randomUUID()}`,
      headers: bearer(a.kitchen.token),
    });
    expect(kitchen.json()).toEqual({ secret: 2 });
    const asSuper = await ctx.app.inject({
      url: `/api/v1/tenant/${b.tenant.slug}/walk-test/menu`,
      headers: bearer(superAdmin.token),
    });
    expect(asSuper.statusCode).toBe(200);
    const pos = await ctx.app.inject({
      url: '/api/v1/pos/pos/shifts/current',
      headers: { ...bearer(a.cashier.token), ...POS_HEADERS() },
    });
    expect(pos.json()).toEqual({ shift: null });
    const posAsSuper = await ctx.app.inject({
      url: '/api/v1/pos/pos/reports/trend',
      headers: { ...bearer(superAdmin.token), 'x-tenant-slug': b.tenant.slug },
    });
    expect(posAsSuper.statusCode).toBe(200);
  });
});

describe('package and standing limits', () => {
  it('refuses a section the package lacks with 403 PLAN_FEATURE', async () => {
    const kasirSaja = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const response = await ctx.app.inject({
      url: `/api/v1/tenant/${kasirSaja.tenant.slug}/walk-test/menu`,
      headers: bearer(kasirSaja.admin.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_FEATURE' });
  });

  it('answers 402 to staff of a BASIC tenant whose trial and grace days are over, and lets them through before', async () => {
    const trialEndsAt = new Date(Date.now() + 60_000);
    const basic = await createTenantGraph(ctx.db, { package: 'BASIC', trialEndsAt });
    const url = `/api/v1/tenant/${basic.tenant.slug}/walk-test/menu`;
    expect((await ctx.app.inject({ url, headers: bearer(basic.admin.token) })).statusCode).toBe(200);
    await keepSessionsOpen(ctx, [basic.admin]);
    try {
      // In the 7 grace days after the trial the staff still work.
      ctx.clock.advance(61_000 + 6 * DAY_MS);
      expect((await ctx.app.inject({ url, headers: bearer(basic.admin.token) })).statusCode).toBe(200);
      ctx.clock.advance(DAY_MS);
      const blocked = await ctx.app.inject({ url, headers: bearer(basic.admin.token) });
      expect(blocked.statusCode).toBe(402);
      expect(blocked.json()).toMatchObject({ code: 'PLAN_BLOCKED' });
    } finally {
      ctx.clock.reset();
    }
  });

  it('answers 403 TENANT_INACTIVE to staff of an inactive tenant', async () => {
    const inactive = await createTenantGraph(ctx.db, { active: false });
    const response = await ctx.app.inject({
      url: `/api/v1/tenant/${inactive.tenant.slug}/walk-test/menu`,
      headers: bearer(inactive.admin.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TENANT_INACTIVE' });
  });
});

describe('route declarations', () => {
  it('fails start-up for a route without config.access', async () => {
    const app = Fastify({ logger: false });
    registerAccessGuard(app, {
      authenticate: async () => null,
      tenantBySlug: async () => undefined,
      groupBySlug: async () => undefined,
      now: () => new Date(),
      graceDays: async () => 7,
    });
    const start = async () => {
      app.get('/api/v1/forgotten', async () => ({ leaked: true }));
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no config.access/);
  });

  it('fails start-up for a tenant route without a :slug param', async () => {
    const app = Fastify({ logger: false });
    registerAccessGuard(app, {
      authenticate: async () => null,
      tenantBySlug: async () => undefined,
      groupBySlug: async () => undefined,
      now: () => new Date(),
      graceDays: async () => 7,
    });
    const start = async () => {
      app.get('/api/v1/tenant/unscoped', { config: { access: { kind: 'tenant' } } }, async () => ({}));
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/must be scoped by a :slug/);
  });
});
