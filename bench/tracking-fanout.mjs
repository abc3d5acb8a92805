// Diners' tracking streams at lunch-rush scale (issue 19): what one staff change costs the server
// when many diners follow their orders, and how soon they hear it.
//   - confirm CPU: the API process's user + system CPU (from /proc) per confirm of a new order, over
//     a batch of confirms one after another, with no tracking stream open and then with N open (one
//     per order on the kitchen's cards). Goal: with N = 1,000, ≤ 1.5× the figure without streams.
//   - fan-out: the first card of the queue is marked READY, so every other card moves up one place;
//     from the PATCH to each diner's stream hearing its new place. Goal: p95 < 1 s.
//   node bench/tracking-fanout.mjs [streams, default 1000] [confirms per batch, default 100] [READY rounds, default 5]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (a login that may create databases;
//   the bench works in a database of its own, meja_bench_tracking). Only loopback addresses are used.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  cpuSecondsOf,
  freshBenchDatabase,
  inParallel,
  ms,
  openStream,
  quantile,
  requestJson as request,
  startMeja,
} from './lib.mjs';

const STREAMS = Number(process.argv[2] ?? 1000);
const CONFIRMS = Number(process.argv[3] ?? 100);
const ROUNDS = Number(process.argv[4] ?? 5);
const PORT = 3233;
const DB_NAME = 'meja_bench_tracking';
const SETTLE_MS = 300;
const IDLE_MS = 3000;
const GOAL_CPU_RATIO = 1.5;
const GOAL_P95_MS = 1000;
const base = `http://127.0.0.1:${PORT}/api/v1`;
const slug = 'warung-demo';
const tenantUrl = `${base}/tenant/${slug}`;

const benchUrl = await freshBenchDatabase(DB_NAME);

const server = await startMeja({
  DATABASE_URL: benchUrl.toString(),
  PORT: String(PORT),
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
});
const abort = new AbortController();

try {
  const { token } = await request('POST', `${base}/public/login`, {
    body: { email: 'kasir@warung-demo.test', password: 'demo1234' },
  });
  const kitchen = await request('POST', `${base}/public/login`, {
    body: { email: 'dapur@warung-demo.test', password: 'demo1234' },
  });
  const menu = await request('GET', `${base}/public/${slug}/menu`);
  const [first, second] = menu.items;
  let tables = 0;
  const newOrder = () => {
    tables += 1;
    return request('POST', `${base}/public/${slug}/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        table: `F${tables}`,
        items: [
          { menuItemId: first._id, qty: 1 },
          { menuItemId: second._id, qty: 2 },
        ],
      },
    });
  };
  const patch = (id, body) => request('PATCH', `${tenantUrl}/orders/${id}`, { token, body });

  // The kitchen's screen, open throughout: a confirm counts as done once the kitchen has heard it.
  const kitchenHeard = new Map();
  await openStream(`${tenantUrl}/events`, { authorization: `Bearer ${token}` }, abort.signal, (_, data) => {
    const waiter = data.type === 'order' && data.confirmed ? kitchenHeard.get(data.orderId) : undefined;
    if (waiter) waiter();
  });

  /** CPU seconds of the API per confirm, over `count` new orders confirmed one after another. */
  async function confirmBatch(count) {
    const orders = [];
    await inParallel(
      Array.from({ length: count }, (_, index) => index),
      8,
      async () => orders.push(await newOrder()),
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // The server's CPU with nothing asked of it (the open streams' keep-alives, timers), per second.
    const idleFrom = cpuSecondsOf(server.pid);
    const idleStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idlePerMs = (cpuSecondsOf(server.pid) - idleFrom) / (performance.now() - idleStart);
    const before = cpuSecondsOf(server.pid);
    const start = performance.now();
    for (const { order } of orders) {
      const heard = new Promise((resolve) => kitchenHeard.set(order._id, resolve));
      await patch(order._id, { confirmed: true });
      await heard;
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const gross = cpuSecondsOf(server.pid) - before;
    const idle = idlePerMs * (performance.now() - start);
    return { gross: gross / count, net: Math.max(0, gross - idle) / count, idlePerSecond: idlePerMs * 1000 };
  }

  // The floor: STREAMS orders on the kitchen's cards, in the order they were made.
  const floor = [];
  await inParallel(
    Array.from({ length: STREAMS }, (_, index) => index),
    8,
    async () => floor.push(await newOrder()),
  );
  floor.sort(
    (a, b) => a.order.createdAt.localeCompare(b.order.createdAt) || a.order._id.localeCompare(b.order._id),
  );
  await inParallel(floor, 8, async ({ order }) => patch(order._id, { confirmed: true }));

  await confirmBatch(10); // warm-up
  const withoutStreams = await confirmBatch(CONFIRMS);

  // Every diner of the floor follows their order (the tracking page's stream).
  const heardBy = floor.map(() => []);
  let opened = 0;
  await inParallel(
    floor.map((entry, index) => ({ entry, index })),
    50,
    ({ entry, index }) =>
      new Promise((resolve, reject) => {
        const url = `${base}/public/${slug}/orders/${entry.order._id}/events?token=${encodeURIComponent(entry.token)}`;
        let first = true;
        openStream(url, {}, abort.signal, (event, data, arrived) => {
          if (event !== 'order') return;
          if (first) {
            first = false;
            opened += 1;
            resolve();
            return;
          }
          heardBy[index].push({ arrived, kitchenQueue: data.kitchenQueue, ready: data.order.ready });
        }).catch(reject);
      }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const heardBefore = heardBy.reduce((sum, list) => sum + list.length, 0);
  await confirmBatch(10); // warm-up, with the streams
  const withStreams = await confirmBatch(CONFIRMS);
  const heardDuringConfirms = heardBy.reduce((sum, list) => sum + list.length, 0) - heardBefore;

  // READY of the first card: every other diner of the floor moves up one place.
  const delays = [];
  const readyCpu = [];
  let missing = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const marks = heardBy.map((list) => list.length);
    const cpuBefore = cpuSecondsOf(server.pid);
    const t0 = performance.now();
    await request('PATCH', `${tenantUrl}/orders/${floor[round].order._id}/ready`, {
      token: kitchen.token,
      body: { ready: true },
    });
    // The first message since the PATCH that gives the stream its new place (the old code also sent
    // every stream unchanged copies, which do not count).
    const expected = (index) => (index === round ? null : index - round);
    const heardAt = (index) =>
      heardBy[index].slice(marks[index]).find((heard) => heard.kitchenQueue === expected(index));
    const deadline = Date.now() + 30_000;
    const waiting = () => heardBy.filter((_, index) => index >= round && !heardAt(index)).length;
    while (waiting() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    readyCpu.push(cpuSecondsOf(server.pid) - cpuBefore);
    for (let index = round; index < floor.length; index += 1) {
      const heard = heardAt(index);
      if (heard) delays.push(heard.arrived - t0);
      else missing += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }

  const ratio = withStreams.net / withoutStreams.net;
  const p95 = quantile(delays, 0.95);
  console.log(`\n${STREAMS} tracking streams (${opened} opened), PostgreSQL; ${CONFIRMS} confirms per batch`);
  const cpu = (batch) =>
    `${ms(batch.net * 1000)} per confirm (${ms(batch.gross * 1000)} before taking off the idle ${(batch.idlePerSecond * 100).toFixed(1)} % of a core)`;
  console.log(`confirm CPU, no streams          ${cpu(withoutStreams)}`);
  console.log(
    `confirm CPU, ${STREAMS} streams      ${cpu(withStreams)}; streams told: ${heardDuringConfirms}`,
  );
  console.log(
    `ratio: ${ratio.toFixed(2)}× — goal ≤ ${GOAL_CPU_RATIO}×: ${ratio <= GOAL_CPU_RATIO ? 'met' : 'NOT met'}`,
  );
  console.log(
    `READY of the first card, ${ROUNDS} rounds: ${delays.length} streams heard their new place, ${missing} missed; ` +
      `p50 ${ms(quantile(delays, 0.5))}  p95 ${ms(p95)}  max ${ms(Math.max(...delays))}`,
  );
  console.log(`READY CPU (API, until every stream heard): median ${ms(quantile(readyCpu, 0.5) * 1000)}`);
  console.log(
    `p95 / ${GOAL_P95_MS} ms goal: ${(p95 / GOAL_P95_MS).toFixed(3)} — ${p95 < GOAL_P95_MS && missing === 0 ? 'met' : 'NOT met'}`,
  );
} finally {
  abort.abort();
  server.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
