import type { IDBFactory } from 'fake-indexeddb';
import { POS_REPLAY_HEADER } from '@meja/shared/contracts/pos';
import {
  createActionQueue,
  type ActionQueue,
  type Transport,
} from '../../../web/src/areas/pos/offline/action-queue';
import { createPosWrites, type PosWrites } from '../../../web/src/areas/pos/offline/create-pos-writes';
import { openFakePosDb } from '../../../web/src/areas/pos/offline/offline-test-support';
import type { FaultNetwork, TabLink } from './fault-network';
import type { originLocks } from './tab-locks';
import type { VirtualClock } from './virtual-clock';

/**
 * One browser tab of the POS: the real queue and the real writes on the origin's IndexedDB, talking
 * through the fault network. Closing it drops its locks and silences it, like closing the tab.
 */
export interface PosTab {
  queue: ActionQueue;
  writes: PosWrites;
  link: TabLink;
  /** Resolves when the tab is closed (by the simulation or by a fault). */
  closed: Promise<void>;
}

export interface Origin {
  indexedDB: InstanceType<typeof IDBFactory>;
  /** Null in a browser without the Web Locks API. */
  locks: ReturnType<typeof originLocks> | null;
  network: FaultNetwork;
  clock: VirtualClock;
  replayHeader: ReplayHeaderLog;
}

/** What the replay header showed: the queue's sends carry it, the live attempts and reads never do. */
export interface ReplayHeaderLog {
  replayedSends: number;
  liveSends: number;
  wrong: string[];
}

export function replayHeaderLog(): ReplayHeaderLog {
  return { replayedSends: 0, liveSends: 0, wrong: [] };
}

/** The transport as seen by the queue (`replayed`) or by the live write path, checking the header. */
function watched(transport: Transport, log: ReplayHeaderLog, replayed: boolean): Transport {
  return (request) => {
    const header = request.headers[POS_REPLAY_HEADER];
    if (replayed) log.replayedSends += 1;
    else log.liveSends += 1;
    if (replayed && header !== '1') log.wrong.push(`replay of ${request.url} without ${POS_REPLAY_HEADER}`);
    if (!replayed && header !== undefined) log.wrong.push(`live ${request.url} with ${POS_REPLAY_HEADER}`);
    return transport(request);
  };
}

export function openTab(origin: Origin): PosTab {
  const { db } = openFakePosDb(origin.indexedDB);
  const tabLocks = origin.locks?.forTab() ?? null;
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const link: TabLink = {
    closed: false,
    closeOnNextSend: false,
    close() {
      if (link.closed) return;
      link.closed = true;
      tabLocks?.close();
      db.dexie.close();
      markClosed();
    },
  };
  const transport = origin.network.transportFor(link);
  const { now, sleep } = origin.clock;
  const queue = createActionQueue({
    db,
    transport: watched(transport, origin.replayHeader, true),
    now,
    sleep,
    locks: tabLocks?.locks ?? null,
  });
  const writes = createPosWrites({
    db,
    queue,
    transport: watched(transport, origin.replayHeader, false),
    isOnline: origin.network.isOnline,
    planOf: () => 'PRO',
    now,
    replayAfterEnqueue: true,
  });
  return { queue, writes, link, closed };
}
