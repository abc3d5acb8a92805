import type { z } from 'zod';
import type {
  AdminMenuItem,
  menuCopyRequest,
  menuItemCreate,
  menuItemUpdate,
} from '@meja/shared/contracts/menu';
import { dateInZone } from '@meja/shared/dates';
import { normalizeCategory, normalizeMenuName } from '@meja/shared/menu-rules';
import { resolveDiscounts } from '@meja/shared/pricing';
import { inAppTx, inTenantTx, type Tx } from '../../platform/db-scope';
import { AppError, notFound, invalidField } from '../../platform/errors';
import { isForeignKeyViolation } from '../../platform/pg-errors';
import type { ServiceDeps } from '../../platform/deps';
import type { Scope } from '../../platform/scope';
import { tenantBySlug } from '../tenants/tenants.service';
import type { TenantRow } from '../../db/schema/platform';
import type { MenuRow } from '../../db/schema/menu';
import {
  archiveMenuItems,
  availabilitySettings,
  bomLines,
  bumpMenuVersion,
  deleteMenuItem,
  findMenuItem,
  insertMenuItem,
  listMenu,
  liveItemIds,
  menuNamesUsing,
  refreshStockOut,
  replaceBom,
  updateMenuItem,
} from './menu.repo';
import { presentAdminMenu, presentPublicMenuItem, type Availability } from './menu.presenter';
import { menuEtag, menuKey, PublicMenuCache } from './public-menu-cache';
import { dishOptionGroups, setDishOptionGroups } from './menu-options.service';

/** The POS's quick add and the seed leave out the groups: none. */
type CreateInput = Omit<z.output<typeof menuItemCreate>, 'optionGroupIds'> & { optionGroupIds?: string[] };
type UpdateInput = z.output<typeof menuItemUpdate>;
type CopyInput = z.output<typeof menuCopyRequest>;
type BomInput = { inventoryItemId: string; qty: number }[];

const MESSAGES = {
  notFound: 'Menu tidak ditemukan',
  bothDiscounts: 'Pilih salah satu: diskon persen atau diskon nominal.',
  bomIngredient: 'Bahan BOM tidak ditemukan. Pilih bahan dari daftar inventory.',
  copySource: 'Mohon isi slug resto sumber',
  copyEnterprise: 'Salin menu hanya untuk paket ENTERPRISE.',
  copyGroup: 'Resto sumber tidak ditemukan di grup yang sama.',
  copySelf: 'Resto sumber tidak boleh sama dengan resto ini.',
} as const;

async function assertIngredients(tx: Tx, tenantId: string, bom: BomInput) {
  const ids = bom.map((l) => l.inventoryItemId);
  const found = await liveItemIds(tx, tenantId, ids);
  if (ids.some((id) => !found.has(id))) throw invalidField(MESSAGES.bomIngredient, 'bom');
}

/**
 * After a change of these ingredients' stock (the stock ledger's call, inside its transaction): the
 * dishes that became (un)makeable flip their flag, and the public menu's version moves when any did.
 */
export async function refreshDishesUsing(tx: Tx, tenantId: string, ingredientIds: string[]): Promise<void> {
  if (await refreshStockOut(tx, tenantId, { ingredientIds })) await bumpMenuVersion(tx, tenantId);
}

/** Names of the current dishes whose recipe uses the ingredient (inventory refuses to delete it). */
export function dishNamesUsing(tx: Tx, tenantId: string, inventoryItemId: string): Promise<string[]> {
  return menuNamesUsing(tx, tenantId, inventoryItemId);
}

/** A dish as a branch copy carries it: the row and its recipe lines (ingredient of the source, qty). */
export interface DishToCopy {
  item: MenuRow;
  recipe: { inventoryItemId: string; qty: number }[];
}

/** The current dishes (active or not) of the tenant with their recipes, for a copy to another branch. */
export async function menuToCopy(tx: Tx, tenantId: string): Promise<DishToCopy[]> {
  const items = await listMenu(tx, tenantId);
  const lines = await bomLines(tx, tenantId);
  return items.map((item) => ({
    item,
    recipe: lines
      .filter((line) => line.menuItemId === item.id)
      .map((line) => ({ inventoryItemId: line.inventoryItemId, qty: line.qty })),
  }));
}

/**
 * Writes copied dishes into the tenant in the caller's transaction (issue 16, the group's copy):
 * names, categories, prices, pictures, flags, discounts, and each recipe with the ingredient ids
 * `ingredientOf` maps to this tenant's. `overwrite` archives the current menu first, as copyFrom
 * does; without it, dishes the tenant already has (same name) are skipped. The caller tells the
 * caches (`changed`) once its transaction has committed. Answers how many were copied and skipped,
 * and the new dishes' ids by the source's (their option groups are copied after them).
 */
export async function writeMenuCopy(
  tx: Tx,
  tenantId: string,
  dishes: DishToCopy[],
  options: { overwrite: boolean; now: Date; ingredientOf: (sourceId: string) => string },
): Promise<{ copied: number; skipped: number; dishIdOf: Map<string, string> }> {
  if (options.overwrite) await archiveMenuItems(tx, tenantId, null, options.now);
  // Without overwrite, a dish the target already has (the same name as the menu normalizes it) is
  // left as it is: a second copy must not double the menu.
  const existing = options.overwrite
    ? new Set<string>()
    : new Set((await listMenu(tx, tenantId)).map((row) => normalizeMenuName(row.name)));
  const written: string[] = [];
  const dishIdOf = new Map<string, string>();
  let skipped = 0;
  for (const { item, recipe } of dishes) {
    if (existing.has(normalizeMenuName(item.name))) {
      skipped += 1;
      continue;
    }
    existing.add(normalizeMenuName(item.name));
    const row = await insertMenuItem(tx, tenantId, {
      name: item.name,
      description: item.description,
      price: item.price,
      category: item.category,
      isActive: item.isActive,
      imageUrl: item.imageUrl,
      isSpecialToday: item.isSpecialToday,
      isFavorite: item.isFavorite,
      discountPercent: item.discountPercent,
      discountFixed: item.discountFixed,
    });
    // Two source ingredients may map to one of the target's (same name): one line, their quantities added.
    const lines = new Map<string, number>();
    for (const line of recipe) {
      const target = options.ingredientOf(line.inventoryItemId);
      lines.set(target, (lines.get(target) ?? 0) + line.qty);
    }
    await replaceBom(
      tx,
      tenantId,
      row.id,
      [...lines].map(([inventoryItemId, qty]) => ({ inventoryItemId, qty })),
    );
    written.push(row.id);
    dishIdOf.set(item.id, row.id);
  }
  await refreshStockOut(tx, tenantId, { menuItemIds: written });
  await bumpMenuVersion(tx, tenantId);
  return { copied: written.length, skipped, dishIdOf };
}

export function createMenuService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & { onMenuChanged?: (tenantId: string) => void },
) {
  const publicCache = new PublicMenuCache();

  /** A menu change: one tenant transaction (which bumps the version), then the hot caches hear of it. */
  async function mutate<T>(tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await inTenantTx(deps.db, tenantId, work);
    deps.onMenuChanged?.(tenantId);
    return result;
  }

  /** The tenant's policy and today's date in its time zone. */
  async function availability(tx: Tx, tenantId: string): Promise<Availability> {
    const settings = await availabilitySettings(tx, tenantId);
    return { policy: settings.policy, today: dateInZone(deps.now(), settings.timezone) };
  }

  async function adminItem(tx: Tx, tenantId: string, id: string): Promise<AdminMenuItem> {
    const row = await findMenuItem(tx, tenantId, id);
    if (!row) throw notFound(MESSAGES.notFound);
    const bom = (await bomLines(tx, tenantId)).filter((l) => l.menuItemId === id);
    const groups = await dishOptionGroups(tx, tenantId, [id]);
    const [item] = presentAdminMenu([row], bom, await availability(tx, tenantId), groups);
    if (!item) throw notFound(MESSAGES.notFound);
    return item;
  }

  async function listAdmin(scope: Scope): Promise<AdminMenuItem[]> {
    return inTenantTx(deps.db, scope.tenantId, async (tx) =>
      presentAdminMenu(
        await listMenu(tx, scope.tenantId),
        await bomLines(tx, scope.tenantId),
        await availability(tx, scope.tenantId),
        await dishOptionGroups(tx, scope.tenantId),
      ),
    );
  }

  /**
   * Creates an item inside the caller's transaction (the POS quick-add runs it under its
   * Idempotency-Key); the caller calls `changed` once that transaction has committed.
   */
  async function createIn(tx: Tx, scope: Scope, input: CreateInput, id?: string): Promise<AdminMenuItem> {
    const discounts = resolveDiscounts(
      { discountPercent: null, discountFixed: null },
      { discountPercent: input.discountPercent, discountFixed: input.discountFixed },
    );
    if (discounts === 'both') throw invalidField(MESSAGES.bothDiscounts, 'discountPercent');
    await assertIngredients(tx, scope.tenantId, input.bom);
    const row = await insertMenuItem(tx, scope.tenantId, {
      ...(id && { id }),
      name: normalizeMenuName(input.name),
      description: input.description,
      price: input.price,
      category: normalizeCategory(input.category),
      isActive: input.isActive,
      imageUrl: input.imageUrl,
      isSpecialToday: input.isSpecialToday,
      isFavorite: input.isFavorite,
      ...discounts,
    });
    await replaceBom(tx, scope.tenantId, row.id, input.bom);
    await setDishOptionGroups(tx, scope.tenantId, row.id, input.optionGroupIds ?? []);
    await refreshStockOut(tx, scope.tenantId, { menuItemIds: [row.id] });
    await bumpMenuVersion(tx, scope.tenantId);
    return adminItem(tx, scope.tenantId, row.id);
  }

  /** The hot caches hear of a menu change committed elsewhere (see createIn). */
  function changed(tenantId: string): void {
    deps.onMenuChanged?.(tenantId);
  }

  async function create(scope: Scope, input: CreateInput): Promise<AdminMenuItem> {
    return mutate(scope.tenantId, (tx) => createIn(tx, scope, input));
  }

  /** One current item as the admin sees it, or 404. */
  async function item(scope: Scope, id: string): Promise<AdminMenuItem> {
    return inTenantTx(deps.db, scope.tenantId, (tx) => adminItem(tx, scope.tenantId, id));
  }

  async function update(scope: Scope, id: string, input: UpdateInput): Promise<AdminMenuItem> {
    return mutate(scope.tenantId, async (tx) => {
      const current = await findMenuItem(tx, scope.tenantId, id);
      if (!current) throw notFound(MESSAGES.notFound);
      const discounts = resolveDiscounts(current, input);
      if (discounts === 'both') throw invalidField(MESSAGES.bothDiscounts, 'discountPercent');
      await updateMenuItem(tx, scope.tenantId, id, {
        ...(input.name !== undefined && { name: normalizeMenuName(input.name) }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.price !== undefined && { price: input.price }),
        ...(input.category !== undefined && { category: normalizeCategory(input.category) }),
        ...(input.isActive !== undefined && { isActive: input.isActive }),
        ...(input.imageUrl !== undefined && { imageUrl: input.imageUrl }),
        ...(input.isSpecialToday !== undefined && { isSpecialToday: input.isSpecialToday }),
        ...(input.isFavorite !== undefined && { isFavorite: input.isFavorite }),
        ...(input.soldOutToday !== undefined && {
          soldOutOn: input.soldOutToday ? (await availability(tx, scope.tenantId)).today : null,
        }),
        ...discounts,
      });
      if (input.bom !== undefined) {
        await assertIngredients(tx, scope.tenantId, input.bom);
        await replaceBom(tx, scope.tenantId, id, input.bom);
        await refreshStockOut(tx, scope.tenantId, { menuItemIds: [id] });
      }
      if (input.optionGroupIds !== undefined) {
        await setDishOptionGroups(tx, scope.tenantId, id, input.optionGroupIds);
      }
      await bumpMenuVersion(tx, scope.tenantId);
      return adminItem(tx, scope.tenantId, id);
    });
  }

  async function updateBom(scope: Scope, id: string, bom: BomInput): Promise<AdminMenuItem> {
    return update(scope, id, { bom });
  }

  /** Destroys the item, or archives it (inactive, hidden) when past orders still refer to it. */
  async function remove(scope: Scope, id: string): Promise<{ archived: boolean }> {
    return mutate(scope.tenantId, async (tx) => {
      if (!(await findMenuItem(tx, scope.tenantId, id))) throw notFound(MESSAGES.notFound);
      let archived = false;
      try {
        await tx.transaction((savepoint) => deleteMenuItem(savepoint, scope.tenantId, id));
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        await archiveMenuItems(tx, scope.tenantId, id, deps.now());
        archived = true;
      }
      await bumpMenuVersion(tx, scope.tenantId);
      return { archived };
    });
  }

  /** Copies a branch's menu within an ENTERPRISE group; BOM is not copied (SPEC §5). */
  async function copyFrom(scope: Scope, target: TenantRow, input: CopyInput): Promise<{ copied: number }> {
    if (!input.sourceSlug) throw invalidField(MESSAGES.copySource, 'sourceSlug');
    if (target.package !== 'ENTERPRISE' || !target.groupId)
      throw new AppError('PLAN_FEATURE', MESSAGES.copyEnterprise);
    const source = await inAppTx(deps.db, (tx) => tenantBySlug(tx, input.sourceSlug));
    if (!source || source.groupId !== target.groupId) throw notFound(MESSAGES.copyGroup);
    if (source.id === target.id) throw invalidField(MESSAGES.copySelf, 'sourceSlug');
    const items = await inTenantTx(deps.db, source.id, (tx) => listMenu(tx, source.id));
    return mutate(scope.tenantId, async (tx) => {
      if (input.overwrite) await archiveMenuItems(tx, scope.tenantId, null, deps.now());
      for (const item of items) {
        await insertMenuItem(tx, scope.tenantId, {
          name: item.name,
          description: item.description,
          price: item.price,
          category: item.category,
          isActive: item.isActive,
          imageUrl: item.imageUrl,
          isSpecialToday: item.isSpecialToday,
          isFavorite: item.isFavorite,
          discountPercent: item.discountPercent,
          discountFixed: item.discountFixed,
        });
      }
      await bumpMenuVersion(tx, scope.tenantId);
      return { copied: items.length };
    });
  }

  /** The public menu's cache key and ETag: its version and the restaurant's calendar day. */
  function publicMenuKey(tenant: TenantRow) {
    const today = dateInZone(deps.now(), tenant.timezone);
    const key = menuKey(tenant.menuVersion, today);
    return { today, key, etag: menuEtag(tenant.id, key) };
  }

  /** The public menu of active items with its ETag; served from cache while the key holds. */
  async function publicMenu(tenant: TenantRow) {
    const { today, key, etag } = publicMenuKey(tenant);
    const cached = publicCache.get(tenant.id, key);
    if (cached) return { etag, ...cached };
    const { rows, groups } = await inTenantTx(deps.db, tenant.id, async (tx) => ({
      rows: await listMenu(tx, tenant.id, true),
      groups: await dishOptionGroups(tx, tenant.id),
    }));
    const available = { policy: tenant.stockPolicy, today };
    return {
      etag,
      ...publicCache.set(
        tenant.id,
        key,
        rows.map((row) => presentPublicMenuItem(row, available, groups.get(row.id) ?? [])),
      ),
    };
  }

  return {
    listAdmin,
    item,
    create,
    createIn,
    changed,
    update,
    updateBom,
    remove,
    copyFrom,
    publicMenu,
    menuEtag: (tenant: TenantRow) => publicMenuKey(tenant).etag,
  };
}

export type MenuService = ReturnType<typeof createMenuService>;
