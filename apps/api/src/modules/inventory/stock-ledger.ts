import { sql } from 'drizzle-orm';
import { roundQty } from '@meja/shared/bom';
import type { Tx } from '../../platform/db-scope';
import type { Scope } from '../../platform/scope';
import { addToStock, bomLinesOf, insertMovement, movementsByRef, type MovementKind } from './inventory.repo';

/**
 * The stock ledger (DESIGN §4): every change is a movement plus `stock = stock + delta` in the same
 * transaction — the caller's. Stock may go negative: a sale is never refused for lack of stock.
 */
export interface Movement {
  inventoryItemId: string;
  kind: MovementKind;
  /** Signed change: positive adds stock, negative takes it. */
  qty: number;
  note?: string;
  ref?: { type: string; id: string };
}

export async function moveStock(tx: Tx, scope: Scope, movement: Movement): Promise<number> {
  const qty = roundQty(movement.qty);
  await insertMovement(tx, {
    tenantId: scope.tenantId,
    inventoryItemId: movement.inventoryItemId,
    kind: movement.kind,
    qty,
    note: movement.note ?? '',
    refType: movement.ref?.type ?? null,
    refId: movement.ref?.id ?? null,
    createdBy: scope.userId,
  });
  return addToStock(tx, scope.tenantId, movement.inventoryItemId, qty);
}

export const ORDER_REF = 'order';

/**
 * One stock change per order at a time (a sale and its reversal, or two of either racing): the
 * checks after it are new statements and so see what the other transaction committed.
 */
async function lockOrderStock(tx: Tx, scope: Scope, orderId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`order-stock:${scope.tenantId}:${orderId}`}, 0))`,
  );
}

/**
 * Deducts what a sale consumed: Σ BOM qty × portions per ingredient. Ingredients are updated in id
 * order so two sales sharing ingredients never deadlock. Once per order: a second call (a replayed
 * payment, say) changes nothing. Returns the new stock per ingredient it changed.
 */
export async function deductSale(
  tx: Tx,
  scope: Scope,
  sale: { orderId: string; lines: { menuItemId: string; qty: number }[] },
): Promise<Map<string, number>> {
  await lockOrderStock(tx, scope, sale.orderId);
  const earlier = await movementsByRef(tx, scope.tenantId, ORDER_REF, sale.orderId);
  if (earlier.some((m) => m.kind === 'SALE')) return new Map();
  const portions = new Map<string, number>();
  for (const line of sale.lines)
    portions.set(line.menuItemId, (portions.get(line.menuItemId) ?? 0) + line.qty);
  const bom = await bomLinesOf(tx, scope.tenantId, [...portions.keys()]);
  const consumed = new Map<string, number>();
  for (const line of bom) {
    const used = line.qty * (portions.get(line.menuItemId) ?? 0);
    consumed.set(line.inventoryItemId, (consumed.get(line.inventoryItemId) ?? 0) + used);
  }
  const stocks = new Map<string, number>();
  for (const [inventoryItemId, qty] of [...consumed].sort(([a], [b]) => a.localeCompare(b))) {
    if (qty === 0) continue;
    const stock = await moveStock(tx, scope, {
      inventoryItemId,
      kind: 'SALE',
      qty: -qty,
      ref: { type: ORDER_REF, id: sale.orderId },
    });
    stocks.set(inventoryItemId, stock);
  }
  return stocks;
}

/** Puts back what a sale took (a paid order cancelled). Once only: a second call changes nothing. */
export async function reverseSale(tx: Tx, scope: Scope, orderId: string): Promise<void> {
  await lockOrderStock(tx, scope, orderId);
  const movements = await movementsByRef(tx, scope.tenantId, ORDER_REF, orderId);
  if (movements.some((m) => m.kind === 'REVERSAL')) return;
  const sales = movements
    .filter((m) => m.kind === 'SALE')
    .sort((a, b) => a.inventoryItemId.localeCompare(b.inventoryItemId));
  for (const sale of sales) {
    await moveStock(tx, scope, {
      inventoryItemId: sale.inventoryItemId,
      kind: 'REVERSAL',
      qty: -sale.qty,
      ref: { type: ORDER_REF, id: orderId },
    });
  }
}
