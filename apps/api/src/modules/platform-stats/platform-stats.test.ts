import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformStats, revenueMonthly } from '@meja/shared/contracts/platform-stats';
import { jakartaDayRange, lastJakartaMonths } from '@meja/shared/revenue-months';
import { consoleCall, seedInvoice, seedOrder } from '../../../test/console-billing';
import { createGroup, createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let superAdmin: TestUser;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

beforeAll(async () => {
  // Figures total the whole database: on PostgreSQL a database of its own.
  ctx = await openTestContext({ database: { own: true } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

async function revenueOf(query = '') {
  const response = await consoleCall(ctx, 'GET', `/reports/revenue-monthly${query}`, superAdmin.token);
  expect(response.statusCode, response.body).toBe(200);
  return revenueMonthly.strict().parse(response.json());
}

async function statsOf() {
  const response = await consoleCall(ctx, 'GET', '/stats', superAdmin.token);
  expect(response.statusCode, response.body).toBe(200);
  return platformStats.strict().parse(response.json());
}

describe('GET /super-admin/reports/revenue-monthly', () => {
  it('totals paid invoices per Jakarta month, empty months 0, nothing unpaid, void or out of range', async () => {
    const now = new Date();
    const range = lastJakartaMonths(now, 12);
    const oldestStart = range.start;
    // Within this month even in its first hours.
    const thisMonth = (back: number) =>
      new Date(Math.max(lastJakartaMonths(now, 1).start.getTime() + 1000, now.getTime() - back));
    const a = await createTenantGraph(ctx.db);
    const b = await createTenantGraph(ctx.db);
    // This month: two paid invoices of two tenants.
    await seedInvoice(ctx, a.tenant.id, {
      amount: 100_000,
      status: 'PAID',
      paidAt: thisMonth(HOUR_MS),
    });
    await seedInvoice(ctx, b.tenant.id, {
      amount: 50_000,
      status: 'PAID',
      paidAt: thisMonth(2 * HOUR_MS),
    });
    // The oldest month of the range, in its first Jakarta hour.
    await seedInvoice(ctx, a.tenant.id, {
      amount: 7_000,
      status: 'PAID',
      paidAt: new Date(oldestStart.getTime() + 1000),
    });
    // Not counted: unpaid, void, and paid one second before the range (the month before, in Jakarta).
    await seedInvoice(ctx, a.tenant.id, { amount: 900_000, status: 'UNPAID' });
    await seedInvoice(ctx, a.tenant.id, { amount: 800_000, status: 'VOID' });
    await seedInvoice(ctx, b.tenant.id, {
      amount: 700_000,
      status: 'PAID',
      paidAt: new Date(oldestStart.getTime() - 1000),
    });

    const report = await revenueOf();
    expect(report.range).toEqual({ start: range.start.toISOString(), end: range.end.toISOString() });
    expect(report.total).toBe(12);
    expect(report.months.map((month) => month.month)).toEqual(range.months);
    expect(report.months[0]).toEqual({ month: range.months[0], total: 7_000, count: 1 });
    expect(report.months[11]).toEqual({ month: range.months[11], total: 150_000, count: 2 });
    for (const month of report.months.slice(1, 11)) expect(month).toMatchObject({ total: 0, count: 0 });
    expect(report.grandTotal).toBe(157_000);

    // The month before the range appears once the range includes it.
    const longer = await revenueOf('?months=13');
    expect(longer.months[0]).toMatchObject({ total: 700_000, count: 1 });
    expect(longer.grandTotal).toBe(857_000);
  });

  it('ranks the top 10 tenants by their paid orders over the range', async () => {
    const now = new Date();
    const range = lastJakartaMonths(now, 1);
    const graphs = [];
    for (let i = 0; i < 12; i += 1) graphs.push(await createTenantGraph(ctx.db));
    for (const [i, graph] of graphs.entries()) {
      await seedOrder(ctx, graph.tenant.id, { total: 1_000 * (i + 1), status: 'PAID', createdAt: now });
    }
    const [lowest, low] = graphs;
    const [first, second] = graphs.slice(-2).reverse();
    if (!first || !second || !lowest || !low) throw new Error('no tenants');
    // Not counted: an unpaid and a cancelled order, and a paid one before the range.
    await seedOrder(ctx, lowest.tenant.id, { total: 5_000_000, status: 'PENDING', createdAt: now });
    await seedOrder(ctx, lowest.tenant.id, { total: 5_000_000, status: 'CANCELLED', createdAt: now });
    await seedOrder(ctx, low.tenant.id, {
      total: 5_000_000,
      status: 'PAID',
      createdAt: new Date(range.start.getTime() - 1000),
    });
    await seedOrder(ctx, first.tenant.id, { total: 500, status: 'PAID', createdAt: now });

    const report = await revenueOf('?months=1');
    expect(report.perTenant).toHaveLength(10);
    expect(report.perTenant[0]).toEqual({
      tenantId: first.tenant.id,
      name: first.tenant.name,
      slug: first.tenant.slug,
      total: 12_500,
    });
    expect(report.perTenant[1]).toMatchObject({ slug: second.tenant.slug, total: 11_000 });
    expect(report.perTenant.map((row) => row.total)).toEqual([
      12_500, 11_000, 10_000, 9_000, 8_000, 7_000, 6_000, 5_000, 4_000, 3_000,
    ]);
  });

  it('refuses a months value outside 1..36 or not a number with 400', async () => {
    for (const months of ['0', '37', 'dua', '1.5']) {
      const response = await consoleCall(
        ctx,
        'GET',
        `/reports/revenue-monthly?months=${months}`,
        superAdmin.token,
      );
      expect(response.statusCode, months).toBe(400);
    }
  });
});

describe('GET /super-admin/stats', () => {
  it('counts tenants by package and state, users by role, and orders of the Jakarta day', async () => {
    const before = await statsOf();
    const now = new Date();
    const trial = await createTenantGraph(ctx.db, {
      package: 'BASIC',
      trialEndsAt: new Date(now.getTime() + DAY_MS),
    });
    await createTenantGraph(ctx.db, { package: 'BASIC', trialEndsAt: new Date(now.getTime() - DAY_MS) });
    const paid = await createTenantGraph(ctx.db, { package: 'PRO' });
    await setTenant(ctx, paid.tenant.id, { paidUntil: new Date(now.getTime() + 10 * DAY_MS) });
    await createTenantGraph(ctx.db, { package: 'ENTERPRISE', active: false });
    const deleted = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    await setTenant(ctx, deleted.tenant.id, {
      active: false,
      deletedAt: now,
      purgeAfter: new Date(now.getTime() + 30 * DAY_MS),
    });
    await createGroup(ctx.db);
    const day = jakartaDayRange(now);
    await seedOrder(ctx, trial.tenant.id, { total: 20_000, status: 'PAID', createdAt: now });
    await seedOrder(ctx, trial.tenant.id, { total: 30_000, status: 'PENDING', createdAt: now });
    await seedOrder(ctx, paid.tenant.id, { total: 40_000, status: 'PAID', createdAt: day.start });
    await seedOrder(ctx, paid.tenant.id, {
      total: 99_000,
      status: 'PAID',
      createdAt: new Date(day.start.getTime() - 1),
    });

    const after = await statsOf();
    const grew = (a: Record<string, number>, b: Record<string, number>) =>
      Object.fromEntries(Object.keys(b).map((key) => [key, (b[key] ?? 0) - (a[key] ?? 0)]));
    expect(after.tenants.total - before.tenants.total).toBe(4);
    expect(grew(before.tenants.byPackage, after.tenants.byPackage)).toEqual({
      BASIC: 2,
      POS_ONLY: 0,
      PRO: 1,
      ENTERPRISE: 1,
    });
    expect(grew(before.tenants.byState, after.tenants.byState)).toEqual({
      active: 3,
      inactive: 1,
      deleted: 1,
      trial: 1,
      trialExpired: 1,
      paid: 1,
    });
    // Five tenants of four staff each, and a group manager.
    expect(grew(before.users.byRole, after.users.byRole)).toEqual({
      SUPER_ADMIN: 0,
      GROUP_MANAGER: 1,
      RESTAURANT_ADMIN: 5,
      CASHIER: 5,
      KITCHEN: 5,
      INVENTORY: 5,
    });
    expect(after.users.total - before.users.total).toBe(21);
    expect(after.orders.today - before.orders.today).toBe(3);
    expect(after.orders.paidToday - before.orders.paidToday).toBe(2);
    expect(after.orders.revenueToday - before.orders.revenueToday).toBe(60_000);
  });
});

describe('console overview access', () => {
  it('refuses anonymous callers (401), a restaurant admin and a group manager (403)', async () => {
    const graph = await createTenantGraph(ctx.db);
    const { manager } = await createGroup(ctx.db);
    for (const path of ['/reports/revenue-monthly', '/stats']) {
      expect((await consoleCall(ctx, 'GET', path, null)).statusCode, path).toBe(401);
      for (const user of [graph.admin, graph.kitchen, manager]) {
        expect((await consoleCall(ctx, 'GET', path, user.token)).statusCode, `${user.role} ${path}`).toBe(
          403,
        );
      }
    }
  });
});
