import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { errorOf } from '../../../test/auth-flow';
import { call, createIngredient, inventoryOf, type Ctx } from '../../../test/catalog';
import { createGroup, createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import {
  at,
  branchOf,
  groupGet,
  ORDER_TOTAL,
  overviewOf,
  paidOrder,
  type TestGroup,
} from '../../../test/group-reports';
import { openTestContext } from '../../../test/harness';
import { setOrderFlags, setTenant } from '../../../test/orders';
import { dinerOrder, patchOrderOk } from '../../../test/staff-orders';

/** GET /api/v1/group/:groupSlug/overview (SPEC §2 Group area Overview; issue 16). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.reset());

/** 15 March 2026, 17:00 in Jakarta (UTC+7), 18:00 in Makassar (UTC+8). */
const NOW = '2026-03-15T10:00:00Z';

async function dashboardOf(t: TenantGraph) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return dashboard.parse(response.json()).kpis;
}

describe('GET /overview', () => {
  let group: TestGroup;
  let jakarta: Awaited<ReturnType<typeof branchOf>>;
  let makassar: Awaited<ReturnType<typeof branchOf>>;

  beforeAll(async () => {
    group = await createGroup(ctx.db);
    jakarta = await branchOf(ctx, group);
    makassar = await branchOf(ctx, group, 'Asia/Makassar');
    for (const { t, kitchen } of [jakarta, makassar]) {
      // 23:30 on 14 March in Jakarta, 00:30 on the 15th in Makassar.
      await paidOrder(ctx, t, kitchen, 'A1', '2026-03-14T16:30:00Z');
      // Today in both.
      await paidOrder(ctx, t, kitchen, 'B1', '2026-03-15T03:00:00Z');
      // 23:30 on 28 February in Jakarta (last month), 00:30 on 1 March in Makassar (this month).
      await paidOrder(ctx, t, kitchen, 'C1', '2026-02-28T16:30:00Z');
      // Still open: waiting for the cashier, created today.
      const waiting = await dinerOrder(ctx, t, kitchen, 'D1');
      await setOrderFlags(ctx, t.tenant.id, waiting.order._id, {
        createdAt: new Date('2026-03-15T09:00:00Z'),
      });
    }
    // Jakarta also has a paid order the kitchen has not finished (open), one of two weeks ago still
    // waiting (open), and a cancelled one (neither open nor counted today).
    const cooking = await dinerOrder(ctx, jakarta.t, jakarta.kitchen, 'E1');
    await setOrderFlags(ctx, jakarta.t.tenant.id, cooking.order._id, {
      status: 'PAID',
      confirmed: true,
      ready: false,
      createdAt: new Date('2026-03-15T08:00:00Z'),
    });
    const old = await dinerOrder(ctx, jakarta.t, jakarta.kitchen, 'F1');
    await setOrderFlags(ctx, jakarta.t.tenant.id, old.order._id, {
      createdAt: new Date('2026-03-01T02:00:00Z'),
    });
    const cancelled = await dinerOrder(ctx, jakarta.t, jakarta.kitchen, 'G1');
    await setOrderFlags(ctx, jakarta.t.tenant.id, cancelled.order._id, {
      createdAt: new Date('2026-03-15T04:00:00Z'),
    });
    await patchOrderOk(ctx, jakarta.t, cancelled.order._id, { status: 'CANCELLED' }, jakarta.t.admin.token);
    // Makassar runs low on two ingredients; one sits exactly at its minimum (not an alert).
    await createIngredient(ctx, makassar.t, { name: 'Gula', stock: 1, minStock: 2 });
    await createIngredient(ctx, makassar.t, { name: 'Kopi', stock: 0, minStock: 0.5 });
    await createIngredient(ctx, makassar.t, { name: 'Garam', stock: 2, minStock: 2 });
  });

  it("gives each branch's today and month in its own time zone, exactly as its own dashboard", async () => {
    at(ctx, NOW);
    const overview = await overviewOf(ctx, group);
    expect(overview.branches.map((b) => b.slug)).toEqual([jakarta.t.tenant.slug, makassar.t.tenant.slug]);
    const [j, m] = overview.branches;
    expect(j).toEqual({
      slug: jakarta.t.tenant.slug,
      name: jakarta.t.tenant.name,
      active: true,
      revenueToday: ORDER_TOTAL,
      revenueMonth: 2 * ORDER_TOTAL,
      ordersToday: 3, // B1, D1 and E1; A1 was yesterday in Jakarta, G1 is cancelled
      avgTicketMonth: ORDER_TOTAL,
      openOrders: 3, // D1, E1 (paid, still cooking) and F1
      stockAlerts: 0,
    });
    expect(m).toEqual({
      slug: makassar.t.tenant.slug,
      name: makassar.t.tenant.name,
      active: true,
      revenueToday: 2 * ORDER_TOTAL,
      revenueMonth: 3 * ORDER_TOTAL,
      ordersToday: 3, // A1, B1 and D1
      avgTicketMonth: ORDER_TOTAL,
      openOrders: 1,
      stockAlerts: 2,
    });

    for (const [branch, { t }] of [
      [j, jakarta],
      [m, makassar],
    ] as const) {
      const own = await dashboardOf(t);
      expect(branch).toMatchObject({
        revenueToday: own.revenueToday,
        revenueMonth: own.revenueMonth,
        ordersToday: own.ordersToday,
        avgTicketMonth: own.avgOrderValueMonth,
      });
      const flagged = (await inventoryOf(ctx, t)).filter((item) => item.belowMin);
      expect(branch?.stockAlerts).toBe(flagged.length);
    }

    expect(overview.totals).toEqual({
      revenueToday: 3 * ORDER_TOTAL,
      revenueMonth: 5 * ORDER_TOTAL,
      ordersToday: 6,
      avgTicketMonth: ORDER_TOTAL,
      openOrders: 4,
      stockAlerts: 2,
    });
  });

  it('follows the clock: a new month in Makassar starts an hour before Jakarta’s', async () => {
    // 1 April 00:30 in Makassar, 31 March 23:30 in Jakarta.
    at(ctx, '2026-03-31T16:30:00Z');
    const [j, m] = (await overviewOf(ctx, group)).branches;
    expect(j?.revenueMonth).toBe(2 * ORDER_TOTAL);
    expect(m?.revenueMonth).toBe(0);
    expect(m?.avgTicketMonth).toBe(0);
  });

  it("averages the group's month over every paid order, not the branches' averages", async () => {
    const second = await createGroup(ctx.db);
    const busy = await branchOf(ctx, second);
    const quiet = await branchOf(ctx, second);
    await paidOrder(ctx, busy.t, busy.kitchen, 'A1', '2026-03-10T03:00:00Z');
    await paidOrder(ctx, busy.t, busy.kitchen, 'A2', '2026-03-10T04:00:00Z');
    // Es Teh × 1 alone: 5 550 with tax.
    const small = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/public/${quiet.t.tenant.slug}/orders`,
      payload: { table: 'Q1', items: [{ menuItemId: quiet.kitchen.esTeh._id, qty: 1 }] },
    });
    expect(small.statusCode, small.body).toBe(201);
    const orderId = small.json<{ order: { _id: string } }>().order._id;
    at(ctx, '2026-03-11T03:00:00Z');
    await patchOrderOk(ctx, quiet.t, orderId, { status: 'PAID', confirmed: true });
    at(ctx, NOW);
    const overview = await overviewOf(ctx, second);
    expect(overview.branches.map((b) => b.avgTicketMonth)).toEqual([ORDER_TOTAL, 5550]);
    expect(overview.totals.avgTicketMonth).toBe(Math.round((2 * ORDER_TOTAL + 5550) / 3));
  });

  it('lists an inactive branch as such and leaves out a deleted one and every other group’s', async () => {
    const own = await createGroup(ctx.db);
    const closed = await createTenantGraph(ctx.db, {
      package: 'ENTERPRISE',
      groupId: own.group.id,
      active: false,
    });
    const deleted = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: own.group.id });
    await setTenant(ctx, deleted.tenant.id, {
      active: false,
      deletedAt: new Date(),
      purgeAfter: new Date(Date.now() + 86_400_000),
    });
    await createTenantGraph(ctx.db, { package: 'ENTERPRISE' });
    const overview = await overviewOf(ctx, own);
    expect(overview.branches).toEqual([
      expect.objectContaining({ slug: closed.tenant.slug, active: false, revenueToday: 0, openOrders: 0 }),
    ]);
    expect(JSON.stringify(overview)).not.toContain(jakarta.t.tenant.slug);
  });

  it('answers an empty group with no branches and zero totals', async () => {
    const empty = await createGroup(ctx.db);
    expect(await overviewOf(ctx, empty)).toEqual({
      branches: [],
      totals: {
        revenueToday: 0,
        revenueMonth: 0,
        ordersToday: 0,
        avgTicketMonth: 0,
        openOrders: 0,
        stockAlerts: 0,
      },
    });
  });
});

describe('GET /overview access', () => {
  it("refuses anonymous (401), the branch's own staff (403) and another group's manager (403)", async () => {
    const group = await createGroup(ctx.db);
    const other = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    const anonymous = await groupGet(ctx, group, '/overview', null);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    for (const user of [branch.admin, branch.cashier, branch.kitchen, branch.inventory, other.manager]) {
      const response = await groupGet(ctx, group, '/overview', user.token);
      expect(response.statusCode, user.role).toBe(403);
      expect(errorOf(response), user.role).toEqual({
        code: 'FORBIDDEN',
        message: 'Anda tidak memiliki akses ke grup ini.',
      });
      expect(response.body).not.toContain(branch.tenant.slug);
    }
  });

  it('lets SUPER_ADMIN read any group, and answers 404 for an unknown one', async () => {
    const group = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const overview = await overviewOf(ctx, group, superAdmin.token);
    expect(overview.branches.map((b) => b.slug)).toEqual([branch.tenant.slug]);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/group/tidak-ada-grup/overview',
      headers: { authorization: `Bearer ${superAdmin.token}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });
});
