import { amountDue, type PaymentMethod } from '@meja/shared/payment-rules';
import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { Scope } from '../../platform/scope';
import type { OrderRow } from '../../db/schema/orders';
import { ONE_COMPLETED_PER_ORDER, type PaymentRow, type payments } from '../../db/schema/payments';
import { returnOrderStock, takeOrderStock } from './order-stock';
import { completePayment, insertPayment, refundCompletedPayments } from './sales.repo';
import { updateOrder } from './sales.service';

/**
 * What paying and un-paying an order do, inside the caller's transaction (the order row locked by
 * it): the money and the stock move together or not at all (DESIGN §4).
 *
 * One order lifecycle (issue 12): a COMPLETED payment covering the order's total — staff, POS or a
 * later gateway — makes the order PAID (SPEC §4 'on close or payment by staff') and confirmed: the
 * restaurant took money for it, so the kitchen cooks it, paid or not, until it is READY.
 */

export interface SettleOptions {
  /** A client-generated id for the payment (the POS's offline queue). */
  paymentId?: string;
  /** The cashier's open shift (POS): the payment counts towards its drawer. */
  shiftId?: string | null;
  /**
   * Record the stock even past zero under BLOCK: the sale already happened (an offline POS sale
   * replayed, a CLOSE the staff insisted on).
   */
  forceStock?: boolean;
  /** CASH: what the customer handed over (checked against the amount due by the caller). */
  cashReceived?: number | null;
}

/**
 * A COMPLETED payment of the amount due (the server's, never the client's), the order PAID and
 * confirmed, and its recipe deducted — once per order, however often this runs.
 */
export async function settleOrder(
  tx: Tx,
  scope: Scope,
  order: OrderRow,
  method: PaymentMethod,
  now: Date,
  options: SettleOptions = {},
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const payment = await insertPayment(tx, {
    tenantId: scope.tenantId,
    ...(options.paymentId && { id: options.paymentId }),
    orderId: order.id,
    method,
    status: 'COMPLETED',
    amount: amountDue(order),
    createdBy: scope.userId,
    createdAt: now,
    shiftId: options.shiftId ?? null,
    cashReceived: options.cashReceived ?? null,
  });
  return { payment, order: await markOrderPaid(tx, scope, order, now, options) };
}

/**
 * A PENDING payment (a QRIS scan, a card slip) the cashier confirmed: it becomes COMPLETED, the order
 * paid, and the BOM deducted — once per order, however often this runs.
 */
export async function completePendingPayment(
  tx: Tx,
  scope: Scope,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
  options: Pick<SettleOptions, 'forceStock'> = {},
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const completed = await completePayment(tx, scope.tenantId, payment.id, now);
  return { payment: completed, order: await markOrderPaid(tx, scope, order, now, options) };
}

/**
 * The order PAID and confirmed and its recipe deducted (once per order), its money already recorded
 * — by its own payment, or by the last of its split bill's parts (issue 20).
 */
export async function markOrderPaid(
  tx: Tx,
  scope: Scope,
  order: OrderRow,
  now: Date,
  options: Pick<SettleOptions, 'forceStock'>,
) {
  // The stock first: under BLOCK a dish that can no longer be made refuses the payment (409), and
  // nothing of it is written.
  await takeOrderStock(tx, scope, order.id, { force: options.forceStock ?? false });
  return updateOrder(
    tx,
    scope.tenantId,
    order.id,
    { paymentStatus: 'COMPLETED', status: 'PAID', confirmed: true },
    now,
  );
}

/**
 * A COMPLETED payment of one order's share of a split bill's part (issue 20); the caller marks the
 * order paid (markOrderPaid) once its shares add up to its total.
 */
export function recordPartPayment(
  tx: Tx,
  values: typeof payments.$inferInsert & { status: 'COMPLETED'; splitId: string; part: number },
): Promise<PaymentRow> {
  return insertPayment(tx, values);
}

/**
 * A PENDING payment (a QRIS code shown, a card slip awaited) and its order marked as waiting for it;
 * the cashier's confirmation completes it (completePendingPayment).
 */
export async function openPendingPayment(
  tx: Tx,
  values: typeof payments.$inferInsert & { status: 'PENDING' },
  now: Date,
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const payment = await insertPayment(tx, values);
  const order = await updateOrder(tx, values.tenantId, values.orderId, { paymentStatus: 'PENDING' }, now);
  return { payment, order };
}

/**
 * A paid order cancelled: its payment refunded and what the sale took put back (once only). Answers
 * the amount refunded.
 */
export async function refundOrder(tx: Tx, scope: Scope, order: OrderRow, now: Date): Promise<number> {
  const refunded = await refundCompletedPayments(tx, scope.tenantId, order.id, now);
  await returnOrderStock(tx, scope, order.id);
  return refunded.reduce((sum, payment) => sum + payment.amount, 0);
}

/**
 * The second of two simultaneous payments of one order meets the unique index (when the order row
 * lock did not already serialize them): the same 409 as the rule's.
 */
export function secondPayment(error: unknown): never {
  if (uniqueViolationConstraint(error) === ONE_COMPLETED_PER_ORDER) throw new AppError('ORDER_ALREADY_PAID');
  throw error;
}
