import { currentShiftResponse } from '@meja/shared/contracts/pos';
import { forgetOpenShift, readCachedShift, writeCachedShift } from './master-data';
import { offlineMessages } from './offline-messages';
import type { QueueItem } from './pos-db';
import { POS_PATHS, posReadRequest } from './pos-requests';
import type { PosShiftView } from './pos-views';
import { refusal } from './write-errors';
import { isSuccess, type WritePath } from './write-path';

/** The cashier's open shift as this device knows it, and whether the server said so just now. */
export interface CurrentShiftLoad {
  shift: PosShiftView | null;
  /** False when it comes from this device (offline, or a shift write still waiting in the queue). */
  fromServer: boolean;
}

/**
 * The last shift write of the tenant still waiting in the queue (not refused): an open shift queued
 * offline counts as open, a close queued offline as closed — the server does not know them yet.
 */
export function queuedShift(queue: readonly QueueItem[]): { shift: PosShiftView | null } | null {
  let last: { shift: PosShiftView | null } | null = null;
  for (const item of [...queue].sort((a, b) => a.createdAt - b.createdAt)) {
    if (item.status === 'failed') continue;
    if (item.meta.kind === 'shiftOpen') last = { shift: item.meta.local };
    if (item.meta.kind === 'shiftClose') last = { shift: null };
  }
  return last;
}

/** The current shift: the server's (network first), else this device's cached one (issue 12). */
export function shiftReads(path: WritePath) {
  async function loadCurrentShift(tenantSlug: string): Promise<CurrentShiftLoad> {
    const queue = await path.queue.items(tenantSlug);
    const waiting = queuedShift(queue);
    if (path.isOnline()) {
      const request = posReadRequest(path.caller(tenantSlug), POS_PATHS.currentShift);
      const response = await path.transport(request).catch(() => null);
      const fresh =
        response && isSuccess(response.status) ? currentShiftResponse.safeParse(response.body) : null;
      if (fresh?.success) {
        if (waiting) return { shift: waiting.shift, fromServer: false };
        // Nothing of this device is waiting: the server's shift is the whole truth, kept for offline
        // (a shift closed on another device is forgotten here too).
        if (fresh.data.shift) await writeCachedShift(path.db, tenantSlug, fresh.data.shift, path.now());
        else await forgetOpenShift(path.db, tenantSlug);
        return { shift: fresh.data.shift, fromServer: true };
      }
      if (response && response.status >= 400 && response.status < 500) {
        throw refusal(response, offlineMessages.get().shiftFailed);
      }
    }
    if (waiting) return { shift: waiting.shift, fromServer: false };
    const cached = await readCachedShift(path.db, tenantSlug);
    return { shift: cached && cached.closedAt === null ? cached : null, fromServer: false };
  }

  return { loadCurrentShift };
}
