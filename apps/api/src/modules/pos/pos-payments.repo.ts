import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { paymentGatewayEvents } from '../../db/schema/tenant-gateways';
import { payments } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';
import { hotRows, hotStatement } from '../../platform/hot-sql';
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

const FAIL_OTHER_PENDING = hotStatement(
  'fail_other_pending_payments',
  `update payments set status = 'FAILED'
    where tenant_id = $1 and order_id = $2 and status = 'PENDING' and id <> $3`,
);

/**
 * The order was paid another way: its other PENDING payments (a QRIS code never scanned, say) can
 * no longer complete and are marked FAILED, so no history shows them waiting forever.
 */
export async function failOtherPendingPayments(tx: Tx, tenantId: string, orderId: string, paidBy: string) {
  await hotRows(tx, FAIL_OTHER_PENDING, [tenantId, orderId, paidBy]);
}

/** The payment, read without a lock. */
export async function readPayment(tx: Tx, tenantId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
  return row;
}

/**
 * Stores a gateway's event about a POS payment once: false when this event id was already
 * stored (a replay), which then changes nothing.
 */
export async function recordPaymentGatewayEvent(
  tx: Tx,
  values: typeof paymentGatewayEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentGatewayEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentGatewayEvents.eventId });
  return inserted.length > 0;
}

/**
 * Every tenant's gateway payments still PENDING, created in (after, before): the lost-webhook
 * poll's work, oldest first. Only under unsafePlatformReadTx.
 */
export async function unsafePendingGatewayPayments(
  tx: Tx,
  range: { after: Date; before: Date },
  limit: number,
): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.gateway),
        eq(payments.status, 'PENDING'),
        gt(payments.createdAt, range.after),
        lt(payments.createdAt, range.before),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
