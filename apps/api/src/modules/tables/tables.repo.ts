import { and, asc, desc, eq, gt, gte, isNull, max, sql } from 'drizzle-orm';
import type { CallKind } from '@meja/shared/table-states';
import { rowsOf } from '../../db/client';
import { diningTables, tableCalls, type DiningTableRow, type TableCallRow } from '../../db/schema/tables';
import type { Tx } from '../../platform/db-scope';

/** SQL of the tables and the diners' calls (issue 20); orders are read here, written by sales. */

export function listTables(tx: Tx, tenantId: string): Promise<DiningTableRow[]> {
  return tx
    .select()
    .from(diningTables)
    .where(eq(diningTables.tenantId, tenantId))
    .orderBy(asc(diningTables.position), asc(diningTables.name));
}

/** Adds the tables after the last one; a name already there is left as it is. */
export async function insertTables(tx: Tx, tenantId: string, names: readonly string[], area: string) {
  const [last] = await tx
    .select({ position: max(diningTables.position) })
    .from(diningTables)
    .where(eq(diningTables.tenantId, tenantId));
  const start = (last?.position ?? -1) + 1;
  return tx
    .insert(diningTables)
    .values(names.map((name, index) => ({ tenantId, name, area, position: Math.min(start + index, 32767) })))
    .onConflictDoNothing()
    .returning();
}

export async function updateTable(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: { name?: string; area?: string },
): Promise<DiningTableRow | undefined> {
  const [row] = await tx
    .update(diningTables)
    .set(changes)
    .where(and(eq(diningTables.tenantId, tenantId), eq(diningTables.id, id)))
    .returning();
  return row;
}

export async function deleteTable(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(diningTables)
    .where(and(eq(diningTables.tenantId, tenantId), eq(diningTables.id, id)))
    .returning({ id: diningTables.id });
  return rows.length > 0;
}

export interface OpenOrderRow {
  id: string;
  table: string;
  status: string;
  confirmed: boolean;
  ready: boolean;
  paymentStatus: string;
  total: number;
  paid: number;
  items: number;
  createdAt: Date;
}

/**
 * The open dine-in orders (neither cancelled nor closed; the predicate of the still-open index),
 * with their portions and what is paid of them (a split bill's parts), oldest first.
 */
export async function openDineInOrders(tx: Tx, tenantId: string, table?: string): Promise<OpenOrderRow[]> {
  const result = await tx.execute(sql`
    select o.id, upper(o.table_number) as table_name, o.status, o.confirmed, o.ready, o.payment_status,
      o.total, o.created_at,
      (select coalesce(sum(i.qty), 0) from order_items i
        where i.tenant_id = o.tenant_id and i.order_id = o.id) as items,
      (select coalesce(sum(p.amount), 0) from payments p
        where p.tenant_id = o.tenant_id and p.order_id = o.id and p.status = 'COMPLETED') as paid
    from orders o
    where o.tenant_id = ${tenantId}
      and o.status <> 'CANCELLED' and (o.status <> 'PAID' or o.confirmed = false or o.ready = false)
      and o.order_type = 'DINE_IN'
      ${table === undefined ? sql`` : sql`and upper(o.table_number) = ${table}`}
    order by o.created_at, o.id`);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    table: String(row.table_name),
    status: String(row.status),
    confirmed: Boolean(row.confirmed),
    ready: Boolean(row.ready),
    paymentStatus: String(row.payment_status),
    total: Number(row.total),
    paid: Number(row.paid),
    items: Number(row.items),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  }));
}

export function openCalls(tx: Tx, tenantId: string): Promise<TableCallRow[]> {
  return tx
    .select()
    .from(tableCalls)
    .where(and(eq(tableCalls.tenantId, tenantId), isNull(tableCalls.answeredAt)))
    .orderBy(asc(tableCalls.createdAt));
}

/** A new open call, or undefined when the table already has one of this kind waiting. */
export async function insertCall(
  tx: Tx,
  values: { tenantId: string; tableName: string; kind: CallKind; orderId: string; createdAt: Date },
): Promise<TableCallRow | undefined> {
  const [row] = await tx.insert(tableCalls).values(values).onConflictDoNothing().returning();
  return row;
}

export async function waitingCall(tx: Tx, tenantId: string, table: string, kind: CallKind) {
  const [row] = await tx
    .select()
    .from(tableCalls)
    .where(
      and(
        eq(tableCalls.tenantId, tenantId),
        eq(tableCalls.tableName, table),
        eq(tableCalls.kind, kind),
        isNull(tableCalls.answeredAt),
      ),
    );
  return row;
}

/**
 * When this table's call of this kind, made since `madeSince` (by the diners now seated), was last
 * answered after `since` (null: not since).
 */
export async function lastAnsweredSince(
  tx: Tx,
  tenantId: string,
  table: string,
  kind: CallKind,
  since: Date,
  madeSince: Date,
) {
  const [row] = await tx
    .select({ answeredAt: tableCalls.answeredAt })
    .from(tableCalls)
    .where(
      and(
        eq(tableCalls.tenantId, tenantId),
        eq(tableCalls.tableName, table),
        eq(tableCalls.kind, kind),
        gt(tableCalls.answeredAt, since),
        gte(tableCalls.createdAt, madeSince),
      ),
    )
    .orderBy(desc(tableCalls.answeredAt))
    .limit(1);
  return row?.answeredAt ?? null;
}

/** Answers the call (once: an answered call keeps its first answer); undefined for an unknown one. */
export async function answerCall(tx: Tx, tenantId: string, id: string, userId: string | null, now: Date) {
  const [row] = await tx
    .update(tableCalls)
    .set({
      answeredAt: sql`coalesce(${tableCalls.answeredAt}, ${now.toISOString()}::timestamptz)`,
      answeredBy: sql`coalesce(${tableCalls.answeredBy}, ${userId}::uuid)`,
    })
    .where(and(eq(tableCalls.tenantId, tenantId), eq(tableCalls.id, id)))
    .returning();
  return row;
}

/** Every waiting call of the table answered (its orders moved to another table). */
export function answerCallsOf(tx: Tx, tenantId: string, table: string, userId: string | null, now: Date) {
  return tx
    .update(tableCalls)
    .set({ answeredAt: now, answeredBy: userId })
    .where(
      and(eq(tableCalls.tenantId, tenantId), eq(tableCalls.tableName, table), isNull(tableCalls.answeredAt)),
    )
    .returning();
}
