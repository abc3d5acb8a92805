import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { StockPolicy } from '@meja/shared/contracts/tenant';
import { inventoryItems, stockMovements } from '../../db/schema/inventory';
import { menuBomLines } from '../../db/schema/menu';
import { tenants } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

/* SQL of the stock ledger (DESIGN §4) and of what a sale may take (issue 12). */

export async function stockPolicyOf(tx: Tx, tenantId: string): Promise<StockPolicy> {
  const [row] = await tx
    .select({ policy: tenants.stockPolicy })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.policy ?? 'ALLOW';
}

/**
 * Takes `qty` from the ingredient only while that leaves it at zero or more (BLOCK). In READ
 * COMMITTED a concurrent taker waits for the row and re-checks the condition on the new stock, so
 * 200 sales racing for the last portions never take more than there is. Null when refused.
 */
export async function takeFromStock(
  tx: Tx,
  tenantId: string,
  id: string,
  qty: number,
): Promise<number | null> {
  const [row] = await tx
    .update(inventoryItems)
    .set({ stock: sql`${inventoryItems.stock} - ${qty}::numeric` })
    .where(
      and(eq(inventoryItems.tenantId, tenantId), eq(inventoryItems.id, id), gte(inventoryItems.stock, qty)),
    )
    .returning({ stock: inventoryItems.stock });
  return row ? row.stock : null;
}

/** Current stock and name of the ingredients. */
export function ingredientStocks(tx: Tx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: inventoryItems.id, name: inventoryItems.name, stock: inventoryItems.stock })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.tenantId, tenantId), inArray(inventoryItems.id, ids)));
}

export type MovementKind = (typeof stockMovements.$inferInsert)['kind'];

/** The only way stock changes: `stock = stock + delta` in SQL, never read-modify-write (DESIGN §4). */
export async function addToStock(tx: Tx, tenantId: string, id: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(inventoryItems)
    .set({ stock: sql`${inventoryItems.stock} + ${delta}::numeric` })
    .where(and(eq(inventoryItems.tenantId, tenantId), eq(inventoryItems.id, id)))
    .returning({ stock: inventoryItems.stock });
  if (!row) throw new Error(`inventory item ${id} missing while moving stock`);
  return row.stock;
}

export async function insertMovement(tx: Tx, values: typeof stockMovements.$inferInsert) {
  await tx.insert(stockMovements).values(values);
}

export function movementsByRef(tx: Tx, tenantId: string, refType: string, refId: string) {
  return tx
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, tenantId),
        eq(stockMovements.refType, refType),
        eq(stockMovements.refId, refId),
      ),
    );
}

/** BOM lines of the given menu items, for sale deductions. */
export function bomLinesOf(tx: Tx, tenantId: string, menuItemIds: string[]) {
  if (menuItemIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      menuItemId: menuBomLines.menuItemId,
      inventoryItemId: menuBomLines.inventoryItemId,
      qty: menuBomLines.qty,
    })
    .from(menuBomLines)
    .where(and(eq(menuBomLines.tenantId, tenantId), inArray(menuBomLines.menuItemId, menuItemIds)));
}
