import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTracking } from '@meja/shared/contracts/orders';
import { tenantEvent } from '@meja/shared/contracts/tenant-events';
import type { Ctx } from '../../test/catalog';
import { createTenantGraph } from '../../test/factories';
import { buildTestApp, openTestContext, type TestApp } from '../../test/harness';
import { ordersUrl } from '../../test/orders';
import { listenLocally, openEventStream, sseReader } from '../../test/sse';
import { dinerOrder, kitchenGraph, patchOrderOk } from '../../test/staff-orders';
import { createRedisEventBus, type RedisEventBus } from './redis-events';

/**
 * The realtime bus across instances (DESIGN §1, issue 5): two apps on one database, each with its
 * own Redis bus, as two API processes behind a load balancer. CI runs Redis at 127.0.0.1:6379; this
 * test fails (it is not skipped) when Redis is not there. Each run uses its own Redis channel.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = `meja-test:events:${randomUUID()}`;

let ctx: Ctx; // instance A
let b: TestApp; // instance B
let busA: RedisEventBus;
let busB: RedisEventBus;
let baseB: string;

async function assertRedisReachable() {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, retryStrategy: () => null });
  probe.on('error', () => {}); // the connect() below reports it
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${REDIS_URL} (set TEST_REDIS_URL): ${String(error)}`);
  } finally {
    probe.disconnect();
  }
}

beforeAll(async () => {
  await assertRedisReachable();
  busA = createRedisEventBus(REDIS_URL, { channel });
  busB = createRedisEventBus(REDIS_URL, { channel });
  await Promise.all([busA.ready, busB.ready]);
  const limits = { ordersPerIp: 10_000, ordersPerTable: 10_000 };
  ctx = await openTestContext({ bus: busA, limits });
  b = await buildTestApp(ctx.handle, { bus: busB, limits });
  baseB = await listenLocally(b.app);
});
afterAll(async () => {
  // Set only when Redis was there (beforeAll fails loudly otherwise).
  if (b) await b.app.close();
  if (ctx) await ctx.close();
});

/** Collects what a bus delivers on `name`. */
function collect(bus: RedisEventBus, name: string) {
  const seen: unknown[] = [];
  const stop = bus.subscribe(name, (message) => seen.push(message));
  return { seen, stop };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the Redis event bus', () => {
  it('delivers a message once to both instances, and never another channel’s', async () => {
    const name = `tenant:${randomUUID()}`;
    const onA = collect(busA, name);
    const onB = collect(busB, name);
    const elsewhere = collect(busB, `tenant:${randomUUID()}`);
    try {
      busA.publish(name, { n: 1 });
      busB.publish(name, { n: 2 });
      await until(() => onA.seen.length >= 2 && onB.seen.length >= 2);
      // A marker after both: once it has arrived everywhere, no late duplicate can follow it.
      busA.publish(name, { n: 3 });
      await until(() => onA.seen.length >= 3 && onB.seen.length >= 3);
      expect(onA.seen).toHaveLength(3);
      expect(onB.seen).toHaveLength(3);
      expect(onB.seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 3 }]));
      expect(elsewhere.seen).toEqual([]);
    } finally {
      onA.stop();
      onB.stop();
      elsewhere.stop();
    }
  });

  it('ignores what is not one of its envelopes on the channel', async () => {
    const name = `tenant:${randomUUID()}`;
    const onB = collect(busB, name);
    const raw = new Redis(REDIS_URL);
    try {
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ channel: name, message: { forged: true } }));
      busA.publish(name, { real: true });
      await until(() => onB.seen.length >= 1);
      expect(onB.seen).toEqual([{ real: true }]);
    } finally {
      onB.stop();
      raw.disconnect();
    }
  });
});

describe('two API instances sharing Redis', () => {
  it('a change made through instance A reaches the staff and diner streams on instance B', async () => {
    const t = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, t);
    const controller = new AbortController();
    try {
      const staff = await openEventStream(
        `${baseB}/api/v1/tenant/${t.tenant.slug}/events`,
        t.kitchen.token,
        controller.signal,
      );
      // The diner orders through A: B's staff stream hears of it.
      const created = await dinerOrder(ctx, t, kitchen, 'R1');
      const id = created.order._id;
      expect(tenantEvent.parse((await staff.events.next()).data)).toMatchObject({
        type: 'order',
        orderId: id,
        change: 'created',
      });

      const diner = await fetch(
        `${baseB}${ordersUrl(t.tenant.slug, `/${id}/events?token=${encodeURIComponent(created.token)}`)}`,
        { signal: controller.signal },
      );
      if (!diner.body) throw new Error('no body');
      const dinerEvents = sseReader(diner.body);
      expect(orderTracking.parse((await dinerEvents.next()).data).order.confirmed).toBe(false);

      // The cashier confirms through A: B's kitchen stream and the diner's tracking on B both hear.
      await patchOrderOk(ctx, t, id, { confirmed: true });
      expect(tenantEvent.parse((await staff.events.next()).data)).toMatchObject({
        type: 'order',
        orderId: id,
        change: 'updated',
        confirmed: true,
      });
      const tracking = orderTracking.parse((await dinerEvents.next()).data);
      expect(tracking.order.confirmed).toBe(true);
      expect(tracking.kitchenQueue).toBe(1);
    } finally {
      controller.abort();
    }
  });
});
