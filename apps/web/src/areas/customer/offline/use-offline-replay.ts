import { useEffect } from 'react';
import { OFFLINE_DB_NAME } from './offline-db-name';
import { offlineSyncReporter } from './offline-sync';

/** Loads the IndexedDB library only when the offline database exists (or the browser cannot say). */
async function mayHaveQueue(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}

function replay(): void {
  void mayHaveQueue()
    .then(async (maybe) => {
      if (!maybe) {
        offlineSyncReporter.queue([]); // no offline database: nothing was ever queued here
        return;
      }
      const queue = await import('./offline-queue');
      await queue.replayQueue(offlineSyncReporter);
    })
    .catch(() => undefined);
}

/** SPEC §4/§7: queued orders are sent at start-up and whenever the browser comes back online. */
export function useOfflineReplay(): void {
  useEffect(() => {
    replay();
    window.addEventListener('online', replay);
    return () => window.removeEventListener('online', replay);
  }, []);
}
