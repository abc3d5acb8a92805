import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { freshPos, posCall, rowsOf, saleItems } from '../../../test/pos';
import type { Kitchen } from '../../../test/staff-orders';

/**
 * Who may call /api/v1/pos (docs/pos.md, access kind `pos`): the session decides, never the
 * X-Tenant-Slug or X-Tenant-Plan headers. Every endpoint is called as each refused caller.
 */
let ctx: Ctx;
let own: { t: TenantGraph; kitchen: Kitchen };
let other: { t: TenantGraph; kitchen: Kitchen };
let posOnly: { t: TenantGraph; kitchen: Kitchen };

beforeAll(async () => {
  ctx = await openTestContext();
  own = await freshPos(ctx, { openShifts: false });
  other = await freshPos(ctx);
  posOnly = await freshPos(ctx, { package: 'POS_ONLY' });
});
afterAll(() => ctx.close());

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  payload?: unknown;
  /** Quick management and the daily/trend reports: refused to cashiers. */
  manage: boolean;
}

const endpoints = (kitchen: Kitchen): Endpoint[] => [
  { method: 'POST', path: '/auth/sso', manage: false },
  { method: 'GET', path: '/core/menu', manage: false },
  { method: 'POST', path: '/core/menu/quick-add', payload: { name: 'Teh', price: 1000 }, manage: true },
  {
    method: 'POST',
    path: '/core/users/quick-add-cashier',
    payload: { email: `${randomUUID()}@meja.test`, password: 'rahasia' },
    manage: true,
  },
  { method: 'POST', path: `/core/menu/${kitchen.nasi._id}/image`, payload: {}, manage: true },
  { method: 'POST', path: '/pos/orders', payload: { items: saleItems(kitchen) }, manage: false },
  {
    method: 'POST',
    path: '/pay/create-intent',
    payload: { orderId: randomUUID(), method: 'CASH' },
    manage: false,
  },
  { method: 'POST', path: `/pay/${randomUUID()}/confirm`, manage: false },
  { method: 'GET', path: '/pos/shifts/current', manage: false },
  { method: 'POST', path: '/pos/shifts/open', payload: { openingCash: 0 }, manage: false },
  { method: 'POST', path: '/pos/shifts/close', payload: { closingCash: 0 }, manage: false },
  { method: 'GET', path: '/pos/reports/daily', manage: true },
  { method: 'GET', path: '/pos/reports/trend', manage: true },
  { method: 'GET', path: '/pos/reports/last-day-transactions', manage: false },
];

async function expectRefused(
  caller: { label: string; token: string | null; slug?: string; plan?: string },
  endpoint: Endpoint,
  status: number,
  code: string,
) {
  const response = await posCall(ctx, endpoint.method, endpoint.path, {
    ...caller,
    payload: endpoint.payload,
  });
  const what = `${caller.label} ${endpoint.method} ${endpoint.path}`;
  expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
  expect(response.json(), what).toMatchObject({ code });
  expect(Object.keys(response.json<object>()).sort(), what).toEqual(['code', 'message']);
}

describe('refused callers get no data and change nothing', () => {
  it('anonymous → 401 on every endpoint', async () => {
    for (const endpoint of endpoints(own.kitchen)) {
      await expectRefused(
        { label: 'anonymous', token: null, slug: own.t.tenant.slug },
        endpoint,
        401,
        'UNAUTHENTICATED',
      );
    }
  });

  it('kitchen, inventory and a group manager → 403 on every endpoint', async () => {
    const manager = await createUser(ctx.db, { role: 'GROUP_MANAGER' });
    const refused: [string, TestUser][] = [
      ['kitchen', own.t.kitchen],
      ['inventory', own.t.inventory],
      ['group manager', manager],
    ];
    for (const [label, user] of refused) {
      for (const endpoint of endpoints(own.kitchen)) {
        await expectRefused(
          { label, token: user.token, slug: own.t.tenant.slug },
          endpoint,
          403,
          'FORBIDDEN',
        );
      }
    }
  });

  it('a cashier → 403 on quick management and the daily and trend reports', async () => {
    for (const endpoint of endpoints(own.kitchen).filter((e) => e.manage)) {
      await expectRefused({ label: 'cashier', token: own.t.cashier.token }, endpoint, 403, 'FORBIDDEN');
    }
  });

  it("another tenant's admin and cashier → 403 whatever X-Tenant-Slug and X-Tenant-Plan say", async () => {
    for (const user of [other.t.admin, other.t.cashier]) {
      for (const endpoint of endpoints(own.kitchen)) {
        const caller = {
          label: `other ${user.role}`,
          token: user.token,
          slug: own.t.tenant.slug,
          plan: 'ENTERPRISE',
        };
        await expectRefused(caller, endpoint, 403, 'FORBIDDEN');
      }
    }
    expect(await rowsOf.orders(ctx, own.t.tenant.id)).toHaveLength(0);
    expect(await rowsOf.shifts(ctx, own.t.tenant.id)).toHaveLength(0);
  });

  it('X-Tenant-Plan: ENTERPRISE on a POS_ONLY tenant grants nothing more', async () => {
    const headers = { slug: posOnly.t.tenant.slug, plan: 'ENTERPRISE' };
    for (const endpoint of endpoints(posOnly.kitchen).filter((e) => e.manage)) {
      await expectRefused(
        { label: 'POS_ONLY cashier', token: posOnly.t.cashier.token, ...headers },
        endpoint,
        403,
        'FORBIDDEN',
      );
    }
    const sso = await posCall(ctx, 'POST', '/auth/sso', { token: posOnly.t.admin.token, ...headers });
    expect(sso.json()).toMatchObject({ user: { plan: 'POS_ONLY' } });
    // The admin menu stays outside the package, header or not.
    const menu = await call(ctx, 'GET', posOnly.t.tenant.slug, '/menu', posOnly.t.admin.token);
    expect(menu.json()).toMatchObject({ code: 'PLAN_FEATURE' });
  });

  it('a blocked tenant: inactive → 403 TENANT_INACTIVE, BASIC after its trial and grace → 402 PLAN_BLOCKED', async () => {
    const inactive = await createTenantGraph(ctx.db, { active: false });
    const expired = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000 - 1000),
    });
    for (const endpoint of endpoints(own.kitchen)) {
      await expectRefused(
        { label: 'inactive', token: inactive.admin.token },
        endpoint,
        403,
        'TENANT_INACTIVE',
      );
      await expectRefused({ label: 'expired', token: expired.admin.token }, endpoint, 402, 'PLAN_BLOCKED');
    }
  });
});

describe('allowed callers', () => {
  it('a cashier sells, keeps shifts and reads the day’s transactions; the admin manages', async () => {
    const { t, kitchen } = await freshPos(ctx, { package: 'POS_ONLY' });
    for (const endpoint of endpoints(kitchen).filter((e) => !e.manage && e.method === 'GET')) {
      const response = await posCall(ctx, 'GET', endpoint.path, {
        token: t.cashier.token,
        slug: t.tenant.slug,
      });
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
    }
    for (const endpoint of endpoints(kitchen).filter((e) => e.manage && e.method === 'GET')) {
      expect((await posCall(ctx, 'GET', endpoint.path, { token: t.admin.token })).statusCode).toBe(200);
    }
    const quick = await posCall(ctx, 'POST', '/core/menu/quick-add', {
      token: t.admin.token,
      payload: { name: 'Teh', price: 1000 },
    });
    expect(quick.statusCode, quick.body).toBe(201);
  });

  it('a super admin works at the tenant named by X-Tenant-Slug, even an inactive one', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const inactive = await createTenantGraph(ctx.db, { active: false });
    for (const slug of [own.t.tenant.slug, inactive.tenant.slug]) {
      const response = await posCall(ctx, 'GET', '/pos/reports/daily', { token: superAdmin.token, slug });
      expect(response.statusCode, response.body).toBe(200);
    }
    const noHeader = await posCall(ctx, 'GET', '/core/menu', { token: superAdmin.token });
    expect(noHeader.statusCode).toBe(400);
  });
});
