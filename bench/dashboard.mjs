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

/**
 * ORDERS orders of the demo tenant, evenly over the last DAYS days: two lines each from its menu,
 * 11 % tax; 1 in 40 CANCELLED, the newest 200 still PENDING and unpaid, the rest PAID with one
 * COMPLETED payment 20 minutes after the order (CASH, CARD, QRIS in turn).
 */
async function fill(client, slug) {
  const { rows } = await client.query('select id from tenants where slug = $1', [slug]);
  const tenantId = rows[0].id;
  await client.query('begin');
  await client.query(
    `create temp table bench_menu on commit drop as
       select row_number() over (order by id) as idx, id, name, price
       from menu_items where tenant_id = $1`,
    [tenantId],
  );
  const { rows: menuCount } = await client.query('select count(*)::int as n from bench_menu');
  const n = menuCount[0].n;
  await client.query(
    `create temp table bench_src on commit drop as
       select g, gen_random_uuid() as id,
         now() - (($2::int - g) * ($3::int * 86400.0 / $2::int)) * interval '1 second' as created_at,
         (g % $1::int) + 1 as ia, ((g * 7) % $1::int) + 1 as ib, (g % 3) + 1 as qa,
         case when g % 40 = 0 then 'CANCELLED' when g > $2::int - 200 then 'PENDING' else 'PAID' end as status
       from generate_series(1, $2::int) as g`,
    [n, ORDERS, DAYS],
  );
  await client.query(
    `insert into orders (tenant_id, id, table_number, note, status, confirmed, ready, payment_status,
                         source, subtotal, tax, total, tax_percent, created_at, updated_at)
     select $1::uuid, s.id, 'T' || (s.g % 30 + 1), '', s.status::order_status, s.status <> 'PENDING',
            s.status = 'PAID', case when s.status = 'PAID' then 'COMPLETED' else 'NONE' end::payment_status,
            'CUSTOMER', a.price * s.qa + b.price, round((a.price * s.qa + b.price) * 0.11),
            a.price * s.qa + b.price + round((a.price * s.qa + b.price) * 0.11), 11,
            s.created_at, s.created_at
     from bench_src s join bench_menu a on a.idx = s.ia join bench_menu b on b.idx = s.ib`,
    [tenantId],
  );
  await client.query(
    `insert into order_items (tenant_id, id, order_id, menu_item_id, name, price, qty, position)
     select $1::uuid, gen_random_uuid(), s.id, a.id, a.name, a.price, s.qa, 0
       from bench_src s join bench_menu a on a.idx = s.ia
     union all
     select $1::uuid, gen_random_uuid(), s.id, b.id, b.name, b.price, 1, 1
       from bench_src s join bench_menu b on b.idx = s.ib`,
    [tenantId],
  );
  await client.query(
    `insert into payments (tenant_id, id, order_id, method, status, amount, created_at)
     select o.tenant_id, gen_random_uuid(), o.id,
            (array['CASH', 'CARD', 'QRIS'])[1 + (s.g % 3)]::payment_method, 'COMPLETED', o.total,
            least(o.created_at + interval '20 minutes', now())
       from bench_src s join orders o on o.tenant_id = $1 and o.id = s.id
      where s.status = 'PAID'`,
    [tenantId],
  );
  await client.query('commit');
  await client.query('vacuum analyze orders, order_items, payments');
  const { rows: counts } = await client.query(
    `select (select count(*) from orders where tenant_id = $1)::int as orders,
            (select count(*) from order_items where tenant_id = $1)::int as lines,
            (select count(*) from payments where tenant_id = $1)::int as payments`,
    [tenantId],
  );
  return counts[0];
}

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
  const counts = await withClient(benchUrl, (client) => fill(client, 'warung-demo'));
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
