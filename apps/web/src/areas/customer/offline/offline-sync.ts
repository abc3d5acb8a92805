import { useSyncExternalStore } from 'react';
import type { ApiError } from '../../../api/api-error';

/*
 * What the diner's offline queue (offline-queue.ts, loaded on demand) has learnt while this page is
 * open: which orders still wait, which were sent (with what tracks them), which the restaurant
 * refused. The menu's 'Pesanan disimpan offline…' notice reads it, so it goes once it stops being
 * true (issue 12). Small and free of IndexedDB code: it ships with the menu.
 */

export interface SentOrder {
  orderId: string;
  token: string;
  table: string;
}

export interface OfflineSyncSnapshot {
  /** The ids in the queue when it was last read; null until it has been. */
  queued: ReadonlySet<string> | null;
  sent: ReadonlyMap<string, SentOrder>;
  /** Orders the server refused for good, with its answer (worded in the visible locale by its code). */
  refused: ReadonlyMap<string, ApiError>;
}

let snapshot: OfflineSyncSnapshot = { queued: null, sent: new Map(), refused: new Map() };
const listeners = new Set<() => void>();

function publish(next: OfflineSyncSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** The queue holds exactly these ids now. */
function reportQueue(ids: Iterable<string>): void {
  publish({ ...snapshot, queued: new Set(ids) });
}

function reportSent(queuedId: string, order: SentOrder): void {
  publish({ ...snapshot, sent: new Map(snapshot.sent).set(queuedId, order) });
}

function reportRefused(queuedId: string, error: ApiError): void {
  publish({ ...snapshot, refused: new Map(snapshot.refused).set(queuedId, error) });
}

/** What the queue reports through (offline-queue.ts takes it as a parameter). */
export interface QueueReporter {
  queue(ids: Iterable<string>): void;
  sent(queuedId: string, order: SentOrder): void;
  refused(queuedId: string, error: ApiError): void;
}

export const offlineSyncReporter: QueueReporter = {
  queue: reportQueue,
  sent: reportSent,
  refused: reportRefused,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentOfflineSync(): OfflineSyncSnapshot {
  return snapshot;
}

export function useOfflineSync(): OfflineSyncSnapshot {
  return useSyncExternalStore(subscribe, currentOfflineSync);
}

export type OfflineOrderStatus =
  | { kind: 'unknown' }
  | { kind: 'waiting' }
  | { kind: 'sent'; order: SentOrder }
  | { kind: 'refused'; error: ApiError }
  /** No longer queued, and this page did not see where it went (sent before a reload, another tab). */
  | { kind: 'gone' };

/**
 * Where the order queued offline (`queuedId`) stands. Without an id (a notice from before ids were
 * kept) it waits while anything is queued.
 */
export function offlineOrderStatus(queuedId: string | null, sync: OfflineSyncSnapshot): OfflineOrderStatus {
  if (queuedId !== null) {
    const sent = sync.sent.get(queuedId);
    if (sent) return { kind: 'sent', order: sent };
    const refused = sync.refused.get(queuedId);
    if (refused !== undefined) return { kind: 'refused', error: refused };
  }
  if (sync.queued === null) return { kind: 'unknown' };
  const waiting = queuedId === null ? sync.queued.size > 0 : sync.queued.has(queuedId);
  return waiting ? { kind: 'waiting' } : { kind: 'gone' };
}
