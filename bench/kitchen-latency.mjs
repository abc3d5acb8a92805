// Kitchen latency benchmark (issue 5): from the cashier's confirm request to the order's event at a
// connected kitchen client (the tenant SSE stream), goal p95 < 1 s — the spec's polling fallback
// gives up to 5 s. One order at a time, so each figure is one confirm's own latency. The baseline
// is GET /api/v1/health on the same server in the same run (the machine's noise).
//   node bench/kitchen-latency.mjs [orders, default 100]
//   BENCH_DATABASE_URL=postgres://… runs on PostgreSQL (a database of its own); PGlite otherwise
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startMeja } from './lib.mjs';

const ORDERS = Number(process.argv[2] ?? 100);
const HEALTH_CALLS = 100;
const POLL_MS = 5000;
const GOAL_MS = 1000;
const PORT = 3222;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const tenantUrl = `${base}/tenant/warung-demo`;

// Each request from its own address (X-Forwarded-For, trusted here): the per-IP throttles see many
// diners, not one benchmark.
let lastIp = 0;
const freshIp = () => {
  lastIp += 1;
  return `10.77.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

async function request(method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      'x-forwarded-for': freshIp(),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const login = async (email) =>
  (await request('POST', `${base}/public/login`, { body: { email, password: 'demo1234' } })).token;

/**
 * The kitchen's screen: the tenant event stream, read as text/event-stream. `waitFor` resolves with
 * the arrival time of the first later event that passes `test`.
 */
async function openKitchenStream(token, signal) {
  const response = await fetch(`${tenantUrl}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`);
  const waiters = new Set();
  const decoder = new TextDecoder();
  let buffer = '';
  (async () => {
    for await (const chunk of response.body) {
      const arrived = performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const event = JSON.parse(data.slice('data: '.length));
        for (const waiter of waiters) {
          if (waiter.test(event)) {
            waiters.delete(waiter);
            waiter.resolve(arrived);
          }
        }
      }
    }
  })().catch(() => {});
  return {
    waitFor(test, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error('no kitchen event in time'));
        }, timeoutMs);
        const waiter = {
          test,
          resolve: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
        waiters.add(waiter);
      });
    },
  };
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-kitchen-'));
const server = await startMeja({
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
});
const streamAbort = new AbortController();

try {
  const kitchenToken = await login('dapur@warung-demo.test');
  const cashierToken = await login('kasir@warung-demo.test');
  const menu = await request('GET', `${base}/public/warung-demo/menu`);
  const [first, second] = menu.items;
  const kitchen = await openKitchenStream(kitchenToken, streamAbort.signal);

  // Baseline: the round trip of a bare read on the same server.
  const health = [];
  for (let i = 0; i < HEALTH_CALLS; i += 1) {
    const t0 = performance.now();
    await request('GET', `${base}/health`);
    health.push(performance.now() - t0);
  }

  const latencies = [];
  const responses = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const created = await request('POST', `${base}/public/warung-demo/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        table: `K${i}`,
        note: 'bench kitchen',
        items: [
          { menuItemId: first._id, qty: 1 },
          { menuItemId: second._id, qty: 2 },
        ],
      },
    });
    const id = created.order._id;
    const seen = kitchen.waitFor(
      (event) => event.type === 'order' && event.orderId === id && event.confirmed,
    );
    const t0 = performance.now();
    await request('PATCH', `${tenantUrl}/orders/${id}`, { token: cashierToken, body: { confirmed: true } });
    responses.push(performance.now() - t0);
    latencies.push((await seen) - t0);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  const p95 = percentile(sorted, 0.95);
  const healthP50 = percentile(
    [...health].sort((a, b) => a - b),
    0.5,
  );
  const responseP50 = percentile(
    [...responses].sort((a, b) => a - b),
    0.5,
  );
  console.log(
    `\n${ORDERS} confirms, one at a time; database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(`confirm → kitchen event   p50 ${ms(p50)}   p95 ${ms(p95)}   max ${ms(sorted.at(-1))}`);
  console.log(`confirm PATCH response    p50 ${ms(responseP50)}`);
  console.log(`GET /health (baseline)    p50 ${ms(healthP50)}   (${HEALTH_CALLS} calls)`);
  console.log(`\np95 / ${POLL_MS} ms polling interval: ${(p95 / POLL_MS).toFixed(4)}`);
  console.log(
    `p95 / ${GOAL_MS} ms goal: ${(p95 / GOAL_MS).toFixed(4)} — ${p95 < GOAL_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`p50 / health p50: ${(p50 / healthP50).toFixed(1)}×`);
} finally {
  streamAbort.abort();
  server.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
