import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';
import type { OrderRow } from './orders.repo';

/** SQL of the staff side of orders (issue 5): the list, the row lock and flag updates. */

/** Past this many rows the staff list shows the newest only (a year of never-closed orders, say). */
export const STAFF_LIST_LIMIT = 1000;

/**
 * PENDING orders of any age, plus the finished ones (PAID, CANCELLED) created from the start of
 * `since` — a calendar day in `timeZone` — newest first. `pendingOnly` is the kitchen's view.
 */
export function staffOrders(
  tx: Tx,
  tenantId: string,
  window: { since: string; timeZone: string; pendingOnly: boolean },
): Promise<OrderRow[]> {
  const pending = eq(orders.status, 'PENDING');
  const sinceInstant = sql`(${window.since}::date)::timestamp at time zone ${window.timeZone}`;
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        window.pendingOnly ? pending : or(pending, gte(orders.createdAt, sinceInstant)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_LIST_LIMIT);
}

/** The order, locked until the transaction ends: staff changes of one order never interleave. */
export async function lockOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .for('update');
  return row;
}

export type OrderChanges = Partial<Pick<OrderRow, 'status' | 'confirmed' | 'ready' | 'paymentStatus'>>;

export async function updateOrder(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: OrderChanges,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .returning();
  if (!row) throw new Error(`order ${id} vanished while locked`);
  return row;
}
