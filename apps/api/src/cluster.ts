import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Env } from './env';

/** How many processes WORKERS asks for on this machine (`auto`: one per core). */
export function workerCount(env: Pick<Env, 'WORKERS'>, cores = availableParallelism()): number {
  return env.WORKERS === 'auto' ? Math.max(1, cores) : Number(env.WORKERS);
}

/** A worker that dies this soon after starting is started again only after a pause. */
const QUICK_DEATH_MS = 5000;
const RESTART_PAUSE_MS = 1000;

/**
 * The primary process of `WORKERS` > 1 (node:cluster): it prepares the database once (`prepare`:
 * migrations, demo data), then runs `count` workers that share the port; the kernel spreads the
 * connections. A worker that dies is started again; SIGINT or SIGTERM stops every worker and then
 * the primary. `onListening` runs once all of them listen.
 */
export async function runPrimary(options: {
  count: number;
  workerEnv: Record<string, string>;
  prepare: () => Promise<void>;
  onListening: () => void;
}): Promise<void> {
  await options.prepare();
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(options.workerEnv), Date.now());

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === options.count) options.onListening();
  });
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.warn(
      `worker ${worker.process.pid ?? '?'} stopped (${signal ?? `exit ${String(code)}`}); starting another`,
    );
    if (lived < QUICK_DEATH_MS) setTimeout(fork, RESTART_PAUSE_MS);
    else fork();
  });
  for (let index = 0; index < options.count; index += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

export const isClusterWorker = () => cluster.isWorker;
