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
import { orderChannel } from '../../platform/events';

/**
 * Every staff change reaches the diner: the order's own channel on the bus (which feeds its SSE
 * stream), and the channels of the kitchen's other cards, whose queue numbers may move.
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

/** Counts the notices published on each order's channel. */
function listen(tenantId: string, orderIds: string[]) {
  const counts = new Map(orderIds.map((id) => [id, 0]));
  const stops = orderIds.map((id) =>
    ctx.bus.subscribe(orderChannel(tenantId, id), () => counts.set(id, (counts.get(id) ?? 0) + 1)),
  );
  return {
    count: (id: string) => counts.get(id) ?? 0,
    reset: () => {
      for (const id of orderIds) counts.set(id, 0);
    },
    stop: () => {
      for (const stop of stops) stop();
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

  it('moves the other cards’ kitchenQueue and tells their diners', async () => {
    const { t, kitchen } = await fresh();
    const a = await dinerOrder(ctx, t, kitchen, 'Q1');
    const b = await dinerOrder(ctx, t, kitchen, 'Q2');
    const c = await dinerOrder(ctx, t, kitchen, 'Q3');
    const queue = async () =>
      Promise.all(
        [a, b, c].map(async (o) => (await trackOk(ctx, t.tenant.slug, o.order._id, o.token)).kitchenQueue),
      );
    await patchOrderOk(ctx, t, a.order._id, { confirmed: true });
    await patchOrderOk(ctx, t, b.order._id, { confirmed: true });
    expect(await queue()).toEqual([1, 2, null]);

    const bus = listen(t.tenant.id, [a.order._id, b.order._id, c.order._id]);
    try {
      // A is READY: it leaves the kitchen's queue, so B moves up — and B's diner hears of it.
      await patchReady(ctx, t, a.order._id, { ready: true });
      expect(await queue()).toEqual([null, 1, null]);
      expect([bus.count(a.order._id), bus.count(b.order._id), bus.count(c.order._id)]).toEqual([1, 1, 0]);

      bus.reset();
      // A is closed: B stays first.
      await patchOrderOk(ctx, t, a.order._id, { status: 'PAID', confirmed: true });
      expect(await queue()).toEqual([null, 1, null]);
      expect([bus.count(a.order._id), bus.count(b.order._id), bus.count(c.order._id)]).toEqual([1, 1, 0]);

      bus.reset();
      // C joins the kitchen behind B, then B is cancelled: C becomes first.
      await patchOrderOk(ctx, t, c.order._id, { confirmed: true });
      await patchOrderOk(ctx, t, b.order._id, { status: 'CANCELLED' });
      expect(await queue()).toEqual([null, null, 1]);
      expect(bus.count(c.order._id)).toBe(2);
    } finally {
      bus.stop();
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
