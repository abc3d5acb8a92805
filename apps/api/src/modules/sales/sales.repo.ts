import { and, asc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { menuItems, type MenuRow } from '../../db/schema/menu';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/*
 * SQL of a sale (issue 13): the dishes it may price, the order row it locks and changes, and the
 * payments it writes. Orders, payments and the POS change an order's state only through the sales
 * module (sales.service.ts, settlement.ts), so the lock order and the flags' timestamps are kept
 * in one place.
 */

/** Active, not archived items among `ids`: what a diner may order. */
export function orderableMenuItems(tx: Tx, tenantId: string, ids: string[]): Promise<MenuRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(menuItems)
    .where(
      and(
        eq(menuItems.tenantId, tenantId),
        isNull(menuItems.archivedAt),
        eq(menuItems.isActive, true),
        inArray(menuItems.id, ids),
      ),
    );
}

export async function selectOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  return row;
}

export async function selectOrderForUpdate(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .for('update');
  return row;
}

export type OrderChanges = Partial<Pick<OrderRow, 'status' | 'confirmed' | 'ready' | 'paymentStatus'>>;

/**
 * A flag's timestamp follows the flag: set when it turns on (kept when it was on already), cleared
 * when it turns off.
 */
function since(flag: AnyColumn, stamp: AnyColumn, value: boolean, now: Date) {
  return value ? sql`case when ${flag} then ${stamp} else ${now.toISOString()}::timestamptz end` : null;
}

export async function updateOrderRow(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: OrderChanges,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      ...changes,
      ...(changes.confirmed !== undefined && {
        confirmedAt: since(orders.confirmed, orders.confirmedAt, changes.confirmed, now),
      }),
      ...(changes.ready !== undefined && {
        readyAt: since(orders.ready, orders.readyAt, changes.ready, now),
      }),
      updatedAt: now,
    })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .returning();
  if (!row) throw new Error(`order ${id} vanished while locked`);
  return row;
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payments returned no row');
  return row;
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

/** An order's lines as its sale deducts them: each dish, its portions and its name (for a refusal). */
export function saleLinesOf(tx: Tx, tenantId: string, orderId: string) {
  return tx
    .select({ menuItemId: orderItems.menuItemId, qty: orderItems.qty, name: orderItems.name })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position));
}
