import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestContext } from '../../test/harness';
import { jobRuns } from '../db/schema/console';
import { inAppTx } from './db-scope';
import { createJobRunner, type Job } from './jobs';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

function runnerFor(intervalMs = 60_000) {
  return createJobRunner({ db: ctx.db, log: ctx.app.log, now: ctx.clock.now, intervalMs });
}

async function runRecord(name: string) {
  const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(jobRuns).where(eq(jobRuns.name, name)));
  return row;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the job runner', () => {
  it('runs each job in a transaction, then its after-commit work, and records start and finish', async () => {
    const steps: string[] = [];
    const runner = runnerFor();
    runner.register({
      name: 'test-ok',
      run: async (tx) => {
        await tx.select().from(jobRuns);
        steps.push('run');
        return async () => {
          steps.push('after commit');
        };
      },
    });
    expect(await runner.runAll()).toEqual([{ name: 'test-ok', ran: true, error: null }]);
    expect(steps).toEqual(['run', 'after commit']);
    const record = await runRecord('test-ok');
    expect(record?.lastError).toBeNull();
    expect(record?.lastStartedAt).toBeInstanceOf(Date);
    expect(record?.lastFinishedAt?.getTime()).toBeGreaterThanOrEqual(
      record?.lastStartedAt?.getTime() ?? Infinity,
    );
    await runner.close();
  });

  it('logs and records a failing job without throwing, and runs the next job', async () => {
    const runner = runnerFor();
    const logged = vi.spyOn(ctx.app.log, 'error');
    runner.register({
      name: 'test-fails',
      run: () => Promise.reject(new Error('database said no')),
    });
    const next: Job = { name: 'test-after-failure', run: async () => undefined };
    runner.register(next);
    expect(await runner.runAll()).toEqual([
      { name: 'test-fails', ran: true, error: 'database said no' },
      { name: 'test-after-failure', ran: true, error: null },
    ]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect((await runRecord('test-fails'))?.lastError).toBe('database said no');
    await runner.close();
  });

  it('never runs twice at once in one process: a second runAll waits for the first', async () => {
    const runner = runnerFor();
    const gate = deferred();
    let running = 0;
    let most = 0;
    runner.register({
      name: 'test-serial',
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        return undefined;
      },
    });
    const both = Promise.all([runner.runAll(), runner.runAll()]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.resolve();
    await both;
    expect(most).toBe(1);
    await runner.close();
  });

  it('runs on its timer once started, and close() stops it after waiting for the run in progress', async () => {
    const runner = runnerFor(20);
    const gate = deferred();
    const started = deferred();
    let runs = 0;
    let finished = false;
    runner.register({
      name: 'test-timer',
      run: async () => {
        runs += 1;
        started.resolve();
        await gate.promise;
        finished = true;
        return undefined;
      },
    });
    runner.start();
    await started.promise;
    const closing = runner.close();
    setTimeout(() => gate.resolve(), 30);
    await closing;
    expect(finished).toBe(true);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(after);
  });

  it('refuses the same job name twice', () => {
    const runner = runnerFor();
    runner.register({ name: 'test-twice', run: async () => undefined });
    expect(() => runner.register({ name: 'test-twice', run: async () => undefined })).toThrow(/twice/);
  });
});
