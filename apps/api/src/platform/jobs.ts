import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database } from '../db/client';
import { jobRuns } from '../db/schema/console';
import { inAppTx, type Tx } from './db-scope';

/** What a job does once its transaction has committed (mail, messages): never inside it. */
export type AfterCommit = () => Promise<void>;

/**
 * A background job: `run` does its database work inside the runner's transaction (which holds the
 * job's advisory lock) and returns what is left to do after the commit.
 */
export interface Job {
  name: string;
  run(tx: Tx, now: Date): Promise<AfterCommit | undefined>;
}

export interface JobRun {
  name: string;
  /** False when another instance held the job's lock: it ran there, not here. */
  ran: boolean;
  error: string | null;
}

/** The first key of every job's advisory lock (the second is the hash of its name). */
const JOB_LOCK_CLASS = 15_001;

/** The first run after start-up waits at most this long (the app is up, a restart sends nothing late). */
const FIRST_RUN_DELAY_MS = 10_000;

/**
 * Takes the job's advisory lock for this transaction, or answers false when another session holds
 * it. A transaction-level lock is released by COMMIT or ROLLBACK, and by PostgreSQL when the
 * connection dies: a process killed mid-run leaves no lock behind, and nothing it wrote.
 */
async function tryJobLock(tx: Tx, name: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${name})) as locked`,
  );
  return rowsOf(result)[0]?.locked === true;
}

async function recordRun(
  db: Database | Tx,
  name: string,
  values: Partial<Omit<typeof jobRuns.$inferInsert, 'name'>>,
): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, ...values })
    .onConflictDoUpdate({ target: jobRuns.name, set: values });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The one in-process runner of background jobs (issue 15): every job every `intervalMs`, one run
 * at a time in this process and, through a PostgreSQL advisory lock, in all instances on the
 * database. `job_runs` keeps each job's last start, finish and error. A failure is logged, never
 * thrown at the timer. `close()` stops the timer and waits for a run in progress.
 */
export function createJobRunner(deps: {
  db: Database;
  log: FastifyBaseLogger;
  now: () => Date;
  intervalMs: number;
}) {
  const jobs: Job[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();

  async function runJob(job: Job): Promise<JobRun> {
    let after: AfterCommit | undefined;
    try {
      const locked = await inAppTx(deps.db, async (tx) => {
        if (!(await tryJobLock(tx, job.name))) return false;
        const startedAt = deps.now();
        await recordRun(tx, job.name, { lastStartedAt: startedAt });
        after = await job.run(tx, startedAt);
        await recordRun(tx, job.name, { lastFinishedAt: deps.now(), lastError: null });
        return true;
      });
      if (!locked) return { name: job.name, ran: false, error: null };
      if (after) await after();
      return { name: job.name, ran: true, error: null };
    } catch (error) {
      deps.log.error({ err: error, job: job.name }, `job ${job.name} failed`);
      const message = messageOf(error);
      await inAppTx(deps.db, (tx) =>
        recordRun(tx, job.name, { lastStartedAt: deps.now(), lastError: message.slice(0, 2000) }),
      ).catch((recordError: unknown) =>
        deps.log.error({ err: recordError, job: job.name }, `job ${job.name}: its failure was not recorded`),
      );
      return { name: job.name, ran: true, error: message };
    }
  }

  async function runEveryJob(): Promise<JobRun[]> {
    const runs: JobRun[] = [];
    for (const job of jobs) runs.push(await runJob(job));
    return runs;
  }

  /** Every job now, after any run in progress (never two runs at once in this process). */
  function runAll(): Promise<JobRun[]> {
    const run = queue.then(runEveryJob);
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule(delayMs: number): void {
    if (closed) return;
    timer = setTimeout(() => {
      timer = null;
      void runAll().finally(() => schedule(deps.intervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    register(job: Job): void {
      if (jobs.some((known) => known.name === job.name)) throw new Error(`job ${job.name} registered twice`);
      jobs.push(job);
    },
    runAll,
    /** Runs the jobs on the timer: soon after start-up, then every intervalMs. */
    start(): void {
      if (closed || timer) return;
      schedule(Math.min(deps.intervalMs, FIRST_RUN_DELAY_MS));
    },
    /** Stops the timer and waits for a run in progress to end. */
    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await queue;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
