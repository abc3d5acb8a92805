// Reports benchmark (issue 14): the profit and loss and the 90-day trend over 100,000 orders on
// PostgreSQL, as a ratio to the dashboard measured in the same run (goal: at most 1.5× the
// dashboard). Creates a fresh database, starts the API on it (migrations + demo data), bulk-inserts
// the orders with their lines and payments over ~90 days (bench/fill-orders.mjs, as the dashboard
// benchmark does), ten purchases and three expenses a day, then calls each endpoint in turn:
// rounds of BATCH sequential calls per endpoint, the endpoints interleaved so that the machine's
// noise falls on all of them alike. Two figures per endpoint:
//   - wall time of each call (median and p95);
//   - CPU time per call from /proc (the API process and every PostgreSQL process, utime + stime,
//     over each batch): the steadiest figure on a shared machine.
// Drops the database at the end.
//   node bench/reports.mjs [orders, default 100000] [rounds, default 12] [batch, default 5]
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres (a login that may create databases)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fillOrders } from './fill-orders.mjs';
import { cpuBetween, cpuSnapshot, ms, quantile, startMeja } from './lib.mjs';

const ORDERS = Number(process.argv[2] ?? 100_000);
const ROUNDS = Number(process.argv[3] ?? 12);
const BATCH = Number(process.argv[4] ?? 5);
const WARMUP = 5;
const DAYS = 90;
const MEJA_PORT = 3214;
const DB_NAME = 'meja_bench_reports';
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

/** Ten purchases and three expenses on each of the last `days` days of the tenant (its calendar). */
async function fillCosts(client, slug, days) {
  const { rows } = await client.query('select id, timezone from tenants where slug = $1', [slug]);
  const { id: tenantId, timezone } = rows[0];
  await client.query(
    `insert into purchases (tenant_id, id, date, inventory_item_id, name, sku, qty, price)
     select $1::uuid, gen_random_uuid(), (now() at time zone $2)::date - d, i.id, i.name, '', 2, 25000 + 1000 * p
       from generate_series(0, $3::int - 1) as d
       cross join generate_series(1, 10) as p
       cross join lateral (select id, name from inventory_items where tenant_id = $1 order by id
                           offset (p % 3) limit 1) as i`,
    [tenantId, timezone, days],
  );
  await client.query(
    `insert into expenses (tenant_id, id, category, amount, date, note)
     select $1::uuid, gen_random_uuid(), (array['RENT', 'UTILITIES', 'SUPPLIES'])[e]::expense_category,
            100000 * e, (now() at time zone $2)::date - d, 'bench'
       from generate_series(0, $3::int - 1) as d cross join generate_series(1, 3) as e`,
    [tenantId, timezone, days],
  );
  await client.query('vacuum analyze purchases, expenses');
  const { rows: counts } = await client.query(
    `select (select count(*) from purchases where tenant_id = $1)::int as purchases,
            (select count(*) from expenses where tenant_id = $1)::int as expenses`,
    [tenantId],
  );
  return counts[0];
}

async function callOnce(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

await withClient(adminUrl, recreate);
const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-reports-'));
let meja;
try {
  meja = await startMeja({
    DATA_DIR: dataDir,
    PORT: String(MEJA_PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: benchUrl.toString(),
    REDIS_URL: '',
  });

  const filling = performance.now();
  const counts = await withClient(benchUrl, (client) => fillOrders(client, 'warung-demo', ORDERS, DAYS));
  const costs = await withClient(benchUrl, (client) => fillCosts(client, 'warung-demo', DAYS));
  const fillSeconds = (performance.now() - filling) / 1000;

  const base = `http://127.0.0.1:${MEJA_PORT}/api/v1`;
  const login = await fetch(`${base}/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@warung-demo.test', password: 'demo1234' }),
  });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const tenant = `${base}/tenant/warung-demo`;
  const sevenDays = await (await fetch(`${tenant}/reports/profit-loss`, { headers })).json();
  const today = sevenDays.end;
  const start90 = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const endpoints = [
    { name: 'GET /dashboard (baseline)', url: `${tenant}/dashboard` },
    { name: 'GET /reports (figures + 90-day trend)', url: `${tenant}/reports` },
    { name: 'GET /reports/profit-loss (7 days)', url: `${tenant}/reports/profit-loss` },
    {
      name: 'GET /reports/profit-loss (90 days)',
      url: `${tenant}/reports/profit-loss?start=${start90}&end=${today}`,
    },
  ];
  const ninety = await (await fetch(endpoints[3].url, { headers })).json();
  const overview = await (await fetch(endpoints[1].url, { headers })).json();

  for (const endpoint of endpoints) for (let i = 0; i < WARMUP; i++) await callOnce(endpoint.url, headers);
  const results = endpoints.map(() => ({ wall: [], cpu: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, endpoint] of endpoints.entries()) {
      const before = cpuSnapshot(meja.pid);
      for (let i = 0; i < BATCH; i++) results[index].wall.push(await callOnce(endpoint.url, headers));
      results[index].cpu.push((cpuBetween(before, cpuSnapshot(meja.pid)) * 1000) / BATCH);
    }
  }

  console.log(
    `\nPostgreSQL, tenant warung-demo: ${counts.orders} orders, ${counts.lines} lines, ${counts.payments} payments over ${DAYS} days, ${costs.purchases} purchases, ${costs.expenses} expenses (filled in ${fillSeconds.toFixed(1)} s)`,
  );
  console.log(
    `P&L 7 days ${sevenDays.start}..${sevenDays.end}: revenue ${sevenDays.revenue}, purchases ${sevenDays.purchases}, expenses ${sevenDays.expenses}, profit ${sevenDays.profit}`,
  );
  console.log(
    `P&L 90 days ${ninety.start}..${ninety.end}: revenue ${ninety.revenue} (Σ trend ${overview.dailySales90d.reduce((sum, day) => sum + day.amount, 0)}), profit ${ninety.profit}`,
  );
  console.log(
    `${ROUNDS} rounds × ${BATCH} sequential calls per endpoint, interleaved, after ${WARMUP} warm-ups each:`,
  );
  const [baseline] = results;
  const baseMedian = quantile(baseline.wall, 0.5);
  const baseP95 = quantile(baseline.wall, 0.95);
  const baseCpu = quantile(baseline.cpu, 0.5);
  const rows = [];
  for (const [index, endpoint] of endpoints.entries()) {
    const { wall, cpu } = results[index];
    const median = quantile(wall, 0.5);
    const p95 = quantile(wall, 0.95);
    const cpuMedian = quantile(cpu, 0.5);
    rows.push({ endpoint: endpoint.name, median, p95, cpuMedian });
    console.log(
      `  ${endpoint.name.padEnd(40)} median ${ms(median)} (${(median / baseMedian).toFixed(2)}×)   p95 ${ms(p95)} (${(p95 / baseP95).toFixed(2)}×)   CPU/call ${ms(cpuMedian)} (${(cpuMedian / baseCpu).toFixed(2)}×)`,
    );
  }
  const worst = Math.max(...rows.slice(1).map((row) => row.cpuMedian / baseCpu));
  console.log(
    `worst CPU ratio to the dashboard ${worst.toFixed(2)}× (goal ≤ 1.5×): ${worst <= 1.5 ? 'met' : 'NOT met'}`,
  );
} finally {
  meja?.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP_DB !== '1') {
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}
