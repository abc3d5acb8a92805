import { POS_REPLAY_HEADER } from '@meja/shared/contracts/pos';
import type { PosDb, QueuedRequest, QueueItem, QueueMeta } from './pos-db';
import { nextState, type SendOutcome, type Transition } from './queue-state';

/*
 * The POS action queue and its replay (SPEC §4, §7; docs/pos.md "Replay"), free of React and of the
 * browser: the network is a `transport`, time is `now` and `sleep`, and tabs coordinate through
 * `locks` (the Web Locks API in the browser).
 */

export interface TransportResponse {
  status: number;
  body: unknown;
}

/** A queued write, or a read (GET, no body). */
export interface TransportRequest extends Omit<QueuedRequest, 'method' | 'body'> {
  method: QueuedRequest['method'] | 'GET';
  body?: unknown;
}

/** Sends one request. Rejects when no answer arrives (offline, network error, timeout). */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** The part of `navigator.locks` the replay uses: one holder at a time per name, across tabs. */
export interface ReplayLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export const REPLAY_LOCK_NAME = 'meja-pos-replay';
/** SPEC §9: pause between replay rounds. */
export const REPLAY_PAUSE_MS = 2000;
const MAX_ROUNDS = 10;
/** Longer than a request's timeout: a claim this old belongs to a tab that is gone. */
const STALE_CLAIM_MS = 60_000;

export interface ActionQueueOptions {
  db: PosDb;
  transport: Transport;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Null where the Web Locks API is missing; claims in IndexedDB still keep sends one at a time. */
  locks?: ReplayLocks | null;
  roundPauseMs?: number;
  maxRounds?: number;
  staleClaimMs?: number;
}

export interface NewQueueItem {
  /** The request's Idempotency-Key, also the item's id. */
  id: string;
  request: QueuedRequest;
  meta: QueueMeta;
}

/** How a round ended: nothing left, no network, the server asked to wait, or another tab is sending. */
export type RoundEnd = 'drained' | 'offline' | 'later' | 'busy';

export interface RoundResult {
  end: RoundEnd;
  sent: number;
}

export interface QueueCounts {
  pending: number;
  processing: number;
  failed: number;
  /** Everything not yet on the server. */
  total: number;
}

export interface ActionQueue {
  enqueue(item: NewQueueItem): Promise<QueueItem>;
  /** One round under the replay lock: pending items oldest first, one at a time. */
  replayOnce(): Promise<RoundResult>;
  /** Rounds 2 s apart until the queue is drained, the network fails, or the round limit is reached. */
  replayRounds(): Promise<RoundResult>;
  /** Start-up: items a closed tab left in `processing` go back to pending, then the queue replays. */
  start(): Promise<RoundResult>;
  /** Puts every `processing` item back to pending. */
  recover(): Promise<number>;
  retry(id: string): Promise<boolean>;
  discard(id: string): Promise<boolean>;
  items(tenantSlug?: string): Promise<QueueItem[]>;
  counts(tenantSlug?: string): Promise<QueueCounts>;
  /** Whether the tenant has writes that must reach the server before a new one may go directly. */
  hasWaiting(tenantSlug: string): Promise<boolean>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createActionQueue(options: ActionQueueOptions): ActionQueue {
  const { db, transport } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const locks = options.locks ?? null;
  const roundPauseMs = options.roundPauseMs ?? REPLAY_PAUSE_MS;
  const maxRounds = options.maxRounds ?? MAX_ROUNDS;
  const staleClaimMs = options.staleClaimMs ?? STALE_CLAIM_MS;
  const table = db.actionQueue;

  const withLock = <T>(work: () => Promise<T>): Promise<T> =>
    locks ? locks.request(REPLAY_LOCK_NAME, work) : work();

  async function enqueue(entry: NewQueueItem): Promise<QueueItem> {
    return db.dexie.transaction('rw', table, async () => {
      // Strictly after the newest item, so replay order is write order even if the clock steps back.
      const newest = await table.orderBy('createdAt').last();
      const item: QueueItem = {
        ...entry.request,
        id: entry.id,
        status: 'pending',
        attempts: 0,
        lastError: null,
        createdAt: Math.max(now(), (newest?.createdAt ?? 0) + 1),
        claimedAt: null,
        meta: entry.meta,
      };
      await table.add(item);
      return item;
    });
  }

  async function recover(): Promise<number> {
    return table.where('status').equals('processing').modify({ status: 'pending', claimedAt: null });
  }

  /**
   * Takes the oldest item waiting, unless another replayer is sending one: sends stay one at a time,
   * so a payment never overtakes its order. A claim older than `staleClaimMs` was left by a closed
   * tab (possible only without Web Locks): its item is taken back like a pending one.
   */
  async function claimNext(): Promise<QueueItem | 'busy' | null> {
    return db.dexie.transaction('rw', table, async () => {
      const claimedBefore = now() - staleClaimMs;
      const processing = await table.where('status').equals('processing').toArray();
      if (processing.some((item) => (item.claimedAt ?? 0) > claimedBefore)) return 'busy';
      const next = await table
        .orderBy('createdAt')
        .filter((item) => item.status === 'pending' || item.status === 'processing')
        .first();
      if (!next) return null;
      const claimed: QueueItem = { ...next, status: 'processing', claimedAt: now() };
      await table.put(claimed);
      return claimed;
    });
  }

  async function send(item: QueueItem): Promise<SendOutcome> {
    try {
      const response = await transport({
        url: item.url,
        method: item.method,
        // A replay, never the live attempt: the write already happened at the counter (docs/pos.md).
        headers: { ...item.headers, [POS_REPLAY_HEADER]: '1' },
        body: item.body,
      });
      return { kind: 'response', status: response.status, body: response.body };
    } catch {
      return { kind: 'noResponse' };
    }
  }

  async function settle(item: QueueItem, transition: Transition): Promise<void> {
    if (transition.next === null) {
      await table.delete(item.id);
      return;
    }
    // `update` never recreates an item that another tab has finished and deleted meanwhile.
    await table.update(item.id, { ...transition.next, claimedAt: null });
  }

  async function round(): Promise<RoundResult> {
    let sent = 0;
    for (;;) {
      const item = await claimNext();
      if (item === 'busy') return { end: 'busy', sent };
      if (item === null) return { end: 'drained', sent };
      const transition = nextState(item, await send(item));
      sent += 1;
      await settle(item, transition);
      if (transition.stopRound) return { end: transition.verdict === 'offline' ? 'offline' : 'later', sent };
    }
  }

  /** Under the lock no one else is sending, so anything still `processing` was left by a closed tab. */
  async function lockedRound(): Promise<RoundResult> {
    if (locks) await recover();
    return round();
  }

  async function rounds(): Promise<RoundResult> {
    let sent = 0;
    for (let count = 1; ; count += 1) {
      const result = await withLock(lockedRound);
      sent += result.sent;
      const again = result.end === 'later' || result.end === 'busy';
      if (!again || count >= maxRounds) return { end: result.end, sent };
      await sleep(roundPauseMs);
    }
  }

  // One replay at a time in this tab; a request that arrives meanwhile runs once the current one ends.
  let running: Promise<RoundResult> | null = null;
  let requested = false;
  function replayRounds(): Promise<RoundResult> {
    if (running) {
      requested = true;
      return running;
    }
    const current = (async () => {
      let result = await rounds();
      while (requested && result.end !== 'offline') {
        requested = false;
        result = await rounds();
      }
      requested = false;
      return result;
    })().finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  async function start(): Promise<RoundResult> {
    if (!locks) await recover();
    return replayRounds();
  }

  async function retry(id: string): Promise<boolean> {
    const changed = await table
      .where('id')
      .equals(id)
      .and((item) => item.status === 'failed')
      .modify({ status: 'pending', claimedAt: null });
    return changed > 0;
  }

  async function discard(id: string): Promise<boolean> {
    const removed = await table
      .where('id')
      .equals(id)
      .and((item) => item.status === 'failed')
      .delete();
    return removed > 0;
  }

  async function items(tenantSlug?: string): Promise<QueueItem[]> {
    const all = await table.orderBy('createdAt').toArray();
    return tenantSlug === undefined ? all : all.filter((item) => item.meta.tenantSlug === tenantSlug);
  }

  async function counts(tenantSlug?: string): Promise<QueueCounts> {
    const list = await items(tenantSlug);
    const of = (status: QueueItem['status']) => list.filter((item) => item.status === status).length;
    return { pending: of('pending'), processing: of('processing'), failed: of('failed'), total: list.length };
  }

  async function hasWaiting(tenantSlug: string): Promise<boolean> {
    const { pending, processing } = await counts(tenantSlug);
    return pending + processing > 0;
  }

  return {
    enqueue,
    replayOnce: () => withLock(lockedRound),
    replayRounds,
    start,
    recover,
    retry,
    discard,
    items,
    counts,
    hasWaiting,
  };
}
