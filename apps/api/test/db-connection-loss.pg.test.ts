import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOrderCreated } from '@meja/shared/contracts/orders';
import { openPostgres, rowsOf, type DatabaseHandle } from '../src/db/client';
import { errorOf, freshIp } from './auth-flow';
import { createMenuItem, type Ctx } from './catalog';
import { createTenantGraph, type TenantGraph } from './factories';
import { buildTestApp } from './harness';
import { ordersOf, postOrder } from './orders';
import { createOwnPostgres } from './test-db';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * PostgreSQL going away under load (issue 12): every backend of the database terminated mid-load,
 * as a restart, a failover or an idle-connection reaper does (57P01), and the server unreachable
 * for a while. The API must not crash (no unhandled 'error' event or rejection), must lose no
 * acknowledged write, answers 503 + Retry-After while the database is away, and recovers by itself.
 */
let own: Awaited<ReturnType<typeof createOwnPostgres>>;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let ctx: Ctx;
let t: TenantGraph;
let menuItemId: string;
let connectionErrors = 0;
const processFailures: unknown[] = [];
const recordFailure = (error: unknown) => processFailures.push(error);

beforeAll(async () => {
  process.on('uncaughtException', recordFailure);
  process.on('unhandledRejection', recordFailure);
  own = await createOwnPostgres();
  // The app reaches PostgreSQL through a proxy the test can cut, as a network or a restart would.
  const target = new URL(own.url);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const viaProxy = new URL(own.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  handle = openPostgres(viaProxy.toString(), 4, { onConnectionError: () => (connectionErrors += 1) });
  const built = await buildTestApp(handle, { limits: { ordersPerIp: 100_000, ordersPerTable: 100_000 } });
  ctx = { ...built, handle, db: handle.db, close: async () => {} };
  t = await createTenantGraph(ctx.db);
  menuItemId = (await createMenuItem(ctx, t, { name: 'Nasi Goreng', price: 15000 }))._id;
});

afterAll(async () => {
  await ctx?.app.close();
  await handle?.close();
  await proxy?.close();
  await own?.drop();
  process.off('uncaughtException', recordFailure);
  process.off('unhandledRejection', recordFailure);
});

const ROUNDS = 6;
const ORDERS_PER_ROUND = 15;
const order = () => ({ table: 'A1', items: [{ menuItemId, qty: 1 }] });

/** Terminates every session of the test's database but the caller's; returns how many. */
async function terminateBackends(): Promise<number> {
  const result = await own.admin.db.execute(
    sql`select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${own.name} and pid <> pg_backend_pid()) killed`,
  );
  return Number(rowsOf(result)[0]?.n ?? 0);
}

describe('every backend terminated mid-load', () => {
  it('no crash, no lost acknowledged order; a 503 is only ever a retryable answer', async () => {
    const acknowledged: string[] = [];
    const unavailable: { key: string; body: ReturnType<typeof order> }[] = [];
    const statuses = new Map<number, number>();
    let running = true;

    const client = async (worker: number) => {
      for (let i = 0; running; i++) {
        // Half of the orders carry an Idempotency-Key, as the offline queue's do.
        const key = (worker + i) % 2 === 0 ? randomUUID() : undefined;
        const body = order();
        const response = await postOrder(ctx, t.tenant.slug, body, { key, ip: freshIp() });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 201)
          acknowledged.push(customerOrderCreated.parse(response.json()).order._id);
        if (response.statusCode === 503) {
          expect(response.headers['retry-after']).toBe('5');
          expect(errorOf(response).code).toBe('UNAVAILABLE');
          if (key) unavailable.push({ key, body });
        }
      }
    };
    // Six rounds, each once another 15 orders were acknowledged, whatever the machine's speed.
    const terminator = async () => {
      let killed = 0;
      for (let round = 1; round <= ROUNDS + 1; round++) {
        while (acknowledged.length < round * ORDERS_PER_ROUND) await new Promise((r) => setTimeout(r, 10));
        if (round <= ROUNDS) killed += await terminateBackends();
      }
      running = false;
      return killed;
    };
    const [killed] = await Promise.all([terminator(), ...[0, 1, 2, 3, 4, 5].map(client)]);

    expect(processFailures).toEqual([]);
    expect(killed, 'backends terminated').toBeGreaterThan(0);
    expect(connectionErrors, 'connections the pool saw die').toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);

    // Every order that was answered 201 is in the database.
    const stored = new Set((await ordersOf(ctx, t.tenant.id)).map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    // A 503 at an ambiguous COMMIT is settled by replaying the same key, as the offline queue does.
    for (const { key, body } of unavailable) {
      const replay = await postOrder(ctx, t.tenant.slug, body, { key, ip: freshIp() });
      expect(replay.statusCode, replay.body).toBe(201);
    }
    console.info(
      `connection loss: ${killed} backends terminated, ${connectionErrors} connection errors, ` +
        `answers ${JSON.stringify(Object.fromEntries(statuses))}, ${acknowledged.length} acknowledged ` +
        `orders all stored, ${unavailable.length} keyed 503s replayed to 201`,
    );
  });
});

describe('the database unreachable for a while', () => {
  it('answers 503 with Retry-After while it is away, and serves again by itself when it is back', async () => {
    expect((await postOrder(ctx, t.tenant.slug, order())).statusCode).toBe(201);

    await proxy.down();
    for (const response of [
      await postOrder(ctx, t.tenant.slug, order()),
      await ctx.app.inject({ method: 'GET', url: '/api/v1/health' }),
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tenant/${t.tenant.slug}/orders`,
        headers: { authorization: `Bearer ${t.cashier.token}` },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(errorOf(response)).toMatchObject({ code: 'UNAVAILABLE' });
    }

    await proxy.up();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode, health.body).toBe(200);
    expect((await postOrder(ctx, t.tenant.slug, order())).statusCode).toBe(201);
    expect(processFailures).toEqual([]);
  });
});
