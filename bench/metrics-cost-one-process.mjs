// The HTTP metrics' cost per request without the process-to-process noise (issue 15), companion of
// bench/metrics-cost.mjs. Two Node processes of one build differ by ±5–10 % in CPU per order on
// their own (see its `aa` control), more than the hooks could cost; so here both apps, METRICS=on
// and METRICS=off, live in ONE server process on one database (bench/metrics-two-apps-server.mjs)
// and are loaded over real HTTP in short batches, in pairs, one batch each back to back (which goes
// first swaps every pair). The server's CPU time per batch (from /proc) gives each one's CPU per
// request; this machine's CPU time drifts by ±20 % with its neighbours' load and the two batches
// of a pair share that drift, so the figure is the median of the pairs' on/off ratios.
// Two kinds: diner orders, and a request for no route (404: hooks, guard, error reply, no
// database), the lightest there is, where the hooks' own cost stands out most.
//   node bench/metrics-cost-one-process.mjs [pairs, default 24]
// Only loopback addresses are targeted; every batch is bounded by its request count.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuSecondsOf, startProcess } from './lib.mjs';

const pairs = Number(process.argv[2] ?? 24);
const PORTS = { on: 3205, off: 3206 };
const CONNECTIONS = 10;
const BATCH = { order: 60, noRoute: 2000 };

const server = await startProcess(
  'node',
  ['--import', 'tsx', 'bench/metrics-two-apps-server.mjs', String(PORTS.on), String(PORTS.off)],
  {},
  'Meja is running',
);
const forwardedFor = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  const menu = await (await fetch(`http://127.0.0.1:${PORTS.off}/api/v1/public/warung-demo/menu`)).json();
  const [first, second] = menu.items;
  const kinds = {
    order: (port) => ({
      url: `http://127.0.0.1:${port}/api/v1/public/warung-demo/orders`,
      amount: BATCH.order,
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
    }),
    noRoute: (port) => ({
      url: `http://127.0.0.1:${port}/api/v1/no-such-route`,
      amount: BATCH.noRoute,
      requests: [
        { setupRequest: (request) => ({ ...request, headers: { 'x-forwarded-for': forwardedFor() } }) },
      ],
    }),
  };
  /** One batch: the server's CPU µs and the wall ms per answered request. */
  const batch = async (kind, metrics) => {
    const before = cpuSecondsOf(server.pid);
    const started = performance.now();
    const result = await run(kinds[kind](PORTS[metrics]));
    const wallMs = performance.now() - started;
    const expected = kind === 'order' ? result['2xx'] : result['4xx'];
    if (expected !== BATCH[kind])
      throw new Error(`${kind} METRICS=${metrics}: ${expected} of ${BATCH[kind]} answered as expected`);
    return {
      cpuMicros: ((cpuSecondsOf(server.pid) - before) * 1e6) / expected,
      wallMs: wallMs / expected,
    };
  };

  console.log(
    `${pairs} pairs of batches per kind (${BATCH.order} orders or ${BATCH.noRoute} no-route requests, ${CONNECTIONS} connections); one server process, one PGlite database`,
  );
  const figures = {};
  for (const kind of ['order', 'noRoute']) {
    for (const metrics of ['on', 'off']) await batch(kind, metrics); // warm-up
    const measured = { on: [], off: [], cpuRatios: [], rateRatios: [] };
    for (let index = 0; index < pairs; index++) {
      const pair = {};
      for (const metrics of index % 2 === 0 ? ['off', 'on'] : ['on', 'off'])
        pair[metrics] = await batch(kind, metrics);
      measured.on.push(pair.on.cpuMicros);
      measured.off.push(pair.off.cpuMicros);
      measured.cpuRatios.push(pair.on.cpuMicros / pair.off.cpuMicros);
      // requests/s on over off: the inverse of the wall time per request.
      measured.rateRatios.push(pair.off.wallMs / pair.on.wallMs);
    }
    figures[kind] = {
      off: median(measured.off),
      cpuRatio: median(measured.cpuRatios),
      rateRatio: median(measured.rateRatios),
    };
    console.log(
      `  ${kind.padEnd(7)} CPU/req off ${median(measured.off).toFixed(0)} µs, on ${median(measured.on).toFixed(0)} µs · median of the pairs: CPU on/off ${figures[kind].cpuRatio.toFixed(3)}, req/s on/off ${figures[kind].rateRatio.toFixed(3)}`,
    );
  }
  const { order, noRoute } = figures;
  const hookMicros = (noRoute.cpuRatio - 1) * noRoute.off;
  console.log(`orders/s lost to the metrics: ${((1 - order.rateRatio) * 100).toFixed(1)} % (goal ≤ 5 %)`);
  console.log(
    `CPU per order added by the metrics: ${((order.cpuRatio - 1) * 100).toFixed(1)} % (goal ≤ 5 %)`,
  );
  console.log(
    `the hooks' own cost (no-route request, on − off): ${hookMicros.toFixed(0)} µs per request = ${((hookMicros / order.off) * 100).toFixed(2)} % of an order's CPU`,
  );
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
}
