import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantGraph, createUser } from '../../../test/factories';
import { buildTestApp, CapturingMailer, type TestApp } from '../../../test/harness';
import { createOwnPostgres } from '../../../test/test-db';
import { DAY_MS, HOUR_MS, noticesOf } from '../../../test/lifecycle';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { LIFECYCLE_JOB } from './lifecycle.service';

/*
 * Two instances of the app on one PostgreSQL database run the lifecycle job at the same moment,
 * day after day: the advisory lock lets one of them do it, the notice record makes each notice
 * once whatever the timing.
 */

let own: Awaited<ReturnType<typeof createOwnPostgres>>;
let poolA: DatabaseHandle;
let poolB: DatabaseHandle;
let first: TestApp;
let second: TestApp;
const firstMailer = new CapturingMailer();
const secondMailer = new CapturingMailer();

beforeAll(async () => {
  // A database of this file's own (the job reads every tenant), and a pool per instance.
  own = await createOwnPostgres();
  poolA = openPostgres(own.url, 4);
  poolB = openPostgres(own.url, 4);
  first = await buildTestApp(poolA, { mailer: firstMailer });
  second = await buildTestApp(poolB, { mailer: secondMailer });
});
afterAll(async () => {
  await first.app.close();
  await second.app.close();
  await poolA.close();
  await poolB.close();
  await own.drop();
});

const db = () => poolA.db;

describe('two instances running the lifecycle job at once', () => {
  it('send each notice once', async () => {
    const start = first.clock.now();
    const graphs = [];
    for (let i = 0; i < 3; i++) {
      const graph = await createTenantGraph(db(), {
        package: 'BASIC',
        trialEndsAt: new Date(start.getTime() + 10 * DAY_MS - HOUR_MS),
      });
      await createUser(db(), { role: 'RESTAURANT_ADMIN', tenantId: graph.tenant.id });
      graphs.push(graph);
    }
    for (let day = 0; day <= 20; day++) {
      if (day > 0) {
        first.clock.advance(DAY_MS);
        second.clock.advance(DAY_MS);
      }
      const runs = await Promise.all([
        first.app.jobs.runAll(),
        second.app.jobs.runAll(),
        first.app.jobs.runAll(),
        second.app.jobs.runAll(),
      ]);
      for (const run of runs.flat()) expect(run.error).toBeNull();
      for (const run of runs) expect(run.map((r) => r.name)).toContain(LIFECYCLE_JOB);
    }
    const all = [...firstMailer.sent, ...secondMailer.sent];
    for (const graph of graphs) {
      const toAdmin = all.filter((m) => m.to === graph.admin.email);
      // 7, 3, 1 days before, the end, the block: five mails, five different subjects.
      expect(toAdmin).toHaveLength(5);
      expect(new Set(toAdmin.map((m) => m.subject)).size).toBe(5);
      expect(
        (await noticesOf({ app: first.app, db: db() }, graph.tenant.id)).map((n) => n.daysBefore),
      ).toEqual([7, 3, 1, 0, -7]);
    }
  });
});
