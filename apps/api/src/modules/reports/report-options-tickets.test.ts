import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billSplit } from '@meja/shared/contracts/bill-split';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { dailySummary } from '@meja/shared/contracts/pos';
import { addDays } from '@meja/shared/dates';
import { ticketTimeFigures } from '@meja/shared/kitchen-alarms';
import { orders } from '../../db/schema/orders';
import { inTenantTx } from '../../platform/db-scope';
import { call, type Ctx } from '../../../test/catalog';
import { profitLossOf, reportsOf } from '../../../test/finance';
import { openTestContext } from '../../../test/harness';
import { attachGroups, mieGorengGroups } from '../../../test/option-groups';
import { orderOk, setTenant } from '../../../test/orders';
import { freshPos, posCall, posOrderOk } from '../../../test/pos';
import type { TenantGraph } from '../../../test/factories';
import { dinerOrder, freshKitchen, type Kitchen, patchOrderOk, payOk } from '../../../test/staff-orders';

/**
 * The options sold (issue 20) and the kitchen's ticket times (issue 21) in the admin's reports and
 * on the dashboard. Options: the portions the period's COMPLETED payments paid (a part of a split
 * bill its share) and what their price deltas added. Ticket times: READY − confirmed of the orders
 * made READY, on the local day of READY, as the shared ticketTimeFigures computes them.
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

/** 20 March 2026 in Jakarta (UTC+7), and the days around it. */
const DAY = '2026-03-20';
const NEXT = '2026-03-21';
const BEFORE = '2026-03-19';
const wib = (date: string, time: string) => new Date(`${date}T${time}+07:00`).toISOString();

async function dashboardOf(t: TenantGraph) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return dashboard.strict().parse(response.json());
}

type Choices = Awaited<ReturnType<typeof mieGorengGroups>>;

/** A kitchen whose Nasi Goreng (15 000) has 'Level pedas' and 'Tambahan' (Telur +4 000, Keju +5 000). */
async function optionsKitchen() {
  const { t, kitchen } = await freshKitchen(ctx);
  const choices = await mieGorengGroups(ctx, t, kitchen.telur._id);
  await attachGroups(ctx, t, kitchen.nasi._id, [choices.level.id, choices.extra.id]);
  return { t, kitchen, choices };
}

/** A diner's order at `when` of Nasi Goreng × `qty` with `options`, and an Es Teh. */
async function orderWith(t: TenantGraph, kitchen: Kitchen, when: string, qty: number, options: string[]) {
  at(when);
  const { order } = await orderOk(ctx, t.tenant.slug, {
    table: `T${qty}`,
    items: [
      { menuItemId: kitchen.nasi._id, qty, options },
      { menuItemId: kitchen.esTeh._id, qty: 1 },
    ],
  });
  return order;
}

/** The order paid in equal parts, part n at `times[n - 1]`. */
async function paidInParts(t: TenantGraph, orderId: string, times: readonly string[]) {
  at(times[0] ?? '');
  const made = await call(ctx, 'POST', t.tenant.slug, '/payments/splits', t.cashier.token, {
    mode: 'EQUAL',
    orderIds: [orderId],
    parts: times.length,
  });
  expect(made.statusCode, made.body).toBe(201);
  for (const part of billSplit.parse(made.json()).parts) {
    at(times[part.part - 1] ?? '');
    const paid = await call(
      ctx,
      'POST',
      t.tenant.slug,
      `/payments/splits/${billSplit.parse(made.json())._id}/parts/${part.part}/pay`,
      t.cashier.token,
      { method: 'CASH', amount: part.amount },
    );
    expect(paid.statusCode, paid.body).toBe(201);
  }
}

/** What the options sold the tenant and period; `choices` only to name them in the test's words. */
async function optionsSold(t: TenantGraph, kitchen: Kitchen, choices: Choices) {
  // A: 2 portions with Level 3 and Telur, paid whole on DAY.
  const a = await orderWith(t, kitchen, wib(DAY, '09:00:00'), 2, [choices.level3, choices.telur]);
  at(wib(DAY, '09:30:00'));
  await payOk(ctx, t, { orderId: a._id, method: 'CASH', amount: a.grandTotal });
  // B: 3 portions with Level 5, Keju and Telur, paid in three equal parts: two on DAY, one on NEXT.
  const b = await orderWith(t, kitchen, wib(DAY, '20:00:00'), 3, [
    choices.level5,
    choices.keju,
    choices.telur,
  ]);
  await paidInParts(t, b._id, [wib(DAY, '21:00:00'), wib(DAY, '22:00:00'), wib(NEXT, '00:10:00')]);
  // C: never paid. D: paid, then voided (refunded). Neither counts.
  await orderWith(t, kitchen, wib(DAY, '10:00:00'), 4, [choices.level3, choices.keju]);
  const d = await orderWith(t, kitchen, wib(DAY, '11:00:00'), 5, [choices.level3, choices.keju]);
  await payOk(ctx, t, { orderId: d._id, method: 'CASH', amount: d.grandTotal });
  await patchOrderOk(ctx, t, d._id, { status: 'CANCELLED', reason: 'salah meja' }, t.admin.token);
  ctx.clock.reset();
}

describe("the options sold in the admin's reports (issue 20)", () => {
  let t: TenantGraph;
  let kitchen: Kitchen;
  let choices: Choices;
  let other: TenantGraph;

  beforeAll(async () => {
    ({ t, kitchen, choices } = await optionsKitchen());
    await optionsSold(t, kitchen, choices);
    // Another restaurant sells the same options the same day.
    const another = await optionsKitchen();
    other = another.t;
    const sold = await orderWith(other, another.kitchen, wib(DAY, '12:00:00'), 7, [
      another.choices.level3,
      another.choices.keju,
    ]);
    at(wib(DAY, '12:30:00'));
    await payOk(ctx, other, { orderId: sold._id, method: 'CASH', amount: sold.grandTotal });
    ctx.clock.reset();
  });

  it('counts the portions the period paid, a split bill by its paid share, and the price deltas they brought', async () => {
    at(wib(NEXT, '12:00:00'));
    const day = await profitLossOf(ctx, t, `?start=${DAY}&end=${DAY}`);
    // B's two parts of three on DAY: 2 of its 3 portions. Most portions first, then group and name.
    expect(day.topOptions).toEqual([
      { group: 'Tambahan', name: 'Telur', qty: 2 + 2, revenue: 4_000 * (2 + 2) },
      { group: 'Level pedas', name: 'Level 3', qty: 2, revenue: 0 },
      { group: 'Level pedas', name: 'Level 5', qty: 2, revenue: 0 },
      { group: 'Tambahan', name: 'Keju', qty: 2, revenue: 5_000 * 2 },
    ]);
    // Both days: B whole.
    const both = await profitLossOf(ctx, t, `?start=${DAY}&end=${NEXT}`);
    expect(both.topOptions).toEqual([
      { group: 'Tambahan', name: 'Telur', qty: 5, revenue: 20_000 },
      { group: 'Level pedas', name: 'Level 5', qty: 3, revenue: 0 },
      { group: 'Tambahan', name: 'Keju', qty: 3, revenue: 15_000 },
      { group: 'Level pedas', name: 'Level 3', qty: 2, revenue: 0 },
    ]);
    // NEXT alone: B's last part, one portion of each.
    const next = await profitLossOf(ctx, t, `?start=${NEXT}&end=${NEXT}`);
    expect(next.topOptions.map((option) => [option.name, option.qty, option.revenue])).toEqual([
      ['Level 5', 1, 0],
      ['Keju', 1, 5_000],
      ['Telur', 1, 4_000],
    ]);
    // The other restaurant sees its own only; a day without sales has none.
    expect((await profitLossOf(ctx, other, `?start=${DAY}&end=${DAY}`)).topOptions).toEqual([
      { group: 'Level pedas', name: 'Level 3', qty: 7, revenue: 0 },
      { group: 'Tambahan', name: 'Keju', qty: 7, revenue: 35_000 },
    ]);
    expect((await profitLossOf(ctx, t, `?start=${BEFORE}&end=${BEFORE}`)).topOptions).toEqual([]);
  });

  it("counts the day's options on the POS day report by the same rule", async () => {
    at(wib(NEXT, '12:00:00'));
    const pos = await posCall(ctx, 'GET', `/pos/reports/daily?date=${DAY}`, { token: t.admin.token });
    expect(pos.statusCode, pos.body).toBe(200);
    const pnl = await profitLossOf(ctx, t, `?start=${DAY}&end=${DAY}`);
    expect(dailySummary.parse(pos.json()).topOptions).toEqual(
      pnl.topOptions.map(({ group, name, qty }) => ({ group, name, qty })),
    );
  });
});

/** Sets an order's confirmation and READY times (and flags) as the kitchen would have. */
function setTimes(
  t: TenantGraph,
  orderId: string,
  values: Partial<
    Pick<
      typeof orders.$inferInsert,
      'createdAt' | 'confirmedAt' | 'readyAt' | 'ready' | 'confirmed' | 'status'
    >
  >,
) {
  return inTenantTx(ctx.db, t.tenant.id, (tx) =>
    tx
      .update(orders)
      .set(values)
      .where(and(eq(orders.tenantId, t.tenant.id), eq(orders.id, orderId))),
  );
}

/** A diner's order ordered a minute before `confirmedAt`, confirmed then and made READY at `readyAt`. */
async function ticket(t: TenantGraph, kitchen: Kitchen, confirmedAt: string, readyAt: string) {
  const { order } = await dinerOrder(ctx, t, kitchen, 'K1');
  await setTimes(t, order._id, {
    createdAt: new Date(Date.parse(confirmedAt) - 60_000),
    confirmed: true,
    confirmedAt: new Date(confirmedAt),
    ready: true,
    readyAt: new Date(readyAt),
  });
  return order._id;
}

/** Tickets of `seconds` each, made READY through `date` (Jakarta) from 08:00 on, a minute apart. */
async function ticketsOn(t: TenantGraph, kitchen: Kitchen, date: string, seconds: readonly number[]) {
  for (const [i, value] of seconds.entries()) {
    const ready = Date.parse(wib(date, '08:00:00')) + i * 60_000;
    await ticket(t, kitchen, new Date(ready - value * 1000).toISOString(), new Date(ready).toISOString());
  }
}

/** A small deterministic generator: the same 'random' ticket times on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('kitchen ticket times (issue 21)', () => {
  let t: TenantGraph;
  let kitchen: Kitchen;
  let other: TenantGraph;
  /** DAY's tickets, and the day before's, in seconds. */
  const dayTickets = [300, 420, 480, 600, 660, 720, 840, 900, 1500, 2400, 487.25];
  const beforeTickets = [60, 120.5, 3_600];
  /** Across local midnights: READY at 23:59:59 and 00:00:00 in Jakarta. */
  const late = 1_200;
  const early = 90;

  beforeAll(async () => {
    ({ t, kitchen } = await freshKitchen(ctx));
    await ticketsOn(t, kitchen, DAY, dayTickets);
    await ticketsOn(t, kitchen, BEFORE, beforeTickets);
    // Confirmed on DAY, READY in its last second: DAY's. Confirmed on DAY, READY at NEXT's first instant: NEXT's.
    const lastSecond = Date.parse(wib(DAY, '23:59:59'));
    await ticket(t, kitchen, new Date(lastSecond - late * 1000).toISOString(), wib(DAY, '23:59:59'));
    await ticket(
      t,
      kitchen,
      new Date(Date.parse(wib(NEXT, '00:00:00')) - early * 1000).toISOString(),
      wib(NEXT, '00:00:00'),
    );

    // None of these is a ticket: cancelled after READY; confirmed, not READY; READY without a
    // confirmation; READY before its last confirmation (confirmed again later).
    const cancelled = await ticket(t, kitchen, wib(DAY, '12:00:00'), wib(DAY, '12:05:00'));
    await setTimes(t, cancelled, { status: 'CANCELLED' });
    const cooking = await ticket(t, kitchen, wib(DAY, '12:10:00'), wib(DAY, '12:15:00'));
    await setTimes(t, cooking, { ready: false, readyAt: null });
    const unconfirmed = await ticket(t, kitchen, wib(DAY, '12:20:00'), wib(DAY, '12:25:00'));
    await setTimes(t, unconfirmed, { confirmed: false, confirmedAt: null });
    await ticket(t, kitchen, wib(DAY, '12:40:00'), wib(DAY, '12:30:00'));

    // Another restaurant's kitchen, the same day.
    const otherKitchen = await freshKitchen(ctx);
    other = otherKitchen.t;
    await ticketsOn(other, otherKitchen.kitchen, DAY, [5, 5, 5]);
    ctx.clock.reset();
  });

  it('gives each local day of READY its count, average and p90 as ticketTimeFigures does, and the period', async () => {
    at(wib(NEXT, '12:00:00'));
    const pnl = await profitLossOf(ctx, t, `?start=${BEFORE}&end=${NEXT}`);
    const day = [...dayTickets, late];
    expect(pnl.ticketTimes).toEqual({
      days: [
        { date: BEFORE, ...ticketTimeFigures(beforeTickets) },
        { date: DAY, ...ticketTimeFigures(day) },
        { date: NEXT, ...ticketTimeFigures([early]) },
      ],
      period: ticketTimeFigures([...beforeTickets, ...day, early]),
    });
    // The figures themselves: 12 tickets on DAY, 10 507.25 s in all (mean 875.6 s); the 11th smallest
    // (⌈0.9 × 12⌉ = ⌈10.8⌉) is 1 500 s.
    expect(pnl.ticketTimes?.days[1]).toEqual({
      date: DAY,
      count: 12,
      averageSeconds: 876,
      p90Seconds: 1_500,
    });
    // A range without tickets: no days, no period.
    expect((await profitLossOf(ctx, t, '?start=2026-03-01&end=2026-03-07')).ticketTimes).toEqual({
      days: [],
      period: null,
    });
    // The other restaurant's tickets are its own.
    expect((await profitLossOf(ctx, other, `?start=${DAY}&end=${DAY}`)).ticketTimes?.period).toEqual(
      ticketTimeFigures([5, 5, 5]),
    );
  });

  it("shows today's figures on the dashboard (and the reports' overview), and none on a day without tickets", async () => {
    at(wib(DAY, '23:59:59.500'));
    const expected = { today: ticketTimeFigures([...dayTickets, late]) };
    expect((await dashboardOf(t)).ticketTimes).toEqual(expected);
    expect((await reportsOf(ctx, t)).ticketTimes).toEqual(expected);
    at(wib(NEXT, '08:00:00'));
    expect((await dashboardOf(t)).ticketTimes).toEqual({ today: ticketTimeFigures([early]) });
    at(wib('2026-03-22', '08:00:00'));
    expect((await dashboardOf(t)).ticketTimes).toEqual({ today: null });
  });

  it("counts a ticket on the day of READY in the tenant's own time zone", async () => {
    // In Makassar (UTC+8) 23:59:59 in Jakarta is already NEXT: the late ticket moves there.
    await setTenant(ctx, t.tenant.id, { timezone: 'Asia/Makassar' });
    try {
      at(wib(NEXT, '12:00:00'));
      const pnl = await profitLossOf(ctx, t, `?start=${DAY}&end=${NEXT}`);
      expect(pnl.ticketTimes?.days).toEqual([
        { date: DAY, ...ticketTimeFigures(dayTickets) },
        { date: NEXT, ...ticketTimeFigures([late, early]) },
      ]);
    } finally {
      await setTenant(ctx, t.tenant.id, { timezone: 'Asia/Jakarta' });
    }
  });

  it('agrees with ticketTimeFigures on many sets of tickets (nearest rank, rounding)', async () => {
    const { t: own, kitchen: ownKitchen } = await freshKitchen(ctx);
    const random = seeded(21);
    // Sizes around the ranks' edges (1, 2, 9, 10, 11, 19, 20, 21), with fractions of seconds.
    const sets = [1, 2, 9, 10, 11, 19, 20, 21].map((size) =>
      Array.from({ length: size }, () => Math.round(random() * 3_600_000) / 1000),
    );
    // Ties and a repeated half second.
    sets.push([600, 600, 600, 600.5, 600.5]);
    const dates = sets.map((_, i) => addDays('2026-02-01', i));
    for (const [i, seconds] of sets.entries()) await ticketsOn(own, ownKitchen, dates[i] ?? '', seconds);
    at(wib(NEXT, '12:00:00'));
    const pnl = await profitLossOf(ctx, own, `?start=2026-02-01&end=${dates.at(-1)}`);
    expect(pnl.ticketTimes?.days).toEqual(
      sets.map((seconds, i) => ({ date: dates[i], ...ticketTimeFigures(seconds) })),
    );
    expect(pnl.ticketTimes?.period).toEqual(ticketTimeFigures(sets.flat()));
  });

  it('leaves out a POS sale that skipped the kitchen (recorded READY)', async () => {
    const { t: own, kitchen: ownKitchen } = await freshPos(ctx);
    await setTenant(ctx, own.tenant.id, { posToKitchen: false });
    at(wib(DAY, '10:00:00'));
    await posOrderOk(ctx, own, ownKitchen);
    await ticketsOn(own, ownKitchen, DAY, [480]);
    at(wib(DAY, '18:00:00'));
    expect((await dashboardOf(own)).ticketTimes).toEqual({ today: ticketTimeFigures([480]) });
  });

  it('shows no ticket times for KASIR_SAJA (POS_ONLY), which has no kitchen', async () => {
    const { t: kasir, kitchen: kasirKitchen } = await freshPos(ctx, { package: 'POS_ONLY' });
    // A sale confirmed at 10:00 and READY five minutes later (as if it had been cooked).
    at(wib(DAY, '10:00:00'));
    const sale = await posOrderOk(ctx, kasir, kasirKitchen);
    await setTimes(kasir, sale._id, {
      createdAt: new Date(wib(DAY, '10:00:00')),
      confirmedAt: new Date(wib(DAY, '10:00:00')),
      ready: true,
      readyAt: new Date(wib(DAY, '10:05:00')),
    });
    at(wib(DAY, '18:00:00'));
    expect((await dashboardOf(kasir)).ticketTimes).toBeNull();
    expect((await reportsOf(ctx, kasir)).ticketTimes).toBeNull();
    expect((await profitLossOf(ctx, kasir, `?start=${DAY}&end=${DAY}`)).ticketTimes).toBeNull();
  });
});
