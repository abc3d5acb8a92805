// POS offline replay benchmark (issue 6): the replay simulation of apps/api/test/pos-replay — the
// real offline queue and POS writes (fake-indexeddb) against the real API (PGlite, app.inject)
// through a fault-injecting network — for many seeded histories. Every history must end with exactly
// the orders, payments and shift the cashier made; the figure that matters is anomalies = 0.
// The histories are split over parallel vitest processes (one PGlite database each), seeds disjoint.
//   node bench/pos-replay.mjs [histories, default 10000] [processes, default 2] [first seed, default 1001]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from './lib.mjs';

const HISTORIES = Number(process.argv[2] ?? 10_000);
const PROCESSES = Math.max(1, Number(process.argv[3] ?? 2));
const FIRST_SEED = Number(process.argv[4] ?? 1001);
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const reports = mkdtempSync(path.join(tmpdir(), 'meja-pos-replay-'));

function shard(index, histories, firstSeed) {
  const report = path.join(reports, `shard-${index}.json`);
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--project', 'api', 'apps/api/test/pos-replay', '--reporter=dot', '--silent'],
    {
      cwd: root,
      env: {
        ...process.env,
        POS_REPLAY_HISTORIES: String(histories),
        POS_REPLAY_SEED: String(firstSeed),
        POS_REPLAY_REPORT: report,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      let result = null;
      try {
        result = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        // No report: the run crashed before the end; counted below as a failed shard.
      }
      resolve({ code, result });
    });
  });
}

const perShard = Math.ceil(HISTORIES / PROCESSES);
const started = performance.now();
const shards = await Promise.all(
  Array.from({ length: PROCESSES }, (_, index) => {
    const count = Math.min(perShard, HISTORIES - index * perShard);
    return count > 0 ? shard(index, count, FIRST_SEED + index * perShard) : null;
  }).filter(Boolean),
);
const wallSeconds = (performance.now() - started) / 1000;
rmSync(reports, { recursive: true, force: true });

const done = shards.map((s) => s.result).filter(Boolean);
const sum = (pick) => done.reduce((total, report) => total + pick(report), 0);
const histories = sum((r) => r.histories);
const faults = {};
for (const report of done) {
  for (const [kind, count] of Object.entries(report.faults)) faults[kind] = (faults[kind] ?? 0) + count;
}
const anomalies = sum((r) => r.anomalies);
const simSeconds = Math.max(...done.map((r) => r.seconds));

console.log(
  `POS replay simulation: ${histories} histories, seeds ${FIRST_SEED}–${FIRST_SEED + HISTORIES - 1}`,
);
console.log(`  processes            ${PROCESSES}`);
console.log(
  `  wall time            ${wallSeconds.toFixed(1)} s (simulation ${simSeconds.toFixed(1)} s + start-up)`,
);
console.log(`  histories/s          ${(histories / simSeconds).toFixed(1)}`);
console.log(
  `  cashier writes       ${sum((r) => r.writes)} (${sum((r) => r.offlineWrites)} answered offline and queued)`,
);
console.log(`  server deliveries    ${sum((r) => r.deliveries)}`);
console.log(
  `  faults injected      ${Object.entries(faults)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`  anomalies            ${anomalies}`);
for (const report of done) for (const line of report.firstAnomalies) console.log(`    ${line}`);

const failedShards = shards.filter((s) => !s.result).length;
if (failedShards > 0) console.log(`  ${failedShards} process(es) ended without a report`);
process.exitCode = anomalies === 0 && failedShards === 0 && histories === HISTORIES ? 0 : 1;
