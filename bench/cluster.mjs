// Scale-out proof (issue 19): two API instances on one PostgreSQL and one Redis, on different ports.
// Diners order round-robin through both; the kitchen's event stream is on instance B; a cashier
// confirms each acknowledged order, also round-robin. Mid-load instance A is killed with SIGKILL,
// and every client whose request failed retries on the survivor with the same Idempotency-Key.
// Figures: orders acknowledged = orders stored (0 lost, 0 duplicated), every order heard by the
// kitchen's stream, p95 confirm → kitchen < 1 s.
//   npm run bench:cluster -- [seconds, default 20] [diners, default 16]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a login that may create databases;
//   the bench works in a database of its own, meja_bench_cluster). Redis: a redis-server of its own
//   on a free port. Only loopback addresses are used.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ms, openStream, quantile, requestJson, startMeja, freshBenchDatabase } from './lib.mjs';

const SECONDS = Number(process.argv[2] ?? 20);
const DINERS = Number(process.argv[3] ?? 16);
const KILL_AT_SECONDS = SECONDS * 0.4;
const DB_NAME = 'meja_bench_cluster';
const TABLE_PREFIX = 'CL';
const slug = 'warung-demo';
const GOAL_P95_MS = 1000;

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const benchUrl = await freshBenchDatabase(DB_NAME);

const redisPort = await freePort();
const redis = spawn(
  'redis-server',
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: 'ignore' },
);
await sleep(300);

const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-cluster-'));
const instance = async (name, seed) => {
  const port = await freePort();
  const child = await startMeja({
    DATABASE_URL: benchUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: seed ? 'true' : 'false',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
  });
  return { name, child, base: `http://127.0.0.1:${port}/api/v1`, alive: true };
};
const a = await instance('A', true);
const b = await instance('B', false);
const instances = [a, b];
const abort = new AbortController();

/** The next live instance, in turn (a load balancer that has noticed a dead one). */
let turn = 0;
const nextInstance = () => {
  const live = instances.filter((candidate) => candidate.alive);
  turn += 1;
  return live[turn % live.length];
};

/** The request through `first`, then through each other live instance while it fails. */
async function withFailover(first, attempt) {
  let lastError;
  for (let round = 0; round < 20; round += 1) {
    const order = round === 0 ? [first] : instances.filter((candidate) => candidate.alive || round > 10);
    for (const target of order) {
      try {
        return { answer: await attempt(target), target, retried: round > 0 };
      } catch (error) {
        lastError = error;
        if (error.status && error.status < 500) throw error; // a refusal is an answer, not an outage
      }
    }
    await sleep(100);
  }
  throw lastError;
}

try {
  const login = (email) =>
    requestJson('POST', `${b.base}/public/login`, { body: { email, password: 'demo1234' } }).then(
      (answer) => answer.token,
    );
  const cashier = await login('kasir@warung-demo.test');
  const kitchen = await login('dapur@warung-demo.test');
  const menu = await requestJson('GET', `${a.base}/public/${slug}/menu`);
  const [first, second] = menu.items;

  // The kitchen's screen on instance B, the one that stays up.
  const heardCreated = new Map();
  const heardConfirmed = new Map();
  await openStream(
    `${b.base}/tenant/${slug}/events`,
    { authorization: `Bearer ${kitchen}` },
    abort.signal,
    (event, data, arrived) => {
      if (event !== 'order') return;
      if (data.change === 'created' && !heardCreated.has(data.orderId))
        heardCreated.set(data.orderId, arrived);
      if (data.confirmed && !heardConfirmed.has(data.orderId)) heardConfirmed.set(data.orderId, arrived);
    },
  );

  const acknowledged = new Map(); // order id → the Idempotency-Key it was made with
  let retriedOrders = 0;
  const toConfirm = [];
  const confirmDelays = [];
  let confirmsRetried = 0;
  const stopAt = performance.now() + SECONDS * 1000;

  const diner = async (index) => {
    let table = 0;
    while (performance.now() < stopAt) {
      table += 1;
      const key = randomUUID();
      const body = {
        table: `${TABLE_PREFIX}${index}-${table}`,
        items: [
          { menuItemId: first._id, qty: 1 },
          { menuItemId: second._id, qty: 1 },
        ],
      };
      const { answer, retried } = await withFailover(nextInstance(), (target) =>
        requestJson('POST', `${target.base}/public/${slug}/orders`, {
          headers: { 'idempotency-key': key },
          body,
        }),
      );
      if (retried) retriedOrders += 1;
      if (acknowledged.has(answer.order._id) && acknowledged.get(answer.order._id) !== key) {
        throw new Error(`order ${answer.order._id} acknowledged for two keys`);
      }
      acknowledged.set(answer.order._id, key);
      toConfirm.push(answer.order._id);
      await sleep(50 + Math.random() * 100); // the diner's next order comes a little later
    }
  };

  const confirmer = async () => {
    while (performance.now() < stopAt || toConfirm.length > 0) {
      const id = toConfirm.shift();
      if (!id) {
        await sleep(20);
        continue;
      }
      const t0 = performance.now();
      const { retried } = await withFailover(nextInstance(), (target) =>
        requestJson('PATCH', `${target.base}/tenant/${slug}/orders/${id}`, {
          token: cashier,
          body: { confirmed: true },
        }),
      );
      if (retried) confirmsRetried += 1;
      const deadline = performance.now() + 5000;
      while (!heardConfirmed.has(id) && performance.now() < deadline) await sleep(5);
      if (heardConfirmed.has(id)) confirmDelays.push(heardConfirmed.get(id) - t0);
    }
  };

  const killer = (async () => {
    await sleep(KILL_AT_SECONDS * 1000);
    a.alive = false;
    a.child.kill('SIGKILL');
  })();
  await Promise.all([
    ...Array.from({ length: DINERS }, (_, index) => diner(index)),
    confirmer(),
    confirmer(),
    killer,
  ]);
  await sleep(1000);

  const client = new pg.Client({ connectionString: benchUrl.toString() });
  await client.connect();
  const stored = (
    await client.query(`select id from orders where table_number like $1`, [`${TABLE_PREFIX}%`])
  ).rows.map((row) => row.id);
  await client.end();
  const storedSet = new Set(stored);
  const lost = [...acknowledged.keys()].filter((id) => !storedSet.has(id)).length;
  const extra = stored.filter((id) => !acknowledged.has(id)).length;
  const duplicates = stored.length - storedSet.size;
  const heardAtAll = [...acknowledged.keys()].filter((id) => heardCreated.has(id) || heardConfirmed.has(id));
  const notHeardCreated = [...acknowledged.keys()].filter((id) => !heardCreated.has(id)).length;
  const p95 = quantile(confirmDelays, 0.95);

  console.log(
    `\ntwo instances (A, B) on PostgreSQL + Redis; ${DINERS} diners for ${SECONDS} s; A killed (SIGKILL) at ${KILL_AT_SECONDS} s`,
  );
  console.log(
    `orders acknowledged ${acknowledged.size}, stored ${stored.length}: lost ${lost}, stored without acknowledgement ${extra}, duplicated ${duplicates}`,
  );
  console.log(
    `orders that failed over to B with the same Idempotency-Key: ${retriedOrders}; confirms that failed over: ${confirmsRetried}`,
  );
  console.log(
    `kitchen stream on B heard ${heardAtAll.length} of ${acknowledged.size} orders (${notHeardCreated} only through their confirmation)`,
  );
  console.log(
    `confirm → kitchen (B): ${confirmDelays.length} confirms, p50 ${ms(quantile(confirmDelays, 0.5))}  p95 ${ms(p95)}  max ${ms(Math.max(...confirmDelays))}`,
  );
  const met =
    lost === 0 &&
    extra === 0 &&
    duplicates === 0 &&
    heardAtAll.length === acknowledged.size &&
    p95 < GOAL_P95_MS;
  console.log(
    `p95 / ${GOAL_P95_MS} ms: ${(p95 / GOAL_P95_MS).toFixed(3)} — goals ${met ? 'met' : 'NOT met'}`,
  );
} finally {
  abort.abort();
  for (const { child } of instances) child.kill('SIGINT');
  await sleep(1500);
  redis.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
