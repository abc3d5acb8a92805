import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { StockPolicy } from '@meja/shared/contracts/tenant';
import { inventoryItems } from '../../db/schema/inventory';
import { menuBomLines, menuItems } from '../../db/schema/menu';
import { tenants } from '../../db/schema/platform';
import { rowsOf } from '../../db/client';
import type { Tx } from '../../platform/db-scope';

/* SQL of dish availability (issue 12): the cached `menu_items.stock_out` and what a sale may take. */

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

/**
 * Recomputes `stock_out` of the dishes whose recipe uses any of `ingredientIds` (or of the dishes
 * `menuItemIds`), and answers whether any flipped. The dishes are locked in id order first, so two
 * sales refreshing overlapping dishes never deadlock (ingredients are locked before, also in id
 * order; the tenant row, bumped by the caller on a flip, last).
 */
export async function refreshStockOut(
  tx: Tx,
  tenantId: string,
  target: { ingredientIds: string[] } | { menuItemIds: string[] },
): Promise<boolean> {
  const dishes =
    'ingredientIds' in target
      ? target.ingredientIds.length === 0
        ? []
        : (
            await tx
              .selectDistinct({ id: menuBomLines.menuItemId })
              .from(menuBomLines)
              .where(
                and(
                  eq(menuBomLines.tenantId, tenantId),
                  inArray(menuBomLines.inventoryItemId, target.ingredientIds),
                ),
              )
          ).map((row) => row.id)
      : target.menuItemIds;
  if (dishes.length === 0) return false;
  await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), inArray(menuItems.id, dishes)))
    .orderBy(menuItems.id)
    // NO KEY UPDATE, like the UPDATE below: it does not wait for the KEY SHARE locks that every
    // order line's foreign key takes on its dish (FOR UPDATE would, and deadlock a POS sale
    // waiting for an ingredient another sale holds while that sale waits for this dish).
    .for('no key update');
  const ids = sql.join(
    dishes.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Flip exactly the dishes whose cached flag disagrees with the stock there is now.
  const flipped = await tx.execute(sql`
    update ${menuItems} as m
       set stock_out = not m.stock_out
     where m.tenant_id = ${tenantId}
       and m.id in (${ids})
       and m.stock_out <> exists (
             select 1
               from ${menuBomLines} b
               join ${inventoryItems} i on i.tenant_id = b.tenant_id and i.id = b.inventory_item_id
              where b.tenant_id = m.tenant_id and b.menu_item_id = m.id and b.qty > 0 and i.stock < b.qty
           )
    returning m.id`);
  return rowsOf(flipped).length > 0;
}
