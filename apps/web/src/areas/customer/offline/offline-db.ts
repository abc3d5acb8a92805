import { Dexie } from 'dexie';
import type { CustomerOrderCreate } from '@meja/shared/contracts/orders';
import { OFFLINE_DB_NAME } from './offline-db-name';

/* SPEC §3 local offline database of the customer side. Loaded on demand (never in the menu's first bundle). */

export interface PostOrderPayload {
  tenantSlug: string;
  body: CustomerOrderCreate & { _id: string };
  idempotencyKey: string;
}

/** Queue entry of SPEC §3: id, createdAt, attempt (from 0), type, endpoint, method, payload. */
export interface OfflineQueueEntry {
  id: string;
  createdAt: number;
  attempt: number;
  type: 'POST_ORDER';
  endpoint: string;
  method: 'POST';
  payload: PostOrderPayload;
}

const db = new Dexie(OFFLINE_DB_NAME);
db.version(1).stores({
  menus: 'id, tenantId, updatedAt',
  categories: 'id, tenantId, updatedAt',
  cart: 'id, tenantId, updatedAt',
  orders: 'id, tenantId, updatedAt',
  offlineQueue: 'id, createdAt',
});

export const offlineQueue = db.table<OfflineQueueEntry, string>('offlineQueue');
