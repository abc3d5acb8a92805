// Group reports benchmark (issue 16): GET /api/v1/group/{g}/reports over 20 branches × 10,000 orders
// each on PostgreSQL, as a ratio to one branch's GET /dashboard measured in the same run (goal: at
// most 3×). Creates a fresh database, starts the API on it (migrations + demo data: grup-demo with
// warung-demo), copies warung-demo (its row, menu and ingredients) into 19 more branches of the
// group, fills each with orders, lines and payments over ~90 days (bench/fill-orders.mjs, as
// bench/reports.mjs does) and ten purchases a day, then calls each endpoint in turn: rounds of
// BATCH sequential calls per endpoint, interleaved so the machine's noise falls on all alike.
// Two figures per endpoint:
//   - wall time of each call (median and p95);
//   - CPU time per call from /proc (the API process and the PostgreSQL backends of the bench
//     database only, utime + stime, over each batch): the steadiest figure on a shared machine.
// Drops the database at the end (BENCH_KEEP_DB=1 keeps it).
//   node bench/group-reports.mjs [branches, default 20] [orders per branch, default 10000] [rounds, default 10] [batch, default 5]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a login that may create databases)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fillOrders } from './fill-orders.mjs';
import { cpuBetween, cpuSnapshot, ms, quantile, startMeja } from './lib.mjs';

const BRANCHES = Number(process.argv[2] ?? 20);
const ORDERS = Number(process.argv[3] ?? 10_000);
const ROUNDS = Number(process.argv[4] ?? 10);
const BATCH = Number(process.argv[5] ?? 5);
const WARMUP = 3;
const DAYS = 90;
const MEJA_PORT = 3231;
const DB_NAME = 'meja_bench_group';
const GROUP = 'grup-demo';
const FIRST_BRANCH = 'warung-demo';
const adminUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
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

const columnsOf = async (client, table) =>
  (
    await client.query(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    )
  ).rows.map((row) => row.column_name);

/**
 * Branch `slug` of the group: a copy of warung-demo's row (new id, slug and name, one millisecond
 * younger per branch so the group's order is stable), its menu and its ingredients.
 */
async function copyBranch(client, slug, index) {
  const columns = await columnsOf(client, 'tenants');
  const replaced = {
    id: 'gen_random_uuid()',
    slug: '$2',
    name: '$3',
    created_at: `t.created_at + interval '${index} milliseconds'`,
  };
  const { rows } = await client.query(
    `insert into tenants (${columns.join(', ')})
     select ${columns.map((c) => replaced[c] ?? `t.${c}`).join(', ')} from tenants t where t.slug = $1
     returning id`,
    [FIRST_BRANCH, slug, slug.toUpperCase().replace('-', ' ')],
  );
  const tenantId = rows[0].id;
  for (const table of ['menu_items', 'inventory_items']) {
    const cols = await columnsOf(client, table);
    const values = cols.map((c) =>
      c === 'tenant_id' ? '$1::uuid' : c === 'id' ? 'gen_random_uuid()' : `x.${c}`,
    );
    await client.query(
      `insert into ${table} (${cols.join(', ')})
       select ${values.join(', ')} from ${table} x join tenants t on t.id = x.tenant_id where t.slug = $2`,
      [tenantId, FIRST_BRANCH],
    );
  }
}

/** Ten purchases on each of the last `days` days of the branch (its calendar), as bench/reports.mjs. */
async function fillPurchases(client, slug, days) {
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
}

/** The PostgreSQL backends serving the bench database now. */
const benchBackends = (admin) =>
  admin
    .query('select pid from pg_stat_activity where datname = $1', [DB_NAME])
    .then((result) => result.rows.map((row) => row.pid));

async function callOnce(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

async function login(base, email) {
  const response = await fetch(`${base}/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  const { token } = await response.json();
  return { authorization: `Bearer ${token}` };
}

await withClient(adminUrl, recreate);
const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-group-'));
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
  const slugs = [FIRST_BRANCH];
  await withClient(benchUrl, async (client) => {
    for (let i = 2; i <= BRANCHES; i++) {
      const slug = `cabang-${String(i).padStart(2, '0')}`;
      await copyBranch(client, slug, i);
      slugs.push(slug);
    }
  });
  let orders = 0;
  let payments = 0;
  for (const slug of slugs) {
    const counts = await withClient(benchUrl, async (client) => {
      const filled = await fillOrders(client, slug, ORDERS, DAYS);
      await fillPurchases(client, slug, DAYS);
      return filled;
    });
    orders += counts.orders;
    payments += counts.payments;
  }
  await withClient(benchUrl, (client) =>
    client.query('vacuum analyze tenants, menu_items, inventory_items, purchases'),
  );
  const fillSeconds = (performance.now() - filling) / 1000;

  const base = `http://127.0.0.1:${MEJA_PORT}/api/v1`;
  const admin = await login(base, `admin@${FIRST_BRANCH}.test`);
  const manager = await login(base, 'gm@meja.test');
  const group = `${base}/group/${GROUP}`;
  const week = await (await fetch(`${group}/reports`, { headers: manager })).json();
  const today = week.end;
  const start90 = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10);
  const endpoints = [
    {
      name: `GET /dashboard of ${FIRST_BRANCH} (baseline)`,
      url: `${base}/tenant/${FIRST_BRANCH}/dashboard`,
      headers: admin,
    },
    { name: 'GET /group/reports (7 days)', url: `${group}/reports`, headers: manager },
    {
      name: 'GET /group/reports (90 days)',
      url: `${group}/reports?start=${start90}&end=${today}`,
      headers: manager,
    },
    { name: 'GET /group/overview', url: `${group}/overview`, headers: manager },
  ];
  const ninety = await (await fetch(endpoints[2].url, { headers: manager })).json();
  if (week.branches.length !== BRANCHES) throw new Error(`${week.branches.length} branches in the report`);

  for (const endpoint of endpoints)
    for (let i = 0; i < WARMUP; i++) await callOnce(endpoint.url, endpoint.headers);
  const results = endpoints.map(() => ({ wall: [], cpu: [] }));
  await withClient(adminUrl, async (adminClient) => {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, endpoint] of endpoints.entries()) {
        const before = cpuSnapshot(meja.pid, await benchBackends(adminClient));
        for (let i = 0; i < BATCH; i++)
          results[index].wall.push(await callOnce(endpoint.url, endpoint.headers));
        const after = cpuSnapshot(meja.pid, await benchBackends(adminClient));
        results[index].cpu.push((cpuBetween(before, after) * 1000) / BATCH);
      }
    }
  });

  console.log(
    `\nPostgreSQL, group ${GROUP}: ${BRANCHES} branches, ${orders} orders, ${payments} payments over ${DAYS} days (filled in ${fillSeconds.toFixed(1)} s)`,
  );
  console.log(
    `7 days ${week.start}..${week.end}: revenue ${week.total.revenue}, orders ${week.total.orders}, food cost ${week.total.foodCostPercent} %`,
  );
  console.log(
    `90 days ${ninety.start}..${ninety.end}: revenue ${ninety.total.revenue}, orders ${ninety.total.orders}, top item of ${ninety.branches[0].slug}: ${JSON.stringify(ninety.branches[0].topItems[0])}`,
  );
  console.log(
    `${ROUNDS} rounds × ${BATCH} sequential calls per endpoint, interleaved, after ${WARMUP} warm-ups each:`,
  );
  const [baseline] = results;
  const baseMedian = quantile(baseline.wall, 0.5);
  const baseP95 = quantile(baseline.wall, 0.95);
  const baseCpu = quantile(baseline.cpu, 0.5);
  const ratios = [];
  for (const [index, endpoint] of endpoints.entries()) {
    const { wall, cpu } = results[index];
    const median = quantile(wall, 0.5);
    const p95 = quantile(wall, 0.95);
    const cpuMedian = quantile(cpu, 0.5);
    if (endpoint.url.includes('/reports'))
      ratios.push({ wall: median / baseMedian, cpu: cpuMedian / baseCpu });
    console.log(
      `  ${endpoint.name.padEnd(40)} median ${ms(median)} (${(median / baseMedian).toFixed(2)}×)   p95 ${ms(p95)} (${(p95 / baseP95).toFixed(2)}×)   CPU/call ${ms(cpuMedian)} (${(cpuMedian / baseCpu).toFixed(2)}×)`,
    );
  }
  const worstWall = Math.max(...ratios.map((r) => r.wall));
  const worstCpu = Math.max(...ratios.map((r) => r.cpu));
  console.log(
    `worst reports ratio to the dashboard: median wall ${worstWall.toFixed(2)}×, CPU ${worstCpu.toFixed(2)}× (goal ≤ 3×): ${Math.max(worstWall, worstCpu) <= 3 ? 'met' : 'NOT met'}`,
  );
} finally {
  meja?.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP_DB !== '1') {
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${DB_NAME} with (force)`));
  }
}
