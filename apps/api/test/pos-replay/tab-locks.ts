import type { ReplayLocks } from '../../../web/src/areas/pos/offline/action-queue';

/**
 * navigator.locks across the tabs of one origin: one holder per name, the others wait in turn. A
 * closed tab releases what it holds (as a browser does), even if its callback never finishes.
 */
export function originLocks() {
  const holders = new Map<string, symbol>();
  const waiting = new Map<string, (() => void)[]>();

  function release(name: string, owner: symbol): void {
    if (holders.get(name) !== owner) return;
    holders.delete(name);
    waiting.get(name)?.shift()?.();
  }

  async function acquire(name: string, owner: symbol): Promise<void> {
    while (holders.has(name)) {
      await new Promise<void>((resolve) => {
        const queue = waiting.get(name) ?? [];
        queue.push(resolve);
        waiting.set(name, queue);
      });
    }
    holders.set(name, owner);
  }

  /** The locks of one tab; `close` lets go of every lock it holds. */
  function forTab(): { locks: ReplayLocks; close(): void } {
    const held = new Set<{ name: string; owner: symbol }>();
    let closed = false;
    const locks: ReplayLocks = {
      async request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        const owner = Symbol(name);
        await acquire(name, owner);
        const entry = { name, owner };
        held.add(entry);
        if (closed) {
          release(name, owner);
          return new Promise<T>(() => undefined);
        }
        try {
          return await callback();
        } finally {
          held.delete(entry);
          release(name, owner);
        }
      },
    };
    return {
      locks,
      close() {
        closed = true;
        for (const entry of held) release(entry.name, entry.owner);
        held.clear();
      },
    };
  }

  return { forTab };
}
