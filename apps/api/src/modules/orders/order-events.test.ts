import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { listenLocally, orderEventReader } from '../../../test/sse';
import { menuGraph, orderOk, ordersUrl, setOrderFlags } from '../../../test/orders';
import { createLocalEventBus, orderTrackingChannel, type EventBus } from '../../platform/events';

/** GET …/orders/:id/events?token= — Server-Sent Events over a real socket. */
let ctx: Ctx;
let base: string;

/** The local bus, counting live subscriptions so a test can see a stream let go of its listener. */
const local = createLocalEventBus();
let subscriptions = 0;
const countingBus: EventBus = {
  publish: (channel, message) => local.publish(channel, message),
  subscribe: (channel, handler) => {
    subscriptions += 1;
    const stop = local.subscribe(channel, handler);
    return () => {
      subscriptions -= 1;
      stop();
    };
  },
  close: () => local.close(),
};

async function eventually(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  ctx = await openTestContext({ bus: countingBus });
  base = await listenLocally(ctx.app);
});
afterAll(() => ctx.close());

describe('order event stream', () => {
  it('sends the current order at once, then every announced change', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const created = await orderOk(ctx, t.tenant.slug, {
      items: [{ menuItemId: nasi._id, qty: 1 }],
      table: 'S1',
    });
    const controller = new AbortController();
    const response = await fetch(
      `${base}${ordersUrl(t.tenant.slug, `/${created.order._id}/events?token=${encodeURIComponent(created.token)}`)}`,
      { signal: controller.signal },
    );
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(response.headers.get('cache-control')).toBe('no-store');
      if (!response.body) throw new Error('no body');
      const events = orderEventReader(response.body);
      const first = await events.next();
      expect(first).toEqual({ order: created.order, paymentStatus: 'NONE', kitchenQueue: null });

      // The staff side (issue 5) confirms the order and announces it on the bus, as the service does.
      const changed = { orderIds: [created.order._id] };
      await setOrderFlags(ctx, t.tenant.id, created.order._id, { confirmed: true });
      ctx.bus.publish(orderTrackingChannel(t.tenant.id), changed);
      const second = await events.next();
      expect(second.order).toMatchObject({ _id: created.order._id, confirmed: true, ready: false });
      expect(second.kitchenQueue).toBe(1);

      await setOrderFlags(ctx, t.tenant.id, created.order._id, { ready: true });
      ctx.bus.publish(orderTrackingChannel(t.tenant.id), changed);
      const third = await events.next();
      expect(third.order.ready).toBe(true);
      expect(third.kitchenQueue).toBeNull();

      // The same order announced again with nothing changed, another order of the tenant that moves
      // nobody, the same id in another tenant, and malformed notices: nothing is sent.
      ctx.bus.publish(orderTrackingChannel(t.tenant.id), changed);
      ctx.bus.publish(orderTrackingChannel(t.tenant.id), { orderIds: [crypto.randomUUID()] });
      ctx.bus.publish(orderTrackingChannel(crypto.randomUUID()), changed);
      ctx.bus.publish(orderTrackingChannel(t.tenant.id), { orderIds: 'semua' });
      ctx.bus.publish(orderTrackingChannel(t.tenant.id), null);
      await expect(events.next(300)).rejects.toThrow('no event in time');
      expect(subscriptions).toBe(1);
      await events.cancel();
    } finally {
      controller.abort();
    }
    // The diner went away: the stream unsubscribes from the bus.
    await eventually(() => subscriptions === 0);
  });

  it("a new order is announced on its tenant's tracking channel once; a replay is not announced again", async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const id = crypto.randomUUID();
    const heard: unknown[] = [];
    const stop = ctx.bus.subscribe(orderTrackingChannel(t.tenant.id), (message) => heard.push(message));
    try {
      const body = { _id: id, items: [{ menuItemId: nasi._id, qty: 1 }], table: 'S3' };
      await orderOk(ctx, t.tenant.slug, body, { key: id });
      await orderOk(ctx, t.tenant.slug, body, { key: id });
      expect(heard).toEqual([{ orderIds: [id] }]);
    } finally {
      stop();
    }
  });

  it('a wrong or missing token is a 404 JSON error, not a stream', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const created = await orderOk(ctx, t.tenant.slug, {
      items: [{ menuItemId: nasi._id, qty: 1 }],
      table: 'S2',
    });
    const before = subscriptions;
    for (const query of ['?token=salah', '']) {
      const response = await fetch(
        `${base}${ordersUrl(t.tenant.slug, `/${created.order._id}/events${query}`)}`,
      );
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Pesanan tidak ditemukan.' });
    }
    expect(subscriptions).toBe(before);
  });
});
