import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { orders, type OrderRow } from '../src/db/schema/orders';
import { inTenantTx, type Tx } from '../src/platform/db-scope';
import { hotBoolean, hotRows, hotStatement } from '../src/platform/hot-sql';
import type { TenantGraph } from './factories';

/* The POS sale's hot-statement tests (hot-sql-pos.test.ts, hot-sql-order.test.ts): times, rows, locks. */

export const T0 = new Date('2026-12-01T01:02:03.004Z');
export const T1 = new Date('2026-12-02T01:02:03.005Z');
export const T2 = new Date('2026-12-03T01:02:03.006Z');
export const T3 = new Date('2026-12-04T01:02:03.007Z');
export const NOW = new Date('2026-12-07T05:06:07.089Z');
export const BIG = 9_007_199_254_740_990;

// A row locked by this transaction carries its id in xmax (FOR UPDATE and FOR SHARE alike).
const lockedHereSql = (table: string) =>
  `select xmax::text::bigint = txid_current() % 4294967296 as locked from ${table} where id = $1`;
export const LOCKED_SHIFT = hotStatement('test_locked_shift', lockedHereSql('shifts'));
export const LOCKED_ORDER = hotStatement('test_locked_order', lockedHereSql('orders'));

export async function lockedHere(tx: Tx, statement: typeof LOCKED_SHIFT, id: string): Promise<boolean> {
  const [row] = await hotRows(tx, statement, [id]);
  return row ? hotBoolean(row, 'locked') : false;
}

export function storeOrder(
  db: Database,
  t: TenantGraph,
  values: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  return inTenantTx(db, t.tenant.id, async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        tenantId: t.tenant.id,
        tableNumber: 'A1',
        source: 'CUSTOMER',
        subtotal: 1_000,
        tax: 110,
        total: 1_110,
        taxPercent: 11,
        ...values,
      })
      .returning();
    if (!row) throw new Error('order expected');
    return row;
  });
}

/** Every optional column of an order set, none to its default. */
export const FULL_ORDER = {
  tableNumber: 'B7',
  note: 'tanpa es',
  status: 'PAID',
  confirmed: true,
  ready: true,
  priority: true,
  paymentStatus: 'PENDING',
  source: 'POS',
  subtotal: BIG - 2,
  tax: 3_300,
  total: BIG,
  taxPercent: 12,
  trackingTokenHash: 'hash-of-token',
  confirmedAt: T0,
  readyAt: T1,
  notifyPhone: '+6281234567890',
  readyNotifiedAt: T2,
  createdAt: T3,
  updatedAt: new Date('2026-12-05T00:00:00.001Z'),
} satisfies Partial<typeof orders.$inferInsert>;

export const readOrder = (tx: Tx, tenantId: string, id: string) =>
  tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .then(([row]) => row);
