import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { inventoryItems } from '../../db/schema/inventory';
import { menuItemOptionGroups, menuOptions, optionBomLines, optionGroups } from '../../db/schema/menu';
import type { Tx } from '../../platform/db-scope';

/* SQL of option groups (issue 20): the groups, their options and recipes, and the dishes they are on. */

export type GroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof menuOptions.$inferSelect;

export interface OptionBomRow {
  optionId: string;
  inventoryItemId: string;
  qty: number;
  name: string;
  unit: string;
  unitCost: number | null;
}

export interface DishGroupRow {
  menuItemId: string;
  groupId: string;
  position: number;
}

/** Every group of the tenant, or the ones named, by name. */
export function listGroups(tx: Tx, tenantId: string, ids?: readonly string[]): Promise<GroupRow[]> {
  const tenant = eq(optionGroups.tenantId, tenantId);
  return tx
    .select()
    .from(optionGroups)
    .where(ids ? and(tenant, inArray(optionGroups.id, [...ids])) : tenant)
    .orderBy(asc(optionGroups.name), asc(optionGroups.id));
}

/** The options of the groups (all the tenant's when `groupIds` is absent), in their order. */
export function listOptions(tx: Tx, tenantId: string, groupIds?: readonly string[]): Promise<OptionRow[]> {
  const tenant = eq(menuOptions.tenantId, tenantId);
  return tx
    .select()
    .from(menuOptions)
    .where(groupIds ? and(tenant, inArray(menuOptions.groupId, [...groupIds])) : tenant)
    .orderBy(asc(menuOptions.groupId), asc(menuOptions.position));
}

/** The recipe lines of the options, with their ingredient's name, unit and latest unit cost. */
export function optionRecipes(
  tx: Tx,
  tenantId: string,
  optionIds: readonly string[],
): Promise<OptionBomRow[]> {
  if (optionIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      optionId: optionBomLines.optionId,
      inventoryItemId: optionBomLines.inventoryItemId,
      qty: optionBomLines.qty,
      name: inventoryItems.name,
      unit: inventoryItems.unit,
      unitCost: inventoryItems.lastUnitCost,
    })
    .from(optionBomLines)
    .innerJoin(
      inventoryItems,
      and(
        eq(inventoryItems.tenantId, optionBomLines.tenantId),
        eq(inventoryItems.id, optionBomLines.inventoryItemId),
      ),
    )
    .where(and(eq(optionBomLines.tenantId, tenantId), inArray(optionBomLines.optionId, [...optionIds])))
    .orderBy(asc(optionBomLines.optionId), asc(optionBomLines.position));
}

/** Which dishes have which groups (the tenant's, or those of the dishes named). */
export function dishGroups(
  tx: Tx,
  tenantId: string,
  menuItemIds?: readonly string[],
): Promise<DishGroupRow[]> {
  const tenant = eq(menuItemOptionGroups.tenantId, tenantId);
  return tx
    .select({
      menuItemId: menuItemOptionGroups.menuItemId,
      groupId: menuItemOptionGroups.groupId,
      position: menuItemOptionGroups.position,
    })
    .from(menuItemOptionGroups)
    .where(menuItemIds ? and(tenant, inArray(menuItemOptionGroups.menuItemId, [...menuItemIds])) : tenant)
    .orderBy(asc(menuItemOptionGroups.menuItemId), asc(menuItemOptionGroups.position));
}

export async function insertGroup(
  tx: Tx,
  values: { tenantId: string; name: string; minChoices: number; maxChoices: number },
): Promise<GroupRow> {
  const [row] = await tx.insert(optionGroups).values(values).returning();
  if (!row) throw new Error('insert option_groups returned no row');
  return row;
}

export async function updateGroup(
  tx: Tx,
  tenantId: string,
  id: string,
  values: { name: string; minChoices: number; maxChoices: number },
): Promise<GroupRow | undefined> {
  const [row] = await tx
    .update(optionGroups)
    .set(values)
    .where(and(eq(optionGroups.tenantId, tenantId), eq(optionGroups.id, id)))
    .returning();
  return row;
}

/** Deletes the group; its options, their recipes and its place on every dish go with it. */
export async function deleteGroup(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(optionGroups)
    .where(and(eq(optionGroups.tenantId, tenantId), eq(optionGroups.id, id)))
    .returning({ id: optionGroups.id });
  return rows.length > 0;
}

/** Removes the group's options other than `keep` (their recipes go with them). */
export async function deleteOptionsExcept(
  tx: Tx,
  tenantId: string,
  groupId: string,
  keep: readonly string[],
) {
  const group = and(eq(menuOptions.tenantId, tenantId), eq(menuOptions.groupId, groupId));
  await tx
    .delete(menuOptions)
    .where(keep.length > 0 ? and(group, notInArray(menuOptions.id, [...keep])) : group);
}

/** Writes an option (new, or kept by its id) with its place in the group. */
export async function upsertOption(
  tx: Tx,
  values: {
    tenantId: string;
    id: string;
    groupId: string;
    name: string;
    priceDelta: number;
    position: number;
  },
) {
  await tx
    .insert(menuOptions)
    .values(values)
    .onConflictDoUpdate({
      target: [menuOptions.tenantId, menuOptions.id],
      set: { name: values.name, priceDelta: values.priceDelta, position: values.position },
    });
}

export async function replaceOptionRecipe(
  tx: Tx,
  tenantId: string,
  optionId: string,
  lines: readonly { inventoryItemId: string; qty: number }[],
) {
  await tx
    .delete(optionBomLines)
    .where(and(eq(optionBomLines.tenantId, tenantId), eq(optionBomLines.optionId, optionId)));
  if (lines.length === 0) return;
  await tx
    .insert(optionBomLines)
    .values(lines.map((line, position) => ({ tenantId, optionId, position, ...line })));
}

/** Gives the dish exactly these groups, in this order. */
export async function replaceDishGroups(
  tx: Tx,
  tenantId: string,
  menuItemId: string,
  groupIds: readonly string[],
) {
  await tx
    .delete(menuItemOptionGroups)
    .where(and(eq(menuItemOptionGroups.tenantId, tenantId), eq(menuItemOptionGroups.menuItemId, menuItemId)));
  if (groupIds.length === 0) return;
  await tx
    .insert(menuItemOptionGroups)
    .values(groupIds.map((groupId, position) => ({ tenantId, menuItemId, groupId, position })));
}
