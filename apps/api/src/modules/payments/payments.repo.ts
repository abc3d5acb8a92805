import { and, desc, eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { billSplits, payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/** How many payments the history shows, newest first. */
export const PAYMENT_HISTORY_LIMIT = 500;

/** The payment history with each payment's order in short, and its split bill's part count. */
export function listPayments(tx: Tx, tenantId: string, limit = PAYMENT_HISTORY_LIMIT) {
  return tx
    .select({
      payment: payments,
      order: { id: orders.id, tableNumber: orders.tableNumber, status: orders.status },
      parts: sql<number | null>`jsonb_array_length(${billSplits.parts})`,
    })
    .from(payments)
    .innerJoin(orders, and(eq(orders.tenantId, payments.tenantId), eq(orders.id, payments.orderId)))
    .leftJoin(
      billSplits,
      and(eq(billSplits.tenantId, payments.tenantId), eq(billSplits.id, payments.splitId)),
    )
    .where(eq(payments.tenantId, tenantId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}
