import { and, desc, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/** How many payments the history shows, newest first. */
export const PAYMENT_HISTORY_LIMIT = 500;

/** The payment history with each payment's order in short. */
export function listPayments(tx: Tx, tenantId: string, limit = PAYMENT_HISTORY_LIMIT) {
  return tx
    .select({
      payment: payments,
      order: { id: orders.id, tableNumber: orders.tableNumber, status: orders.status },
    })
    .from(payments)
    .innerJoin(orders, and(eq(orders.tenantId, payments.tenantId), eq(orders.id, payments.orderId)))
    .where(eq(payments.tenantId, tenantId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}
