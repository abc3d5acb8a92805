import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { inventoryItems, purchases, stockMovements } from '../../db/schema/inventory';
import { menuBomLines, menuItems } from '../../db/schema/menu';
import { users } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';

export type InventoryRow = typeof inventoryItems.$inferSelect;
export type InventoryRowWithUse = InventoryRow & { usedInBom: number };
/**
 * Current (not archived) menu items whose BOM uses the ingredient. Columns are qualified by hand:
 * drizzle leaves them bare in a single-table select, which would compare the BOM line with itself.
 */
const usedInBom = sql<number>`(
  select count(*)::int from ${menuBomLines} bom
  join ${menuItems} item on item.tenant_id = bom.tenant_id and item.id = bom.menu_item_id
  where bom.tenant_id = ${inventoryItems}.tenant_id
    and bom.inventory_item_id = ${inventoryItems}.id
    and item.archived_at is null)`;

const live = (tenantId: string) =>
  and(eq(inventoryItems.tenantId, tenantId), isNull(inventoryItems.deletedAt));

export function listItems(tx: Tx, tenantId: string): Promise<InventoryRowWithUse[]> {
  return tx
    .select({ ...allColumns(), usedInBom })
    .from(inventoryItems)
    .where(live(tenantId))
    .orderBy(asc(sql`lower(${inventoryItems.name})`));
}

export async function findItem(tx: Tx, tenantId: string, id: string, lock = false) {
  const query = tx
    .select({ ...allColumns(), usedInBom })
    .from(inventoryItems)
    .where(and(live(tenantId), eq(inventoryItems.id, id)));
  const rows = lock ? await query.for('update', { of: inventoryItems }) : await query;
  return rows[0];
}

export async function findItemBySku(tx: Tx, tenantId: string, sku: string) {
  const rows = await tx
    .select({ ...allColumns(), usedInBom })
    .from(inventoryItems)
    .where(and(live(tenantId), sql`lower(${inventoryItems.sku}) = lower(${sku})`));
  return rows[0];
}

export async function findItemByName(tx: Tx, tenantId: string, name: string) {
  const rows = await tx
    .select({ ...allColumns(), usedInBom })
    .from(inventoryItems)
    .where(and(live(tenantId), sql`lower(${inventoryItems.name}) = lower(${name})`))
    .orderBy(asc(inventoryItems.createdAt))
    .limit(1);
  return rows[0];
}

/** The ingredients among `ids` (deleted ones too: a recipe may still name one), for a branch copy. */
export function itemsByIds(tx: Tx, tenantId: string, ids: string[]): Promise<InventoryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(allColumns())
    .from(inventoryItems)
    .where(and(eq(inventoryItems.tenantId, tenantId), inArray(inventoryItems.id, ids)));
}

/** The oldest live ingredient whose name is `name`, both trimmed, in any case. */
export async function findItemByTrimmedName(tx: Tx, tenantId: string, name: string) {
  const rows = await tx
    .select(allColumns())
    .from(inventoryItems)
    .where(and(live(tenantId), sql`lower(trim(${inventoryItems.name})) = lower(trim(${name}))`))
    .orderBy(asc(inventoryItems.createdAt), asc(inventoryItems.id))
    .limit(1);
  return rows[0];
}

/** Inserts with stock 0; opening stock is written through the ledger like every other change. */
export async function insertItem(
  tx: Tx,
  values: { tenantId: string; name: string; sku: string | null; unit: string; minStock: number },
): Promise<InventoryRow> {
  const [row] = await tx.insert(inventoryItems).values(values).returning();
  if (!row) throw new Error('insert inventory_items returned no row');
  return row;
}

export async function updateItemFields(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Partial<Pick<InventoryRow, 'name' | 'sku' | 'unit' | 'minStock' | 'lastUnitCost'>>,
) {
  if (Object.keys(values).length === 0) return;
  await tx
    .update(inventoryItems)
    .set(values)
    .where(and(eq(inventoryItems.tenantId, tenantId), eq(inventoryItems.id, id)));
}

/** The ledger of one ingredient, newest first, with the name of who made each change. */
export function listMovements(tx: Tx, tenantId: string, itemId: string, limit = 200) {
  return tx
    .select({
      id: stockMovements.id,
      inventoryItemId: stockMovements.inventoryItemId,
      kind: stockMovements.kind,
      qty: stockMovements.qty,
      note: stockMovements.note,
      createdBy: stockMovements.createdBy,
      createdByName: users.name,
      createdAt: stockMovements.createdAt,
      counted: stockMovements.counted,
      expected: stockMovements.expected,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.createdBy))
    .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.inventoryItemId, itemId)))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(limit);
}

export async function softDeleteItem(tx: Tx, tenantId: string, id: string, now: Date) {
  await tx
    .update(inventoryItems)
    .set({ deletedAt: now })
    .where(and(eq(inventoryItems.tenantId, tenantId), eq(inventoryItems.id, id)));
}

export async function insertPurchase(tx: Tx, values: typeof purchases.$inferInsert) {
  const [row] = await tx.insert(purchases).values(values).returning();
  if (!row) throw new Error('insert purchases returned no row');
  return row;
}

export function listPurchases(tx: Tx, tenantId: string, range: { start: string; end: string }) {
  return tx
    .select()
    .from(purchases)
    .where(
      and(eq(purchases.tenantId, tenantId), gte(purchases.date, range.start), lte(purchases.date, range.end)),
    )
    .orderBy(desc(purchases.date), desc(purchases.createdAt));
}

/** What the purchases dated in the range cost, both days included. */
export async function sumPurchases(tx: Tx, tenantId: string, range: { start: string; end: string }) {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${purchases.price}), 0)`.mapWith(Number) })
    .from(purchases)
    .where(
      and(eq(purchases.tenantId, tenantId), gte(purchases.date, range.start), lte(purchases.date, range.end)),
    );
  return row?.amount ?? 0;
}

/** As sumPurchases, for each of the tenants (the group's reports, inside `inGroupReadTx`). */
export async function sumPurchasesOf(
  tx: Tx,
  tenantIds: readonly string[],
  range: { start: string; end: string },
): Promise<Map<string, number>> {
  if (tenantIds.length === 0) return new Map();
  const rows = await tx
    .select({
      tenantId: purchases.tenantId,
      amount: sql<number>`coalesce(sum(${purchases.price}), 0)`.mapWith(Number),
    })
    .from(purchases)
    .where(
      and(
        inArray(purchases.tenantId, [...tenantIds]),
        gte(purchases.date, range.start),
        lte(purchases.date, range.end),
      ),
    )
    .groupBy(purchases.tenantId);
  const byTenant = new Map(tenantIds.map((id) => [id, 0]));
  for (const row of rows) byTenant.set(row.tenantId, row.amount);
  return byTenant;
}

/** Live ingredients under their minimum stock: the presenter's `belowMin` (at the minimum is not flagged). */
export async function countBelowMin(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(inventoryItems)
    .where(and(live(tenantId), lt(inventoryItems.stock, inventoryItems.minStock)));
  return row?.count ?? 0;
}

function allColumns() {
  return {
    tenantId: inventoryItems.tenantId,
    id: inventoryItems.id,
    name: inventoryItems.name,
    sku: inventoryItems.sku,
    unit: inventoryItems.unit,
    stock: inventoryItems.stock,
    minStock: inventoryItems.minStock,
    lastUnitCost: inventoryItems.lastUnitCost,
    createdAt: inventoryItems.createdAt,
    deletedAt: inventoryItems.deletedAt,
  };
}
