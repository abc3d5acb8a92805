import { posMenu, shift, type PosMenu, type Shift } from '@meja/shared/contracts/pos';
import type { Contract } from './contract';
import type { PosDb } from './pos-db';
import type { PosShiftView } from './pos-views';

/* The master data cache of SPEC §3: what the POS needs to open and sell with no network. */

export const menuCacheKey = (tenantSlug: string) => `menu:${tenantSlug}`;
/** This device's current shift with the payments it took, for a close made offline. */
export const shiftCacheKey = (tenantSlug: string) => `shift:${tenantSlug}`;

export interface Cached<T> {
  data: T;
  updatedAt: number;
}

async function read<T>(db: PosDb, name: string, schema: Contract<T>): Promise<Cached<T> | null> {
  const record = await db.masterData.get(name);
  if (!record) return null;
  const parsed = schema.safeParse(record.data);
  return parsed.success ? { data: parsed.data, updatedAt: record.updatedAt } : null;
}

async function write(db: PosDb, name: string, data: unknown, updatedAt: number): Promise<void> {
  await db.masterData.put({ name, data, updatedAt });
}

export const readCachedMenu = (db: PosDb, tenantSlug: string): Promise<Cached<PosMenu> | null> =>
  read(db, menuCacheKey(tenantSlug), posMenu);

export const writeCachedMenu = (db: PosDb, tenantSlug: string, menu: PosMenu, at: number) =>
  write(db, menuCacheKey(tenantSlug), menu, at);

export async function readCachedShift(db: PosDb, tenantSlug: string): Promise<Shift | null> {
  return (await read(db, shiftCacheKey(tenantSlug), shift))?.data ?? null;
}

/** Kept in the server's shape: a shift opened offline is stored as OPEN, a close as CLOSED. */
export async function writeCachedShift(db: PosDb, tenantSlug: string, view: PosShiftView, at: number) {
  const status = view.status === 'PENDING_SYNC' ? (view.closedAt === null ? 'OPEN' : 'CLOSED') : view.status;
  const { offline: _offline, ...fields } = view;
  await write(db, shiftCacheKey(tenantSlug), { ...fields, status }, at);
}

/** Changes the cached shift, if there is one still open. */
export async function updateCachedShift(
  db: PosDb,
  tenantSlug: string,
  change: (current: Shift) => Shift,
  at: number,
): Promise<void> {
  await db.dexie.transaction('rw', db.masterData, async () => {
    const current = await readCachedShift(db, tenantSlug);
    if (current && current.closedAt === null) await writeCachedShift(db, tenantSlug, change(current), at);
  });
}

/** The server has no open shift for this cashier: a cached open one is stale (closed elsewhere). */
export async function forgetOpenShift(db: PosDb, tenantSlug: string): Promise<void> {
  await db.dexie.transaction('rw', db.masterData, async () => {
    const current = await readCachedShift(db, tenantSlug);
    if (current && current.closedAt === null) await db.masterData.delete(shiftCacheKey(tenantSlug));
  });
}
