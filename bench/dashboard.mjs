// Dashboard benchmark (issue 5): GET /api/v1/tenant/{slug}/dashboard with 100,000 orders in the
// tenant must answer in under 200 ms. On the local PostgreSQL: creates a fresh database, starts the
// API on it (migrations + demo data), bulk-inserts the orders with their lines and payments over
// ~90 days in SQL (generate_series), then times sequential dashboard calls against a bare Fastify
// route measured in the same run. Drops the database at the end.
//   node bench/dashboard.mjs [orders, default 100000] [calls, default 30]
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres (a login that may create databases)
//   BENCH_KEEP_DB=1 keeps the database for a look at the query plans
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fillOrders } from './fill-orders.mjs';
import { startProcess } from './lib.mjs';

const ORDERS = Number(process.argv[2] ?? 100_000);
const CALLS = Number(process.argv[3] ?? 30);
const WARMUP = 5;
const DAYS = 90;
const MEJA_PORT = 3212;
const BARE_PORT = 3211;
const DB_NAME = 'meja_bench_dash';
const adminUrl = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const benchUrl = new URL(adminUrl);
benchUrl.pathname = `/${DB_NAME}`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const recreate = (client) =>
  client
    .query(`drop database if exists ${DB_NAME} with (force)`)
    .then(() => client.query(`create database ${DB_NAME}`));

/** Sequential calls after a warm-up: each call's wall time in ms. */
async function time(url, headers) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times = [];
  for (let i = 0; i < CALLS; i++) times.push(await once());
  return times.sort((x, y) => x - y);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

await withClient(adminUrl, recreate);
const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-dash-'));
let bare;
let meja;
try {
  bare = await startProcess('node', ['bench/bare-server.mjs'], { PORT: String(BARE_PORT) }, 'bare ready');
  meja = await startProcess(
    'node',
    ['--import', 'tsx', 'apps/api/src/main.ts'],
    {
      DATA_DIR: dataDir,
      PORT: String(MEJA_PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: benchUrl.toString(),
      REDIS_URL: '',
    },
    'Meja is running',
  );

  const filling = performance.now();
  const counts = await withClient(benchUrl, (client) => fillOrders(client, 'warung-demo', ORDERS, DAYS));
  const fillSeconds = (performance.now() - filling) / 1000;

  const login = await fetch(`http://127.0.0.1:${MEJA_PORT}/api/v1/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@warung-demo.test', password: 'demo1234' }),
  });
  const { token } = await login.json();
  const dashboardUrl = `http://127.0.0.1:${MEJA_PORT}/api/v1/tenant/warung-demo/dashboard`;
  const sample = await (await fetch(dashboardUrl, { headers: { authorization: `Bearer ${token}` } })).json();

  const bareTimes = await time(`http://127.0.0.1:${BARE_PORT}/bare`, {});
  const dashTimes = await time(dashboardUrl, { authorization: `Bearer ${token}` });
  const [bareMedian, dashMedian] = [quantile(bareTimes, 0.5), quantile(dashTimes, 0.5)];
  const [bareP95, dashP95] = [quantile(bareTimes, 0.95), quantile(dashTimes, 0.95)];

  console.log(
    `\nPostgreSQL, tenant warung-demo: ${counts.orders} orders, ${counts.lines} lines, ${counts.payments} payments over ${DAYS} days (filled in ${fillSeconds.toFixed(1)} s)`,
  );
  console.log(
    `dashboard sample: revenueMonth ${sample.kpis.revenueMonth}, ordersToday ${sample.kpis.ordersToday}, pendingOrders ${sample.kpis.pendingOrders}, top item ${sample.topItems[0]?.name} x${sample.topItems[0]?.qty}`,
  );
  console.log(`${CALLS} sequential calls after ${WARMUP} warm-up calls each:`);
  console.log(`  bare GET (baseline)   median ${ms(bareMedian)}   p95 ${ms(bareP95)}`);
  console.log(`  GET /dashboard        median ${ms(dashMedian)}   p95 ${ms(dashP95)}`);
  console.log(
    `dashboard median ${ms(dashMedian)} (goal < 200 ms): ${dashMedian < 200 ? 'met' : 'NOT met'}; p95 ${ms(dashP95)}; ratio to bare GET median ${(dashMedian / bareMedian).toFixed(1)}×`,
  );
} finally {
  bare?.kill('SIGINT');
  meja?.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP_DB !== '1') {
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}
