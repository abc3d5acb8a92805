import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { ORDER_TYPES, type OrderType } from '@meja/shared/contracts/orders';
import { addDays, dateInZone } from '@meja/shared/dates';
import type { ExpenseCategory } from '@meja/shared/profit-loss';
import { call, createMenuItem, recordPurchase, type Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { addExpense, payrollRow, postPayrollOk, profitLossOf, reportsOf } from '../../../test/finance';
import { openTestContext } from '../../../test/harness';
import { orderOk, setOrderFlags } from '../../../test/orders';
import { kitchenGraph, listPayments, patchOrderOk, payOk } from '../../../test/staff-orders';

/**
 * Reconciliation of the money (issue 14): a simulated week of a restaurant through the HTTP API —
 * diner orders paid by CASH, CARD and QRIS at every hour of the local day (just after midnight and
 * just before it too), closes that pay, voids of paid orders, cancellations of unpaid ones, orders
 * left open, daily ingredient purchases, rent and utilities, and payroll posted (one period in the
 * week, one before it, one posted again after confirming) — then counted back from the outside: the
 * P&L's revenue is the dashboard's and the sum of the COMPLETED payments, per day and for the week,
 * its split by order type (every third order a takeaway) adds up to it, and the profit is revenue − purchases − expenses to the rupiah.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.reset());

const ZONE = 'Asia/Jakarta';
const WEEK_START = '2026-03-09';
const WEEK_END = '2026-03-15';
/** 23:00 WIB on the week's last day. */
const NOW = '2026-03-15T16:00:00Z';

function at(iso: string) {
  ctx.clock.reset();
  ctx.clock.advance(Date.parse(iso) - Date.now());
}

/** A local time in WIB (UTC+7) as an instant. */
const wib = (date: string, hhmm: string) => new Date(Date.parse(`${date}T${hhmm}:00+07:00`)).toISOString();

/** A small deterministic generator, so the week is the same on every run. */
function lcg(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe('a simulated week reconciles', () => {
  it('P&L revenue = dashboard revenue = Σ completed payments; profit exact to the rupiah', async () => {
    const t = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, t);
    const ayam = await createMenuItem(ctx, t, { name: 'Ayam Bakar', price: 27_500 });
    const dishes = [kitchen.nasi, kitchen.esTeh, ayam];
    const random = lcg(14);

    const revenueByDay = new Map<string, number>();
    /** Revenue per `${day}/${type}`. */
    const revenueByDayAndType = new Map<string, number>();
    const earn = (date: string, type: OrderType, amount: number) => {
      revenueByDay.set(date, (revenueByDay.get(date) ?? 0) + amount);
      const key = `${date}/${type}`;
      revenueByDayAndType.set(key, (revenueByDayAndType.get(key) ?? 0) + amount);
    };
    /** The expected split of the days' revenue, as the P&L lists it. */
    const splitOf = (dates: readonly string[]) =>
      ORDER_TYPES.map((type) => ({
        type,
        amount: dates.reduce((sum, date) => sum + (revenueByDayAndType.get(`${date}/${type}`) ?? 0), 0),
      }));
    const purchasesInWeek: number[] = [];
    const expensesInWeek = new Map<ExpenseCategory, number>();
    const spend = (category: ExpenseCategory, amount: number) =>
      expensesInWeek.set(category, (expensesInWeek.get(category) ?? 0) + amount);
    const paidIds = new Set<string>();

    /** An order of 1–3 lines created at `createdAt`; returns its id and what it costs with tax. */
    const order = async (table: string, createdAt: string, type: OrderType = 'DINE_IN') => {
      const lines = Array.from({ length: 1 + random(3) }, () => ({
        menuItemId: dishes[random(dishes.length)]?._id ?? '',
        qty: 1 + random(4),
      }));
      const merged = [...new Map(lines.map((line) => [line.menuItemId, line])).values()];
      const created = await orderOk(ctx, t.tenant.slug, { type, table, items: merged });
      await setOrderFlags(ctx, t.tenant.id, created.order._id, { createdAt: new Date(createdAt) });
      return created.order;
    };

    // The day before the week: a payment at 23:50 WIB that must not count.
    const before = await order('Z1', wib('2026-03-08', '23:40'));
    at(wib('2026-03-08', '23:50'));
    await payOk(ctx, t, { orderId: before._id, method: 'CASH', amount: before.grandTotal });

    const times = ['00:05', '08:30', '11:45', '12:10', '13:30', '18:00', '19:45', '21:15', '23:55'];
    for (let day = 0; day < 7; day++) {
      const date = addDays(WEEK_START, day);
      ctx.clock.reset();
      await recordPurchase(ctx, t, { date, name: 'Beras', qty: 5, price: 60_000 + 1_000 * day });
      purchasesInWeek.push(60_000 + 1_000 * day);
      for (const [index, hhmm] of times.entries()) {
        // Every third order a takeaway, at 00:05 among others (the day's first minutes).
        const type: OrderType = index % 3 === 0 ? 'TAKEAWAY' : 'DINE_IN';
        const placed = await order(`T${day}${index}`, wib(date, hhmm), type);
        const kind = random(10);
        at(wib(date, hhmm));
        if (kind < 5) {
          // Paid at the counter by any method, then closed.
          const method = (['CASH', 'CARD', 'QRIS'] as const)[random(3)] ?? 'CASH';
          await payOk(ctx, t, { orderId: placed._id, method, amount: placed.grandTotal });
          await patchOrderOk(ctx, t, placed._id, { status: 'PAID', confirmed: true });
          earn(date, type, placed.grandTotal);
          paidIds.add(placed._id);
        } else if (kind < 7) {
          // Closed straight away: the close pays it in cash.
          await patchOrderOk(ctx, t, placed._id, { status: 'PAID', confirmed: true });
          earn(date, type, placed.grandTotal);
          paidIds.add(placed._id);
        } else if (kind < 8) {
          // Paid, then voided by the admin: refunded, no revenue.
          await payOk(ctx, t, { orderId: placed._id, method: 'QRIS', amount: placed.grandTotal });
          await patchOrderOk(ctx, t, placed._id, { status: 'CANCELLED' }, t.admin.token);
        } else if (kind < 9) {
          // Confirmed, then cancelled unpaid.
          await patchOrderOk(ctx, t, placed._id, { confirmed: true });
          await patchOrderOk(ctx, t, placed._id, { status: 'CANCELLED' });
        }
        // else: left open, unpaid.
      }
    }
    ctx.clock.reset();

    // Expenses: in the week, and one on each side of it.
    await addExpense(ctx, t, { category: 'RENT', amount: 4_000_000, date: WEEK_START });
    spend('RENT', 4_000_000);
    await addExpense(ctx, t, { category: 'UTILITIES', amount: 812_345, date: '2026-03-12' });
    spend('UTILITIES', 812_345);
    await addExpense(ctx, t, { category: 'UTILITIES', amount: 99_999, date: '2026-03-08' });
    await addExpense(ctx, t, { category: 'OTHER', amount: 1, date: '2026-03-16' });
    // Payroll: the first half of March (dated the 14th: in), posted again after confirming (in
    // again), and the second half of February (dated the 28th: out).
    const rows = [
      payrollRow('Ani', { base: 3_000_000, overtime: 175_000, deductions: 25_000, advances: 400_000 }),
      payrollRow('Budi', { base: 2_750_000, incentives: 125_000 }),
    ];
    const first = await postPayrollOk(ctx, t, { start: '2026-03-01', end: '2026-03-14', rows });
    expect(first.expense.amount).toBe(3_000_000 + 175_000 - 25_000 - 400_000 + 2_750_000 + 125_000);
    spend('PAYROLL', first.expense.amount);
    const again = await postPayrollOk(ctx, t, {
      start: '2026-03-01',
      end: '2026-03-14',
      rows,
      confirmRepost: true,
    });
    spend('PAYROLL', again.expense.amount);
    await postPayrollOk(ctx, t, { start: '2026-02-15', end: '2026-02-28', rows });

    at(NOW);
    const expectedRevenue = [...revenueByDay.values()].reduce((sum, amount) => sum + amount, 0);
    expect(paidIds.size).toBeGreaterThan(20);

    // Σ of the COMPLETED payments the payments list shows, by their local day.
    const payments = await listPayments(ctx, t, t.admin.token);
    const completedInWeek = payments.filter((p) => {
      const day = dateInZone(new Date(p.createdAt), ZONE);
      return p.status === 'COMPLETED' && day >= WEEK_START && day <= WEEK_END;
    });
    expect(new Set(completedInWeek.map((p) => p.orderId))).toEqual(paidIds);
    const paymentsSum = completedInWeek.reduce((sum, p) => sum + p.amount, 0);
    expect(paymentsSum).toBe(expectedRevenue);

    // The dashboard's 7 days are this week.
    const boardResponse = await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token);
    const board = dashboard.strict().parse(boardResponse.json());
    expect(board.salesLast7Days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(WEEK_START, i)),
    );
    const dashboardRevenue = board.salesLast7Days.reduce((sum, day) => sum + day.amount, 0);
    expect(dashboardRevenue).toBe(paymentsSum);

    // The P&L of the week (its default period at NOW) and of the same dates asked for.
    const pnl = await profitLossOf(ctx, t);
    expect(pnl).toEqual(await profitLossOf(ctx, t, `?start=${WEEK_START}&end=${WEEK_END}`));
    expect(pnl.revenue).toBe(dashboardRevenue);
    const weekDays = Array.from({ length: 7 }, (_, i) => addDays(WEEK_START, i));
    expect(pnl.revenueByType).toEqual(splitOf(weekDays));
    expect(pnl.revenueByType.every((row) => row.amount > 0)).toBe(true);
    expect(pnl.revenueByType.reduce((sum, row) => sum + row.amount, 0)).toBe(pnl.revenue);
    const purchases = purchasesInWeek.reduce((sum, price) => sum + price, 0);
    expect(pnl.purchases).toBe(purchases);
    const expenses = [...expensesInWeek.values()].reduce((sum, amount) => sum + amount, 0);
    expect(pnl.expenses).toBe(expenses);
    for (const row of pnl.expensesByCategory)
      expect(row.amount, row.category).toBe(expensesInWeek.get(row.category) ?? 0);
    expect(pnl.grossProfit).toBe(expectedRevenue - purchases);
    expect(pnl.profit).toBe(expectedRevenue - purchases - expenses);
    expect(Number.isInteger(pnl.profit)).toBe(true);

    // Day by day, each P&L's revenue is that day's payments and the dashboard's day; the days add up.
    let summed = 0;
    for (const day of board.salesLast7Days) {
      const daily = await profitLossOf(ctx, t, `?start=${day.date}&end=${day.date}`);
      expect(daily.revenue, day.date).toBe(revenueByDay.get(day.date) ?? 0);
      expect(daily.revenue, day.date).toBe(day.amount);
      expect(daily.revenueByType, day.date).toEqual(splitOf([day.date]));
      expect(
        daily.revenueByType.reduce((sum, row) => sum + row.amount, 0),
        day.date,
      ).toBe(daily.revenue);
      summed += daily.revenue;
    }
    expect(summed).toBe(pnl.revenue);

    // The reports' 90 days end with the same week.
    const reports = await reportsOf(ctx, t);
    expect(reports.dailySales90d.slice(-7)).toEqual(board.salesLast7Days);
    expect(reports.kpis).toEqual(board.kpis);
  }, 180_000);
});
