import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billSplit } from '@meja/shared/contracts/bill-split';
import { dashboard } from '@meja/shared/contracts/dashboard';
import type { OrderType } from '@meja/shared/contracts/orders';
import { REPORT_MESSAGES, REPORT_TREND_DAYS } from '@meja/shared/contracts/reports';
import { addDays } from '@meja/shared/dates';
import { errorOf } from '../../../test/auth-flow';
import { call, expectRefused, recordPurchase, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import {
  addExpense,
  payrollRow,
  postPayrollOk,
  profitLossOf,
  refusedFinanceCallers,
  reportsOf,
} from '../../../test/finance';
import { openTestContext } from '../../../test/harness';
import { orderOk, setOrderFlags, setTenant } from '../../../test/orders';
import { dinerOrder, type Kitchen, kitchenGraph, patchOrderOk, payOk } from '../../../test/staff-orders';

/** GET /reports and GET /reports/profit-loss (SPEC §2 Admin reports, §3, §7; issue 14). */
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

/** 15 March 2026, 17:00 in Jakarta (UTC+7): the default period is 9–15 March. */
const NOW = '2026-03-15T10:00:00Z';
/** Nasi Goreng × 2 + Es Teh × 1: 35 000, 38 850 with 11 % PPN. */
const ORDER_TOTAL = 38_850;

/** A diner's order (dine-in unless said) created and paid in CASH at `paidAt`, then closed. */
async function paidOrder(
  t: TenantGraph,
  kitchen: Kitchen,
  table: string,
  paidAt: string,
  type: OrderType = 'DINE_IN',
) {
  const created =
    type === 'DINE_IN'
      ? await dinerOrder(ctx, t, kitchen, table)
      : await orderOk(ctx, t.tenant.slug, {
          type,
          table,
          items: [
            { menuItemId: kitchen.nasi._id, qty: 2 },
            { menuItemId: kitchen.esTeh._id, qty: 1 },
          ],
        });
  await setOrderFlags(ctx, t.tenant.id, created.order._id, {
    createdAt: new Date(Date.parse(paidAt) - 600_000),
  });
  at(paidAt);
  await payOk(ctx, t, { orderId: created.order._id, method: 'CASH', amount: created.order.grandTotal });
  await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
  return created.order._id;
}

const rows = [
  payrollRow('Ani', { base: 3_000_000, overtime: 200_000, advances: 500_000 }),
  payrollRow('Budi', { base: 2_000_000 }),
];
const PAYROLL_TOTAL = 3_000_000 + 200_000 - 500_000 + 2_000_000;

describe('GET /reports/profit-loss', () => {
  let t: TenantGraph;
  let voided = '';
  beforeAll(async () => {
    t = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, t);
    // 00:30 WIB on 15 March (17:30 UTC on the 14th): in the default period.
    await paidOrder(t, kitchen, 'A1', '2026-03-14T17:30:00Z');
    // 00:30 WIB on 9 March, its first minutes: in; 23:30 WIB on 8 March, its last hour: out.
    await paidOrder(t, kitchen, 'B1', '2026-03-08T17:30:00Z');
    await paidOrder(t, kitchen, 'C1', '2026-03-08T16:30:00Z');
    // Paid on 12 March, then voided by the admin: the payment is refunded and no longer revenue.
    voided = await paidOrder(t, kitchen, 'D1', '2026-03-12T05:00:00Z');
    await patchOrderOk(ctx, t, voided, { status: 'CANCELLED', reason: 'salah input' }, t.admin.token);
    ctx.clock.reset();
    await recordPurchase(ctx, t, { date: '2026-03-09', name: 'Beras', qty: 5, price: 70_000 });
    await recordPurchase(ctx, t, { date: '2026-03-15', name: 'Telur', qty: 12, price: 24_000 });
    await recordPurchase(ctx, t, { date: '2026-03-08', name: 'Teh', qty: 1, price: 50_000 });
    await addExpense(ctx, t, { category: 'RENT', amount: 1_000_000, date: '2026-03-10' });
    await addExpense(ctx, t, { category: 'RENT', amount: 250_000, date: '2026-03-15', note: 'Parkir' });
    await addExpense(ctx, t, { category: 'UTILITIES', amount: 300_000, date: '2026-03-08' });
  });

  it('defaults to the last 7 days of the tenant: revenue − purchases − expenses, exact to the rupiah', async () => {
    at(NOW);
    const pnl = await profitLossOf(ctx, t);
    expect(pnl).toEqual({
      start: '2026-03-09',
      end: '2026-03-15',
      revenue: 2 * ORDER_TOTAL,
      revenueByType: [
        { type: 'DINE_IN', amount: 2 * ORDER_TOTAL },
        { type: 'TAKEAWAY', amount: 0 },
      ],
      // 2 × (35 000 + 3 850 PPN): the dishes and the tax apart (issue 20).
      revenueLines: {
        sales: 70_000,
        discount: 0,
        serviceCharge: 0,
        taxes: [
          { type: 'PPN', amount: 7_700 },
          { type: 'PB1', amount: 0 },
        ],
      },
      // The void is listed with who and why (issue 20); its refund is out of the revenue.
      voids: [
        {
          orderId: voided,
          table: 'D1',
          amount: ORDER_TOTAL,
          reason: 'salah input',
          by: 'USER RESTAURANT_ADMIN',
          at: expect.stringMatching(/^2026-03-12T05:00/),
        },
      ],
      // Nothing was discounted (report-discounts.test.ts lists discounts).
      discounts: [],
      // No dish has options; the closes made B1 and A1 READY as they were paid, the clock standing
      // still: tickets of 0 s on 9 and 15 March (report-options-tickets.test.ts has real ones).
      topOptions: [],
      ticketTimes: {
        days: [
          { date: '2026-03-09', count: 1, averageSeconds: 0, p90Seconds: 0 },
          { date: '2026-03-15', count: 1, averageSeconds: 0, p90Seconds: 0 },
        ],
        period: { count: 2, averageSeconds: 0, p90Seconds: 0 },
      },
      purchases: 94_000,
      expensesByCategory: [
        { category: 'PAYROLL', amount: 0 },
        { category: 'RENT', amount: 1_250_000 },
        { category: 'UTILITIES', amount: 0 },
        { category: 'SUPPLIES', amount: 0 },
        { category: 'MARKETING', amount: 0 },
        { category: 'MAINTENANCE', amount: 0 },
        { category: 'OTHER', amount: 0 },
      ],
      expenses: 1_250_000,
      grossProfit: 2 * ORDER_TOTAL - 94_000,
      profit: 2 * ORDER_TOTAL - 94_000 - 1_250_000,
    });
    // The same revenue as the dashboard's 7 days.
    const board = dashboard.parse(
      (await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token)).json(),
    );
    expect(board.salesLast7Days.reduce((sum, day) => sum + day.amount, 0)).toBe(pnl.revenue);
  });

  it('covers the days asked, both ends included', async () => {
    at(NOW);
    const day = await profitLossOf(ctx, t, '?start=2026-03-08&end=2026-03-08');
    expect(day).toMatchObject({ revenue: ORDER_TOTAL, purchases: 50_000, expenses: 300_000 });
    expect(day.profit).toBe(ORDER_TOTAL - 50_000 - 300_000);
    const both = await profitLossOf(ctx, t, '?start=2026-03-08&end=2026-03-15');
    expect(both).toMatchObject({ revenue: 3 * ORDER_TOTAL, purchases: 144_000, expenses: 1_550_000 });
    const ended = await profitLossOf(ctx, t, '?end=2026-03-08');
    expect(ended).toMatchObject({ start: '2026-03-02', end: '2026-03-08', revenue: ORDER_TOTAL });
  });

  it('drops by exactly a posted payroll period’s total', async () => {
    const own = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, own);
    await paidOrder(own, kitchen, 'A1', '2026-03-14T05:00:00Z');
    at(NOW);
    const before = await profitLossOf(ctx, own);
    const { expense } = await postPayrollOk(ctx, own, { start: '2026-03-01', end: '2026-03-15', rows });
    expect(expense.amount).toBe(PAYROLL_TOTAL);
    const after = await profitLossOf(ctx, own);
    expect(before.profit - after.profit).toBe(PAYROLL_TOTAL);
    expect(after.expensesByCategory[0]).toEqual({ category: 'PAYROLL', amount: PAYROLL_TOTAL });
    expect(after).toMatchObject({
      revenue: before.revenue,
      purchases: before.purchases,
      grossProfit: before.grossProfit,
    });
  });

  it('answers zeros for a tenant without any money moved', async () => {
    const empty = await createTenantGraph(ctx.db);
    at(NOW);
    expect(await profitLossOf(ctx, empty)).toMatchObject({
      revenue: 0,
      revenueByType: [
        { type: 'DINE_IN', amount: 0 },
        { type: 'TAKEAWAY', amount: 0 },
      ],
      purchases: 0,
      expenses: 0,
      grossProfit: 0,
      profit: 0,
    });
  });

  it('splits the revenue by the paid order’s type, the lines adding up to it', async () => {
    const own = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, own);
    // In the default period: a dine-in and two takeaways, one of them in the period's first minutes.
    await paidOrder(own, kitchen, 'A1', '2026-03-14T05:00:00Z');
    await paidOrder(own, kitchen, 'BUDI', '2026-03-12T05:00:00Z', 'TAKEAWAY');
    await paidOrder(own, kitchen, 'SITI', '2026-03-08T17:30:00Z', 'TAKEAWAY');
    // Out: a takeaway paid in the last hour before the period, and one paid then voided (refunded).
    await paidOrder(own, kitchen, 'ANI', '2026-03-08T16:30:00Z', 'TAKEAWAY');
    const voided = await paidOrder(own, kitchen, 'DEWI', '2026-03-13T05:00:00Z', 'TAKEAWAY');
    await patchOrderOk(ctx, own, voided, { status: 'CANCELLED', reason: 'salah input' }, own.admin.token);
    at(NOW);
    const pnl = await profitLossOf(ctx, own);
    expect(pnl.revenue).toBe(3 * ORDER_TOTAL);
    expect(pnl.revenueByType).toEqual([
      { type: 'DINE_IN', amount: ORDER_TOTAL },
      { type: 'TAKEAWAY', amount: 2 * ORDER_TOTAL },
    ]);
    expect(pnl.revenueByType.reduce((sum, row) => sum + row.amount, 0)).toBe(pnl.revenue);
    // The same revenue as the dashboard's 7 days.
    const board = dashboard.parse(
      (await call(ctx, 'GET', own.tenant.slug, '/dashboard', own.admin.token)).json(),
    );
    expect(board.salesLast7Days.reduce((sum, day) => sum + day.amount, 0)).toBe(pnl.revenue);
    // A period with takeaways only, and one that reaches the takeaway before the default period.
    expect((await profitLossOf(ctx, own, '?start=2026-03-12&end=2026-03-13')).revenueByType).toEqual([
      { type: 'DINE_IN', amount: 0 },
      { type: 'TAKEAWAY', amount: ORDER_TOTAL },
    ]);
    const wider = await profitLossOf(ctx, own, '?start=2026-03-08&end=2026-03-15');
    expect(wider).toMatchObject({
      revenue: 4 * ORDER_TOTAL,
      revenueByType: [
        { type: 'DINE_IN', amount: ORDER_TOTAL },
        { type: 'TAKEAWAY', amount: 3 * ORDER_TOTAL },
      ],
    });
  });

  it('shows the revenue in its lines: dishes, service charge and each tax, a split bill’s parts included', async () => {
    const own = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, own);
    at('2026-03-14T05:00:00Z');
    // An order under 11 % PPN (38 850: 3 850 tax), then the restaurant moves to 5 % service and 10 % PB1.
    await payOk(ctx, own, {
      orderId: (await dinerOrder(ctx, own, kitchen, 'A1')).order._id,
      method: 'CASH',
      amount: ORDER_TOTAL,
    });
    await setTenant(ctx, own.tenant.id, { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 });
    // A diner's order reads the restaurant's row as it was up to a second ago.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // 35 000 + 1 750 service, + 10 % of 36 750 = 3 675 PB1: 40 425, paid in three parts.
    const second = (await dinerOrder(ctx, own, kitchen, 'A2')).order;
    expect(second.grandTotal).toBe(40_425);
    const made = await call(ctx, 'POST', own.tenant.slug, '/payments/splits', own.cashier.token, {
      mode: 'EQUAL',
      orderIds: [second._id],
      parts: 3,
    });
    const split = billSplit.parse(made.json());
    for (const part of split.parts) {
      const paid = await call(
        ctx,
        'POST',
        own.tenant.slug,
        `/payments/splits/${split._id}/parts/${part.part}/pay`,
        own.cashier.token,
        {
          method: part.part === 2 ? 'QRIS' : 'CASH',
          amount: part.amount,
        },
      );
      expect(paid.statusCode, paid.body).toBe(201);
    }
    at(NOW);
    const pnl = await profitLossOf(ctx, own);
    expect(pnl.revenue).toBe(ORDER_TOTAL + 40_425);
    expect(pnl.revenueLines).toEqual({
      sales: 70_000,
      discount: 0,
      serviceCharge: 1_750,
      taxes: [
        { type: 'PPN', amount: 3_850 },
        { type: 'PB1', amount: 3_675 },
      ],
    });
  });

  it.each([
    ['a start after the end', '?start=2026-03-10&end=2026-03-09', 'start', REPORT_MESSAGES.startAfterEnd],
    ['more than a year', '?start=2025-03-01&end=2026-03-15', 'end', REPORT_MESSAGES.tooLong],
    ['a day that does not exist', '?start=2026-02-30', 'start', 'Tanggal tidak valid'],
    ['a date in another format', '?end=15-03-2026', 'end', 'Tanggal harus berformat YYYY-MM-DD'],
  ])('refuses %s with 400', async (_label, query, field, text) => {
    const response = await call(ctx, 'GET', t.tenant.slug, `/reports/profit-loss${query}`, t.admin.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { [field]: text } });
  });
});

describe('GET /reports', () => {
  it('is the dashboard’s figures with the daily sales of the last 90 days, oldest first', async () => {
    const t = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, t);
    await paidOrder(t, kitchen, 'A1', '2026-03-14T17:30:00Z'); // 15 March WIB
    await paidOrder(t, kitchen, 'B1', '2025-12-16T05:00:00Z'); // the first of the 90 days
    await paidOrder(t, kitchen, 'C1', '2025-12-15T05:00:00Z'); // the day before: out
    at(NOW);
    const reports = await reportsOf(ctx, t);
    const board = dashboard
      .strict()
      .parse((await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token)).json());
    const { dailySales90d, ...figures } = reports;
    expect(figures).toEqual(board);
    expect(dailySales90d).toHaveLength(REPORT_TREND_DAYS);
    expect(dailySales90d[0]).toEqual({ date: '2025-12-16', amount: ORDER_TOTAL });
    expect(dailySales90d.at(-1)).toEqual({ date: '2026-03-15', amount: ORDER_TOTAL });
    expect(dailySales90d.map((day) => day.date)).toEqual(
      Array.from({ length: REPORT_TREND_DAYS }, (_, i) => addDays('2025-12-16', i)),
    );
    expect(dailySales90d.reduce((sum, day) => sum + day.amount, 0)).toBe(2 * ORDER_TOTAL);
  });
});

describe('reports access', () => {
  let own: TenantGraph;
  let other: TenantGraph;
  let posOnly: TenantGraph;
  beforeAll(async () => {
    own = await createTenantGraph(ctx.db);
    other = await createTenantGraph(ctx.db);
    posOnly = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
  });

  it('refuses anonymous callers, non-admin staff and another tenant’s admin, leaking nothing', async () => {
    const callers = refusedFinanceCallers(own, other, posOnly, 'reports');
    await expectRefused(ctx, callers, 'GET', '/reports');
    await expectRefused(ctx, callers, 'GET', '/reports/profit-loss');
    await expectRefused(ctx, callers, 'GET', '/reports/profit-loss?start=2026-03-01&end=2026-03-15');
  });

  it('lets a KASIR_SAJA admin (reports are in its package) and the super admin in', async () => {
    await reportsOf(ctx, posOnly);
    await profitLossOf(ctx, posOnly);
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    await reportsOf(ctx, own, superAdmin.token);
    await profitLossOf(ctx, own, '', superAdmin.token);
  });

  it('keeps to its own tenant’s money', async () => {
    const kitchen = await kitchenGraph(ctx, other);
    await paidOrder(other, kitchen, 'X1', '2026-03-15T01:00:00Z');
    await paidOrder(other, kitchen, 'BUDI', '2026-03-15T02:00:00Z', 'TAKEAWAY');
    await addExpense(ctx, other, { category: 'RENT', amount: 5_000, date: '2026-03-15' });
    at(NOW);
    expect(await profitLossOf(ctx, own)).toMatchObject({
      revenue: 0,
      revenueByType: [
        { type: 'DINE_IN', amount: 0 },
        { type: 'TAKEAWAY', amount: 0 },
      ],
      expenses: 0,
      profit: 0,
    });
    expect(await profitLossOf(ctx, other)).toMatchObject({
      revenue: 2 * ORDER_TOTAL,
      revenueByType: [
        { type: 'DINE_IN', amount: ORDER_TOTAL },
        { type: 'TAKEAWAY', amount: ORDER_TOTAL },
      ],
      expenses: 5_000,
    });
  });
});
