import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerKitchenText } from '@meja/shared/order-status';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { listenLocally, orderEventReader } from '../../../test/sse';
import { ordersUrl, trackOk } from '../../../test/orders';
import {
  dinerOrder,
  kitchenGraph,
  patchOrder,
  patchOrderOk,
  patchReady,
  payOk,
  postPayment,
} from '../../../test/staff-orders';
import { orderTrackingChannel } from '../../platform/events';

/**
 * Every staff change reaches the diner: one notice on the tenant's tracking channel names the order
 * that changed, and every diner's stream whose order (or place in the kitchen's queue) moved hears it.
 */
let ctx: Ctx;
let base: string;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
  base = await listenLocally(ctx.app);
});
afterAll(() => ctx.close());

async function fresh() {
  const t = await createTenantGraph(ctx.db);
  return { t, kitchen: await kitchenGraph(ctx, t) };
}

/** Counts the notices on the tenant's tracking channel that name each order. */
function listen(tenantId: string, orderIds: string[]) {
  const counts = new Map(orderIds.map((id) => [id, 0]));
  const stop = ctx.bus.subscribe(orderTrackingChannel(tenantId), (message) => {
    const named: unknown =
      typeof message === 'object' && message !== null ? Reflect.get(message, 'orderIds') : [];
    for (const id of Array.isArray(named) ? named : []) {
      if (typeof id === 'string' && counts.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  });
  return {
    count: (id: string) => counts.get(id) ?? 0,
    stop,
  };
}

/** The diner's tracking stream of an order, as the tracking page opens it. */
async function follow(slug: string, order: { order: { _id: string }; token: string }) {
  const controller = new AbortController();
  const response = await fetch(
    `${base}${ordersUrl(slug, `/${order.order._id}/events?token=${encodeURIComponent(order.token)}`)}`,
    { signal: controller.signal },
  );
  if (!response.body) throw new Error('no body');
  const events = orderEventReader(response.body);
  await events.next(); // the current state, sent at once
  return {
    next: events.next,
    close: async () => {
      await events.cancel();
      controller.abort();
    },
  };
}

describe('announcements on the bus', () => {
  it('announces each change once, and nothing for a refused or empty change', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const id = created.order._id;
    const bus = listen(t.tenant.id, [id]);
    try {
      await patchOrderOk(ctx, t, id, { confirmed: true });
      expect(bus.count(id)).toBe(1);
      await patchOrderOk(ctx, t, id, { confirmed: true }); // already so
      expect(bus.count(id)).toBe(1);
      expect((await patchReady(ctx, t, id, { ready: true })).statusCode).toBe(200);
      expect(bus.count(id)).toBe(2);
      expect((await patchOrder(ctx, t, id, { status: 'PENDING', confirmed: false })).statusCode).toBe(200);
      expect(bus.count(id)).toBe(3); // the un-confirmation
      await patchOrderOk(ctx, t, id, { confirmed: true });
      expect(bus.count(id)).toBe(4);
      await payOk(ctx, t, { orderId: id, method: 'QRIS', amount: 38850 });
      expect(bus.count(id)).toBe(5); // paid: PAID (and closed, being READY)
      expect((await postPayment(ctx, t, { orderId: id, method: 'CASH', amount: 38850 })).statusCode).toBe(
        409,
      );
      expect((await patchOrder(ctx, t, id, { status: 'PENDING', confirmed: false })).statusCode).toBe(409);
      expect((await patchOrder(ctx, t, id, { status: 'PAID', confirmed: false })).statusCode).toBe(409);
      expect(bus.count(id)).toBe(5);
      await patchOrderOk(ctx, t, id, { status: 'PAID', confirmed: true }); // closed already: no change
      expect(bus.count(id)).toBe(5);
    } finally {
      bus.stop();
    }
  });

  it('names only the changed order; the others’ queue numbers are worked out by the streams', async () => {
    const { t, kitchen } = await fresh();
    const a = await dinerOrder(ctx, t, kitchen, 'Q1');
    const b = await dinerOrder(ctx, t, kitchen, 'Q2');
    const bus = listen(t.tenant.id, [a.order._id, b.order._id]);
    try {
      await patchOrderOk(ctx, t, a.order._id, { confirmed: true });
      await patchOrderOk(ctx, t, b.order._id, { confirmed: true });
      await patchReady(ctx, t, a.order._id, { ready: true });
      expect([bus.count(a.order._id), bus.count(b.order._id)]).toEqual([2, 1]);
    } finally {
      bus.stop();
    }
  });
});

describe("the diners' streams of one floor", () => {
  it('move the other cards’ kitchenQueue: each diner hears their own new place, and only then', async () => {
    const { t, kitchen } = await fresh();
    const [a, b, c] = [
      await dinerOrder(ctx, t, kitchen, 'Q1'),
      await dinerOrder(ctx, t, kitchen, 'Q2'),
      await dinerOrder(ctx, t, kitchen, 'Q3'),
    ];
    await patchOrderOk(ctx, t, a.order._id, { confirmed: true });
    await patchOrderOk(ctx, t, b.order._id, { confirmed: true });
    const [sa, sb, sc] = [
      await follow(t.tenant.slug, a),
      await follow(t.tenant.slug, b),
      await follow(t.tenant.slug, c),
    ];
    // Two streams of one order (the diner's phone and a friend's) hear the same.
    const sb2 = await follow(t.tenant.slug, b);
    try {
      // A is READY: it leaves the kitchen's queue, so B moves up — and B's diners hear of it.
      await patchReady(ctx, t, a.order._id, { ready: true });
      expect(await sa.next()).toMatchObject({ order: { ready: true }, kitchenQueue: null });
      for (const stream of [sb, sb2]) {
        expect(await stream.next()).toMatchObject({
          order: { _id: b.order._id, ready: false },
          kitchenQueue: 1,
        });
      }
      await expect(sc.next(300)).rejects.toThrow('no event in time');

      // C joins the kitchen behind B: only C hears (B keeps its place).
      await patchOrderOk(ctx, t, c.order._id, { confirmed: true });
      expect(await sc.next()).toMatchObject({ order: { confirmed: true }, kitchenQueue: 2 });
      await expect(sb.next(300)).rejects.toThrow('no event in time');

      // B is cancelled: C becomes first; A, closed already, hears nothing.
      await patchOrderOk(ctx, t, b.order._id, { status: 'CANCELLED' });
      expect(await sb.next()).toMatchObject({ order: { status: 'CANCELLED' }, kitchenQueue: null });
      expect(await sc.next()).toMatchObject({ kitchenQueue: 1 });
      await expect(sa.next(300)).rejects.toThrow('no event in time');
    } finally {
      for (const stream of [sa, sb, sb2, sc]) await stream.close();
    }
  });

  it('an order that leaves the queue before its own notice arrives is heard with the change itself', async () => {
    const { t, kitchen } = await fresh();
    const [a, b] = [await dinerOrder(ctx, t, kitchen, 'L1'), await dinerOrder(ctx, t, kitchen, 'L2')];
    await patchOrderOk(ctx, t, a.order._id, { confirmed: true });
    await patchOrderOk(ctx, t, b.order._id, { confirmed: true });
    const [sa, sb] = [await follow(t.tenant.slug, a), await follow(t.tenant.slug, b)];
    try {
      // A turns READY, but the first notice to arrive names only B (A's is still on its way).
      await ctx.db.execute(sql`update orders set ready = true, ready_at = now() where id = ${a.order._id}`);
      ctx.bus.publish(orderTrackingChannel(t.tenant.id), { orderIds: [b.order._id] });
      expect(await sa.next()).toMatchObject({ order: { ready: true }, kitchenQueue: null });
      expect(await sb.next()).toMatchObject({ order: { ready: false }, kitchenQueue: 1 });
    } finally {
      for (const stream of [sa, sb]) await stream.close();
    }
  });

  it('a burst of changes is read together, and every stream ends on the last state', async () => {
    const { t, kitchen } = await fresh();
    const orders = await Promise.all(
      Array.from({ length: 12 }, (_, index) => dinerOrder(ctx, t, kitchen, `B${index + 1}`)),
    );
    const streams = await Promise.all(orders.map((order) => follow(t.tenant.slug, order)));
    try {
      await Promise.all(orders.map((order) => patchOrderOk(ctx, t, order.order._id, { confirmed: true })));
      // Each stream hears its own confirmation; the queue numbers it ends on are the kitchen's.
      const last = await Promise.all(
        streams.map(async (stream) => {
          let seen = await stream.next();
          for (;;) {
            const more = await stream.next(300).catch(() => null);
            if (!more) return seen;
            seen = more;
          }
        }),
      );
      const tracked = await Promise.all(
        orders.map((order) => trackOk(ctx, t.tenant.slug, order.order._id, order.token)),
      );
      expect(last.map((state) => state.kitchenQueue)).toEqual(tracked.map((state) => state.kitchenQueue));
      expect(new Set(last.map((state) => state.kitchenQueue))).toEqual(
        new Set(Array.from({ length: 12 }, (_, index) => index + 1)),
      );
    } finally {
      for (const stream of streams) await stream.close();
    }
  });
});

describe("the diner's tracking stream (SSE)", () => {
  it('follows confirm, READY and payment (which closes a READY order) as the staff make them', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const id = created.order._id;
    const controller = new AbortController();
    const response = await fetch(
      `${base}${ordersUrl(t.tenant.slug, `/${id}/events?token=${encodeURIComponent(created.token)}`)}`,
      { signal: controller.signal },
    );
    try {
      if (!response.body) throw new Error('no body');
      const events = orderEventReader(response.body);
      const first = await events.next();
      expect(customerKitchenText(first.order)).toBe('Menunggu konfirmasi');

      await patchOrderOk(ctx, t, id, { confirmed: true });
      const confirmed = await events.next();
      expect(customerKitchenText(confirmed.order)).toBe('Sedang diproses di dapur');
      expect(confirmed.kitchenQueue).toBe(1);

      await patchReady(ctx, t, id, { ready: true });
      const ready = await events.next();
      expect(customerKitchenText(ready.order)).toBe('Siap diambil / Ready');

      // Paid when READY: PAID, confirmed and ready — closed (issue 12: paying makes it PAID).
      await payOk(ctx, t, { orderId: id, method: 'CARD', amount: 38850 });
      const paid = await events.next();
      expect(paid.paymentStatus).toBe('COMPLETED');
      expect(paid.order).toMatchObject({ status: 'PAID', confirmed: true, ready: true });
      expect(paid.kitchenQueue).toBeNull();
      await events.cancel();
    } finally {
      controller.abort();
    }
  });
});
