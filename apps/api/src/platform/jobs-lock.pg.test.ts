import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnPostgres } from '../../test/test-db';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createJobRunner } from './jobs';
import Fastify from 'fastify';

/*
 * Two instances (two pools on one PostgreSQL database): while one runs a job, the other's run of
 * the same job is turned away by the advisory lock; the lock goes with the transaction, also
 * when the connection holding it dies.
 */

let own: Awaited<ReturnType<typeof createOwnPostgres>>;
let poolA: DatabaseHandle;
let poolB: DatabaseHandle;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  own = await createOwnPostgres();
  poolA = openPostgres(own.url, 2);
  poolB = openPostgres(own.url, 2);
});
afterAll(async () => {
  await poolA.close();
  await poolB.close();
  await own.drop();
});

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const runnerOn = (pool: DatabaseHandle) =>
  createJobRunner({ db: pool.db, log, now: () => new Date(), intervalMs: 60_000 });

describe('the job lock across instances', () => {
  it('lets one instance run a job at a time; the other skips it, and runs it once the lock is free', async () => {
    const [a, b] = [runnerOn(poolA), runnerOn(poolB)];
    const gate = deferred();
    const started = deferred();
    a.register({
      name: 'test-locked',
      run: async () => {
        started.resolve();
        await gate.promise;
        return undefined;
      },
    });
    let bRuns = 0;
    b.register({
      name: 'test-locked',
      run: async () => {
        bRuns += 1;
        return undefined;
      },
    });
    const first = a.runAll();
    await started.promise;
    expect(await b.runAll()).toEqual([{ name: 'test-locked', ran: false, error: null }]);
    expect(bRuns).toBe(0);
    gate.resolve();
    expect(await first).toEqual([{ name: 'test-locked', ran: true, error: null }]);
    expect(await b.runAll()).toEqual([{ name: 'test-locked', ran: true, error: null }]);
    expect(bRuns).toBe(1);
    await a.close();
    await b.close();
  });

  it('frees the lock when the instance holding it dies mid-run (its connection ends)', async () => {
    const [a, b] = [runnerOn(poolA), runnerOn(poolB)];
    const started = deferred();
    const stuck = deferred();
    a.register({
      name: 'test-dies',
      run: async () => {
        started.resolve();
        await stuck.promise;
        return undefined;
      },
    });
    b.register({ name: 'test-dies', run: async () => undefined });
    const dying = a.runAll();
    await started.promise;
    expect(await b.runAll()).toEqual([{ name: 'test-dies', ran: false, error: null }]);
    // The process is gone: PostgreSQL ends its sessions (as when the process is killed).
    await own.admin.exec(
      `select pg_terminate_backend(l.pid) from pg_locks l join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and l.granted and d.datname = '${own.name}'`,
    );
    let result = await b.runAll();
    for (let attempt = 0; attempt < 20 && !result[0]?.ran; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      result = await b.runAll();
    }
    expect(result).toEqual([{ name: 'test-dies', ran: true, error: null }]);
    // Let the stuck run go on (its connection is gone), so the pools can close.
    stuck.resolve();
    await dying;
    await a.close();
    await b.close();
  });
});
