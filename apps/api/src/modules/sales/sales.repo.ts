import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { MenuRow } from '../../db/schema/menu';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';
import {
  hotNumber,
  hotNumberOrNull,
  hotRows,
  hotStatement,
  hotString,
  hotStringOrNull,
} from '../../platform/hot-sql';

/*
 * SQL of a sale (issue 13): the dishes it may price, the order row it locks and changes, and the
 * payments it writes. Orders, payments and the POS change an order's state only through the sales
 * module (sales.service.ts, settlement.ts), so the lock order and the flags' timestamps are kept
 * in one place.
 */

/** What pricing and the sold-out check read of a dish. */
export type OrderableItem = Pick<
  MenuRow,
  'id' | 'name' | 'price' | 'discountPercent' | 'discountFixed' | 'soldOutOn'
>;

// Every order and sale reads its dishes: a hot statement (issue 19).
const ORDERABLE_ITEMS = hotStatement(
  'orderable_menu_items',
  `select id, name, price, discount_percent::float8 as discount_percent, discount_fixed,
          sold_out_on::text as sold_out_on
     from menu_items
    where tenant_id = $1 and archived_at is null and is_active and id = any($2::uuid[])`,
);

/** Active, not archived items among `ids`: what a diner may order. */
export async function orderableMenuItems(tx: Tx, tenantId: string, ids: string[]): Promise<OrderableItem[]> {
  if (ids.length === 0) return [];
  const rows = await hotRows(tx, ORDERABLE_ITEMS, [tenantId, ids]);
  return rows.map((row) => ({
    id: hotString(row, 'id'),
    name: hotString(row, 'name'),
    price: hotNumber(row, 'price'),
    discountPercent: hotNumberOrNull(row, 'discount_percent'),
    discountFixed: hotNumberOrNull(row, 'discount_fixed'),
    soldOutOn: hotStringOrNull(row, 'sold_out_on'),
  }));
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
const SALE_LINES_OF = hotStatement(
  'sale_lines_of',
  'select menu_item_id, qty, name from order_items where tenant_id = $1 and order_id = $2 order by position',
);

export async function saleLinesOf(
  tx: Tx,
  tenantId: string,
  orderId: string,
): Promise<{ menuItemId: string; qty: number; name: string }[]> {
  const rows = await hotRows(tx, SALE_LINES_OF, [tenantId, orderId]);
  return rows.map((row) => ({
    menuItemId: hotString(row, 'menu_item_id'),
    qty: hotNumber(row, 'qty'),
    name: hotString(row, 'name'),
  }));
}
