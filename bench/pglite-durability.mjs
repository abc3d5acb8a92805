// The embedded database's durability (issue 12): how many fsync/fdatasync calls one acknowledged
// diner order costs, and what that costs in time, for PGLITE_SYNC=full (the default) against
// PGLITE_SYNC=off (PGlite as released) in the same run. Each run is a real server (demo data,
// PGlite in a fresh DATA_DIR); orders go one at a time over HTTP, as a commit's latency is what a
// sync adds. Syncs are counted by strace attached to the server for the counted orders only, with
// the wall-clock time spent in them (-w).
//   node bench/pglite-durability.mjs [orders per timed run, default 300] [rounds, default 2]
// Needs strace (apt-get install strace).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpuSecondsOf, startMeja } from './lib.mjs';

const ORDERS = Number(process.argv[2] ?? 300);
const ROUNDS = Number(process.argv[3] ?? 2);
const COUNTED_ORDERS = 20; // the review's figure: 20 committed orders
const PORT = 3211;

function orderSender(base, menu) {
  const [first, second] = menu.items;
  return async () => {
    const response = await fetch(`${base}/api/v1/public/warung-demo/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        // Each order from its own address and table, as real diners (TRUST_PROXY is on).
        'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({
        items: [
          { menuItemId: first._id, qty: 2 },
          { menuItemId: second._id, qty: 1 },
        ],
        table: `T${Math.floor(Math.random() * 1e6)}`,
      }),
    });
    if (response.status !== 201)
      throw new Error(`order answered ${response.status}: ${await response.text()}`);
  };
}

/** Attaches strace to `pid` (with -f: every thread of it, 'attached with N threads'); resolves once attached. */
function attachStrace(pid, output) {
  const child = spawn(
    'strace',
    ['-f', '-c', '-w', '-e', 'trace=fsync,fdatasync,msync', '-o', output, '-p', String(pid)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      if (String(chunk).includes('attached')) resolve(child);
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`strace exited with ${code} (is it installed?)`)));
  });
}

/** The calls strace -c counted by syscall name, and the seconds spent in them all. */
function straceCalls(output) {
  const calls = { fsync: 0, fdatasync: 0, msync: 0 };
  let seconds = 0;
  for (const line of readFileSync(output, 'utf8').split('\n')) {
    // % time, seconds, usecs/call, calls, [errors,] syscall
    const columns = line.trim().split(/\s+/);
    const name = columns.at(-1);
    if (name in calls) {
      calls[name] = Number(columns[3]);
      seconds += Number(columns[1]);
    }
  }
  return { calls, seconds };
}

async function run(mode) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-durability-'));
  const server = await startMeja({
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    PGLITE_SYNC: mode,
    DATABASE_URL: '',
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const order = orderSender(base, await (await fetch(`${base}/api/v1/public/warung-demo/menu`)).json());
    for (let i = 0; i < 20; i++) await order(); // warm-up

    const cpuBefore = cpuSecondsOf(server.pid);
    const started = performance.now();
    for (let i = 0; i < ORDERS; i++) await order();
    const wallMs = (performance.now() - started) / ORDERS;
    const cpuMs = ((cpuSecondsOf(server.pid) - cpuBefore) * 1000) / ORDERS;

    const output = path.join(dataDir, 'strace.txt');
    const strace = await attachStrace(server.pid, output);
    for (let i = 0; i < COUNTED_ORDERS; i++) await order();
    await new Promise((resolve) => {
      strace.removeAllListeners('exit');
      strace.on('exit', resolve);
      strace.kill('SIGINT');
    });
    const { calls, seconds } = straceCalls(output);
    const syncsPerOrder = (calls.fsync + calls.fdatasync) / COUNTED_ORDERS;
    return { mode, wallMs, cpuMs, syncsPerOrder, syncMs: (seconds * 1000) / COUNTED_ORDERS, calls };
  } finally {
    await new Promise((resolve) => {
      server.on('exit', resolve);
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { full: [], off: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of round % 2 === 0 ? ['full', 'off'] : ['off', 'full']) {
    const result = await run(mode);
    results[mode].push(result);
    console.log(
      `round ${round + 1} ${mode.padEnd(4)}: ${result.wallMs.toFixed(2)} ms/order wall, ${result.cpuMs.toFixed(2)} ms/order CPU, ` +
        `${result.syncsPerOrder} fsync+fdatasync per order taking ${result.syncMs.toFixed(3)} ms ` +
        `(${JSON.stringify(result.calls)} over ${COUNTED_ORDERS} orders)`,
    );
  }
}

const summary = (mode) => ({
  wall: median(results[mode].map((r) => r.wallMs)),
  cpu: median(results[mode].map((r) => r.cpuMs)),
  syncs: median(results[mode].map((r) => r.syncsPerOrder)),
  syncMs: median(results[mode].map((r) => r.syncMs)),
});
const full = summary('full');
const off = summary('off');
console.log(`\n${ORDERS} orders per timed run, ${ROUNDS} rounds, medians:`);
console.log(
  '| PGLITE_SYNC | fsync+fdatasync per order | ms in them per order (under strace) | wall ms per order | CPU ms per order | wall ratio | CPU ratio |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [name, s] of [
  ['full (default)', full],
  ['off', off],
]) {
  console.log(
    `| ${name} | ${s.syncs} | ${s.syncMs.toFixed(3)} | ${s.wall.toFixed(2)} | ${s.cpu.toFixed(2)} | ${(s.wall / off.wall).toFixed(2)} | ${(s.cpu / off.cpu).toFixed(2)} |`,
  );
}
