// What the HTTP metrics cost per request (issue 15): Meja instances started alike but for
// METRICS=on / METRICS=off (the per-request prom-client hooks), measured in the same run. Goal: ≤ 5 %
// of orders/s lost.
//
// Two Node processes of the same build differ by ±10 % in CPU per order on their own (PGlite's
// WebAssembly, heap layout: measured with both off), more than the hooks could cost. So every round
// starts a fresh pair, warms both up, and measures them alternately (which goes first swaps each
// round); the medians over the rounds are compared. Per round and instance:
//   - orders/s and the server's CPU time per answered order from /proc (utime + stime of the API
//     process, PGlite included; on a CPU-bound server the orders/s lost is the CPU per order added);
//   - the same on GET /api/v1/health (one `select 1`), the lightest request, where the hooks' own
//     cost stands out most.
//   node bench/metrics-cost.mjs [seconds per run, default 5] [rounds, default 6] [aa]
// `aa` is the control: the "on" instance runs with METRICS=off as well, so what it shows is the
// difference between two alike processes, the noise floor of the figures above.
// Only loopback addresses are targeted; every run is bounded by its duration.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf, startMeja } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 6);
const CONNECTIONS = 20;
const PORTS = { on: 3203, off: 3204 };
const MODES = ['on', 'off'];
const database = process.env.BENCH_DATABASE_URL;
const control = process.argv[4] === 'aa';

const run = (options, duration = seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ duration, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const forwardedFor = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A Meja instance on its own fresh data directory, with the two kinds of request ready to send. */
async function startInstance(metrics) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `meja-bench-metrics-${metrics}-`));
  const server = await startMeja({
    DATA_DIR: dataDir,
    PORT: String(PORTS[metrics]),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    METRICS: control ? 'off' : metrics,
    DATABASE_URL: database ?? '',
  });
  const origin = `http://127.0.0.1:${PORTS[metrics]}`;
  const menu = await (await fetch(`${origin}/api/v1/public/warung-demo/menu`)).json();
  const [first, second] = menu.items;
  // Each order from its own (forwarded, trusted here) address and table, with a fresh
  // Idempotency-Key, so the per-IP and per-table throttles see real diners.
  const order = {
    url: `${origin}/api/v1/public/warung-demo/orders`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            items: [
              { menuItemId: first._id, qty: 2 },
              { menuItemId: second._id, qty: 1 },
            ],
            table: `T${Math.floor(Math.random() * 1e6)}`,
            note: 'bench',
          }),
          headers: {
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            'x-forwarded-for': forwardedFor(),
          },
        }),
      },
    ],
  };
  const health = {
    url: `${origin}/api/v1/health`,
    requests: [
      { setupRequest: (request) => ({ ...request, headers: { 'x-forwarded-for': forwardedFor() } }) },
    ],
  };
  /** One run, with the server's CPU time per answered request. */
  const measure = async (options, duration) => {
    const cpuBefore = cpuSecondsOf(server.pid);
    const result = await run(options, duration);
    const answered = result['2xx'];
    return { ...result, cpuMs: answered ? ((cpuSecondsOf(server.pid) - cpuBefore) * 1000) / answered : NaN };
  };
  return {
    kinds: { order: (duration) => measure(order, duration), health: (duration) => measure(health, duration) },
    async stop() {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const results = { order: { on: [], off: [] }, health: { on: [], off: [] } };
for (let round = 0; round < rounds; round++) {
  const instances = {};
  try {
    for (const metrics of MODES) instances[metrics] = await startInstance(metrics);
    const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const metrics of order) await instances[metrics].kinds.order(2); // warm-up
    for (const kind of ['order', 'health'])
      for (const metrics of order) {
        const r = await instances[metrics].kinds[kind]();
        results[kind][metrics].push(r);
        console.log(
          `round ${round + 1} ${kind.padEnd(6)} METRICS=${metrics.padEnd(3)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ${(r.cpuMs * 1000).toFixed(0).padStart(6)} µs CPU/req   non-2xx ${r.non2xx}   errors ${r.errors}`,
        );
      }
  } finally {
    await Promise.all(Object.values(instances).map((instance) => instance.stop()));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const figures = (kind) => {
  const of = (metrics, pick) => median(results[kind][metrics].map(pick));
  return {
    rateOn: of('on', (r) => r.requests.average),
    rateOff: of('off', (r) => r.requests.average),
    cpuOn: of('on', (r) => r.cpuMs),
    cpuOff: of('off', (r) => r.cpuMs),
  };
};
const order = figures('order');
const health = figures('health');
const hookMicros = (health.cpuOn - health.cpuOff) * 1000;
console.log(
  `\n${control ? 'CONTROL (both METRICS=off): ' : ''}${rounds} rounds (a fresh pair each) × ${seconds} s per kind, ${CONNECTIONS} connections, database: ${database ? 'PostgreSQL (not in the CPU figures)' : 'PGlite (in process)'}; medians:`,
);
for (const [kind, f] of [
  ['order', order],
  ['health', health],
])
  console.log(
    `  ${kind.padEnd(6)} off ${f.rateOff.toFixed(1)} req/s ${(f.cpuOff * 1000).toFixed(0)} µs CPU/req · on ${f.rateOn.toFixed(1)} req/s ${(f.cpuOn * 1000).toFixed(0)} µs CPU/req · CPU on/off ${(f.cpuOn / f.cpuOff).toFixed(3)}`,
  );
console.log(
  `orders/s lost to the metrics: ${(((order.rateOff - order.rateOn) / order.rateOff) * 100).toFixed(1)} % (goal ≤ 5 %)`,
);
console.log(
  `CPU per order added: ${(((order.cpuOn - order.cpuOff) / order.cpuOff) * 100).toFixed(1)} % (goal ≤ 5 %)`,
);
console.log(
  `the hooks' own cost (health, on − off): ${hookMicros.toFixed(0)} µs per request = ${((hookMicros / (order.cpuOff * 1000)) * 100).toFixed(2)} % of an order's CPU`,
);
