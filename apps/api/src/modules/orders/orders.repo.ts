import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { orders, waLeads, type OrderRow, type OrderItemRow } from '../../db/schema/orders';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../platform/db-scope';
import { hotNumber, hotRows, hotStatement, hotString } from '../../platform/hot-sql';
import type { OrderCharges } from '../sales/order-pricing';
import { ORDER_COLUMNS, orderRowOf } from '../sales/order-rows';
import { PRIORITY_PATTERN } from '@meja/shared/kitchen-sort';
import { storedLineOptions } from '../sales/order-rows';

/** A new order's columns; the rest take their defaults (a new order is PENDING, unpaid, not ready). */
export interface NewOrder extends OrderCharges {
  tenantId: string;
  id: string;
  tableNumber: string;
  source: OrderRow['source'];
  /** DINE_IN unless said. */
  orderType?: OrderRow['orderType'];
  note?: string | undefined;
  trackingTokenHash?: string | null;
  confirmed?: boolean;
  confirmedAt?: Date | null;
  ready?: boolean;
  readyAt?: Date | null;
  createdAt?: Date;
}

export type NewOrderLine = Pick<OrderItemRow, 'menuItemId' | 'name' | 'price' | 'qty' | 'note' | 'options'>;

// Every order and sale is stored by this one statement, its lines with it (issue 19).
const INSERT_ORDER = hotStatement(
  'insert_order',
  `with stored as (
     insert into orders (tenant_id, id, table_number, note, source, subtotal, tax, total, tax_percent,
                         tracking_token_hash, confirmed, confirmed_at, ready, ready_at, created_at,
                         service_charge, service_charge_percent, tax_type, order_type)
     values ($1, $2, $3, coalesce($4, ''), $5::order_source, $6, $7, $8, $9, $10, coalesce($11, false), $12,
             coalesce($13, false), $14, coalesce($15, now()), $22, $23, $24,
             coalesce($26, 'DINE_IN'))
     returning ${ORDER_COLUMNS}
   ), lines as (
     insert into order_items (tenant_id, order_id, id, menu_item_id, name, price, qty, position, note, options)
     select $1, $2, l.id, l.menu_item_id, l.name, l.price, l.qty, l.position, l.note, l.options::jsonb
       from unnest($16::uuid[], $17::uuid[], $18::text[], $19::bigint[], $20::int[], $21::smallint[],
                   $25::text[], $27::text[]) as l(id, menu_item_id, name, price, qty, position, note, options)
   )
   select * from stored`,
);

/** The order and its lines, as stored (the lines in their order), in one statement. */
export async function insertOrder(
  tx: Tx,
  values: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
  const items: OrderItemRow[] = lines.map((line, position) => ({
    tenantId: values.tenantId,
    id: uuidv7(),
    orderId: values.id,
    menuItemId: line.menuItemId,
    name: line.name,
    price: line.price,
    qty: line.qty,
    position,
    note: line.note,
    options: line.options,
  }));
  const [stored] = await hotRows(tx, INSERT_ORDER, [
    values.tenantId,
    values.id,
    values.tableNumber,
    values.note ?? null,
    values.source,
    values.subtotal,
    values.tax,
    values.total,
    values.taxPercent,
    values.trackingTokenHash ?? null,
    values.confirmed ?? null,
    values.confirmedAt ?? null,
    values.ready ?? null,
    values.readyAt ?? null,
    values.createdAt ?? null,
    items.map((item) => item.id),
    items.map((item) => item.menuItemId),
    items.map((item) => item.name),
    items.map((item) => item.price),
    items.map((item) => item.qty),
    items.map((item) => item.position),
    values.serviceCharge,
    values.serviceChargePercent,
    values.taxType,
    items.map((item) => item.note),
    values.orderType ?? null,
    items.map((item) => JSON.stringify(item.options)),
  ]);
  if (!stored) throw new Error('insert orders returned no row');
  return { row: orderRowOf(stored), items };
}

export async function findOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  return row;
}

/** Several orders of the tenant by id (in no particular order); unknown ids are left out. */
export function findOrders(tx: Tx, tenantId: string, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, [...ids])));
}

const ITEMS_OF = hotStatement(
  'order_items_of',
  `select tenant_id, id, order_id, menu_item_id, name, price, qty, position, note, options::text as options
     from order_items
    where tenant_id = $1 and order_id = any($2::uuid[])
    order by order_id, position`,
);

/** The lines of several orders, by order id and then as they were ordered. */
export async function itemsOf(tx: Tx, tenantId: string, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await hotRows(tx, ITEMS_OF, [tenantId, orderIds]);
  return rows.map((row) => ({
    tenantId: hotString(row, 'tenant_id'),
    id: hotString(row, 'id'),
    orderId: hotString(row, 'order_id'),
    menuItemId: hotString(row, 'menu_item_id'),
    name: hotString(row, 'name'),
    price: hotNumber(row, 'price'),
    qty: hotNumber(row, 'qty'),
    position: hotNumber(row, 'position'),
    note: hotString(row, 'note'),
    options: storedLineOptions(hotString(row, 'options')),
  }));
}

/** A table's orders that are not closed (closed = PAID + confirmed + ready) and not cancelled, newest first. */
export function openOrdersAtTable(tx: Tx, tenantId: string, table: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        sql`upper(${orders.tableNumber}) = upper(${table})`,
        ne(orders.status, 'CANCELLED'),
        or(ne(orders.status, 'PAID'), eq(orders.confirmed, false), eq(orders.ready, false)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
}

/**
 * The kitchen's queue (issue 12): the ids of its cards — confirmed, not cancelled, not READY, paid or
 * not — in the kitchen's order, sorted by PostgreSQL in one row (issue 19: a floor of 1,000 diners
 * is read on every change). The order is compareKitchenCards's (`@meja/shared/kitchen-sort`, which
 * the kitchen screen sorts by; a test holds them together): priority first (the flag, else the
 * note's words), then oldest first to the millisecond, then by id.
 */
export async function kitchenQueue(tx: Tx, tenantId: string): Promise<string[]> {
  const priority = sql`coalesce(${orders.priority}, ${orders.note} ~* ${PRIORITY_PATTERN})`;
  const [row] = await tx
    .select({
      ids: sql<
        string[]
      >`coalesce(array_agg(${orders.id}::text order by ${priority} desc, date_trunc('milliseconds', ${orders.createdAt}), ${orders.id}), '{}')::text[]`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.confirmed, true),
        eq(orders.ready, false),
        ne(orders.status, 'CANCELLED'),
      ),
    );
  return row?.ids ?? [];
}

/** Stores a WhatsApp lead once per phone; repeating it refreshes the consent time and source. */
export async function upsertWaLead(
  tx: Tx,
  values: { tenantId: string; phone: string; source: string; consentText: string },
  now: Date,
) {
  // A new consent is recorded; an opt-out is not undone by it (issue 18: honoured forever).
  await tx
    .insert(waLeads)
    .values({ ...values, consentedAt: now })
    .onConflictDoUpdate({
      target: [waLeads.tenantId, waLeads.phone],
      set: { consentedAt: now, source: values.source, consentText: values.consentText },
    });
}

/**
 * The number 'Pesanan Anda siap' goes to for this order (issue 18): set only when the tracking
 * token's hash is the order's. Whether it held is the caller's to keep to itself.
 */
export async function linkNotifyPhone(
  tx: Tx,
  tenantId: string,
  link: { orderId: string; trackingTokenHash: string; phone: string },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ notifyPhone: link.phone })
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.id, link.orderId),
        eq(orders.trackingTokenHash, link.trackingTokenHash),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}
