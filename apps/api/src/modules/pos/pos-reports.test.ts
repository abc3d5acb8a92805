import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailySummary, transactionsResponse, trendResponse } from '@meja/shared/contracts/pos';
import { addDays, dateInZone } from '@meja/shared/dates';
import { errorOf } from '../../../test/auth-flow';
import { createMenuItem, type Ctx } from '../../../test/catalog';
import type { TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setTaxPercent, setTenant } from '../../../test/orders';
import { confirmOk, freshPos, payOk, posCall, posOrderOk, SALE_DUE, saleItems } from '../../../test/pos';
import { payments } from '../../db/schema/payments';
import { inTenantTx } from '../../platform/db-scope';

/** GET /pos/reports/daily, /trend and /last-day-transactions (issue 6): days in the tenant's zone. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const report = (token: string, path: string) => posCall(ctx, 'GET', `/pos/reports${path}`, { token });
const daily = async (t: TenantGraph, date?: string) => {
  const response = await report(t.admin.token, `/daily${date ? `?date=${date}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return dailySummary.strict().parse(response.json());
};
const transactions = async (t: TenantGraph, date?: string, token = t.cashier.token) => {
  const response = await report(token, `/last-day-transactions${date ? `?date=${date}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return transactionsResponse.strict().parse(response.json());
};
const todayWib = () => dateInZone(new Date(), 'Asia/Jakarta');

/** Moves a payment to another instant (a sale made then). */
const movePayment = (t: TenantGraph, id: string, at: string) =>
  inTenantTx(ctx.db, t.tenant.id, (tx) =>
    tx
      .update(payments)
      .set({ createdAt: new Date(at) })
      .where(and(eq(payments.tenantId, t.tenant.id), eq(payments.id, id))),
  );

/** A paid POS sale of `lines` (menu item id → qty); answers the payment id. */
async function sale(t: TenantGraph, lines: [string, number][], method: 'CASH' | 'QRIS' = 'CASH') {
  const created = await posCall(ctx, 'POST', '/pos/orders', {
    token: t.cashier.token,
    payload: { items: lines.map(([menuItemId, qty]) => ({ menuItemId, qty })) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const orderId = created.json<{ order: { _id: string } }>().order._id;
  const { payment } = await payOk(ctx, t.cashier.token, { orderId, method });
  if (method === 'QRIS') await confirmOk(ctx, t.cashier.token, payment._id);
  return payment._id;
}

describe('GET /pos/reports/daily', () => {
  it("sums the day's completed payments, their orders and portions, and lists the top 5 items", async () => {
    const { t, kitchen } = await freshPos(ctx);
    await setTaxPercent(ctx, t.tenant.id, 0);
    const items = [];
    for (const [name, price] of [
      ['Satu', 1000],
      ['Dua', 2000],
      ['Tiga', 3000],
      ['Empat', 4000],
      ['Lima', 5000],
      ['Enam', 6000],
    ] as const) {
      items.push(await createMenuItem(ctx, t, { name, price }));
    }
    const [a, b, c, d, e, f] = items.map((item) => item._id);
    if (!a || !b || !c || !d || !e || !f) throw new Error('menu not created');
    await sale(t, [
      [a, 6],
      [b, 3],
      [c, 4],
    ]);
    await sale(
      t,
      [
        [b, 2],
        [d, 3],
        [e, 2],
        [f, 1],
      ],
      'QRIS',
    );
    // Neither an unpaid order nor a card payment still waiting counts.
    await posOrderOk(ctx, t, kitchen);
    const waiting = await posOrderOk(ctx, t, kitchen);
    await payOk(ctx, t.cashier.token, { orderId: waiting._id, method: 'CARD' });

    const summary = await daily(t);
    expect(summary).toEqual({
      date: todayWib(),
      totalSales: 6000 + 10000 + 12000 + 12000 + 10000 + 6000,
      orderCount: 2,
      discount: 0,
      itemsQty: 21,
      topItems: [
        { _id: a, name: 'SATU', qty: 6, revenue: 6000 },
        { _id: b, name: 'DUA', qty: 5, revenue: 10000 },
        { _id: c, name: 'TIGA', qty: 4, revenue: 12000 },
        { _id: d, name: 'EMPAT', qty: 3, revenue: 12000 },
        { _id: e, name: 'LIMA', qty: 2, revenue: 10000 },
      ],
      topOptions: [],
    });
  });

  it('gives an empty day zeros and no top items', async () => {
    const { t } = await freshPos(ctx);
    expect(await daily(t, '2020-01-01')).toEqual({
      date: '2020-01-01',
      totalSales: 0,
      orderCount: 0,
      discount: 0,
      itemsQty: 0,
      topItems: [],
      topOptions: [],
    });
  });

  it('takes the day in the tenant’s time zone: 23:30 WIB is that day, 00:30 WIB the next', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const late = await sale(t, [[kitchen.nasi._id, 1]]);
    const early = await sale(t, [[kitchen.esTeh._id, 2]]);
    await movePayment(t, late, '2025-03-10T16:30:00Z'); // 23:30 WIB, 10 March
    await movePayment(t, early, '2025-03-10T17:30:00Z'); // 00:30 WIB, 11 March
    expect(await daily(t, '2025-03-10')).toMatchObject({ totalSales: 16650, orderCount: 1, itemsQty: 1 });
    expect(await daily(t, '2025-03-11')).toMatchObject({ totalSales: 11100, orderCount: 1, itemsQty: 2 });
    expect((await transactions(t, '2025-03-10')).rows.map((r) => r._id)).toEqual([late]);
    expect((await transactions(t, '2025-03-11')).rows.map((r) => r._id)).toEqual([early]);
    // In Jayapura (WIT, UTC+9) both instants are already 11 March.
    await setTenant(ctx, t.tenant.id, { timezone: 'Asia/Jayapura' });
    expect(await daily(t, '2025-03-10')).toMatchObject({ totalSales: 0, orderCount: 0 });
    expect(await daily(t, '2025-03-11')).toMatchObject({ totalSales: 16650 + 11100, orderCount: 2 });
  });

  it("adds up the discounts given on what the day's payments paid (issue 20)", async () => {
    const { t, kitchen } = await freshPos(ctx);
    // 10 % of the Es Teh (500) and Rp 2.000 off the bill: 35 000 − 2 500 + 3 575 PPN = 36 075.
    const discounted = async (paid: boolean) => {
      const created = await posCall(ctx, 'POST', '/pos/orders', {
        token: t.cashier.token,
        payload: {
          items: saleItems(kitchen),
          discounts: [
            { line: 1, kind: 'PERCENT', value: 10, reason: 'Es kurang dingin' },
            { line: null, kind: 'FIXED', value: 2_000, reason: 'Pelanggan tetap' },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const orderId = created.json<{ order: { _id: string } }>().order._id;
      return paid ? (await payOk(ctx, t.cashier.token, { orderId, method: 'CASH' })).payment._id : null;
    };
    const today = await discounted(true);
    const yesterday = await discounted(true);
    await discounted(false);
    await sale(t, [[kitchen.nasi._id, 1]]);
    if (!today || !yesterday) throw new Error('not paid');
    await movePayment(t, yesterday, `${addDays(todayWib(), -1)}T05:00:00Z`);
    expect(await daily(t)).toMatchObject({ totalSales: 36_075 + 16_650, orderCount: 2, discount: 2_500 });
    expect(await daily(t, addDays(todayWib(), -1))).toMatchObject({ totalSales: 36_075, discount: 2_500 });
  });

  it.each(['2025-02-30', 'kemarin'])('refuses date=%s with 400', async (date) => {
    const { t } = await freshPos(ctx);
    const response = await report(t.admin.token, `/daily?date=${date}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.date).toBeDefined();
  });
});

describe('GET /pos/reports/trend', () => {
  it('lists 92 days ending today, days without sales included', async () => {
    const { t, kitchen } = await freshPos(ctx);
    await sale(t, [
      [kitchen.nasi._id, 2],
      [kitchen.esTeh._id, 1],
    ]);
    const tenDaysAgo = await sale(t, [[kitchen.nasi._id, 1]]);
    const tooOld = await sale(t, [[kitchen.nasi._id, 1]]);
    const today = todayWib();
    await movePayment(t, tenDaysAgo, `${addDays(today, -10)}T05:00:00Z`);
    await movePayment(t, tooOld, `${addDays(today, -92)}T05:00:00Z`);
    const response = await report(t.admin.token, '/trend');
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = trendResponse.strict().parse(response.json());
    expect(rows).toHaveLength(92);
    expect(rows[0]?.date).toBe(addDays(today, -91));
    expect(rows.at(-1)).toEqual({ date: today, amount: SALE_DUE });
    expect(rows.at(-11)).toEqual({ date: addDays(today, -10), amount: 16650 });
    expect(rows.filter((row) => row.amount === 0)).toHaveLength(90);
    expect(rows.map((row) => row.date)).toEqual(Array.from({ length: 92 }, (_, i) => addDays(today, i - 91)));
  });
});

describe('GET /pos/reports/last-day-transactions', () => {
  it("lists the day's completed payments newest first, for cashiers too", async () => {
    const { t, kitchen } = await freshPos(ctx);
    const first = await sale(t, [
      [kitchen.nasi._id, 2],
      [kitchen.esTeh._id, 1],
    ]);
    const second = await sale(t, [[kitchen.esTeh._id, 3]], 'QRIS');
    const today = todayWib();
    await movePayment(t, first, `${today}T01:00:00Z`);
    await movePayment(t, second, `${today}T02:00:00Z`);
    const answer = await transactions(t);
    expect(answer).toEqual({
      date: today,
      rows: [
        { _id: second, time: `${today}T02:00:00.000Z`, total: 16650, itemsCount: 3, method: 'QRIS' },
        { _id: first, time: `${today}T01:00:00.000Z`, total: SALE_DUE, itemsCount: 3, method: 'CASH' },
      ],
    });
    expect((await transactions(t, addDays(today, -1))).rows).toEqual([]);
  });
});
