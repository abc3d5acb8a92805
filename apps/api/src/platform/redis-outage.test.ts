import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../test/auth-flow';
import { createMenuItem, type Ctx } from '../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../test/factories';
import { buildTestApp, openTestContext, type TestApp } from '../../test/harness';
import { postOrder } from '../../test/orders';
import { startOwnRedis } from '../../test/own-redis';
import { DEFAULT_LIMITS, Throttle } from './throttle';
import { createRedisEventBus, type RedisEventBus } from './redis-events';

/**
 * Redis going away (issue 12): two API instances share the order throttle and the realtime bus
 * through a redis-server of this test's own, which is killed (SIGKILL) and started again. The apps
 * keep serving (the throttle counts in memory meanwhile, still limiting), report Redis's errors
 * instead of crashing, and share counters and events again once Redis is back.
 */
let redis: Awaited<ReturnType<typeof startOwnRedis>>;
let probe: Redis;
let ctx: Ctx; // instance A
let b: TestApp; // instance B
let busA: RedisEventBus;
let busB: RedisEventBus;
let t: TenantGraph;
let menuItemId: string;
/** What the apps reported (to the log in production) instead of leaving it unhandled. */
const redisErrors: unknown[] = [];
const processFailures: unknown[] = [];
const recordFailure = (error: unknown) => processFailures.push(error);
const ORDERS_PER_IP = 3;

beforeAll(async () => {
  process.on('uncaughtException', recordFailure);
  process.on('unhandledRejection', recordFailure);
  redis = await startOwnRedis();
  probe = new Redis(redis.url, { lazyConnect: true });
  probe.on('error', () => {});
  const limits = { ...DEFAULT_LIMITS, ordersPerIp: ORDERS_PER_IP, ordersPerTable: 100 };
  const throttle = () => Throttle.fromUrl(redis.url, limits, (error) => redisErrors.push(error));
  const channel = `meja-test:events:${randomUUID()}`;
  busA = createRedisEventBus(redis.url, { channel, onError: (error) => redisErrors.push(error) });
  busB = createRedisEventBus(redis.url, { channel, onError: (error) => redisErrors.push(error) });
  await Promise.all([busA.ready, busB.ready]);
  ctx = await openTestContext({ bus: busA, throttle: throttle() });
  b = await buildTestApp(ctx.handle, { bus: busB, throttle: throttle() });
  t = await createTenantGraph(ctx.db);
  menuItemId = (await createMenuItem(ctx, t, { name: 'Nasi Goreng', price: 15000 }))._id;
});

afterAll(async () => {
  await b?.app.close();
  await ctx?.close();
  probe?.disconnect();
  await redis?.kill();
  process.off('uncaughtException', recordFailure);
  process.off('unhandledRejection', recordFailure);
});

const order = (app: TestApp, ip: string) =>
  postOrder(
    { ...ctx, app: app.app },
    t.tenant.slug,
    { table: 'A1', items: [{ menuItemId, qty: 1 }] },
    { ip },
  );

/** Waits until `app`'s throttle counts in Redis again (its order leaves the address's counter there). */
async function untilThrottleShared(app: TestApp) {
  for (let attempt = 0; ; attempt++) {
    const ip = freshIp();
    expect((await order(app, ip)).statusCode).toBe(201);
    if ((await probe.get(`meja_order_ip:${ip}`)) !== null) return;
    if (attempt > 100) throw new Error('the throttle never counted in Redis again');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until what instance A publishes reaches instance B through Redis. */
async function untilBusShared() {
  const name = `probe:${randomUUID()}`;
  const heard: unknown[] = [];
  const stop = busB.subscribe(name, (message) => heard.push(message));
  try {
    for (let attempt = 0; heard.length === 0; attempt++) {
      if (attempt > 150) throw new Error('instance B never heard instance A again');
      busA.publish(name, { attempt });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    stop();
  }
}

/** Orders of one address through A, A, B then B: the fourth is refused only if both count together. */
async function expectCountedTogether() {
  const ip = freshIp();
  expect((await order(ctx, ip)).statusCode).toBe(201);
  expect((await order(ctx, ip)).statusCode).toBe(201);
  expect((await order(b, ip)).statusCode).toBe(201);
  expect((await order(b, ip)).statusCode).toBe(429);
}

describe('Redis killed and started again', () => {
  it('keeps serving, limits in memory while away, and shares counters and events again once back', async () => {
    await probe.connect();
    await untilThrottleShared(ctx);
    await untilThrottleShared(b);
    await untilBusShared();
    await expectCountedTogether();

    await redis.kill();
    probe.disconnect();

    // Away: orders go through at once, each instance still limits an address on its own.
    const ip = freshIp();
    const started = Date.now();
    for (let i = 0; i < ORDERS_PER_IP; i++) expect((await order(ctx, ip)).statusCode).toBe(201);
    expect((await order(ctx, ip)).statusCode).toBe(429);
    expect(Date.now() - started).toBeLessThan(3000);
    // Events still reach this instance's own screens.
    const local: unknown[] = [];
    const stop = busA.subscribe('local-while-away', (message) => local.push(message));
    busA.publish('local-while-away', { ok: true });
    stop();
    expect(local).toEqual([{ ok: true }]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

    await redis.start();
    await probe.connect();
    await untilBusShared();
    await untilThrottleShared(ctx);
    await untilThrottleShared(b);
    await expectCountedTogether();

    expect(processFailures).toEqual([]);
  }, 60_000);
});
