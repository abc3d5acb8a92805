import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { stockMovementList } from '@meja/shared/contracts/inventory';
import type { OrderStatus } from '@meja/shared/order-status';
import { dateInZone } from '@meja/shared/dates';
import {
  call,
  createIngredient,
  createMenuItem,
  inventoryOf,
  recordPurchase,
  type Ctx,
} from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { orderOk } from '../../../test/orders';
import { posCall } from '../../../test/pos';
import { payIntentResponse, posOrderCreated } from '@meja/shared/contracts/pos';
import {
  listOrders,
  listPayments,
  patchOrder,
  patchOrderOk,
  payOk,
  postPayment,
} from '../../../test/staff-orders';

/**
 * Reconciliation (issues 5 and 12): a scripted day through the HTTP API only — purchases, diner
 * orders, confirmations, cancellations, payments by CASH, CARD and QRIS, a repeated close, a paid
 * order voided by the admin, pay-first orders at the counter and POS sales with and without the
 * kitchen — then the money and the stock are counted back from the outside: the dashboard's revenue
 * is the sum of the COMPLETED payments, every ingredient's stock is opening + purchases − the recipes
 * of the orders that hold their stock (confirmed and not cancelled), which its ledger also adds up
 * to, and the kitchen shows exactly the confirmed orders not yet READY, paid or not.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const TODAY_ZONE = 'Asia/Jakarta';

/**
 * Orders take their time from the database and payments from the app's clock, both real here: a run
 * that would straddle the tenant's midnight waits until the new day has begun.
 */
async function awayFromMidnight() {
  // Local midnight in WIB (UTC+7) is 17:00 UTC of the local date that is ending.
  const msToMidnight = Date.parse(`${dateInZone(new Date(), TODAY_ZONE)}T17:00:00Z`) - Date.now();
  if (msToMidnight < 60_000) await new Promise((resolve) => setTimeout(resolve, msToMidnight + 1000));
}

/** Σ values per key. */
function add(into: Map<string, number>, key: string, qty: number) {
  into.set(key, (into.get(key) ?? 0) + qty);
}

describe('a scripted day reconciles', () => {
  it('dashboard revenue = completed payments; stock = opening + purchases − usage + reversals', async () => {
    await awayFromMidnight();
    const t: TenantGraph = await createTenantGraph(ctx.db);
    expect(t.tenant.timezone).toBe(TODAY_ZONE);
    const today = dateInZone(new Date(), TODAY_ZONE);

    // What the test expects, kept alongside what it does.
    const opening = new Map<string, number>();
    const purchased = new Map<string, number>();

    // --- Opening: ingredients with opening stock, one known only from a purchase, and morning purchases.
    const ingredient = async (name: string, unit: string, stock: number) => {
      const item = await createIngredient(ctx, t, { name, unit, stock });
      opening.set(item._id, stock);
      return item;
    };
    const beras = await ingredient('Beras', 'kg', 10);
    const telur = await ingredient('Telur', 'butir', 30);
    const ayam = await ingredient('Ayam', 'kg', 5);
    const teh = await ingredient('Teh', 'kg', 1);
    const buy = async (name: string, qty: number, price: number) => {
      const { item } = await recordPurchase(ctx, t, { date: today, name, qty, price, unit: 'kg' });
      add(purchased, item._id, qty);
      return item;
    };
    const gula = await buy('Gula', 2, 30000); // a new ingredient: its whole stock is this purchase
    opening.set(gula._id, 0);
    await buy('Beras', 5, 70000);
    await buy('Telur', 12, 24000);

    // --- The menu and its recipes.
    const nasi = await createMenuItem(ctx, t, {
      name: 'Nasi Goreng',
      price: 15000,
      bom: [
        { inventoryItemId: beras._id, qty: 0.2 },
        { inventoryItemId: telur._id, qty: 1 },
      ],
    });
    const ayamBakar = await createMenuItem(ctx, t, {
      name: 'Ayam Bakar',
      price: 25000,
      bom: [
        { inventoryItemId: ayam._id, qty: 0.25 },
        { inventoryItemId: beras._id, qty: 0.15 },
      ],
    });
    const esTeh = await createMenuItem(ctx, t, {
      name: 'Es Teh',
      price: 5000,
      bom: [
        { inventoryItemId: teh._id, qty: 0.05 },
        { inventoryItemId: gula._id, qty: 0.02 },
      ],
    });
    const kerupuk = await createMenuItem(ctx, t, { name: 'Kerupuk', price: 3000 }); // no recipe
    const bomOf = new Map(
      [nasi, ayamBakar, esTeh, kerupuk].map((item) => [
        item._id,
        item.bom.map((line) => ({ id: line.inventoryItemId, qty: line.qty })),
      ]),
    );

    // --- The day's orders, from diners' phones.
    type Line = { menuItemId: string; qty: number };
    const placed = new Map<string, { lines: Line[]; grandTotal: number }>();
    const order = async (table: string, lines: Line[]) => {
      const created = await orderOk(ctx, t.tenant.slug, { table, items: lines });
      placed.set(created.order._id, { lines, grandTotal: created.order.grandTotal });
      return created.order;
    };
    const confirm = (id: string) => patchOrderOk(ctx, t, id, { confirmed: true });
    const pay = (id: string, method: 'CASH' | 'CARD' | 'QRIS') =>
      payOk(ctx, t, { orderId: id, method, amount: placed.get(id)?.grandTotal });
    const close = (id: string) => patchOrderOk(ctx, t, id, { status: 'PAID', confirmed: true });
    const ready = async (id: string) => {
      const response = await call(ctx, 'PATCH', t.tenant.slug, `/orders/${id}/ready`, t.kitchen.token, {
        ready: true,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    /** A POS sale paid in cash at the counter. */
    const posSale = async (lines: Line[]) => {
      const created = await posCall(ctx, 'POST', '/pos/orders', {
        token: t.cashier.token,
        payload: { items: lines },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { order: sale } = posOrderCreated.parse(created.json());
      placed.set(sale._id, { lines, grandTotal: sale.grandTotal });
      const paid = await posCall(ctx, 'POST', '/pay/create-intent', {
        token: t.cashier.token,
        payload: { orderId: sale._id, method: 'CASH' },
      });
      expect(paid.statusCode, paid.body).toBe(201);
      return payIntentResponse.parse(paid.json()).order;
    };

    // 1. Confirmed, paid in CASH at the counter, closed.
    const o1 = await order('A1', [
      { menuItemId: nasi._id, qty: 2 },
      { menuItemId: esTeh._id, qty: 2 },
    ]);
    await confirm(o1._id);
    await pay(o1._id, 'CASH');
    await close(o1._id);

    // 2. Confirmed, paid by CARD, closed — and closed again (a double click): stock taken once.
    const o2 = await order('A2', [
      { menuItemId: ayamBakar._id, qty: 1 },
      { menuItemId: kerupuk._id, qty: 3 },
    ]);
    await confirm(o2._id);
    await pay(o2._id, 'CARD');
    await close(o2._id);
    const again = await close(o2._id);
    expect(again).toMatchObject({ status: 'PAID', paymentStatus: 'COMPLETED' });
    // A second payment of a paid order is refused and records nothing.
    expect(
      (await postPayment(ctx, t, { orderId: o2._id, method: 'CASH', amount: again.grandTotal })).statusCode,
    ).toBe(409);

    // 3. Confirmed and paid by QRIS, still in the kitchen (PAID, not READY): the stock went at confirmation.
    const o3 = await order('B1', [
      { menuItemId: nasi._id, qty: 1 },
      { menuItemId: ayamBakar._id, qty: 1 },
      { menuItemId: esTeh._id, qty: 1 },
    ]);
    await confirm(o3._id);
    await pay(o3._id, 'QRIS');

    // 4. Closed straight away: the close pays it in CASH.
    const o4 = await order('B2', [{ menuItemId: esTeh._id, qty: 4 }]);
    await close(o4._id);

    // 5. Closed twice without a payment first: one CASH payment, one deduction.
    const o5 = await order('C1', [{ menuItemId: nasi._id, qty: 3 }]);
    await close(o5._id);
    await close(o5._id);

    // 6. Confirmed (stock taken), never paid, cancelled by the cashier: no money, the stock put back.
    const o6 = await order('C2', [{ menuItemId: ayamBakar._id, qty: 2 }]);
    await confirm(o6._id);
    await patchOrderOk(ctx, t, o6._id, { status: 'CANCELLED' });

    // Mid-day deliveries.
    await buy('Ayam', 3, 105000);
    await buy('Teh', 0.5, 40000);

    // 7. Confirmed, then un-confirmed (stock back), then confirmed again (taken again); not paid yet.
    const o7 = await order('D1', [{ menuItemId: nasi._id, qty: 1 }]);
    await confirm(o7._id);
    await patchOrderOk(ctx, t, o7._id, { confirmed: false });
    await confirm(o7._id);

    // 8. Paid by QRIS and closed, then voided: the cashier may not, the admin does (refund + reversal).
    const o8 = await order('D2', [
      { menuItemId: ayamBakar._id, qty: 2 },
      { menuItemId: esTeh._id, qty: 2 },
    ]);
    await confirm(o8._id);
    await pay(o8._id, 'QRIS');
    await close(o8._id);
    expect((await patchOrder(ctx, t, o8._id, { status: 'CANCELLED' })).statusCode).toBe(403);
    await patchOrderOk(ctx, t, o8._id, { status: 'CANCELLED', reason: 'salah input' }, t.admin.token);
    // Voiding twice changes nothing more.
    await patchOrderOk(ctx, t, o8._id, { status: 'CANCELLED', reason: 'salah input' }, t.admin.token);

    // 9. Just placed: PENDING, unconfirmed.
    const o9 = await order('E1', [{ menuItemId: kerupuk._id, qty: 1 }]);

    // 10. Paid by CARD by the admin, closed by the cashier.
    const o10 = await order('E2', [
      { menuItemId: nasi._id, qty: 1 },
      { menuItemId: esTeh._id, qty: 1 },
    ]);
    await confirm(o10._id);
    await payOk(ctx, t, { orderId: o10._id, method: 'CARD', amount: o10.grandTotal }, t.admin.token);
    await close(o10._id);

    // 11. Pay first at the counter, never confirmed by hand: paying confirms it; the kitchen cooks it.
    const o11 = await order('F1', [{ menuItemId: ayamBakar._id, qty: 1 }]);
    const paidFirst = await pay(o11._id, 'CASH');
    expect(paidFirst.order).toMatchObject({ status: 'PAID', confirmed: true, ready: false });
    expect((await listOrders(ctx, t, t.kitchen.token)).map((o) => o._id)).toContain(o11._id);
    await ready(o11._id);

    // 12. A POS sale of dishes: confirmed at once, in the kitchen until READY (PRO has a kitchen).
    await posCall(ctx, 'POST', '/pos/shifts/open', { token: t.cashier.token, payload: { openingCash: 0 } });
    const o12 = await posSale([
      { menuItemId: nasi._id, qty: 1 },
      { menuItemId: esTeh._id, qty: 1 },
    ]);
    expect(o12).toMatchObject({ status: 'PAID', confirmed: true, ready: false });
    expect((await listOrders(ctx, t, t.kitchen.token)).map((o) => o._id)).toContain(o12._id);
    await ready(o12._id);

    // 13. With 'POS ke dapur' off, a POS sale is made READY at once: nothing for the kitchen.
    const off = await call(ctx, 'PATCH', t.tenant.slug, '/settings', t.admin.token, { posToKitchen: false });
    expect(off.statusCode, off.body).toBe(200);
    const o13 = await posSale([{ menuItemId: esTeh._id, qty: 3 }]);
    expect(o13).toMatchObject({ status: 'PAID', confirmed: true, ready: true });

    // Late purchase.
    await buy('Beras', 2.5, 35000);

    // --- What the day should come to.
    const finalStatus: Record<string, OrderStatus> = {
      [o1._id]: 'PAID',
      [o2._id]: 'PAID',
      [o3._id]: 'PAID',
      [o4._id]: 'PAID',
      [o5._id]: 'PAID',
      [o6._id]: 'CANCELLED',
      [o7._id]: 'PENDING',
      [o8._id]: 'CANCELLED',
      [o9._id]: 'PENDING',
      [o10._id]: 'PAID',
      [o11._id]: 'PAID',
      [o12._id]: 'PAID',
      [o13._id]: 'PAID',
    };
    const paidIds = [o1, o2, o3, o4, o5, o10, o11, o12, o13].map((o) => o._id); // paid and still standing
    const voidedIds = [o8._id]; // paid, then cancelled
    // Orders holding their stock now: confirmed and not cancelled (o7 is confirmed, unpaid).
    const holding = [...paidIds, o7._id];
    // Orders whose stock was taken once and put back once: cancelled after confirming, and o7's
    // first confirmation.
    const putBack = [o6._id, o8._id, o7._id];
    const usageOf = (ids: string[]) => {
      const used = new Map<string, number>();
      for (const id of ids)
        for (const line of placed.get(id)?.lines ?? [])
          for (const bom of bomOf.get(line.menuItemId) ?? []) add(used, bom.id, bom.qty * line.qty);
      return used;
    };
    const usage = usageOf(holding);
    const reversed = usageOf(putBack);

    // The orders: as scripted.
    const listed = await listOrders(ctx, t, t.admin.token);
    expect(Object.fromEntries(listed.map((o) => [o._id, o.status]))).toEqual(finalStatus);

    // --- Money: one COMPLETED payment per paid order; the voided one REFUNDED.
    const payments = await listPayments(ctx, t);
    const completed = payments.filter((p) => p.status === 'COMPLETED');
    expect(completed.map((p) => p.orderId).sort()).toEqual([...paidIds].sort());
    expect(payments.filter((p) => p.status === 'REFUNDED').map((p) => p.orderId)).toEqual(voidedIds);
    expect(new Set(completed.map((p) => p.method))).toEqual(new Set(['CASH', 'CARD', 'QRIS']));
    for (const p of completed) expect(p.amount, p.orderId).toBe(placed.get(p.orderId)?.grandTotal);
    const takings = completed.reduce((sum, p) => sum + p.amount, 0);
    expect(takings).toBe(paidIds.reduce((sum, id) => sum + (placed.get(id)?.grandTotal ?? 0), 0));

    const response = await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const board = dashboard.strict().parse(response.json());
    expect(board.kpis.revenueToday).toBe(takings);
    expect(board.kpis.revenueMonth).toBe(takings);
    expect(board.kpis.ordersToday).toBe(11); // thirteen placed, two cancelled
    expect(board.kpis.pendingOrders).toBe(2); // o7 and o9: paying makes an order PAID
    // The kitchen: confirmed and not READY, paid or not (o3 paid, o7 not); o9 waits for confirmation.
    const kitchenView = await listOrders(ctx, t, t.kitchen.token);
    expect(
      kitchenView
        .filter((o) => o.confirmed && !o.ready)
        .map((o) => o._id)
        .sort(),
    ).toEqual([o3._id, o7._id].sort());
    expect(board.kpis.avgOrderValueMonth).toBe(Math.round(takings / paidIds.length));
    expect(board.salesLast7Days.at(-1)).toEqual({ date: today, amount: takings });
    // Top items count the portions of the COMPLETED payments only (the voided order is out).
    const portions = new Map<string, number>();
    for (const id of paidIds)
      for (const line of placed.get(id)?.lines ?? []) add(portions, line.menuItemId, line.qty);
    const names = new Map([nasi, ayamBakar, esTeh, kerupuk].map((item) => [item._id, item.name]));
    expect(Object.fromEntries(board.topItems.map((item) => [item.name, item.qty]))).toEqual(
      Object.fromEntries([...portions].map(([id, qty]) => [names.get(id), qty])),
    );
    expect(board.topItems.reduce((sum, item) => sum + item.revenue, 0)).toBeCloseTo(takings, -1);

    // --- Stock: per ingredient, from the list and from its ledger.
    const inventory = await inventoryOf(ctx, t);
    const stock = new Map(inventory.map((item) => [item._id, item.stock]));
    const nameOf = new Map(inventory.map((item) => [item._id, item.name]));
    expect([...stock.keys()].sort()).toEqual([...opening.keys()].sort());
    for (const [id, open] of opening) {
      const name = nameOf.get(id) ?? id;
      const expected = open + (purchased.get(id) ?? 0) - (usage.get(id) ?? 0);
      expect(stock.get(id), name).toBeCloseTo(expected, 4);

      const ledger = await call(ctx, 'GET', t.tenant.slug, `/inventory/${id}/movements`, t.admin.token);
      expect(ledger.statusCode, ledger.body).toBe(200);
      const movements = stockMovementList.strict().parse(ledger.json()).items;
      const sumOf = (kind: string) =>
        movements.filter((m) => m.kind === kind).reduce((sum, m) => sum + m.qty, 0);
      expect(sumOf('OPENING'), `opening of ${name}`).toBeCloseTo(open, 4);
      expect(sumOf('PURCHASE'), `purchases of ${name}`).toBeCloseTo(purchased.get(id) ?? 0, 4);
      expect(sumOf('ADJUSTMENT'), `adjustments of ${name}`).toBe(0);
      // Every deduction (the ones put back too) is a SALE; each putting back a REVERSAL.
      const sold = (usage.get(id) ?? 0) + (reversed.get(id) ?? 0);
      expect(sumOf('SALE'), `sales of ${name}`).toBeCloseTo(-sold, 4);
      expect(sumOf('REVERSAL'), `reversals of ${name}`).toBeCloseTo(reversed.get(id) ?? 0, 4);
      const sales = movements.filter((m) => m.kind === 'SALE').length;
      const ordersUsing = [...holding, ...putBack].filter((orderId) =>
        placed.get(orderId)?.lines.some((line) => bomOf.get(line.menuItemId)?.some((bom) => bom.id === id)),
      ).length;
      expect(sales, `one SALE per deduction using ${name}`).toBe(ordersUsing);
      expect(
        movements.reduce((sum, m) => sum + m.qty, 0),
        `ledger of ${name}`,
      ).toBeCloseTo(stock.get(id) ?? NaN, 4);
    }

    // Still the same day in the tenant's zone, so "today" meant one day throughout.
    expect(dateInZone(new Date(), TODAY_ZONE)).toBe(today);
  }, 120_000);
});
