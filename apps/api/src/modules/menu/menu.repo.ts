import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inventoryItems } from '../../db/schema/inventory';
import { menuBomLines, menuItems, type MenuRow } from '../../db/schema/menu';
import { tenants } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';
import { hotNumber, hotRows, hotStatement } from '../../platform/hot-sql';

export type MenuValues = Omit<typeof menuItems.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

export interface BomRow {
  menuItemId: string;
  inventoryItemId: string;
  qty: number;
  position: number;
  name: string;
  unit: string;
  unitCost: number | null;
}

const current = (tenantId: string) => and(eq(menuItems.tenantId, tenantId), isNull(menuItems.archivedAt));

/** Menu items not archived, category then name; `activeOnly` for the public menu. */
export function listMenu(tx: Tx, tenantId: string, activeOnly = false): Promise<MenuRow[]> {
  return tx
    .select()
    .from(menuItems)
    .where(activeOnly ? and(current(tenantId), eq(menuItems.isActive, true)) : current(tenantId))
    .orderBy(asc(menuItems.category), asc(menuItems.name), asc(menuItems.id));
}

export async function findMenuItem(tx: Tx, tenantId: string, id: string): Promise<MenuRow | undefined> {
  const rows = await tx
    .select()
    .from(menuItems)
    .where(and(current(tenantId), eq(menuItems.id, id)));
  return rows[0];
}

export async function insertMenuItem(
  tx: Tx,
  tenantId: string,
  values: MenuValues & { id?: string },
): Promise<MenuRow> {
  const [row] = await tx
    .insert(menuItems)
    .values({ ...values, tenantId })
    .returning();
  if (!row) throw new Error('insert menu_items returned no row');
  return row;
}

export async function updateMenuItem(tx: Tx, tenantId: string, id: string, values: Partial<MenuValues>) {
  await tx
    .update(menuItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)));
}

export async function deleteMenuItem(tx: Tx, tenantId: string, id: string) {
  await tx.delete(menuItems).where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)));
}

export async function archiveMenuItems(tx: Tx, tenantId: string, id: string | null, now: Date) {
  await tx
    .update(menuItems)
    .set({ archivedAt: now, isActive: false, updatedAt: now })
    .where(id ? and(current(tenantId), eq(menuItems.id, id)) : current(tenantId));
}

/** BOM lines with their ingredient's name, unit and latest unit cost. */
export function bomLines(tx: Tx, tenantId: string): Promise<BomRow[]> {
  return tx
    .select({
      menuItemId: menuBomLines.menuItemId,
      inventoryItemId: menuBomLines.inventoryItemId,
      qty: menuBomLines.qty,
      position: menuBomLines.position,
      name: inventoryItems.name,
      unit: inventoryItems.unit,
      unitCost: inventoryItems.lastUnitCost,
    })
    .from(menuBomLines)
    .innerJoin(
      inventoryItems,
      and(
        eq(inventoryItems.tenantId, menuBomLines.tenantId),
        eq(inventoryItems.id, menuBomLines.inventoryItemId),
      ),
    )
    .where(eq(menuBomLines.tenantId, tenantId))
    .orderBy(asc(menuBomLines.menuItemId), asc(menuBomLines.position));
}

export async function replaceBom(
  tx: Tx,
  tenantId: string,
  menuItemId: string,
  lines: { inventoryItemId: string; qty: number }[],
) {
  await tx
    .delete(menuBomLines)
    .where(and(eq(menuBomLines.tenantId, tenantId), eq(menuBomLines.menuItemId, menuItemId)));
  if (lines.length === 0) return;
  await tx
    .insert(menuBomLines)
    .values(lines.map((line, position) => ({ tenantId, menuItemId, position, ...line })));
}

/** Names of current menu items whose BOM uses the ingredient. */
export async function menuNamesUsing(tx: Tx, tenantId: string, inventoryItemId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: menuItems.name })
    .from(menuBomLines)
    .innerJoin(
      menuItems,
      and(eq(menuItems.tenantId, menuBomLines.tenantId), eq(menuItems.id, menuBomLines.menuItemId)),
    )
    .where(
      and(
        eq(menuBomLines.tenantId, tenantId),
        eq(menuBomLines.inventoryItemId, inventoryItemId),
        isNull(menuItems.archivedAt),
      ),
    )
    .orderBy(asc(menuItems.name));
  return rows.map((r) => r.name);
}

/** Every menu change bumps this: the public menu's ETag and cache key (tenants is a platform table). */
export async function bumpMenuVersion(tx: Tx, tenantId: string) {
  await tx
    .update(tenants)
    .set({ menuVersion: sql`${tenants.menuVersion} + 1` })
    .where(eq(tenants.id, tenantId));
}

/** What decides 'Habis' besides the items: the tenant's stock policy and time zone. */
export async function availabilitySettings(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({ policy: tenants.stockPolicy, timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new Error(`tenant ${tenantId} missing`);
  return row;
}

// Every stock change runs it (a hot statement, issue 19): the dishes locked in id order first (the
// uncorrelated count runs once, before the update), NO KEY UPDATE like the UPDATE itself: it does
// not wait for the KEY SHARE locks that every order line's foreign key takes on its dish (FOR
// UPDATE would, and deadlock a POS sale waiting for an ingredient another sale holds while that
// sale waits for this dish). Then exactly the dishes whose cached flag disagrees with the stock
// there is now flip.
const REFRESH_STOCK_OUT = hotStatement(
  'refresh_stock_out',
  `with dishes as (
     select b.menu_item_id as id from menu_bom_lines b
      where b.tenant_id = $1 and b.inventory_item_id = any($2::uuid[])
     union
     select dg.menu_item_id from option_bom_lines ob
       join menu_options o on o.tenant_id = ob.tenant_id and o.id = ob.option_id
       join menu_item_option_groups dg on dg.tenant_id = o.tenant_id and dg.group_id = o.group_id
      where ob.tenant_id = $1 and ob.inventory_item_id = any($2::uuid[])
     union
     select unnest($3::uuid[])
   ), locked as (
     select m.id from menu_items m
      where m.tenant_id = $1 and m.id in (select id from dishes)
      order by m.id
        for no key update
   ), flipped as (
     update menu_items m
        set stock_out = not m.stock_out
      where m.tenant_id = $1
        and m.id in (select id from dishes)
        and (select count(*) from locked) >= 0
        and m.stock_out <> (exists (
              select 1
                from menu_bom_lines b
                join inventory_items i on i.tenant_id = b.tenant_id and i.id = b.inventory_item_id
               where b.tenant_id = m.tenant_id and b.menu_item_id = m.id and b.qty > 0 and i.stock < b.qty
            ) or exists (
              -- A required group of the dish with fewer options that can be made than it asks for.
              select 1
                from menu_item_option_groups dg
                join option_groups g on g.tenant_id = dg.tenant_id and g.id = dg.group_id
               where dg.tenant_id = m.tenant_id and dg.menu_item_id = m.id and g.min_choices > 0
                 and (select count(*) from menu_options o
                       where o.tenant_id = g.tenant_id and o.group_id = g.id
                         and not exists (
                           select 1
                             from option_bom_lines ob
                             join inventory_items i on i.tenant_id = ob.tenant_id and i.id = ob.inventory_item_id
                            where ob.tenant_id = o.tenant_id and ob.option_id = o.id and ob.qty > 0
                              and i.stock < ob.qty)) < g.min_choices
            ))
     returning m.id
   )
   select count(*)::int as flipped from flipped`,
);

/**
 * Recomputes `stock_out` of the dishes whose recipe — or an option of one of their groups (issue
 * 20) — uses any of `ingredientIds` (or of the dishes `menuItemIds`), and answers whether any
 * flipped. A dish is out when its own recipe is short, or when one of its required groups has
 * fewer options that can be made than its minimum ('Protein: Ayam or Telur', both gone). The dishes are locked in id order first, so two
 * sales refreshing overlapping dishes never deadlock (ingredients are locked before, also in id
 * order; the tenant row, bumped by the caller on a flip, last).
 */
export async function refreshStockOut(
  tx: Tx,
  tenantId: string,
  target: { ingredientIds: string[] } | { menuItemIds: string[] },
): Promise<boolean> {
  const ingredientIds = 'ingredientIds' in target ? target.ingredientIds : [];
  const menuItemIds = 'menuItemIds' in target ? target.menuItemIds : [];
  if (ingredientIds.length === 0 && menuItemIds.length === 0) return false;
  const [row] = await hotRows(tx, REFRESH_STOCK_OUT, [tenantId, ingredientIds, menuItemIds]);
  return row !== undefined && hotNumber(row, 'flipped') > 0;
}

/** The ingredients among `ids` that exist and are not deleted: what a recipe line may use. */
export async function liveItemIds(tx: Tx, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.tenantId, tenantId),
        isNull(inventoryItems.deletedAt),
        inArray(inventoryItems.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
