import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { orderVoids, orders } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';

/** SQL of voids (issue 20): a paid order cancelled, with who, why and what was refunded. */

export async function insertOrderVoid(tx: Tx, values: typeof orderVoids.$inferInsert): Promise<void> {
  await tx.insert(orderVoids).values(values);
}

/** The voids of the tenant's calendar days [from, to) in `timeZone`, oldest first, with their order's table. */
export function voidsBetween(
  tx: Tx,
  tenantId: string,
  window: { from: string; to: string; timeZone: string },
) {
  const startAt = sql`(${window.from}::date)::timestamp at time zone ${window.timeZone}`;
  const endAt = sql`(${window.to}::date)::timestamp at time zone ${window.timeZone}`;
  return tx
    .select({
      orderId: orderVoids.orderId,
      table: orders.tableNumber,
      amount: orderVoids.amount,
      reason: orderVoids.reason,
      by: orderVoids.voidedByName,
      at: orderVoids.voidedAt,
    })
    .from(orderVoids)
    .innerJoin(orders, and(eq(orders.tenantId, orderVoids.tenantId), eq(orders.id, orderVoids.orderId)))
    .where(
      and(
        eq(orderVoids.tenantId, tenantId),
        gte(orderVoids.voidedAt, sql`${startAt}`),
        lt(orderVoids.voidedAt, sql`${endAt}`),
      ),
    )
    .orderBy(asc(orderVoids.voidedAt), asc(orderVoids.id));
}
