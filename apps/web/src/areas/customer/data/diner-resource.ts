import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { ApiError } from '../../../api/api-error';

/*
 * The diner app's server data: keyed caches shared by its pages, with stale time, polling and
 * retries. It stands in for TanStack Query on these pages only, to keep their first load small.
 */

export interface ResourceState<T> {
  data: T | undefined;
  error: unknown;
  /** No data yet (also while disabled, as in TanStack Query). */
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
}

export interface ResourceOptions {
  enabled?: boolean;
  /** Data younger than this is not fetched again when a page mounts. */
  staleMs?: number;
  /** Fetch again every this many ms while mounted (false: never). */
  pollMs?: number | false;
}

interface Entry<T> {
  state: ResourceState<T>;
  updatedAt: number;
  inFlight: Promise<void> | null;
  listeners: Set<() => void>;
}

const RETRIES = 2;
const RETRY_BASE_MS = 1000;

/** Client errors (4xx) are answers, not glitches: never retried. */
function retryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withRetries<T>(fetcher: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetcher();
    } catch (error) {
      if (attempt >= RETRIES || !retryable(error)) throw error;
      await wait(RETRY_BASE_MS * 2 ** attempt);
    }
  }
}

/** One kind of data (the tenant, the menu, an order…), cached per key. */
export class ResourceFamily<T> {
  private readonly entries = new Map<string, Entry<T>>();

  entry(key: string): Entry<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      const state: ResourceState<T> = {
        data: undefined,
        error: null,
        isPending: true,
        isError: false,
        isSuccess: false,
        isFetching: false,
      };
      entry = { state, updatedAt: 0, inFlight: null, listeners: new Set() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  peek(key: string): T | undefined {
    return this.entries.get(key)?.state.data;
  }

  /** Puts fresh data under `key` (a pushed update), as if it had just been fetched. */
  set(key: string, data: T): void {
    const entry = this.entry(key);
    entry.updatedAt = Date.now();
    update(entry, { data, error: null, isPending: false, isError: false, isSuccess: true });
  }

  /** Records a failure under `key` as if a fetch had just failed (the server already said so in the page). */
  fail(key: string, error: unknown): void {
    update(this.entry(key), { error, isError: true });
  }

  /** Fetches `key` unless a fetch of it is already running; a failure lands in the state. */
  fetch(key: string, fetcher: () => Promise<T>): Promise<void> {
    const entry = this.entry(key);
    if (entry.inFlight) return entry.inFlight;
    update(entry, { isFetching: true });
    entry.inFlight = withRetries(fetcher)
      .then(
        (data) => this.set(key, data),
        // Data already shown stays; the error is reported beside it.
        (error: unknown) => update(entry, { error, isError: true }),
      )
      .finally(() => {
        entry.inFlight = null;
        update(entry, { isFetching: false });
      });
    return entry.inFlight;
  }
}

function update<T>(entry: Entry<T>, patch: Partial<ResourceState<T>>): void {
  entry.state = { ...entry.state, ...patch };
  for (const listener of entry.listeners) listener();
}

export function useResource<T>(
  family: ResourceFamily<T>,
  key: string,
  fetcher: () => Promise<T>,
  { enabled = true, staleMs = 0, pollMs = false }: ResourceOptions = {},
): ResourceState<T> & { refetch: () => Promise<void> } {
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = family.entry(key);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [family, key],
  );
  const state = useSyncExternalStore(subscribe, () => family.entry(key).state);
  const refetch = () => family.fetch(key, fetcher);

  // The fetcher is a new closure every render; the key names what it fetches.
  const load = useEffectEvent(refetch);
  useEffect(() => {
    if (!enabled) return;
    const entry = family.entry(key);
    if (entry.state.data === undefined || Date.now() - entry.updatedAt >= staleMs) void load();
    if (pollMs === false) return;
    const timer = window.setInterval(() => void load(), pollMs);
    return () => window.clearInterval(timer);
  }, [family, key, enabled, staleMs, pollMs]);

  return { ...state, refetch };
}
