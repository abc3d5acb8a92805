import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { REPORT_MESSAGES } from '@meja/shared/contracts/reports';
import { errorOf } from '../../../test/auth-flow';
import { call, recordPurchase, type Ctx } from '../../../test/catalog';
import { createGroup, createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { profitLossOf } from '../../../test/finance';
import {
  at,
  branchOf,
  groupGet,
  groupReportOf,
  ORDER_TOTAL,
  paidOrder,
  type TestGroup,
} from '../../../test/group-reports';
import { openTestContext } from '../../../test/harness';
import { attachGroups, mieGorengGroups } from '../../../test/option-groups';
import { orderOk } from '../../../test/orders';
import { patchOrderOk, payOk } from '../../../test/staff-orders';

/** GET /api/v1/group/:groupSlug/reports (SPEC §2 Group area Reports, §7; issue 16). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.reset());

/** 15 March 2026, 17:00 in Jakarta (UTC+7): the default period is 9–15 March. */
const NOW = '2026-03-15T10:00:00Z';

async function topItemsOnDashboard(t: TenantGraph) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return dashboard.parse(response.json()).topItems;
}

describe('GET /reports', () => {
  let group: TestGroup;
  let jakarta: Awaited<ReturnType<typeof branchOf>>;
  let makassar: Awaited<ReturnType<typeof branchOf>>;

  beforeAll(async () => {
    group = await createGroup(ctx.db);
    jakarta = await branchOf(ctx, group);
    makassar = await branchOf(ctx, group, 'Asia/Makassar');
    for (const { t, kitchen } of [jakarta, makassar]) {
      // 00:30 on 15 March in Jakarta, 01:30 in Makassar.
      await paidOrder(ctx, t, kitchen, 'A1', '2026-03-14T17:30:00Z');
      // 23:30 on 8 March in Jakarta (before the period), 00:30 on 9 March in Makassar (in it).
      await paidOrder(ctx, t, kitchen, 'B1', '2026-03-08T16:30:00Z');
      // Paid on 12 March, then voided by the admin: refunded, no longer revenue.
      const voided = await paidOrder(ctx, t, kitchen, 'C1', '2026-03-12T05:00:00Z');
      await patchOrderOk(ctx, t, voided, { status: 'CANCELLED', reason: 'salah input' }, t.admin.token);
    }
    ctx.clock.reset();
    await recordPurchase(ctx, jakarta.t, { date: '2026-03-09', name: 'Beras', qty: 5, price: 70_000 });
    await recordPurchase(ctx, jakarta.t, { date: '2026-03-08', name: 'Teh', qty: 1, price: 50_000 });
    await recordPurchase(ctx, makassar.t, { date: '2026-03-15', name: 'Telur', qty: 12, price: 24_000 });
  });

  it("defaults to the last 7 days: each branch's revenue and purchases as its own P&L, top items as its dashboard", async () => {
    at(ctx, NOW);
    const report = await groupReportOf(ctx, group);
    expect(report).toMatchObject({ start: '2026-03-09', end: '2026-03-15' });
    const [j, m] = report.branches;
    expect(j).toEqual({
      slug: jakarta.t.tenant.slug,
      name: jakarta.t.tenant.name,
      revenue: ORDER_TOTAL,
      orders: 1,
      avgTicket: ORDER_TOTAL,
      purchases: 70_000,
      foodCostPercent: 180.2, // a week of buying stock for more than it sold
      grossMarginPercent: -80.2,
      topItems: [
        { name: 'NASI GORENG', qty: 2, revenue: 33_300 },
        { name: 'ES TEH', qty: 1, revenue: 5_550 },
      ],
      topOptions: [],
    });
    expect(m).toMatchObject({
      slug: makassar.t.tenant.slug,
      revenue: 2 * ORDER_TOTAL,
      orders: 2,
      avgTicket: ORDER_TOTAL,
      purchases: 24_000,
      foodCostPercent: 30.9,
      grossMarginPercent: 69.1,
    });

    for (const [branch, { t }] of [
      [j, jakarta],
      [m, makassar],
    ] as const) {
      const own = await profitLossOf(ctx, t);
      expect(own).toMatchObject({ start: report.start, end: report.end });
      expect(branch).toMatchObject({ revenue: own.revenue, purchases: own.purchases });
      expect(branch?.topItems).toEqual(await topItemsOnDashboard(t));
    }
    expect(report.total).toEqual({
      revenue: 3 * ORDER_TOTAL,
      orders: 3,
      avgTicket: ORDER_TOTAL,
      purchases: 94_000,
      foodCostPercent: 80.7,
      grossMarginPercent: 19.3,
    });
  });

  it('takes a start and end: the same calendar days in every branch, both included', async () => {
    at(ctx, NOW);
    const query = '?start=2026-03-01&end=2026-03-08';
    const report = await groupReportOf(ctx, group, query);
    expect(report).toMatchObject({ start: '2026-03-01', end: '2026-03-08' });
    const [j, m] = report.branches;
    expect(j).toMatchObject({ revenue: ORDER_TOTAL, orders: 1, purchases: 50_000 });
    expect(m).toMatchObject({
      revenue: 0,
      orders: 0,
      avgTicket: 0,
      purchases: 0,
      foodCostPercent: null,
      grossMarginPercent: null,
      topItems: [],
    });
    for (const [branch, { t }] of [
      [j, jakarta],
      [m, makassar],
    ] as const) {
      const own = await profitLossOf(ctx, t, query);
      expect(branch).toMatchObject({ revenue: own.revenue, purchases: own.purchases });
    }
    expect(report.total).toMatchObject({ revenue: ORDER_TOTAL, purchases: 50_000, foodCostPercent: 128.7 });
  });

  it('gives purchases without revenue no percentages, in a branch and in the total', async () => {
    at(ctx, NOW);
    const report = await groupReportOf(ctx, group, '?start=2026-03-09&end=2026-03-09');
    expect(
      report.branches.map((b) => [b.revenue, b.purchases, b.foodCostPercent, b.grossMarginPercent]),
    ).toEqual([
      [0, 70_000, null, null],
      [ORDER_TOTAL, 0, 0, 100],
    ]);
    expect(report.total).toMatchObject({ revenue: ORDER_TOTAL, purchases: 70_000, foodCostPercent: 180.2 });
  });

  it("never shows another group's branch", async () => {
    const other = await createGroup(ctx.db);
    const foreign = await branchOf(ctx, other);
    await paidOrder(ctx, foreign.t, foreign.kitchen, 'X1', '2026-03-14T05:00:00Z');
    at(ctx, NOW);
    const mine = await groupReportOf(ctx, group);
    expect(mine.branches.map((b) => b.slug)).toEqual([jakarta.t.tenant.slug, makassar.t.tenant.slug]);
    const theirs = await groupReportOf(ctx, other);
    expect(theirs.branches.map((b) => b.slug)).toEqual([foreign.t.tenant.slug]);
    expect(theirs.total.revenue).toBe(ORDER_TOTAL);
  });

  it('answers an empty group with no branches and a zero total', async () => {
    at(ctx, NOW);
    const empty = await createGroup(ctx.db);
    expect(await groupReportOf(ctx, empty)).toEqual({
      start: '2026-03-09',
      end: '2026-03-15',
      branches: [],
      total: {
        revenue: 0,
        orders: 0,
        avgTicket: 0,
        purchases: 0,
        foodCostPercent: null,
        grossMarginPercent: null,
      },
    });
  });
});

describe('GET /reports: the options chosen most (issue 20)', () => {
  it("lists each branch's 5 options sold most, as its own reports count them", async () => {
    const group = await createGroup(ctx.db);
    const jakarta = await branchOf(ctx, group);
    const makassar = await branchOf(ctx, group, 'Asia/Makassar');
    const { t, kitchen } = jakarta;
    const choices = await mieGorengGroups(ctx, t, kitchen.telur._id);
    await attachGroups(ctx, t, kitchen.nasi._id, [choices.level.id, choices.extra.id]);
    const level = (n: number) =>
      choices.level.options.find((option) => option.name === `Level ${n}`)?.id ?? '';
    // Telur 5, Keju 4, Level 1 3, Level 2 2, Level 3 1, Level 4 1: six options, the first five listed.
    const sold: [number, string[]][] = [
      [3, [level(1), choices.telur, choices.keju]],
      [2, [level(2), choices.telur]],
      [1, [level(3)]],
      [1, [level(4), choices.keju]],
    ];
    at(ctx, '2026-03-14T03:00:00Z');
    for (const [qty, options] of sold) {
      const { order } = await orderOk(ctx, t.tenant.slug, {
        table: 'A1',
        items: [{ menuItemId: kitchen.nasi._id, qty, options }],
      });
      await payOk(ctx, t, { orderId: order._id, method: 'CASH', amount: order.grandTotal });
    }
    at(ctx, NOW);
    const report = await groupReportOf(ctx, group);
    const [j, m] = report.branches;
    expect(j?.topOptions).toEqual([
      { group: 'Tambahan', name: 'Telur', qty: 5, revenue: 20_000 },
      { group: 'Tambahan', name: 'Keju', qty: 4, revenue: 20_000 },
      { group: 'Level pedas', name: 'Level 1', qty: 3, revenue: 0 },
      { group: 'Level pedas', name: 'Level 2', qty: 2, revenue: 0 },
      { group: 'Level pedas', name: 'Level 3', qty: 1, revenue: 0 },
    ]);
    expect(j?.topOptions).toEqual((await profitLossOf(ctx, t)).topOptions.slice(0, 5));
    expect(m?.topOptions).toEqual([]);
    expect((await profitLossOf(ctx, makassar.t)).topOptions).toEqual([]);
  });
});

describe('GET /reports validation', () => {
  let group: TestGroup;
  beforeAll(async () => {
    group = await createGroup(ctx.db);
    await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
  });

  it('refuses a start after the end and a period over a year, with the tenant reports’ texts', async () => {
    const backwards = await groupGet(
      ctx,
      group,
      '/reports?start=2026-03-10&end=2026-03-09',
      group.manager.token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)).toMatchObject({
      code: 'VALIDATION',
      message: REPORT_MESSAGES.startAfterEnd,
      fields: { start: REPORT_MESSAGES.startAfterEnd },
    });
    const tooLong = await groupGet(
      ctx,
      group,
      '/reports?start=2025-01-01&end=2026-03-09',
      group.manager.token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toMatchObject({
      code: 'VALIDATION',
      message: REPORT_MESSAGES.tooLong,
      fields: { end: REPORT_MESSAGES.tooLong },
    });
  });

  it('refuses a date that is not one', async () => {
    for (const query of ['?start=2026-02-30', '?end=15-03-2026', '?start=kemarin']) {
      const response = await groupGet(ctx, group, `/reports${query}`, group.manager.token);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
    }
  });
});

describe('GET /reports access', () => {
  it("refuses anonymous (401), the branch's own staff (403) and another group's manager (403)", async () => {
    const group = await createGroup(ctx.db);
    const other = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    expect((await groupGet(ctx, group, '/reports', null)).statusCode).toBe(401);
    for (const user of [branch.admin, branch.cashier, branch.kitchen, branch.inventory, other.manager]) {
      const response = await groupGet(ctx, group, '/reports', user.token);
      expect(response.statusCode, user.role).toBe(403);
      expect(errorOf(response)).toEqual({
        code: 'FORBIDDEN',
        message: 'Anda tidak memiliki akses ke grup ini.',
      });
      expect(response.body).not.toContain(branch.tenant.slug);
    }
  });

  it('lets SUPER_ADMIN read any group', async () => {
    const group = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const report = await groupReportOf(ctx, group, '', superAdmin.token);
    expect(report.branches.map((b) => b.slug)).toEqual([branch.tenant.slug]);
  });
});
