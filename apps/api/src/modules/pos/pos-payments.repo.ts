import { and, eq, ne } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';
import type { PaymentRow } from '../../db/schema/payments';

/** SQL of the POS payments beyond what the admin payments already have (issue 6). */

/** The payment, locked until the transaction ends (take the order's lock first). */
export async function lockPayment(tx: Tx, tenantId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
    .for('update');
  return row;
}

/** The order a payment is for, without a lock (to know which order to lock first). */
export async function orderIdOfPayment(tx: Tx, tenantId: string, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
  return row?.orderId;
}

/**
 * The order was paid another way: its other PENDING payments (a QRIS code never scanned, say) can
 * no longer complete and are marked FAILED, so no history shows them waiting forever.
 */
export async function failOtherPendingPayments(tx: Tx, tenantId: string, orderId: string, paidBy: string) {
  await tx
    .update(payments)
    .set({ status: 'FAILED' })
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.orderId, orderId),
        eq(payments.status, 'PENDING'),
        ne(payments.id, paidBy),
      ),
    );
}
