import { liveQuery } from 'dexie';
import { useCallback, useEffect, useState } from 'react';
import type { QueueItem } from './pos-db';
import { posRuntime, replayInBackground } from './pos-runtime';

export interface ActionQueueView {
  /** Writes of this tenant not yet on the server (waiting, being sent or refused). */
  unsynced: number;
  /** Writes the server refused, with their error: the cashier retries or discards them. */
  failed: QueueItem[];
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
}

interface Snapshot {
  unsynced: number;
  failed: QueueItem[];
}

const EMPTY: Snapshot = { unsynced: 0, failed: [] };

/** The header's unsynced count and the failed list, live from IndexedDB (every tab's writes). */
export function useActionQueue(tenantSlug: string): ActionQueueView {
  const [snapshot, setSnapshot] = useState<Snapshot>(EMPTY);

  useEffect(() => {
    const { queue } = posRuntime();
    const subscription = liveQuery(() => queue.items(tenantSlug)).subscribe({
      next: (items) =>
        setSnapshot({ unsynced: items.length, failed: items.filter((item) => item.status === 'failed') }),
      // IndexedDB unavailable (private mode): nothing can be queued either.
      error: () => setSnapshot(EMPTY),
    });
    return () => subscription.unsubscribe();
  }, [tenantSlug]);

  const retry = useCallback(async (id: string) => {
    if (await posRuntime().queue.retry(id)) replayInBackground();
  }, []);
  const discard = useCallback(async (id: string) => {
    await posRuntime().queue.discard(id);
  }, []);

  return { ...snapshot, retry, discard };
}
