import { and, desc, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/** How many payments the history shows, newest first. */
export const PAYMENT_HISTORY_LIMIT = 500;

export const ONE_COMPLETED_PER_ORDER = 'payments_one_completed_per_order';

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payments returned no row');
  return row;
}

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

/** Marks the order's COMPLETED payment REFUNDED (its order was cancelled); returns what changed. */
export function refundCompletedPayments(tx: Tx, tenantId: string, orderId: string, now: Date) {
  return tx
    .update(payments)
    .set({ status: 'REFUNDED', refundedAt: now })
    .where(
      and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId), eq(payments.status, 'COMPLETED')),
    )
    .returning();
}

/** A PENDING payment confirmed by the cashier (QRIS received, card slip printed). */
export async function completePayment(tx: Tx, tenantId: string, id: string, now: Date): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'COMPLETED', completedAt: now })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
    .returning();
  if (!row) throw new Error(`payment ${id} vanished while its order was locked`);
  return row;
}
