import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantEvent } from '@meja/shared/contracts/tenant-events';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { buildTestApp, openTestContext } from '../../../test/harness';
import { ordersUrl } from '../../../test/orders';
import { listenLocally, openEventStream, sseReader, type SseMessage } from '../../../test/sse';
import {
  dinerOrder,
  type Kitchen,
  kitchenGraph,
  patchOrderOk,
  patchReady,
  payOk,
} from '../../../test/staff-orders';

/** GET /events: the tenant's staff screens hear of order and payment changes (issue 5). */
let ctx: Ctx;
let base: string;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
  base = await listenLocally(ctx.app);
});
afterAll(() => ctx.close());

async function fresh(): Promise<{ t: TenantGraph; kitchen: Kitchen }> {
  const t = await createTenantGraph(ctx.db);
  return { t, kitchen: await kitchenGraph(ctx, t) };
}

const eventsUrl = (t: TenantGraph) => `${base}/api/v1/tenant/${t.tenant.slug}/events`;

function parsed(message: SseMessage) {
  const event = tenantEvent.parse(message.data);
  expect(message.event).toBe(event.type);
  return event;
}

describe('GET /events', () => {
  it('pushes a diner’s new order, the cashier’s confirmation and payment, and the kitchen’s READY', async () => {
    const { t, kitchen } = await fresh();
    const controller = new AbortController();
    try {
      const { response, events } = await openEventStream(eventsUrl(t), t.cashier.token, controller.signal);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

      const created = await dinerOrder(ctx, t, kitchen, 'A1');
      const id = created.order._id;
      expect(parsed(await events.next())).toEqual({
        type: 'order',
        orderId: id,
        change: 'created',
        status: 'PENDING',
        confirmed: false,
        ready: false,
        paymentStatus: 'NONE',
      });

      await patchOrderOk(ctx, t, id, { confirmed: true });
      expect(parsed(await events.next())).toMatchObject({ type: 'order', orderId: id, confirmed: true });

      expect((await patchReady(ctx, t, id, { ready: true })).statusCode).toBe(200);
      expect(parsed(await events.next())).toMatchObject({ type: 'order', orderId: id, ready: true });

      // Paying makes the order PAID (issue 12): the order's notice, then the payment's.
      await payOk(ctx, t, { orderId: id, method: 'QRIS', amount: 38850 });
      expect(parsed(await events.next())).toMatchObject({
        type: 'order',
        orderId: id,
        status: 'PAID',
        paymentStatus: 'COMPLETED',
      });
      expect(parsed(await events.next())).toEqual({ type: 'payment', orderId: id, status: 'COMPLETED' });
      await events.cancel();
    } finally {
      controller.abort();
    }
  });

  it('tells of the payment a CLOSE takes and the refund of a cancelled paid order', async () => {
    const { t, kitchen } = await fresh();
    const controller = new AbortController();
    try {
      const { events } = await openEventStream(eventsUrl(t), t.admin.token, controller.signal);
      const created = await dinerOrder(ctx, t, kitchen, 'B1');
      const id = created.order._id;
      expect(parsed(await events.next())).toMatchObject({ orderId: id, change: 'created' });

      await patchOrderOk(ctx, t, id, { status: 'PAID', confirmed: true });
      expect(parsed(await events.next())).toMatchObject({
        type: 'order',
        status: 'PAID',
        paymentStatus: 'COMPLETED',
      });
      expect(parsed(await events.next())).toEqual({ type: 'payment', orderId: id, status: 'COMPLETED' });

      await patchOrderOk(ctx, t, id, { status: 'CANCELLED', reason: 'salah input' }, t.admin.token);
      expect(parsed(await events.next())).toMatchObject({ type: 'order', status: 'CANCELLED' });
      expect(parsed(await events.next())).toEqual({ type: 'payment', orderId: id, status: 'REFUNDED' });
      await events.cancel();
    } finally {
      controller.abort();
    }
  });

  it('carries only its own tenant’s changes', async () => {
    const mine = await fresh();
    const other = await fresh();
    const controller = new AbortController();
    try {
      const { events } = await openEventStream(eventsUrl(mine.t), mine.t.admin.token, controller.signal);
      const foreign = await dinerOrder(ctx, other.t, other.kitchen, 'X1');
      await patchOrderOk(ctx, other.t, foreign.order._id, { confirmed: true });
      // The next thing this stream hears is its own tenant's order, not the other's two changes.
      const own = await dinerOrder(ctx, mine.t, mine.kitchen, 'Y1');
      expect(parsed(await events.next())).toMatchObject({ orderId: own.order._id, change: 'created' });
      await events.cancel();
    } finally {
      controller.abort();
    }
  });

  it('spares the kitchen the payment notices', async () => {
    const { t, kitchen } = await fresh();
    const controller = new AbortController();
    try {
      const { events } = await openEventStream(eventsUrl(t), t.kitchen.token, controller.signal);
      const created = await dinerOrder(ctx, t, kitchen, 'K1');
      const id = created.order._id;
      expect(parsed(await events.next())).toMatchObject({ orderId: id, change: 'created' });
      await payOk(ctx, t, { orderId: id, method: 'CASH', amount: 38850 });
      await patchOrderOk(ctx, t, id, { confirmed: true });
      expect(parsed(await events.next())).toMatchObject({ type: 'order', orderId: id, confirmed: true });
      await events.cancel();
    } finally {
      controller.abort();
    }
  });

  it('rings the cashier’s screen with a diner’s call and its answer, and spares the kitchen (issue 20)', async () => {
    const { t, kitchen } = await fresh();
    const controller = new AbortController();
    try {
      const cashier = (await openEventStream(eventsUrl(t), t.cashier.token, controller.signal)).events;
      const kitchenStream = (await openEventStream(eventsUrl(t), t.kitchen.token, controller.signal)).events;
      const created = await dinerOrder(ctx, t, kitchen, 'c7');
      expect(parsed(await cashier.next())).toMatchObject({ type: 'order', change: 'created' });
      expect(parsed(await kitchenStream.next())).toMatchObject({ type: 'order', change: 'created' });
      const made = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/public/${t.tenant.slug}/orders/${created.order._id}/calls`,
        payload: { kind: 'BILL', token: created.token },
      });
      expect(made.statusCode, made.body).toBe(201);
      const rang = parsed(await cashier.next());
      expect(rang).toEqual({
        type: 'call',
        callId: expect.any(String),
        table: 'C7',
        kind: 'BILL',
        change: 'created',
      });
      if (rang.type !== 'call') throw new Error('a call expected');
      const answered = await call(
        ctx,
        'POST',
        t.tenant.slug,
        `/table-calls/${rang.callId}/answer`,
        t.cashier.token,
      );
      expect(answered.statusCode, answered.body).toBe(200);
      expect(parsed(await cashier.next())).toMatchObject({ type: 'call', change: 'answered' });
      // The kitchen's next notice is the next order's, not the calls.
      await patchOrderOk(ctx, t, created.order._id, { confirmed: true });
      expect(parsed(await kitchenStream.next())).toMatchObject({ type: 'order', confirmed: true });
      await cashier.cancel();
      await kitchenStream.cancel();
    } finally {
      controller.abort();
    }
  });

  it('ends open streams — the staff’s and the diner’s — when the app closes', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen, 'Z1');
    const second = await buildTestApp(ctx.handle);
    const url = await listenLocally(second.app);
    const controller = new AbortController();
    try {
      const staff = await openEventStream(
        `${url}/api/v1/tenant/${t.tenant.slug}/events`,
        t.cashier.token,
        controller.signal,
      );
      const diner = await fetch(
        `${url}${ordersUrl(t.tenant.slug, `/${created.order._id}/events?token=${encodeURIComponent(created.token)}`)}`,
        { signal: controller.signal },
      );
      if (!diner.body) throw new Error('no body');
      const dinerEvents = sseReader(diner.body);
      expect((await dinerEvents.next()).event).toBe('order');
      const closing = second.app.close();
      expect(await staff.events.ended()).toBe(true);
      expect(await dinerEvents.ended()).toBe(true);
      await closing;
    } finally {
      controller.abort();
    }
  });
});

describe('GET /events after logout', () => {
  it('ends a staff stream at the next keep-alive once its session is logged out, and keeps the others', async () => {
    const { t } = await fresh();
    const quick = await buildTestApp(ctx.handle, { sseHeartbeatMs: 100 });
    const url = `${await listenLocally(quick.app)}/api/v1/tenant/${t.tenant.slug}/events`;
    const controller = new AbortController();
    try {
      const leaving = await openEventStream(url, t.cashier.token, controller.signal);
      const staying = await openEventStream(url, t.admin.token, controller.signal);
      expect(await leaving.events.ended(400)).toBe(false);

      const logout = await quick.app.inject({
        method: 'POST',
        url: '/api/v1/public/logout',
        headers: { authorization: `Bearer ${t.cashier.token}` },
      });
      expect(logout.statusCode).toBeLessThan(300);
      expect(await leaving.events.ended(2000)).toBe(true);
      expect(await staying.events.ended(400)).toBe(false);
    } finally {
      controller.abort();
      await quick.app.close();
    }
  });
});

describe('GET /events access', () => {
  it('refuses anonymous callers (401), inventory (403) and another tenant’s staff (403)', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    expect((await call(ctx, 'GET', t.tenant.slug, '/events', null)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', t.tenant.slug, '/events', t.inventory.token)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', t.tenant.slug, '/events', other.admin.token)).statusCode).toBe(403);
  });

  it('refuses a POS_ONLY tenant’s kitchen account by its package', async () => {
    const posOnly = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const response = await call(ctx, 'GET', posOnly.tenant.slug, '/events', posOnly.kitchen.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_FEATURE' });
  });
});
