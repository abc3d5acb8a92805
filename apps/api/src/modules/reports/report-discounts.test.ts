import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billSplit } from '@meja/shared/contracts/bill-split';
import { orderDiscountsSaved } from '@meja/shared/contracts/discounts';
import type { ProfitLoss } from '@meja/shared/contracts/reports';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, FACTORY_PASSWORD, type TenantGraph } from '../../../test/factories';
import { profitLossOf } from '../../../test/finance';
import { openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';
import { dinerOrder, freshKitchen, type Kitchen, patchOrderOk, payOk } from '../../../test/staff-orders';

/**
 * Discounts in the reports (issue 20): the P&L's revenue lines show the dishes at their prices and
 * the discounts apart, adding up to the revenue, and the period lists each discount of its paid
 * orders — which dish, how much, why, who gave it and whose PIN approved it. The dinerOrder is Nasi
 * Goreng × 2 (line 0, 30 000) and Es Teh × 1 (line 1, 5 000): 35 000 of dishes, 11 % PPN.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.reset());

function at(iso: string) {
  ctx.clock.reset();
  ctx.clock.advance(Date.parse(iso) - Date.now());
}

/** 20 March 2026 in Jakarta (UTC+7): 09:00, and the two days asked below. */
const DAY = '2026-03-20';
const NEXT = '2026-03-21';
const wib = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`).toISOString();
const PIN = '731904';
/** The test clock runs on from where it is put: the same minute. */
const minuteOf = (iso: string) => expect.stringMatching(new RegExp(`^${iso.slice(0, 16)}`));

async function discountOk(t: TenantGraph, orderId: string, body: unknown, token = t.admin.token) {
  const response = await call(ctx, 'PUT', t.tenant.slug, `/orders/${orderId}/discounts`, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return orderDiscountsSaved.strict().parse(response.json()).order;
}

/** A diner's order with `discounts` given by the admin (or `token` with `pin`), created at `when`. */
async function discountedOrder(
  t: TenantGraph,
  kitchen: Kitchen,
  table: string,
  when: string,
  body: { discounts: unknown[]; pin?: string },
  token = t.admin.token,
) {
  at(when);
  const { order } = await dinerOrder(ctx, t, kitchen, table);
  return discountOk(t, order._id, body, token);
}

/** The order paid in `parts` equal parts, part n at `times[n - 1]`. */
async function paidInParts(t: TenantGraph, orderId: string, times: readonly string[]) {
  at(times[0] ?? '');
  const made = await call(ctx, 'POST', t.tenant.slug, '/payments/splits', t.cashier.token, {
    mode: 'EQUAL',
    orderIds: [orderId],
    parts: times.length,
  });
  expect(made.statusCode, made.body).toBe(201);
  const split = billSplit.parse(made.json());
  for (const part of split.parts) {
    at(times[part.part - 1] ?? '');
    const paid = await call(
      ctx,
      'POST',
      t.tenant.slug,
      `/payments/splits/${split._id}/parts/${part.part}/pay`,
      t.cashier.token,
      { method: 'CASH', amount: part.amount },
    );
    expect(paid.statusCode, paid.body).toBe(201);
  }
}

const linesAddUp = (pnl: ProfitLoss) =>
  pnl.revenueLines.sales -
  pnl.revenueLines.discount +
  pnl.revenueLines.serviceCharge +
  pnl.revenueLines.taxes.reduce((sum, tax) => sum + tax.amount, 0);

describe('discounts in the profit and loss', () => {
  let t: TenantGraph;
  let kitchen: Kitchen;
  let other: TenantGraph;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ t, kitchen } = await freshKitchen(ctx));
    const setPin = await call(ctx, 'PUT', t.tenant.slug, '/payments/discount-pin', t.admin.token, {
      pin: PIN,
      password: FACTORY_PASSWORD,
    });
    expect(setPin.statusCode, setPin.body).toBe(200);

    // A1: Rp 5.000 off the Nasi Goreng and 10 % off the bill by the admin; 35 000 − 5 000 − 3 000 =
    // 27 000 + 2 970 PPN = 29 970, paid whole.
    const a1 = await discountedOrder(t, kitchen, 'A1', wib(DAY, '09:00'), {
      discounts: [
        { line: 0, kind: 'FIXED', value: 5_000, reason: 'Telur pecah' },
        { line: null, kind: 'PERCENT', value: 10, reason: 'Pelanggan tetap' },
      ],
    });
    expect(a1).toMatchObject({ discount: 8_000, grandTotal: 29_970 });
    at(wib(DAY, '09:30'));
    await payOk(ctx, t, { orderId: a1._id, method: 'CASH', amount: a1.grandTotal });
    ids.a1 = a1._id;

    // B2: the cashier's 20 % (above the 10 % limit) approved by the admin's PIN: 35 000 − 7 000 =
    // 28 000 + 3 080 = 31 080, paid in two parts either side of midnight.
    const b2 = await discountedOrder(
      t,
      kitchen,
      'B2',
      wib(DAY, '23:30'),
      { discounts: [{ line: null, kind: 'PERCENT', value: 20, reason: 'Ulang tahun' }], pin: PIN },
      t.cashier.token,
    );
    expect(b2).toMatchObject({ discount: 7_000, grandTotal: 31_080 });
    await paidInParts(t, b2._id, [wib(DAY, '23:50'), wib(NEXT, '00:10')]);
    ids.b2 = b2._id;

    // C3: discounted, never paid. D4: discounted, paid, then voided (refunded). Neither is listed.
    ids.c3 = (
      await discountedOrder(t, kitchen, 'C3', wib(DAY, '10:00'), {
        discounts: [{ line: 1, kind: 'FIXED', value: 1_000, reason: 'Belum bayar' }],
      })
    )._id;
    const d4 = await discountedOrder(t, kitchen, 'D4', wib(DAY, '11:00'), {
      discounts: [{ line: 1, kind: 'FIXED', value: 2_000, reason: 'Nanti dibatalkan' }],
    });
    await payOk(ctx, t, { orderId: d4._id, method: 'CASH', amount: d4.grandTotal });
    await patchOrderOk(ctx, t, d4._id, { status: 'CANCELLED', reason: 'salah meja' }, t.admin.token);

    // A restaurant with nothing discounted.
    other = await createTenantGraph(ctx.db);
    ctx.clock.reset();
  });

  it('lists each discount of the orders paid in the period, with the dish, who and whose PIN', async () => {
    at(wib(NEXT, '12:00'));
    const pnl = await profitLossOf(ctx, t, `?start=${DAY}&end=${NEXT}`);
    expect(pnl.revenue).toBe(29_970 + 31_080);
    expect(pnl.discounts).toEqual([
      {
        orderId: ids.a1,
        table: 'A1',
        type: 'DINE_IN',
        line: 0,
        item: kitchen.nasi.name,
        kind: 'FIXED',
        value: 5_000,
        amount: 5_000,
        reason: 'Telur pecah',
        by: 'USER RESTAURANT_ADMIN',
        approvedBy: null,
        at: minuteOf(wib(DAY, '09:00')),
        paidAt: minuteOf(wib(DAY, '09:30')),
      },
      expect.objectContaining({
        orderId: ids.a1,
        line: null,
        item: null,
        kind: 'PERCENT',
        value: 10,
        amount: 3_000,
        reason: 'Pelanggan tetap',
      }),
      {
        orderId: ids.b2,
        table: 'B2',
        type: 'DINE_IN',
        line: null,
        item: null,
        kind: 'PERCENT',
        value: 20,
        amount: 7_000,
        reason: 'Ulang tahun',
        by: 'USER CASHIER',
        approvedBy: 'USER RESTAURANT_ADMIN',
        at: minuteOf(wib(DAY, '23:30')),
        paidAt: minuteOf(wib(NEXT, '00:10')),
      },
    ]);
    // The lines: the dishes at their prices, the discounts apart, adding up to the revenue.
    expect(pnl.revenueLines).toEqual({
      sales: 70_000,
      discount: 15_000,
      serviceCharge: 0,
      taxes: [
        { type: 'PPN', amount: 2_970 + 3_080 },
        { type: 'PB1', amount: 0 },
      ],
    });
    expect(linesAddUp(pnl)).toBe(pnl.revenue);
  });

  it('counts a split bill paid over midnight in each day’s lines by its parts, and lists it on the day it was settled', async () => {
    at(wib(NEXT, '12:00'));
    const first = await profitLossOf(ctx, t, `?start=${DAY}&end=${DAY}`);
    // A1 whole, and B2's first part: half of its dishes (17 500) and of its discount (3 500).
    expect(first.revenue).toBe(29_970 + 15_540);
    expect(first.revenueLines).toMatchObject({ sales: 35_000 + 17_500, discount: 8_000 + 3_500 });
    expect(linesAddUp(first)).toBe(first.revenue);
    expect(first.discounts.map((entry) => [entry.orderId, entry.amount])).toEqual([
      [ids.a1, 5_000],
      [ids.a1, 3_000],
    ]);
    const second = await profitLossOf(ctx, t, `?start=${NEXT}&end=${NEXT}`);
    expect(second.revenue).toBe(15_540);
    expect(second.revenueLines).toMatchObject({ sales: 17_500, discount: 3_500 });
    expect(linesAddUp(second)).toBe(second.revenue);
    expect(second.discounts.map((entry) => [entry.orderId, entry.amount])).toEqual([[ids.b2, 7_000]]);
  });

  it('leaves out unpaid and voided orders, and keeps to its own restaurant', async () => {
    const kitchenOther = await freshKitchen(ctx);
    const stranger = await discountedOrder(
      kitchenOther.t,
      kitchenOther.kitchen,
      'X9',
      wib(DAY, '12:00'),
      { discounts: [{ line: null, kind: 'FIXED', value: 4_000, reason: 'Restoran lain' }] },
      kitchenOther.t.admin.token,
    );
    await payOk(ctx, kitchenOther.t, { orderId: stranger._id, method: 'CASH', amount: stranger.grandTotal });
    at(wib(NEXT, '12:00'));
    const own = await profitLossOf(ctx, t, `?start=${DAY}&end=${NEXT}`);
    const listed = new Set(own.discounts.map((entry) => entry.orderId));
    expect(listed.has(ids.c3 ?? '')).toBe(false);
    expect(listed.has(stranger._id)).toBe(false);
    expect(own.discounts.some((entry) => entry.reason === 'Nanti dibatalkan')).toBe(false);
    expect(own.revenueLines.discount).toBe(15_000);
    const theirs = await profitLossOf(ctx, kitchenOther.t, `?start=${DAY}&end=${NEXT}`);
    expect(theirs.discounts.map((entry) => [entry.orderId, entry.reason])).toEqual([
      [stranger._id, 'Restoran lain'],
    ]);
    expect(theirs.revenueLines).toMatchObject({ sales: 35_000, discount: 4_000 });
    expect(linesAddUp(theirs)).toBe(theirs.revenue);
    // A restaurant with nothing discounted: no list, no discount line.
    const empty = await profitLossOf(ctx, other, `?start=${DAY}&end=${NEXT}`);
    expect(empty.discounts).toEqual([]);
    expect(empty.revenueLines.discount).toBe(0);
  });

  it('with a service charge and PB1, and a bill given away whole, the lines still add up', async () => {
    const own = await freshKitchen(ctx);
    await setTenant(ctx, own.t.tenant.id, { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 });
    // 35 000 − 3 333 = 31 667; service 1 583; PB1 10 % of 33 250 = 3 325: 36 575, in three parts.
    const thirds = await discountedOrder(own.t, own.kitchen, 'E5', wib(DAY, '13:00'), {
      discounts: [{ line: null, kind: 'FIXED', value: 3_333, reason: 'Kompensasi' }],
    });
    await paidInParts(own.t, thirds._id, [wib(DAY, '13:10'), wib(DAY, '13:11'), wib(DAY, '13:12')]);
    // Everything free: a total of 0, closed (paid) all the same.
    const free = await discountedOrder(own.t, own.kitchen, 'F6', wib(DAY, '14:00'), {
      discounts: [{ line: null, kind: 'PERCENT', value: 100, reason: 'Tamu pemilik' }],
    });
    expect(free.grandTotal).toBe(0);
    at(wib(DAY, '14:05'));
    await patchOrderOk(ctx, own.t, free._id, { status: 'PAID', confirmed: true });
    at(wib(NEXT, '12:00'));
    const pnl = await profitLossOf(ctx, own.t, `?start=${DAY}&end=${DAY}`);
    expect(pnl.revenue).toBe(thirds.grandTotal);
    expect(pnl.revenueLines).toEqual({
      sales: 70_000,
      discount: 3_333 + 35_000,
      serviceCharge: thirds.serviceCharge,
      taxes: [
        { type: 'PPN', amount: 0 },
        { type: 'PB1', amount: thirds.tax },
      ],
    });
    expect(linesAddUp(pnl)).toBe(pnl.revenue);
    expect(pnl.discounts.map((entry) => [entry.reason, entry.amount])).toEqual([
      ['Kompensasi', 3_333],
      ['Tamu pemilik', 35_000],
    ]);
  });
});
