import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ReplayLocks } from './action-queue';
import { openPosDb, POS_DB_NAME, type PosDb } from './pos-db';

/* For tests under Node (unit tests and the replay simulation); never imported by the app. */

/** An in-memory IndexedDB of its own; open it again with the same `factory` to see the same data. */
type FakeIndexedDb = InstanceType<typeof IDBFactory>;

export function openFakePosDb(factory: FakeIndexedDb = new IDBFactory()): {
  db: PosDb;
  factory: FakeIndexedDb;
} {
  return { db: openPosDb(POS_DB_NAME, { indexedDB: factory, IDBKeyRange }), factory };
}

/** navigator.locks for tabs of one origin: callbacks of a name run one after the other. */
export function memoryLocks(): ReplayLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
