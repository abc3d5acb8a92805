import type { z } from 'zod';
import {
  OPTION_MESSAGES,
  type AdminOptionGroup,
  type MenuOptionGroup,
  type optionGroupInput,
} from '@meja/shared/contracts/menu-options';
import { v7 as uuidv7 } from 'uuid';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { invalidField, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { bumpMenuVersion, liveItemIds, refreshStockOut } from './menu.repo';
import { presentRecipeLine } from './menu.presenter';
import {
  deleteGroup,
  deleteOptionsExcept,
  dishGroups,
  insertGroup,
  listGroups,
  listOptions,
  optionRecipes,
  replaceDishGroups,
  replaceOptionRecipe,
  updateGroup,
  upsertOption,
  type GroupRow,
  type OptionRow,
} from './menu-options.repo';

type GroupInput = z.output<typeof optionGroupInput>;

const MESSAGES = {
  recipeIngredient: 'Bahan resep pilihan tidak ditemukan. Pilih bahan dari daftar inventory.',
} as const;

function groupView(group: GroupRow, options: readonly OptionRow[]): MenuOptionGroup {
  return {
    id: group.id,
    name: group.name,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: options
      .filter((option) => option.groupId === group.id)
      .map((option) => ({ id: option.id, name: option.name, priceDelta: option.priceDelta })),
  };
}

/**
 * The groups of each dish (all the tenant's dishes, or those named), in the dish's order, as the
 * menu shows them: what the diner's item page, the POS and the server's pricing read.
 */
export async function dishOptionGroups(
  tx: Tx,
  tenantId: string,
  menuItemIds?: readonly string[],
): Promise<Map<string, MenuOptionGroup[]>> {
  const links = await dishGroups(tx, tenantId, menuItemIds);
  const byDish = new Map<string, MenuOptionGroup[]>();
  if (links.length === 0) return byDish;
  const groupIds = [...new Set(links.map((link) => link.groupId))];
  const options = await listOptions(tx, tenantId, groupIds);
  const groups = new Map(
    (await listGroups(tx, tenantId, groupIds)).map((g) => [g.id, groupView(g, options)]),
  );
  for (const link of links) {
    const group = groups.get(link.groupId);
    if (group) byDish.set(link.menuItemId, [...(byDish.get(link.menuItemId) ?? []), group]);
  }
  return byDish;
}

/** Gives the dish these groups in this order (the menu item's create and update); unknown ids → 400. */
export async function setDishOptionGroups(
  tx: Tx,
  tenantId: string,
  menuItemId: string,
  groupIds: readonly string[],
) {
  const found = await listGroups(tx, tenantId, groupIds);
  if (found.length !== groupIds.length) throw invalidField(OPTION_MESSAGES.groupMissing, 'optionGroupIds');
  await replaceDishGroups(tx, tenantId, menuItemId, groupIds);
  await refreshStockOut(tx, tenantId, { menuItemIds: [menuItemId] });
}

/** A branch's option groups as a copy to another branch takes them (issue 20 with issue 16's copy). */
export interface OptionGroupsToCopy {
  groups: {
    id: string;
    name: string;
    minChoices: number;
    maxChoices: number;
    options: { name: string; priceDelta: number; recipe: { inventoryItemId: string; qty: number }[] }[];
  }[];
  /** The groups of each dish, by the dish's id in the source, in the dish's order. */
  groupsOfDish: Map<string, string[]>;
}

export async function optionGroupsToCopy(tx: Tx, tenantId: string): Promise<OptionGroupsToCopy> {
  const groups = await listGroups(tx, tenantId);
  const options = await listOptions(tx, tenantId);
  const recipes = await optionRecipes(
    tx,
    tenantId,
    options.map((option) => option.id),
  );
  const groupsOfDish = new Map<string, string[]>();
  for (const link of await dishGroups(tx, tenantId)) {
    groupsOfDish.set(link.menuItemId, [...(groupsOfDish.get(link.menuItemId) ?? []), link.groupId]);
  }
  return {
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      options: options
        .filter((option) => option.groupId === group.id)
        .map((option) => ({
          name: option.name,
          priceDelta: option.priceDelta,
          recipe: recipes
            .filter((line) => line.optionId === option.id)
            .map((line) => ({ inventoryItemId: line.inventoryItemId, qty: line.qty })),
        })),
    })),
    groupsOfDish,
  };
}

/**
 * Writes the copied groups into the tenant (a group it already has by name is kept as it is and
 * used), and puts them on the dishes the copy wrote (`dishIdOf`: the source dish's id → the new
 * one's), the recipes' ingredients mapped by `ingredientOf`.
 */
export async function writeOptionGroupsCopy(
  tx: Tx,
  tenantId: string,
  copy: OptionGroupsToCopy,
  mapping: { dishIdOf: ReadonlyMap<string, string>; ingredientOf: (sourceId: string) => string },
): Promise<void> {
  const existing = new Map(
    (await listGroups(tx, tenantId)).map((group) => [group.name.toLowerCase(), group.id]),
  );
  const groupIdOf = new Map<string, string>();
  for (const group of copy.groups) {
    const kept = existing.get(group.name.toLowerCase());
    if (kept) {
      groupIdOf.set(group.id, kept);
      continue;
    }
    const row = await insertGroup(tx, {
      tenantId,
      name: group.name,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
    });
    groupIdOf.set(group.id, row.id);
    for (const [position, option] of group.options.entries()) {
      const id = uuidv7();
      await upsertOption(tx, {
        tenantId,
        id,
        groupId: row.id,
        name: option.name,
        priceDelta: option.priceDelta,
        position,
      });
      const lines = new Map<string, number>();
      for (const line of option.recipe) {
        const target = mapping.ingredientOf(line.inventoryItemId);
        lines.set(target, (lines.get(target) ?? 0) + line.qty);
      }
      await replaceOptionRecipe(
        tx,
        tenantId,
        id,
        [...lines].map(([inventoryItemId, qty]) => ({ inventoryItemId, qty })),
      );
    }
  }
  for (const [sourceDish, targetDish] of mapping.dishIdOf) {
    const groupIds = (copy.groupsOfDish.get(sourceDish) ?? []).flatMap((id) => groupIdOf.get(id) ?? []);
    if (groupIds.length > 0) await replaceDishGroups(tx, tenantId, targetDish, groupIds);
  }
  await refreshStockOut(tx, tenantId, { menuItemIds: [...mapping.dishIdOf.values()] });
}

/** The back office's option groups (issue 20): list, create, change (options replaced), delete. */
export function createMenuOptionsService(
  deps: Pick<ServiceDeps, 'db'> & { onMenuChanged?: (tenantId: string) => void },
) {
  async function mutate<T>(tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await inTenantTx(deps.db, tenantId, async (tx) => {
      const answer = await work(tx);
      await bumpMenuVersion(tx, tenantId);
      return answer;
    });
    deps.onMenuChanged?.(tenantId);
    return result;
  }

  async function views(tx: Tx, tenantId: string, ids?: readonly string[]): Promise<AdminOptionGroup[]> {
    const groups = await listGroups(tx, tenantId, ids);
    if (groups.length === 0) return [];
    const groupIds = groups.map((group) => group.id);
    const options = await listOptions(tx, tenantId, groupIds);
    const recipes = await optionRecipes(
      tx,
      tenantId,
      options.map((option) => option.id),
    );
    const links = await dishGroups(tx, tenantId);
    return groups.map((group) => ({
      ...groupView(group, options),
      options: options
        .filter((option) => option.groupId === group.id)
        .map((option) => ({
          id: option.id,
          name: option.name,
          priceDelta: option.priceDelta,
          recipe: recipes.filter((line) => line.optionId === option.id).map(presentRecipeLine),
        })),
      menuItemIds: links.filter((link) => link.groupId === group.id).map((link) => link.menuItemId),
    }));
  }

  /** The dishes that have the group: their 'Habis' may change with its options (refreshStockOut). */
  async function dishesWith(tx: Tx, tenantId: string, groupId: string): Promise<string[]> {
    return (await dishGroups(tx, tenantId))
      .filter((link) => link.groupId === groupId)
      .map((link) => link.menuItemId);
  }

  async function one(tx: Tx, tenantId: string, id: string): Promise<AdminOptionGroup> {
    const [view] = await views(tx, tenantId, [id]);
    if (!view) throw notFound(OPTION_MESSAGES.groupMissing);
    return view;
  }

  /** Writes the group's options: those sent with one of its ids kept, the others new, the rest gone. */
  async function writeOptions(tx: Tx, tenantId: string, groupId: string, input: GroupInput) {
    const ingredients = input.options.flatMap((option) => option.recipe.map((line) => line.inventoryItemId));
    const live = await liveItemIds(tx, tenantId, [...new Set(ingredients)]);
    if (ingredients.some((id) => !live.has(id))) throw invalidField(MESSAGES.recipeIngredient, 'options');
    const current = new Set((await listOptions(tx, tenantId, [groupId])).map((option) => option.id));
    const written = input.options.map((option) => ({
      ...option,
      id: option.id !== undefined && current.has(option.id) ? option.id : uuidv7(),
    }));
    await deleteOptionsExcept(
      tx,
      tenantId,
      groupId,
      written.map((option) => option.id),
    );
    for (const [position, option] of written.entries()) {
      await upsertOption(tx, {
        tenantId,
        id: option.id,
        groupId,
        name: option.name,
        priceDelta: option.priceDelta,
        position,
      });
      await replaceOptionRecipe(tx, tenantId, option.id, option.recipe);
    }
  }

  return {
    list: (scope: Scope) => inTenantTx(deps.db, scope.tenantId, (tx) => views(tx, scope.tenantId)),

    create: (scope: Scope, input: GroupInput) =>
      mutate(scope.tenantId, async (tx) => {
        const group = await insertGroup(tx, {
          tenantId: scope.tenantId,
          name: input.name,
          minChoices: input.minChoices,
          maxChoices: input.maxChoices,
        });
        await writeOptions(tx, scope.tenantId, group.id, input);
        return one(tx, scope.tenantId, group.id);
      }),

    update: (scope: Scope, id: string, input: GroupInput) =>
      mutate(scope.tenantId, async (tx) => {
        const values = { name: input.name, minChoices: input.minChoices, maxChoices: input.maxChoices };
        if (!(await updateGroup(tx, scope.tenantId, id, values)))
          throw notFound(OPTION_MESSAGES.groupMissing);
        await writeOptions(tx, scope.tenantId, id, input);
        await refreshStockOut(tx, scope.tenantId, { menuItemIds: await dishesWith(tx, scope.tenantId, id) });
        return one(tx, scope.tenantId, id);
      }),

    remove: (scope: Scope, id: string) =>
      mutate(scope.tenantId, async (tx) => {
        const dishes = await dishesWith(tx, scope.tenantId, id);
        if (!(await deleteGroup(tx, scope.tenantId, id))) throw notFound(OPTION_MESSAGES.groupMissing);
        await refreshStockOut(tx, scope.tenantId, { menuItemIds: dishes });
      }),
  };
}

export type MenuOptionsService = ReturnType<typeof createMenuOptionsService>;
