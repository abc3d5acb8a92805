import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedOrdersSince, ORDER_TRANSITION_MESSAGES as M } from '@meja/shared/order-transitions';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { inTenantTx } from '../../platform/db-scope';
import { setOrderFlags, setTenant, trackOk } from '../../../test/orders';
import {
  dinerOrder,
  freshKitchen,
  listOrders,
  orderMovements,
  patchOrder,
  patchOrderOk,
  patchReady,
  paymentsOf,
  payOk,
  stockByName,
} from '../../../test/staff-orders';

/** The staff side of orders (issue 5): the list, confirmation, closing, cancelling and READY. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const fresh = () => freshKitchen(ctx);
const stockOf = (t: TenantGraph) => stockByName(ctx, t);

const OPENING = { Beras: 10, Telur: 30, Teh: 1 };
/** What one dinerOrder (nasi × 2, es teh × 1) takes from stock. */
const AFTER_ONE_SALE = { Beras: 9.6, Telur: 28, Teh: 0.95 };

describe('GET /orders', () => {
  it('lists open orders newest first with items, flags, priority and payment status', async () => {
    const { t, kitchen } = await fresh();
    const first = await dinerOrder(ctx, t, kitchen, 'A1', 'pedas');
    const second = await dinerOrder(ctx, t, kitchen, 'B2');
    await setOrderFlags(ctx, t.tenant.id, second.order._id, { priority: true });
    const orders = await listOrders(ctx, t);
    expect(orders.map((o) => o._id)).toEqual([second.order._id, first.order._id]);
    expect(orders[1]).toEqual({ ...first.order, paymentStatus: 'NONE' });
    expect(orders[1]).toMatchObject({
      table: 'A1',
      status: 'PENDING',
      confirmed: false,
      ready: false,
      total: 35000,
      tax: 3850,
      grandTotal: 38850,
      note: 'pedas',
      priority: null,
      items: [
        { menuItemId: kitchen.nasi._id, name: 'NASI GORENG', price: 15000, qty: 2 },
        { menuItemId: kitchen.esTeh._id, name: 'ES TEH', price: 5000, qty: 1 },
      ],
    });
    expect(orders[0]?.priority).toBe(true);
  });

  it('answers an empty list for a tenant without orders, and is never cached', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await call(ctx, 'GET', t.tenant.slug, '/orders', t.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orders: [] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['Asia/Jakarta', '+07:00'],
    ['Asia/Jayapura', '+09:00'],
  ])(
    'shows open orders of any age (PENDING, or paid but not READY), and closed or cancelled ones from the last 3 days in %s',
    async (timezone, offset) => {
      const { t, kitchen } = await fresh();
      await setTenant(ctx, t.tenant.id, { timezone });
      const since = finishedOrdersSince(new Date(), timezone);
      const startOfWindow = new Date(`${since}T00:00:00${offset}`).getTime();
      const at = (ms: number) => new Date(startOfWindow + ms);
      const make = async (table: string, flags: Parameters<typeof setOrderFlags>[3]): Promise<string> => {
        const created = await dinerOrder(ctx, t, kitchen, table);
        await setOrderFlags(ctx, t.tenant.id, created.order._id, flags);
        return created.order._id;
      };
      const closed = { status: 'PAID', confirmed: true, ready: true } as const;
      const oldPending = await make('P1', { createdAt: at(-30 * 86_400_000) });
      const closedInside = await make('P2', { ...closed, createdAt: at(60_000) });
      const closedOutside = await make('P3', { ...closed, createdAt: at(-60_000) });
      const cancelledInside = await make('P4', { status: 'CANCELLED', createdAt: at(1000) });
      const cancelledOutside = await make('P5', { status: 'CANCELLED', createdAt: at(-1000) });
      // Paid long ago and still not READY: the kitchen still owes it, so it is open.
      const paidCooking = await make('P6', {
        status: 'PAID',
        confirmed: true,
        createdAt: at(-20 * 86_400_000),
      });
      const ids = (await listOrders(ctx, t, t.admin.token)).map((o) => o._id);
      expect(ids).toEqual([closedInside, cancelledInside, paidCooking, oldPending]);
      expect(ids).not.toContain(closedOutside);
      expect(ids).not.toContain(cancelledOutside);
    },
  );

  it('shows the kitchen what it cooks: confirmed and not READY (paid or not), the last 15 minutes of READY, and the unconfirmed for its banner', async () => {
    const { t, kitchen } = await fresh();
    const waiting = await dinerOrder(ctx, t, kitchen, 'K1');
    const cooking = await dinerOrder(ctx, t, kitchen, 'K2');
    const closed = await dinerOrder(ctx, t, kitchen, 'K3');
    const paidFirst = await dinerOrder(ctx, t, kitchen, 'K4');
    const justReady = await dinerOrder(ctx, t, kitchen, 'K5');
    const readyLongAgo = await dinerOrder(ctx, t, kitchen, 'K6');
    const cancelled = await dinerOrder(ctx, t, kitchen, 'K7');
    await patchOrderOk(ctx, t, cooking.order._id, { confirmed: true });
    await patchOrderOk(ctx, t, closed.order._id, { status: 'PAID', confirmed: true });
    await payOk(ctx, t, { orderId: paidFirst.order._id, method: 'CASH', amount: 38850 });
    for (const ready of [justReady, readyLongAgo]) {
      await patchOrderOk(ctx, t, ready.order._id, { confirmed: true });
      expect((await patchReady(ctx, t, ready.order._id, { ready: true })).statusCode).toBe(200);
    }
    await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx
        .update(orders)
        .set({ readyAt: new Date(Date.now() - 16 * 60_000) })
        .where(and(eq(orders.tenantId, t.tenant.id), eq(orders.id, readyLongAgo.order._id))),
    );
    await patchOrderOk(ctx, t, cancelled.order._id, { confirmed: true });
    await patchOrderOk(ctx, t, cancelled.order._id, { status: 'CANCELLED' });
    const forKitchen = await listOrders(ctx, t, t.kitchen.token);
    expect(forKitchen.map((o) => [o._id, o.status, o.confirmed, o.ready])).toEqual([
      [justReady.order._id, 'PENDING', true, true],
      [paidFirst.order._id, 'PAID', true, false],
      // Closed by the cashier a moment ago: READY just now, so in the strip too.
      [closed.order._id, 'PAID', true, true],
      [cooking.order._id, 'PENDING', true, false],
      [waiting.order._id, 'PENDING', false, false],
    ]);
    const forCashier = await listOrders(ctx, t, t.cashier.token);
    expect(forCashier.map((o) => o._id)).toEqual([
      cancelled.order._id,
      readyLongAgo.order._id,
      justReady.order._id,
      paidFirst.order._id,
      closed.order._id,
      cooking.order._id,
      waiting.order._id,
    ]);
  });
});

describe('PATCH /orders/:id {confirmed}', () => {
  it('confirms and un-confirms a PENDING order (cashier and admin)', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const confirmed = await patchOrderOk(ctx, t, created.order._id, { confirmed: true });
    expect(confirmed).toMatchObject({
      status: 'PENDING',
      confirmed: true,
      ready: false,
      paymentStatus: 'NONE',
    });
    const tracking = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(tracking.order.confirmed).toBe(true);
    expect(tracking.kitchenQueue).toBe(1);

    const unconfirmed = await patchOrderOk(ctx, t, created.order._id, { confirmed: false }, t.admin.token);
    expect(unconfirmed.confirmed).toBe(false);
    expect((await trackOk(ctx, t.tenant.slug, created.order._id, created.token)).kitchenQueue).toBeNull();
  });

  it('answers 200 without change when the value is already set', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const same = await patchOrderOk(ctx, t, created.order._id, { confirmed: false });
    expect(same).toEqual(created.order);
  });

  it('refuses to change the confirmation of a PAID or CANCELLED order with 409', async () => {
    const { t, kitchen } = await fresh();
    const paid = await dinerOrder(ctx, t, kitchen, 'C1');
    await patchOrderOk(ctx, t, paid.order._id, { status: 'PAID', confirmed: true });
    const cancelled = await dinerOrder(ctx, t, kitchen, 'C2');
    await patchOrderOk(ctx, t, cancelled.order._id, { status: 'CANCELLED' });
    for (const [id, confirmed] of [
      [paid.order._id, false],
      [cancelled.order._id, true],
    ] as const) {
      const response = await patchOrder(ctx, t, id, { confirmed });
      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'ORDER_NOT_PENDING', message: M.confirmNotPending });
    }
  });

  it('refuses to send an order back to PENDING with 409', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await patchOrderOk(ctx, t, created.order._id, { status: 'CANCELLED' });
    const response = await patchOrder(ctx, t, created.order._id, { status: 'PENDING' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'ORDER_CLOSED', message: M.backToPending });
  });
});

describe('PATCH /orders/:id {status: PAID} — the closing sequence', () => {
  it('pays in CASH, sets PAID + confirmed + ready, and deducts the BOM once in one step', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const closed = await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
    expect(closed).toMatchObject({
      status: 'PAID',
      confirmed: true,
      ready: true,
      paymentStatus: 'COMPLETED',
    });
    const payments = await paymentsOf(ctx, t.tenant.id, created.order._id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      method: 'CASH',
      status: 'COMPLETED',
      amount: 38850,
      createdBy: t.cashier.id,
    });
    expect(await stockOf(t)).toEqual(AFTER_ONE_SALE);
    const sales = await orderMovements(ctx, t.tenant.id, created.order._id);
    expect(sales.map((m) => m.kind)).toEqual(['SALE', 'SALE', 'SALE']);
    // Closed: the diner's tracking by table shows no active order any more.
    const active = await ctx.app.inject({ url: `/api/v1/public/${t.tenant.slug}/orders/active-by-table/A1` });
    expect(active.json()).toEqual({ order: null, paymentStatus: 'NONE', kitchenQueue: null });
  });

  it('closes an order paid by card without a second payment or a second deduction', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await patchOrderOk(ctx, t, created.order._id, { confirmed: true });
    await patchReady(ctx, t, created.order._id, { ready: true });
    await payOk(ctx, t, { orderId: created.order._id, method: 'CARD', amount: 38850 });
    const closed = await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
    expect(closed).toMatchObject({
      status: 'PAID',
      confirmed: true,
      ready: true,
      paymentStatus: 'COMPLETED',
    });
    const payments = await paymentsOf(ctx, t.tenant.id, created.order._id);
    expect(payments.map((p) => [p.method, p.status])).toEqual([['CARD', 'COMPLETED']]);
    expect(await stockOf(t)).toEqual(AFTER_ONE_SALE);
  });

  it('deducts exactly once when the close is repeated', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const first = await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
    for (let i = 0; i < 3; i++) {
      const again = await patchOrderOk(ctx, t, created.order._id, { status: 'PAID' }, t.admin.token);
      expect(again).toEqual(first);
    }
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toHaveLength(1);
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toHaveLength(3);
    expect(await stockOf(t)).toEqual(AFTER_ONE_SALE);
  });

  it('closes an unconfirmed order too, and refuses confirmed:false and a cancelled order', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen, 'D1');
    const refused = await patchOrder(ctx, t, created.order._id, { status: 'PAID', confirmed: false });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'ORDER_CLOSE_UNCONFIRMED', message: M.closeUnconfirmed });
    const closed = await patchOrderOk(ctx, t, created.order._id, { status: 'PAID' });
    expect(closed).toMatchObject({ status: 'PAID', confirmed: true, ready: true });

    const cancelled = await dinerOrder(ctx, t, kitchen, 'D2');
    await patchOrderOk(ctx, t, cancelled.order._id, { status: 'CANCELLED' });
    const response = await patchOrder(ctx, t, cancelled.order._id, { status: 'PAID', confirmed: true });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'ORDER_CANCELLED', message: M.closeCancelled });
    expect(await paymentsOf(ctx, t.tenant.id, cancelled.order._id)).toEqual([]);
  });

  it('answers 409, not 500, when the database already holds a COMPLETED payment the order row misses', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.insert(payments).values({
        tenantId: t.tenant.id,
        orderId: created.order._id,
        method: 'CARD',
        status: 'COMPLETED',
        amount: 38850,
      }),
    );
    const response = await patchOrder(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'ORDER_ALREADY_PAID', message: PAYMENT_MESSAGES.alreadyPaid });
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toEqual([]);
    expect((await listOrders(ctx, t))[0]?.status).toBe('PENDING');
  });

  it('charges the tax the order was priced with, not the tenant’s current setting', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await setTenant(ctx, t.tenant.id, { taxPercent: 0 });
    await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
    const [payment] = await paymentsOf(ctx, t.tenant.id, created.order._id);
    expect(payment?.amount).toBe(38850);
  });
});

describe('PATCH /orders/:id {status: CANCELLED}', () => {
  it('cancels an unpaid confirmed order: no payment, and what confirming took goes back to stock', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await patchOrderOk(ctx, t, created.order._id, { confirmed: true });
    expect(await stockOf(t)).toEqual(AFTER_ONE_SALE);
    const cancelled = await patchOrderOk(ctx, t, created.order._id, { status: 'CANCELLED' });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', confirmed: true, paymentStatus: 'NONE' });
    const movements = await orderMovements(ctx, t.tenant.id, created.order._id);
    expect(movements.map((m) => m.kind).sort()).toEqual([
      'REVERSAL',
      'REVERSAL',
      'REVERSAL',
      'SALE',
      'SALE',
      'SALE',
    ]);
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toEqual([]);
    expect(await stockOf(t)).toEqual(OPENING);
    const tracking = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(tracking).toMatchObject({ order: { status: 'CANCELLED' }, kitchenQueue: null });
    // Cancelling again changes nothing.
    expect(await patchOrderOk(ctx, t, created.order._id, { status: 'CANCELLED' })).toEqual(cancelled);
  });

  it('lets only the admin void a PAID order: payment refunded, stock put back once', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
    expect(await stockOf(t)).toEqual(AFTER_ONE_SALE);

    const byCashier = await patchOrder(ctx, t, created.order._id, { status: 'CANCELLED' });
    expect(byCashier.statusCode).toBe(403);
    expect(errorOf(byCashier)).toEqual({ code: 'VOID_NEEDS_ADMIN', message: M.voidNeedsAdmin });
    expect(await stockOf(t)).toEqual(AFTER_ONE_SALE);

    const voided = await patchOrderOk(
      ctx,
      t,
      created.order._id,
      { status: 'CANCELLED', reason: 'salah input' },
      t.admin.token,
    );
    expect(voided).toMatchObject({ status: 'CANCELLED' });
    expect(await stockOf(t)).toEqual(OPENING);
    const payments = await paymentsOf(ctx, t.tenant.id, created.order._id);
    expect(payments.map((p) => p.status)).toEqual(['REFUNDED']);
    expect(payments[0]?.refundedAt).toBeInstanceOf(Date);
    const kinds = (await orderMovements(ctx, t.tenant.id, created.order._id)).map((m) => m.kind).sort();
    expect(kinds).toEqual(['REVERSAL', 'REVERSAL', 'REVERSAL', 'SALE', 'SALE', 'SALE']);

    // Repeated, and by the super admin: nothing moves twice.
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    await patchOrderOk(
      ctx,
      t,
      created.order._id,
      { status: 'CANCELLED', reason: 'salah input' },
      superAdmin.token,
    );
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toHaveLength(6);
    expect(await stockOf(t)).toEqual(OPENING);
  });

  it('voids an order paid but not closed yet (payment taken, still PENDING)', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await payOk(ctx, t, { orderId: created.order._id, method: 'QRIS', amount: 38850 });
    expect(await stockOf(t)).toEqual(AFTER_ONE_SALE);
    await patchOrderOk(
      ctx,
      t,
      created.order._id,
      { status: 'CANCELLED', reason: 'salah input' },
      t.admin.token,
    );
    expect(await stockOf(t)).toEqual(OPENING);
    expect((await paymentsOf(ctx, t.tenant.id, created.order._id)).map((p) => p.status)).toEqual([
      'REFUNDED',
    ]);
  });
});

describe('PATCH /orders/:id/ready', () => {
  it('toggles READY on a PENDING confirmed order (kitchen, cashier and admin)', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await patchOrderOk(ctx, t, created.order._id, { confirmed: true });
    for (const [token, ready] of [
      [t.kitchen.token, true],
      [t.kitchen.token, false],
      [t.cashier.token, true],
      [t.admin.token, false],
    ] as const) {
      const response = await patchReady(ctx, t, created.order._id, { ready }, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        _id: created.order._id,
        ready,
        confirmed: true,
        status: 'PENDING',
      });
    }
  });

  it('refuses an unconfirmed or a cancelled order with 409', async () => {
    const { t, kitchen } = await fresh();
    const waiting = await dinerOrder(ctx, t, kitchen, 'R1');
    const cancelled = await dinerOrder(ctx, t, kitchen, 'R3');
    await patchOrderOk(ctx, t, cancelled.order._id, { confirmed: true });
    await patchOrderOk(ctx, t, cancelled.order._id, { status: 'CANCELLED' });
    for (const [id, ready] of [
      [waiting.order._id, true],
      [cancelled.order._id, true],
    ] as const) {
      const response = await patchReady(ctx, t, id, { ready });
      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'ORDER_NOT_IN_KITCHEN', message: M.readyNotInKitchen });
    }
    // Asking for what is already so is not a change: 200.
    expect((await patchReady(ctx, t, waiting.order._id, { ready: false })).statusCode).toBe(200);
  });

  it('cooks a paid order too: READY closes it (hidden from its diner), Undo READY brings it back', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen, 'R2');
    const { order: paid } = await payOk(ctx, t, {
      orderId: created.order._id,
      method: 'QRIS',
      amount: 38850,
    });
    expect(paid).toMatchObject({ status: 'PAID', confirmed: true, ready: false, paymentStatus: 'COMPLETED' });
    expect((await trackOk(ctx, t.tenant.slug, created.order._id, created.token)).kitchenQueue).toBe(1);

    const ready = await patchReady(ctx, t, created.order._id, { ready: true });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'PAID', ready: true, readyAt: expect.any(String) });
    expect((await trackOk(ctx, t.tenant.slug, created.order._id, created.token)).kitchenQueue).toBeNull();

    const undone = await patchReady(ctx, t, created.order._id, { ready: false });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'PAID', ready: false, readyAt: null });
    expect((await trackOk(ctx, t.tenant.slug, created.order._id, created.token)).kitchenQueue).toBe(1);
  });
});
