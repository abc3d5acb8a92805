import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { orderItems, orders, waLeads, type OrderRow, type OrderItemRow } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';
import { PRIORITY_PATTERN } from '@meja/shared/kitchen-sort';

/** The order and its lines, as stored (the lines in their order). */
export async function insertOrder(
  tx: Tx,
  values: typeof orders.$inferInsert,
  lines: Omit<typeof orderItems.$inferInsert, 'tenantId' | 'orderId'>[],
): Promise<{ row: OrderRow; items: OrderItemRow[] }> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('insert orders returned no row');
  const items = await tx
    .insert(orderItems)
    .values(lines.map((line, position) => ({ ...line, position, tenantId: row.tenantId, orderId: row.id })))
    .returning();
  return { row, items: items.sort((a, b) => a.position - b.position) };
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

export function itemsOf(tx: Tx, tenantId: string, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
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
