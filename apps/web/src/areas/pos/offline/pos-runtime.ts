import { createActionQueue, type ActionQueue, type ReplayLocks } from './action-queue';
import { createPosWrites, type PosWrites } from './create-pos-writes';
import { createFetchTransport, GATEWAY_REQUEST_TIMEOUT_MS } from './fetch-transport';
import { openPosDb, type PosDb } from './pos-db';
import { storedPosPlan } from './session-plan';

/* The one queue of this browser tab, bound to IndexedDB, fetch and the Web Locks API. Made on first use. */

export interface PosRuntime {
  db: PosDb;
  queue: ActionQueue;
  writes: PosWrites;
}

function browserLocks(): ReplayLocks | null {
  if (typeof navigator === 'undefined' || !navigator.locks) return null;
  const { locks } = navigator;
  return {
    // The lock is held until the callback's promise settles; the outer promise resolves to its value.
    request: async <T>(name: string, callback: () => Promise<T>): Promise<T> =>
      await locks.request(name, callback),
  };
}

let runtime: PosRuntime | null = null;

export function posRuntime(): PosRuntime {
  if (runtime) return runtime;
  const db = openPosDb();
  const transport = createFetchTransport();
  const queue = createActionQueue({ db, transport, locks: browserLocks() });
  const writes = createPosWrites({
    db,
    queue,
    transport,
    liveTransport: createFetchTransport(GATEWAY_REQUEST_TIMEOUT_MS),
    isOnline: () => navigator.onLine,
    planOf: storedPosPlan,
    replayAfterEnqueue: true,
  });
  runtime = { db, queue, writes };
  return runtime;
}

/** Replays in the background; a failure (IndexedDB unavailable) leaves the queue for the next trigger. */
export function replayInBackground(): void {
  void posRuntime()
    .queue.replayRounds()
    .catch(() => undefined);
}
