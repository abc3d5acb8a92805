// The order path's CPU (issue 19): the API process's user + system time from /proc around N
// sequential requests, one client, on PostgreSQL. Goal: ≤ 0.8 ms per diner order (2.4 ms in issue 4's
// third session); the same figure for the cached menu read and a POS cash sale (order + payment).
//   node bench/order-cpu.mjs [requests per phase, default 1000] [--profile] [--only=order|menu|pos|bare]
//   The last phase is the floor: a bare Fastify route doing `begin; insert; commit` (bare-server.mjs).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a login that may create databases;
//   the bench works in a database of its own, meja_bench_order_cpu). `--profile` runs the API with
//   `--cpu-prof` and prints the 25 frames with the most self time (bench/.profiles/).
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpuSplitOf, requestJson, root, startProcess, freshBenchDatabase } from './lib.mjs';

const N = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 1000);
const PROFILE = process.argv.includes('--profile');
// `--only=order` (or menu, pos): just that phase, for a profile of it alone.
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const runs = (phase) => !ONLY || ONLY === phase;
const WARM_UP = 200;
const GOAL_MS = 0.8;
const DB_NAME = 'meja_bench_order_cpu';
const PORT = 3251;
const BARE_PORT = 3252;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const slug = 'warung-demo';
const profileDir = path.join(root, 'bench/.profiles');

const benchUrl = await freshBenchDatabase(DB_NAME);

if (PROFILE) {
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-order-cpu-'));
const server = await startProcess(
  'node',
  [
    ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    '--import',
    'tsx',
    'apps/api/src/main.ts',
  ],
  {
    DATABASE_URL: benchUrl.toString(),
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
  },
  'Meja is running',
);

// The measured stretches, on the clock the API's profile uses (both processes read CLOCK_MONOTONIC),
// so the profile counts only them: not the start-up's module loading, nor the warm-ups.
const measured = [];
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** CPU ms of the API per call of `once`, over `count` calls one after another (after a warm-up). */
async function cpuPerCall(count, once, pid = server.pid) {
  for (let index = 0; index < WARM_UP; index += 1) await once(index);
  const before = cpuSplitOf(pid);
  const t0 = performance.now();
  const from = monotonicMicros();
  for (let index = 0; index < count; index += 1) await once(WARM_UP + index);
  measured.push([from, monotonicMicros()]);
  const wall = performance.now() - t0;
  const after = cpuSplitOf(pid);
  const perCall = (seconds) => (seconds * 1000) / count;
  return {
    cpu: perCall(after.user + after.system - before.user - before.system),
    system: perCall(after.system - before.system),
    wall: wall / count,
  };
}

const results = [];
try {
  const { token } = await requestJson('POST', `${base}/public/login`, {
    body: { email: 'kasir@warung-demo.test', password: 'demo1234' },
  });
  const menu = await requestJson('GET', `${base}/public/${slug}/menu`);
  const [first, second] = menu.items;
  const lines = [
    { menuItemId: first._id, qty: 1 },
    { menuItemId: second._id, qty: 2 },
  ];

  if (runs('order'))
    results.push([
      'diner order (POST /public/{slug}/orders, Idempotency-Key)',
      await cpuPerCall(N, (index) =>
        requestJson('POST', `${base}/public/${slug}/orders`, {
          headers: { 'idempotency-key': randomUUID() },
          body: { table: `C${index}`, items: lines },
        }),
      ),
    ]);
  if (runs('menu'))
    results.push([
      'menu read (GET /public/{slug}/menu, cached)',
      await cpuPerCall(N, () => requestJson('GET', `${base}/public/${slug}/menu`)),
    ]);

  const pos = { token, headers: { 'x-tenant-slug': slug } };
  if (runs('pos'))
    await requestJson('POST', `${base}/pos/pos/shifts/open`, { ...pos, body: { openingCash: 0 } });
  const posLines = [
    { menuItemId: first._id, name: first.name, price: first.effectivePrice, qty: 1 },
    { menuItemId: second._id, name: second.name, price: second.effectivePrice, qty: 2 },
  ];
  if (runs('pos'))
    results.push([
      'POS cash sale (POST /pos/pos/orders + /pos/pay/create-intent)',
      await cpuPerCall(N, async () => {
        const { order } = await requestJson('POST', `${base}/pos/pos/orders`, {
          ...pos,
          headers: { ...pos.headers, 'idempotency-key': randomUUID() },
          body: { items: posLines },
        });
        await requestJson('POST', `${base}/pos/pay/create-intent`, {
          ...pos,
          headers: { ...pos.headers, 'idempotency-key': randomUUID() },
          body: { orderId: order._id, method: 'CASH', cashReceived: order.grandTotal },
        });
      }),
    ]);
  // The floor on this machine: a bare Fastify route doing `begin; insert; commit` on a pg pool,
  // the same client calling it one request after another.
  if (runs('bare')) {
    const bare = await startProcess(
      'node',
      ['bench/bare-server.mjs'],
      { DATABASE_URL: benchUrl.toString(), PORT: String(BARE_PORT) },
      'bare ready',
    );
    try {
      results.push([
        'bare begin; insert; commit (POST /bare-tx, the floor)',
        await cpuPerCall(
          N,
          (index) =>
            requestJson('POST', `http://127.0.0.1:${BARE_PORT}/bare-tx`, { body: { table: `C${index}` } }),
          bare.pid,
        ),
      ]);
    } finally {
      bare.kill('SIGINT');
    }
  }
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${N} requests per phase, one after another, PostgreSQL; API CPU from /proc (user + system)`);
for (const [what, { cpu, system, wall }] of results) {
  console.log(
    `${what.padEnd(66)} CPU ${cpu.toFixed(2)} ms (system ${system.toFixed(2)})   wall ${wall.toFixed(2)} ms`,
  );
}
const cpuOf = (prefix) => results.find(([what]) => what.startsWith(prefix))?.[1].cpu ?? null;
const order = cpuOf('diner order');
const floor = cpuOf('bare');
if (order !== null) {
  console.log(
    `diner order CPU / ${GOAL_MS} ms goal: ${(order / GOAL_MS).toFixed(2)} — ${order <= GOAL_MS ? 'met' : 'NOT met'}`,
  );
  if (floor !== null) console.log(`diner order CPU / the bare transaction's: ${(order / floor).toFixed(2)}×`);
}

if (PROFILE) {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const gaps = profile.timeDeltas;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += gaps[index] ?? 0;
    if (!measured.some(([from, to]) => at >= from && at <= to)) return;
    const node = byId.get(id);
    const frame = node.callFrame;
    const where = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '~/').replace(`file://${root}/`, '')}:${frame.lineNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + (gaps[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  console.log(`\ntop self time (${file}, the measured requests only):`);
  for (const [where, micros] of [...self.entries()].sort((x, y) => y[1] - x[1]).slice(0, 25)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${where}`);
  }
  // The same self time by package (node_modules) or by our own folder.
  const byPart = new Map();
  for (const [where, micros] of self) {
    const part =
      where.match(/~\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      where.match(/ (apps\/\w+\/src\/[^/]+|packages\/\w+)/)?.[1] ??
      where.split(' ')[0];
    byPart.set(part, (byPart.get(part) ?? 0) + micros);
  }
  console.log('\nself time by part:');
  for (const [part, micros] of [...byPart.entries()].sort((x, y) => y[1] - x[1]).slice(0, 20)) {
    console.log(`${((micros / total) * 100).toFixed(1).padStart(5)} %  ${part}`);
  }
}
