// What the HTTP metrics cost per request (issue 15): order creation on two Meja instances started
// alike but for METRICS=on / METRICS=off (the per-request prom-client hook), measured in the same
// run, interleaved round by round so the machine's drift falls on both. Goal: ≤ 5 % of orders/s lost.
// Two figures: orders/s (noisy on a shared machine) and the server's CPU time per answered order from
// /proc (utime + stime of the API process, PGlite included; the steadier one). On a CPU-bound server
// the orders/s lost is the CPU per order added, seen from the other side.
//   node bench/metrics-cost.mjs [seconds per round, default 5] [rounds, default 4]
// Only loopback addresses are targeted; every run is bounded by its duration.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSecondsOf, startMeja } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 4);
const CONNECTIONS = 20;
const PORTS = { on: 3203, off: 3204 };

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const dirs = [];
async function start(metrics) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `meja-bench-metrics-${metrics}-`));
  dirs.push(dataDir);
  return startMeja({
    DATA_DIR: dataDir,
    PORT: String(PORTS[metrics]),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    METRICS: metrics,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  });
}

const servers = { on: await start('on'), off: await start('off') };
try {
  const base = (metrics) => `http://127.0.0.1:${PORTS[metrics]}/api/v1/public/warung-demo`;
  const dishes = {};
  for (const metrics of ['on', 'off'])
    dishes[metrics] = (await (await fetch(`${base(metrics)}/menu`)).json()).items;

  // Each order from its own (forwarded, trusted here) address and table, with a fresh Idempotency-Key,
  // so the per-IP and per-table throttles see real diners; nothing leaves the loopback.
  const requests = (items) => [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          items: [
            { menuItemId: items[0]._id, qty: 2 },
            { menuItemId: items[1]._id, qty: 1 },
          ],
          table: `T${Math.floor(Math.random() * 1e6)}`,
          note: 'bench',
        }),
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
      }),
    },
  ];
  /** One autocannon run against a server, with its CPU time per answered request from /proc. */
  const measure = async (metrics, options) => {
    const pid = servers[metrics].pid;
    const cpuBefore = cpuSecondsOf(pid);
    const result = await run({ connections: CONNECTIONS, ...options });
    const answered = result['2xx'];
    return { ...result, cpuMs: answered ? ((cpuSecondsOf(pid) - cpuBefore) * 1000) / answered : NaN };
  };
  const kinds = {
    order: (metrics) => measure(metrics, { url: `${base(metrics)}/orders`, requests: requests(dishes[metrics]) }),
    // The lightest request there is (one `select 1`): the hook's own cost stands out most here.
    health: (metrics) =>
      measure(metrics, {
        url: `http://127.0.0.1:${PORTS[metrics]}/api/v1/health`,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
            }),
          },
        ],
      }),
  };

  // A warm-up of each, then rounds alternating which goes first.
  await kinds.order('on');
  await kinds.order('off');
  const results = { order: { on: [], off: [] }, health: { on: [], off: [] } };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const kind of ['order', 'health'])
      for (const metrics of order) {
        const r = await kinds[kind](metrics);
        results[kind][metrics].push(r);
        console.log(
          `round ${round + 1} ${kind.padEnd(6)} METRICS=${metrics.padEnd(3)} ${String(Math.round(r.requests.average)).padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   ${(r.cpuMs * 1000).toFixed(0).padStart(6)} µs CPU/req   non-2xx ${r.non2xx}   errors ${r.errors}`,
        );
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
    `\n${rounds} rounds × ${seconds} s per kind, ${CONNECTIONS} connections, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (not in the CPU figures)' : 'PGlite (in process)'}; medians:`,
  );
  for (const [kind, f] of [['order', order], ['health', health]])
    console.log(
      `  ${kind.padEnd(6)} off ${f.rateOff.toFixed(1)} req/s ${(f.cpuOff * 1000).toFixed(0)} µs CPU/req · on ${f.rateOn.toFixed(1)} req/s ${(f.cpuOn * 1000).toFixed(0)} µs CPU/req · CPU on/off ${(f.cpuOn / f.cpuOff).toFixed(3)}`,
    );
  console.log(`orders/s lost to the metrics: ${(((order.rateOff - order.rateOn) / order.rateOff) * 100).toFixed(1)} % (goal ≤ 5 %)`);
  console.log(`CPU per order added: ${(((order.cpuOn - order.cpuOff) / order.cpuOff) * 100).toFixed(1)} % (goal ≤ 5 %)`);
  console.log(
    `the hook's own cost (health on − off): ${hookMicros.toFixed(0)} µs per request = ${((hookMicros / (order.cpuOff * 1000)) * 100).toFixed(2)} % of an order's CPU`,
  );
} finally {
  servers.on.kill('SIGINT');
  servers.off.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
