import { and, desc, eq, gte, ne, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';
import type { OrderRow } from '../../db/schema/orders';

/** SQL of the staff side of orders (issue 5): the lists (the row lock and flag updates are in sales). */

/** Past this many rows the staff list shows the newest only (a year of never-closed orders, say). */
export const STAFF_LIST_LIMIT = 1000;

/** Open = neither cancelled nor closed (closed = PAID, confirmed and ready: SPEC §4). */
const open = and(
  ne(orders.status, 'CANCELLED'),
  or(ne(orders.status, 'PAID'), eq(orders.confirmed, false), eq(orders.ready, false)),
);

/**
 * The staff lists (issue 12), newest first. The orders table: open orders of any age, plus the
 * finished ones (closed, cancelled) created from the start of `since` — a calendar day in
 * `timeZone`. The kitchen (`kitchen`): confirmed, not cancelled orders that are not READY, paid or
 * not, those marked READY since `readySince` (its strip with Undo READY), and the PENDING ones not
 * confirmed yet (its banner counts them).
 */
export function staffOrders(
  tx: Tx,
  tenantId: string,
  window: { since: string; timeZone: string; kitchen: { readySince: Date } | null },
): Promise<OrderRow[]> {
  const sinceInstant = sql`(${window.since}::date)::timestamp at time zone ${window.timeZone}`;
  const view = window.kitchen
    ? or(
        and(eq(orders.status, 'PENDING'), eq(orders.confirmed, false)),
        and(
          eq(orders.confirmed, true),
          ne(orders.status, 'CANCELLED'),
          or(eq(orders.ready, false), gte(orders.readyAt, window.kitchen.readySince)),
        ),
      )
    : or(open, gte(orders.createdAt, sinceInstant));
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), view))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_LIST_LIMIT);
}
