// What the HTTP metrics cost per request (issue 15): order creation on two Meja instances started
// alike but for METRICS=on / METRICS=off (the per-request prom-client hook), measured in the same
// run, interleaved round by round so the machine's drift falls on both. Goal: ≤ 5 % of orders/s lost.
//   node bench/metrics-cost.mjs [seconds per round, default 5] [rounds, default 4]
// Only loopback addresses are targeted; every run is bounded by its duration.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startMeja } from './lib.mjs';

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
  const orders = (metrics) =>
    run({ url: `${base(metrics)}/orders`, connections: CONNECTIONS, requests: requests(dishes[metrics]) });

  // A warm-up of each, then rounds alternating which goes first.
  await orders('on');
  await orders('off');
  const results = { on: [], off: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
    for (const metrics of order) {
      const r = await orders(metrics);
      results[metrics].push(r);
      console.log(
        `round ${round + 1} METRICS=${metrics.padEnd(3)} ${String(Math.round(r.requests.average)).padStart(6)} orders/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
      );
    }
  }
  const mean = (list) => list.reduce((sum, r) => sum + r.requests.average, 0) / list.length;
  const on = mean(results.on);
  const off = mean(results.off);
  console.log(
    `\n${rounds} rounds × ${seconds} s, ${CONNECTIONS} connections, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(`METRICS=off ${off.toFixed(1)} orders/s, METRICS=on ${on.toFixed(1)} orders/s`);
  console.log(`lost to the metrics: ${(((off - on) / off) * 100).toFixed(1)} % (goal ≤ 5 %)`);
} finally {
  servers.on.kill('SIGINT');
  servers.off.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
