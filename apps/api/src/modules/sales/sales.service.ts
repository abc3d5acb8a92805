import type { OrderRow } from '../../db/schema/orders';
import type { Tx } from '../../platform/db-scope';
import {
  selectOrder,
  selectOrderForUpdate,
  setOrdersSplit,
  setOrdersTable,
  updateOrderRow,
  type OrderChanges,
} from './sales.repo';

/*
 * An order's state as the other modules change it (issue 13): the staff's transitions (orders), a
 * payment taken at the counter (payments) or at the POS all go through these two, inside the
 * caller's transaction; what paying does to the order and the stock is in settlement.ts.
 */

/** The order, locked until the transaction ends: staff changes of one order never interleave. */
export function lockOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | undefined> {
  return selectOrderForUpdate(tx, tenantId, id);
}

/** The order as it is now, without a lock (a screen watching it). */
export function readOrder(tx: Tx, tenantId: string, id: string): Promise<OrderRow | undefined> {
  return selectOrder(tx, tenantId, id);
}

/**
 * Sets the order's status and flags; a flag's timestamp follows the flag (set when it turns on,
 * kept when it was on already, cleared when it turns off).
 */
export function updateOrder(
  tx: Tx,
  tenantId: string,
  id: string,
  changes: OrderChanges,
  now: Date,
): Promise<OrderRow> {
  return updateOrderRow(tx, tenantId, id, changes, now);
}

/** The orders marked as being paid through a split bill (issue 20), or, with null, no longer. */
export function markOrdersSplit(tx: Tx, tenantId: string, orderIds: string[], splitId: string | null) {
  return setOrdersSplit(tx, tenantId, orderIds, splitId);
}

/** The orders moved to `table` (issue 20); the caller holds their locks. */
export function moveOrdersToTable(tx: Tx, tenantId: string, orderIds: string[], table: string, now: Date) {
  return setOrdersTable(tx, tenantId, orderIds, table, now);
}
