// Load benchmark for the diner API (issue 4): the public menu read and order creation, each against
// a bare Fastify route measured in the same run on the same machine. Prints ratios.
//   node bench/api-load.mjs [seconds per run, default 10]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { autocannonRun, startProcess } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 10);
const MEJA_PORT = 3202;
const BARE_PORT = 3201;

const run = (options) => autocannonRun({ duration: seconds, ...options });

const dataDir = mkdtempSync(path.join(tmpdir(), 'meja-bench-'));
const bare = await startProcess('node', ['bench/bare-server.mjs'], { PORT: String(BARE_PORT) }, 'bare ready');
const meja = await startProcess(
  'node',
  ['--import', 'tsx', 'apps/api/src/main.ts'],
  {
    DATA_DIR: dataDir,
    PORT: String(MEJA_PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  },
  'Meja is running',
);

try {
  const menuUrl = `http://127.0.0.1:${MEJA_PORT}/api/v1/public/warung-demo/menu`;
  const menu = await (await fetch(menuUrl)).json();
  const [first, second] = menu.items;

  // Reads: 10 connections, the way many phones at many tables read the menu.
  const bareRead = await run({ url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: 10 });
  const menuRead = await run({ url: menuUrl, connections: 10 });

  // Orders: 50 connections; each request from its own address and table (X-Forwarded-For, trusted
  // here) so the per-IP and per-table throttles see real diners, with a fresh Idempotency-Key.
  const orderBody = () =>
    JSON.stringify({
      items: [
        { menuItemId: first._id, qty: 2 },
        { menuItemId: second._id, qty: 1 },
      ],
      table: `T${Math.floor(Math.random() * 1e6)}`,
      note: 'bench',
    });
  const requests = [
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        body: orderBody(),
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
      }),
    },
  ];
  const barePost = await run({ url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: 50, requests });
  const orderPost = await run({
    url: `http://127.0.0.1:${MEJA_PORT}/api/v1/public/warung-demo/orders`,
    connections: 50,
    requests,
  });

  const line = (name, r) =>
    `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
  console.log(
    `\n${seconds} s per run, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(line('bare GET (baseline)', bareRead));
  console.log(line('GET public menu', menuRead));
  console.log(line('bare POST (baseline)', barePost));
  console.log(line('POST order (50 conns)', orderPost));
  console.log(
    `\nmenu read ratio to bare GET: ${(menuRead.requests.average / bareRead.requests.average).toFixed(2)}× (goal ≥ 0.5×)`,
  );
  console.log(
    `order create ratio to bare POST: ${(orderPost.requests.average / barePost.requests.average).toFixed(3)}×`,
  );
  console.log(
    `order create p99: ${orderPost.latency.p99} ms (goal < 50 ms); ratio to bare POST p99: ${(orderPost.latency.p99 / Math.max(1, barePost.latency.p99)).toFixed(1)}×`,
  );
} finally {
  bare.kill('SIGINT');
  meja.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
