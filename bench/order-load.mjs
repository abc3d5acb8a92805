// The diner order under load on PostgreSQL (issue 19), two goals from one run:
//  1. throughput at 50 connections (closed loop, autocannon) ≥ 0.25× a bare Fastify route doing
//     `begin; insert; commit` on a pool of the same size, against the same database;
//  2. open loop: a constant 250 orders/s for 30 s (intended send times fixed in advance, latency
//     measured from the intended time, so a slow server cannot slow the arrivals), p99 < 50 ms,
//     no errors, and every acknowledged order stored once.
//   node bench/order-load.mjs [closed-loop seconds, default 10] [--rate=250] [--seconds=30]
//   BENCH_DATABASE_URL as for the other PostgreSQL benches (a database of its own is made).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  autocannonRun,
  cpuSecondsOf,
  freshBenchDatabase,
  freshIp,
  quantile,
  requestJson,
  startMeja,
  startProcess,
} from './lib.mjs';

const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CLOSED_SECONDS = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10);
const RATE = option('rate', 250);
const OPEN_SECONDS = option('seconds', 30);
const WARM_SECONDS = 5;
const MEJA_PORT = 3261;
const BARE_PORT = 3262;
const slug = 'warung-demo';

const databaseUrl = await freshBenchDatabase('meja_bench_order_load');
const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-order-load-'));
const bare = await startProcess(
  'node',
  ['bench/bare-server.mjs'],
  { PORT: String(BARE_PORT), DATABASE_URL: databaseUrl.toString() },
  'bare ready',
);
const meja = await startMeja({
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: dataDir,
  PORT: String(MEJA_PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  JOBS_ENABLED: 'false',
});
const ordersUrl = `http://127.0.0.1:${MEJA_PORT}/api/v1/public/${slug}/orders`;

const closedLoop = (url, body) =>
  autocannonRun({
    url,
    duration: CLOSED_SECONDS,
    connections: 50,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: body(),
          headers: {
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            'x-forwarded-for': freshIp(),
          },
        }),
      },
    ],
  });

/** Sends one request on a kept-alive connection: resolves with the status and the order id (201). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
function sendPost(url, payload) {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': randomUUID(),
          'x-forwarded-for': freshIp(),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            id: response.statusCode === 201 ? JSON.parse(text).order._id : null,
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, id: null }));
    request.end(payload);
  });
}

/**
 * `rate` orders a second for `seconds`: the i-th is due at start + i / rate whatever happened to the
 * earlier ones. Latency is counted from that due time.
 */
async function openLoop(url, rate, seconds, body) {
  const count = Math.round(rate * seconds);
  const start = performance.now() + 50;
  const pending = [];
  const latencies = [];
  const statuses = new Map();
  const ids = [];
  let sent = 0;
  while (sent < count) {
    const now = performance.now();
    while (sent < count && start + (sent * 1000) / rate <= now) {
      const due = start + (sent * 1000) / rate;
      pending.push(
        sendPost(url, JSON.stringify(body())).then(({ status, id }) => {
          latencies.push(performance.now() - due);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (id) ids.push(id);
        }),
      );
      sent += 1;
    }
    const nextDue = start + (sent * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now() - 1)));
  }
  await Promise.all(pending);
  return { latencies, statuses, ids, wall: performance.now() - start };
}

try {
  const menu = await requestJson('GET', `http://127.0.0.1:${MEJA_PORT}/api/v1/public/${slug}/menu`);
  const [first, second] = menu.items;
  let table = 0;
  const orderBody = () => ({
    table: `L${(table += 1)}`,
    items: [
      { menuItemId: first._id, qty: 2 },
      { menuItemId: second._id, qty: 1 },
    ],
  });

  const bareTx = await closedLoop(`http://127.0.0.1:${BARE_PORT}/bare-tx`, () =>
    JSON.stringify({ table: 'L1', items: [] }),
  );
  const orders = await closedLoop(ordersUrl, () => JSON.stringify(orderBody()));

  await openLoop(ordersUrl, RATE, WARM_SECONDS, orderBody);
  const cpuBefore = cpuSecondsOf(meja.pid);
  const open = await openLoop(ordersUrl, RATE, OPEN_SECONDS, orderBody);
  const cpuPerOrder = ((cpuSecondsOf(meja.pid) - cpuBefore) * 1000) / open.latencies.length;
  // The same arrivals on the bare transaction, right after: how much of the tail is this machine's
  // (its disk's commits, its neighbours) rather than the order's.
  const bareOpen = await openLoop(`http://127.0.0.1:${BARE_PORT}/bare-tx`, RATE, OPEN_SECONDS, () => ({
    table: 'L1',
    items: [],
  }));

  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  const stored = await client.query(
    'select count(*)::int as n, count(distinct id)::int as distinct from orders where id = any($1)',
    [open.ids],
  );
  await client.end();

  const sorted = [...open.latencies].sort((a, b) => a - b);
  const bareSorted = [...bareOpen.latencies].sort((a, b) => a - b);
  const tail = (values) =>
    `p50 ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms, p99 ${quantile(values, 0.99).toFixed(1)} ms, max ${values.at(-1).toFixed(1)} ms`;
  const line = (name, r) =>
    `${name.padEnd(40)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(`\nclosed loop, 50 connections, ${CLOSED_SECONDS} s each, PostgreSQL`);
  console.log(line('bare begin; insert; commit (baseline)', bareTx));
  console.log(line('POST order (Idempotency-Key)', orders));
  console.log(
    `order throughput ratio to the bare transaction: ${(orders.requests.average / bareTx.requests.average).toFixed(3)}× (goal ≥ 0.25×)`,
  );
  console.log(`\nopen loop, ${RATE} orders/s for ${OPEN_SECONDS} s (after ${WARM_SECONDS} s of warm-up)`);
  console.log(
    `sent ${open.latencies.length} in ${(open.wall / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(open.statuses))}`,
  );
  console.log(`latency from the due time: ${tail(sorted)} (goal p99 < 50 ms)`);
  console.log(
    `the bare transaction, same arrivals: ${tail(bareSorted)}; statuses ${JSON.stringify(Object.fromEntries(bareOpen.statuses))}`,
  );
  console.log(`order p99 / bare p99: ${(quantile(sorted, 0.99) / quantile(bareSorted, 0.99)).toFixed(2)}×`);
  console.log(`API CPU per order under this load: ${cpuPerOrder.toFixed(2)} ms`);
  console.log(
    `acknowledged ${open.ids.length}, stored ${stored.rows[0].n} (${stored.rows[0].distinct} distinct): ${stored.rows[0].n === open.ids.length ? 'none lost' : 'MISMATCH'}`,
  );
} finally {
  agent.destroy();
  bare.kill('SIGINT');
  meja.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
