import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@meja/shared/payment-rules';
import { v7 as uuidv7 } from 'uuid';
import type { MenuRow } from '../../db/schema/menu';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';
import {
  hotBoolean,
  hotDate,
  hotDateOrNull,
  hotNumber,
  hotNumberOrNull,
  hotOneOf,
  hotRows,
  hotStatement,
  hotString,
  hotStringOrNull,
  type HotRow,
} from '../../platform/hot-sql';
import { ORDER_COLUMNS, orderRowOf } from './order-rows';

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
> & {
  /** The dish has option groups (issue 20): its lines must be checked against them. */
  hasOptions: boolean;
};

// Every order and sale reads its dishes: a hot statement (issue 19).
const ORDERABLE_ITEMS = hotStatement(
  'orderable_menu_items',
  `select id, name, price, discount_percent::float8 as discount_percent, discount_fixed,
          sold_out_on::text as sold_out_on,
          exists (select 1 from menu_item_option_groups g
                   where g.tenant_id = $1 and g.menu_item_id = menu_items.id) as has_options
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
    hasOptions: hotBoolean(row, 'has_options'),
  }));
}

export async function selectOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  return row;
}

const ORDER_FOR_UPDATE = hotStatement(
  'order_for_update',
  `select ${ORDER_COLUMNS} from orders where tenant_id = $1 and id = $2 for update`,
);

export async function selectOrderForUpdate(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await hotRows(tx, ORDER_FOR_UPDATE, [tenantId, id]);
  return row ? orderRowOf(row) : undefined;
}

export type OrderChanges = Partial<Pick<OrderRow, 'status' | 'confirmed' | 'ready' | 'paymentStatus'>>;

// A change not given is null and keeps the column. A flag's timestamp follows the flag: set when
// it turns on (kept when it was on already), cleared when it turns off; in SET, `confirmed` and
// `ready` are still the row's values before this update.
const UPDATE_ORDER = hotStatement(
  'update_order',
  `update orders
      set status = coalesce($3::order_status, status),
          payment_status = coalesce($4::payment_status, payment_status),
          confirmed = coalesce($5::boolean, confirmed),
          confirmed_at = case when $5::boolean is null then confirmed_at
                              when $5::boolean then case when confirmed then confirmed_at else $7::timestamptz end
                              else null
                         end,
          ready = coalesce($6::boolean, ready),
          ready_at = case when $6::boolean is null then ready_at
                          when $6::boolean then case when ready then ready_at else $7::timestamptz end
                          else null
                     end,
          updated_at = $7::timestamptz
    where tenant_id = $1 and id = $2
    returning ${ORDER_COLUMNS}`,
);

export async function updateOrderRow(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: OrderChanges,
  now: Date,
): Promise<OrderRow> {
  const [row] = await hotRows(tx, UPDATE_ORDER, [
    tenantId,
    id,
    changes.status ?? null,
    changes.paymentStatus ?? null,
    changes.confirmed ?? null,
    changes.ready ?? null,
    now,
  ]);
  if (!row) throw new Error(`order ${id} vanished while locked`);
  return orderRowOf(row);
}

const PAYMENT_COLUMNS = `tenant_id, id, order_id, method, status, amount, created_by, created_at, refunded_at,
  qr_string, pay_url, shift_id, cash_received, completed_at, gateway, gateway_ref, split_id, part`;

// Columns not given take their defaults: created_at now(), the others null (the id is drizzle's
// default, made here: the table has none).
const INSERT_PAYMENT = hotStatement(
  'insert_payment',
  `insert into payments (tenant_id, id, order_id, method, status, amount, created_by, created_at, refunded_at,
                         qr_string, pay_url, shift_id, cash_received, completed_at, gateway, gateway_ref,
                         split_id, part)
   values ($1, $2, $3, $4::payment_method, $5::payment_record_status, $6, $7, coalesce($8, now()), $9, $10,
           $11, $12, $13, $14, $15, $16, $17, $18)
   returning ${PAYMENT_COLUMNS}`,
);

function paymentRowOf(row: HotRow): PaymentRow {
  return {
    tenantId: hotString(row, 'tenant_id'),
    id: hotString(row, 'id'),
    orderId: hotString(row, 'order_id'),
    method: hotOneOf(row, 'method', PAYMENT_METHODS),
    status: hotOneOf(row, 'status', PAYMENT_RECORD_STATUSES),
    amount: hotNumber(row, 'amount'),
    createdBy: hotStringOrNull(row, 'created_by'),
    createdAt: hotDate(row, 'created_at'),
    refundedAt: hotDateOrNull(row, 'refunded_at'),
    qrString: hotStringOrNull(row, 'qr_string'),
    payUrl: hotStringOrNull(row, 'pay_url'),
    shiftId: hotStringOrNull(row, 'shift_id'),
    cashReceived: hotNumberOrNull(row, 'cash_received'),
    completedAt: hotDateOrNull(row, 'completed_at'),
    gateway: hotStringOrNull(row, 'gateway'),
    gatewayRef: hotStringOrNull(row, 'gateway_ref'),
    splitId: hotStringOrNull(row, 'split_id'),
    part: hotNumber(row, 'part'),
  };
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await hotRows(tx, INSERT_PAYMENT, [
    values.tenantId,
    values.id ?? uuidv7(),
    values.orderId,
    values.method,
    values.status,
    values.amount,
    values.createdBy ?? null,
    values.createdAt ?? null,
    values.refundedAt ?? null,
    values.qrString ?? null,
    values.payUrl ?? null,
    values.shiftId ?? null,
    values.cashReceived ?? null,
    values.completedAt ?? null,
    values.gateway ?? null,
    values.gatewayRef ?? null,
    values.splitId ?? null,
    values.part ?? 0,
  ]);
  if (!row) throw new Error('insert payments returned no row');
  return paymentRowOf(row);
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

/** Marks the orders as being paid through the split bill (or, with null, no longer). */
export async function setOrdersSplit(tx: Tx, tenantId: string, orderIds: string[], splitId: string | null) {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ splitId })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)));
}

/** The orders moved to another table (issue 20: a move, or two tables' bills merged). */
export async function setOrdersTable(tx: Tx, tenantId: string, orderIds: string[], table: string, now: Date) {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ tableNumber: table, updatedAt: now })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, orderIds)));
}

/** Each line's amount (unit price × qty) in the order's line order: what discounts come off. */
export async function selectLineAmounts(tx: Tx, tenantId: string, orderId: string): Promise<number[]> {
  const rows = await tx
    .select({ price: orderItems.price, qty: orderItems.qty })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position));
  return rows.map((row) => row.price * row.qty);
}

/** The order's discounts and the money they change (issue 20), as one update. */
export async function setOrderDiscounts(
  tx: Tx,
  tenantId: string,
  orderId: string,
  values: Pick<OrderRow, 'discount' | 'discounts' | 'serviceCharge' | 'tax' | 'total'>,
  now: Date,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: now })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .returning();
  if (!row) throw new Error('setOrderDiscounts: the order is gone');
  return row;
}
