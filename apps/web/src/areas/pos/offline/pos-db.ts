import { Dexie, type DexieOptions, type Table } from 'dexie';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PosCashierView, PosOrderView, PosPaymentView, PosShiftView } from './pos-views';

/* SPEC §3 local offline storage of the POS: a master data cache and the action queue. */

export const POS_DB_NAME = 'meja-pos';

export interface MasterDataRecord {
  name: string;
  /** Checked with its contract when read: an older app version may have written it. */
  data: unknown;
  updatedAt: number;
}

export type QueueStatus = 'pending' | 'processing' | 'failed';
export type QueueMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One HTTP write, exactly as it is sent and resent (same body, same Idempotency-Key). */
export interface QueuedRequest {
  url: string;
  method: QueueMethod;
  headers: Record<string, string>;
  body: unknown;
}

/** Which write an item is and the placeholder the screen got for it (last-10 table, menu, failed list). */
export type QueueMeta =
  | { kind: 'order'; tenantSlug: string; local: PosOrderView }
  | { kind: 'payIntent'; tenantSlug: string; local: { payment: PosPaymentView; order: PosOrderView } }
  | { kind: 'payConfirm'; tenantSlug: string; local: { payment: PosPaymentView } }
  | { kind: 'menuItem'; tenantSlug: string; local: PublicMenuItem }
  | { kind: 'cashier'; tenantSlug: string; local: PosCashierView }
  | { kind: 'shiftOpen'; tenantSlug: string; local: PosShiftView }
  | { kind: 'shiftClose'; tenantSlug: string; local: PosShiftView };

export type QueueKind = QueueMeta['kind'];

export interface QueueItem extends QueuedRequest {
  /** The request's Idempotency-Key. */
  id: string;
  status: QueueStatus;
  attempts: number;
  lastError: string | null;
  /** The stable code of that error, to show it in the visible locale (absent on items queued before issue 13). */
  lastErrorCode?: string;
  createdAt: number;
  /** When a replayer took it; lets a replayer without Web Locks take back an item a closed tab left. */
  claimedAt: number | null;
  meta: QueueMeta;
}

export interface PosDb {
  dexie: Dexie;
  masterData: Table<MasterDataRecord, string>;
  actionQueue: Table<QueueItem, string>;
}

/** IndexedDB itself, injectable so Node tests run on fake-indexeddb. */
export type IndexedDbSource = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>;

export function openPosDb(name: string = POS_DB_NAME, source: IndexedDbSource = {}): PosDb {
  // A queued sale is money taken: each write is flushed to disk before it counts, so a tablet that
  // loses power right after a sale still has it (Chrome's default durability is "relaxed").
  const dexie = new Dexie(name, { ...source, chromeTransactionDurability: 'strict' });
  dexie.version(1).stores({
    masterData: 'name',
    actionQueue: 'id, createdAt, status',
  });
  return {
    dexie,
    masterData: dexie.table<MasterDataRecord, string>('masterData'),
    actionQueue: dexie.table<QueueItem, string>('actionQueue'),
  };
}
