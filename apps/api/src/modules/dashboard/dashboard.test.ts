import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboard, type Dashboard } from '@meja/shared/contracts/dashboard';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { call } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { orderOk, setOrderFlags, setTenant } from '../../../test/orders';
import { dinerOrder, type Kitchen, kitchenGraph, patchOrderOk, payOk } from '../../../test/staff-orders';

/** GET /dashboard (SPEC §2 Admin dashboard, §7; issue 5). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.reset());

/** Moves the app's clock to `iso` (payments take their time from it). */
function at(iso: string) {
  ctx.clock.reset();
  ctx.clock.advance(Date.parse(iso) - Date.now());
}

async function readDashboard(t: TenantGraph, token = t.admin.token): Promise<Dashboard> {
  const response = await call(ctx, 'GET', t.tenant.slug, '/dashboard', token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return dashboard.strict().parse(response.json());
}

/**
 * The tenant is in Asia/Jakarta (UTC+7). "Now" is 15 March 2026, 17:00 WIB. Payments at 17:30 and
 * 16:30 UTC on 14 March fall on two different local days (15 and 14 March), as do those around
 * midnight WIB between 28 February and 1 March (the month boundary).
 */
const NOW = '2026-03-15T10:00:00Z';

/** An order of Es Teh × 3: 15 000 before tax, 16 650 with 11 % PPN. */
function teaOrder(t: TenantGraph, kitchen: Kitchen, table: string) {
  return orderOk(ctx, t.tenant.slug, { table, items: [{ menuItemId: kitchen.esTeh._id, qty: 3 }] });
}

/** Creates an order (its creation time set), pays it at `paidAt`, and closes it. */
async function paidOrder(
  t: TenantGraph,
  make: () => ReturnType<typeof dinerOrder>,
  createdAt: string,
  paidAt: string,
) {
  const created = await make();
  const id = created.order._id;
  await setOrderFlags(ctx, t.tenant.id, id, { createdAt: new Date(createdAt) });
  at(paidAt);
  await payOk(ctx, t, { orderId: id, method: 'CASH', amount: created.order.grandTotal });
  await patchOrderOk(ctx, t, id, { status: 'PAID', confirmed: true });
  return id;
}

describe('GET /dashboard', () => {
  it('counts recorded payments by the tenant’s calendar days, across day and month boundaries', async () => {
    const t = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, t);
    expect(t.tenant.timezone).toBe('Asia/Jakarta');

    // 38 850 paid at 00:30 WIB today (17:30 UTC the day before): today.
    const a = await paidOrder(
      t,
      () => dinerOrder(ctx, t, kitchen, 'A1'),
      '2026-03-14T17:10:00Z',
      '2026-03-14T17:30:00Z',
    );
    // 16 650 paid at 23:30 WIB yesterday (the same UTC day as a): yesterday.
    const b = await paidOrder(
      t,
      () => teaOrder(t, kitchen, 'B1'),
      '2026-03-14T16:10:00Z',
      '2026-03-14T16:30:00Z',
    );
    // 38 850 paid at 00:30 WIB on 1 March: this month, not the last 7 days.
    await paidOrder(
      t,
      () => dinerOrder(ctx, t, kitchen, 'C1'),
      '2026-02-28T17:10:00Z',
      '2026-02-28T17:30:00Z',
    );
    // 38 850 paid at 23:30 WIB on 28 February: last month.
    await paidOrder(
      t,
      () => dinerOrder(ctx, t, kitchen, 'D1'),
      '2026-02-28T16:10:00Z',
      '2026-02-28T16:30:00Z',
    );

    // Paid today, then cancelled by the admin: the payment is refunded and no longer counts.
    const e = await dinerOrder(ctx, t, kitchen, 'E1');
    await setOrderFlags(ctx, t.tenant.id, e.order._id, { createdAt: new Date('2026-03-15T03:00:00Z') });
    at('2026-03-15T03:05:00Z');
    await payOk(ctx, t, { orderId: e.order._id, method: 'QRIS', amount: 38850 });
    await patchOrderOk(ctx, t, e.order._id, { status: 'CANCELLED', reason: 'salah input' }, t.admin.token);

    // Still open: one from today, one from two weeks ago.
    const f = await dinerOrder(ctx, t, kitchen, 'F1');
    await setOrderFlags(ctx, t.tenant.id, f.order._id, { createdAt: new Date('2026-03-15T09:00:00Z') });
    const g = await dinerOrder(ctx, t, kitchen, 'G1');
    await setOrderFlags(ctx, t.tenant.id, g.order._id, { createdAt: new Date('2026-03-01T00:00:00Z') });

    at(NOW);
    const board = await readDashboard(t);
    expect(board.kpis).toEqual({
      revenueToday: 38850,
      revenueMonth: 38850 + 16650 + 38850,
      ordersToday: 2, // a and f; e was cancelled, b was yesterday in WIB
      pendingOrders: 2, // f and g
      avgOrderValueMonth: Math.round((38850 + 16650 + 38850) / 3),
    });
    expect(board.salesLast7Days).toEqual([
      { date: '2026-03-09', amount: 0 },
      { date: '2026-03-10', amount: 0 },
      { date: '2026-03-11', amount: 0 },
      { date: '2026-03-12', amount: 0 },
      { date: '2026-03-13', amount: 0 },
      { date: '2026-03-14', amount: 16650 },
      { date: '2026-03-15', amount: 38850 },
    ]);
    // a: Nasi Goreng 30 000 + Es Teh 5 000 of 35 000 → 33 300 + 5 550 of 38 850; b: Es Teh 16 650.
    expect(board.topItems).toEqual([
      { name: kitchen.esTeh.name, qty: 4, revenue: 5550 + 16650 },
      { name: kitchen.nasi.name, qty: 2, revenue: 33300 },
    ]);
    // Created since 13 March 00:00 WIB, newest first; g (1 March) is older.
    expect(board.recentOrders.map((o) => o._id)).toEqual([f.order._id, e.order._id, a, b]);
    expect(board.recentOrders[1]).toEqual({
      _id: e.order._id,
      table: 'E1',
      status: 'CANCELLED',
      total: 35000,
      grandTotal: 38850,
      paymentStatus: 'COMPLETED',
      createdAt: '2026-03-15T03:00:00.000Z',
    });

    // The same data a day later: 15 March is yesterday, the week has moved on by one.
    at('2026-03-16T10:00:00Z');
    const nextDay = await readDashboard(t);
    expect(nextDay.kpis).toMatchObject({ revenueToday: 0, ordersToday: 0, revenueMonth: 94350 });
    expect(nextDay.salesLast7Days.map((d) => d.date)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
    expect(nextDay.salesLast7Days.slice(-3).map((d) => d.amount)).toEqual([16650, 38850, 0]);
  });

  it('follows the tenant’s own time zone (WIT, UTC+9)', async () => {
    const t = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, t);
    await setTenant(ctx, t.tenant.id, { timezone: 'Asia/Jayapura' });
    // 15:30 UTC on 14 March is 00:30 WIT on 15 March (but still 22:30 WIB on the 14th).
    await paidOrder(
      t,
      () => dinerOrder(ctx, t, kitchen, 'W1'),
      '2026-03-14T15:10:00Z',
      '2026-03-14T15:30:00Z',
    );
    at(NOW);
    const board = await readDashboard(t);
    expect(board.kpis.revenueToday).toBe(38850);
    expect(board.kpis.ordersToday).toBe(1);
    expect(board.salesLast7Days.at(-1)).toEqual({ date: '2026-03-15', amount: 38850 });
  });

  it('answers zeros and empty lists for a tenant without orders', async () => {
    const t = await createTenantGraph(ctx.db);
    at(NOW);
    const board = await readDashboard(t);
    expect(board).toEqual({
      kpis: { revenueToday: 0, revenueMonth: 0, ordersToday: 0, pendingOrders: 0, avgOrderValueMonth: 0 },
      salesLast7Days: ['09', '10', '11', '12', '13', '14', '15'].map((d) => ({
        date: `2026-03-${d}`,
        amount: 0,
      })),
      topItems: [],
      recentOrders: [],
      // A kitchen, no order made READY today (dashboard-ticket-times.test.ts has them).
      ticketTimes: { today: null },
    });
  });

  it('keeps to its own tenant’s money', async () => {
    const mine = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, other);
    await paidOrder(
      other,
      () => dinerOrder(ctx, other, kitchen, 'X1'),
      '2026-03-15T01:00:00Z',
      '2026-03-15T01:10:00Z',
    );
    at(NOW);
    const board = await readDashboard(mine);
    expect(board.kpis.revenueMonth).toBe(0);
    expect(board.recentOrders).toEqual([]);
    expect((await readDashboard(other)).kpis.revenueToday).toBe(38850);
  });
});

describe('GET /dashboard access', () => {
  let t: TenantGraph;
  let other: TenantGraph;
  beforeAll(async () => {
    t = await createTenantGraph(ctx.db);
    other = await createTenantGraph(ctx.db);
  });
  const status = async (token: string | null, slug = t.tenant.slug) =>
    (await call(ctx, 'GET', slug, '/dashboard', token)).statusCode;

  it('refuses anonymous callers with 401', async () => {
    expect(await status(null)).toBe(401);
  });

  it('is the admin’s only: cashier, kitchen and inventory get 403', async () => {
    expect(await status(t.cashier.token)).toBe(403);
    expect(await status(t.kitchen.token)).toBe(403);
    expect(await status(t.inventory.token)).toBe(403);
    expect(await status(t.admin.token)).toBe(200);
  });

  it('refuses another tenant’s admin and lets the super admin in', async () => {
    expect(await status(other.admin.token)).toBe(403);
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    expect(await status(superAdmin.token)).toBe(200);
  });

  it('is kept by a POS_ONLY tenant’s admin (an earlier decision), not by its cashier', async () => {
    const posOnly = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    expect(await status(posOnly.admin.token, posOnly.tenant.slug)).toBe(200);
    expect(await status(posOnly.cashier.token, posOnly.tenant.slug)).toBe(403);
  });
});
