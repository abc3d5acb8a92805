import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../catalog';
import { openTestContext } from '../harness';
import { runCashierHistory } from './cashier-history';
import { addFaults, FAULT_KINDS, noFaults } from './fault-stats';
import { checkHistory, tenantBefore } from './history-check';
import { posTenant } from './pos-tenant';
import { seededRandom } from './seeded-random';

/*
 * THE PROOF of issue 6 (and of issue 12's replay rules: every replay carries X-Meja-Replay, live
 * attempts never do; a replayed sale is recorded even when the shift was closed meanwhile): the real offline queue (action-queue.ts) and the real POS writes
 * (create-pos-writes.ts, on fake-indexeddb) against the real API (PGlite, app.inject) through a
 * network that fails in every way we know of. Each history ends with exactly what the cashier made.
 *   POS_REPLAY_HISTORIES (default 200), POS_REPLAY_SEED (first seed, default 1),
 *   POS_REPLAY_REPORT (a JSON file for bench/pos-replay.mjs)
 */
const HISTORIES = Number(process.env.POS_REPLAY_HISTORIES ?? 200);
const FIRST_SEED = Number(process.env.POS_REPLAY_SEED ?? 1);
const REPORT = process.env.POS_REPLAY_REPORT;

let ctx: Ctx;
beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

describe('POS offline replay simulation', () => {
  it(
    `${HISTORIES} randomized histories end with exactly the orders, payments and shifts made`,
    async () => {
      const faults = noFaults();
      const anomalies: string[] = [];
      let writes = 0;
      let offlineWrites = 0;
      let deliveries = 0;
      let replayedSends = 0;
      let closedElsewhere = 0;
      const started = performance.now();
      for (let index = 0; index < HISTORIES; index += 1) {
        const seed = FIRST_SEED + index;
        const t = await posTenant(ctx.db, seededRandom(seed ^ 0x5eed));
        const before = tenantBefore(t);
        const result = await runCashierHistory({
          app: ctx.app,
          tenantSlug: t.tenant.slug,
          token: t.admin.token,
          seed,
        });
        const found = await checkHistory(ctx.db, t.tenant.id, before, result.made);
        anomalies.push(...found.map((anomaly) => `seed ${seed}: ${anomaly}`));
        addFaults(faults, result.faults);
        offlineWrites += result.offlineWrites;
        writes += result.writes;
        for (const count of result.network.deliveries.values()) deliveries += count;
        replayedSends += result.made.replayHeader.replayedSends;
        if (result.made.closedElsewhere) closedElsewhere += 1;
        // Long runs (the bench) say where they are.
        if (REPORT && (index + 1) % 1000 === 0) process.stderr.write(`pos-replay: ${index + 1} histories\n`);
      }
      const seconds = (performance.now() - started) / 1000;
      const report = {
        histories: HISTORIES,
        firstSeed: FIRST_SEED,
        seconds: Math.round(seconds * 10) / 10,
        historiesPerSecond: Math.round((HISTORIES / seconds) * 10) / 10,
        writes,
        offlineWrites,
        deliveries,
        replayedSends,
        closedElsewhere,
        faults,
        anomalies: anomalies.length,
        firstAnomalies: anomalies.slice(0, 20),
      };
      console.log(`POS replay simulation: ${JSON.stringify(report, null, 2)}`);
      if (REPORT) writeFileSync(REPORT, JSON.stringify(report));

      expect(anomalies).toEqual([]);
      // The storm really blew: many writes went through the queue and, over the full run (a small
      // run may miss the rarest), every kind of fault happened.
      expect(offlineWrites).toBeGreaterThan(HISTORIES);
      // Every queued write went out again marked as a replay (checked per send in pos-tab.ts).
      expect(replayedSends).toBeGreaterThanOrEqual(offlineWrites);
      if (HISTORIES >= 200) expect(closedElsewhere).toBeGreaterThan(0);
      if (HISTORIES >= 200) for (const kind of FAULT_KINDS) expect(faults[kind], kind).toBeGreaterThan(0);
    },
    Math.max(120_000, HISTORIES * 3_000),
  );
});
