// The HTTP metrics' cost per request measured inside one process (issue 15), the precise companion
// of bench/metrics-cost.mjs: two Meja apps built alike but for METRICS=on / off, on the same embedded
// database, in the same Node process (same heap, same JIT, same data), answer short batches of
// requests in pairs, one batch each, back to back (which goes first swaps every pair), through
// Fastify's inject (routing, hooks, validation, handler, serialization: all but the socket). The
// process's CPU time per batch (process.cpuUsage) gives each one's CPU per request. This machine's
// CPU time per batch drifts by ±20 % with its neighbours' load; the two batches of a pair share that
// drift, so the figure is the median of the pairs' on/off ratios.
// Two kinds: diner orders, and a request for no route (404: hooks, guard, error reply, no database),
// the lightest there is, where the hooks' own cost stands out most.
//   node --import tsx bench/metrics-cost-inprocess.mjs [pairs, default 120] [orders per batch, default 8]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { parseEnv } from '../apps/api/src/env.ts';
import { createDiskStorage } from '../apps/api/src/platform/storage.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';

const pairs = Number(process.argv[2] ?? 120);
const perBatch = Number(process.argv[3] ?? 8);
const LIGHT_PER_BATCH = 200;
const CONCURRENCY = 4;
const MODES = ['on', 'off'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-metrics-inprocess-'));
const database = await openDatabase({ databaseUrl: '', dataDir: path.join(dataDir, 'pglite') });
const apps = {};
try {
  await migrateDatabase(database);
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  await seedDemoData(database.db, storage);
  for (const metrics of MODES) {
    const env = parseEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      TRUST_PROXY: 'true',
      JOBS_ENABLED: 'false',
      METRICS: metrics,
    });
    apps[metrics] = await buildApp({ db: database.db, env, storage, logger: false, webDistDir: null });
    await apps[metrics].ready();
  }
  const menu = (await apps.off.inject({ url: '/api/v1/public/warung-demo/menu' })).json();
  const [first, second] = menu.items;
  const address = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const kinds = {
    order: (app) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/public/warung-demo/orders',
        headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': address() },
        payload: {
          items: [
            { menuItemId: first._id, qty: 2 },
            { menuItemId: second._id, qty: 1 },
          ],
          table: `T${Math.floor(Math.random() * 1e6)}`,
          note: 'bench',
        },
      }),
    noRoute: (app) => app.inject({ url: '/api/v1/no-such-route', headers: { 'x-forwarded-for': address() } }),
  };

  /** `count` requests, CONCURRENCY at a time; CPU µs and wall ms per request. */
  async function batch(app, send, count) {
    let failed = 0;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let sent = 0; sent < count; sent += CONCURRENCY) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(CONCURRENCY, count - sent) }, () => send(app)),
      );
      failed += answers.filter((answer) => answer.statusCode >= 300 && answer.statusCode !== 404).length;
    }
    const used = process.cpuUsage(cpu);
    if (failed) throw new Error(`${failed} requests failed`);
    return { cpuMicros: (used.user + used.system) / count, wallMs: (performance.now() - started) / count };
  }

  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  console.log(
    `${pairs} pairs of batches per kind (${perBatch} orders or ${LIGHT_PER_BATCH} no-route requests per batch, ${CONCURRENCY} at a time); one process, one PGlite database`,
  );
  const figures = {};
  for (const kind of ['order', 'noRoute']) {
    const count = kind === 'order' ? perBatch : LIGHT_PER_BATCH;
    for (const metrics of MODES) await batch(apps[metrics], kinds[kind], count * 5); // warm-up
    const measured = { on: [], off: [], ratios: [] };
    for (let index = 0; index < pairs; index++) {
      const pair = {};
      for (const metrics of index % 2 === 0 ? ['off', 'on'] : ['on', 'off'])
        pair[metrics] = await batch(apps[metrics], kinds[kind], count);
      measured.on.push(pair.on.cpuMicros);
      measured.off.push(pair.off.cpuMicros);
      measured.ratios.push(pair.on.cpuMicros / pair.off.cpuMicros);
    }
    const ratio = median(measured.ratios);
    const off = median(measured.off);
    figures[kind] = { ratio, off };
    const spread = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${sorted[Math.floor(sorted.length * 0.1)].toFixed(3)}–${sorted[Math.floor(sorted.length * 0.9)].toFixed(3)}`;
    };
    console.log(
      `  ${kind.padEnd(7)} off ${off.toFixed(1)} µs CPU/req · on ${median(measured.on).toFixed(1)} µs CPU/req · on/off, median of the pairs ${ratio.toFixed(3)} (10–90 %: ${spread(measured.ratios)})`,
    );
  }
  const { order, noRoute } = figures;
  const hookMicros = (noRoute.ratio - 1) * noRoute.off;
  console.log(`CPU per order added by the metrics: ${((order.ratio - 1) * 100).toFixed(2)} % (goal ≤ 5 %)`);
  console.log(
    `the hooks' own cost (no-route request, on − off): ${hookMicros.toFixed(1)} µs per request = ${((hookMicros / order.off) * 100).toFixed(3)} % of an order's CPU`,
  );
} finally {
  for (const app of Object.values(apps)) await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
