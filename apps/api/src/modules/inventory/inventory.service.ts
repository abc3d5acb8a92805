import type { z } from 'zod';
import type {
  inventoryCreate,
  inventoryUpdate,
  purchaseCreate,
  stockCountCreate,
} from '@meja/shared/contracts/inventory';
import { addDays, dateInZone } from '@meja/shared/dates';
import { normalizeSku } from '@meja/shared/menu-rules';
import { roundQty } from '@meja/shared/bom';
import { inTenantTx, type Tx } from '../../platform/db-scope';
import { AppError, notFound } from '../../platform/errors';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import type { ServiceDeps } from '../../platform/deps';
import type { Scope } from '../../platform/scope';
import { dishNamesUsing } from '../menu/menu.service';
import {
  countBelowMin,
  findItem,
  findItemByName,
  findItemBySku,
  findItemByTrimmedName,
  insertItem,
  itemsByIds,
  insertPurchase,
  listItems,
  listMovements,
  listPurchases,
  softDeleteItem,
  sumPurchases,
  sumPurchasesOf,
  updateItemFields,
  type InventoryRow,
} from './inventory.repo';
import { presentInventoryItem, presentPurchase } from './inventory.presenter';
import { moveStock, stockChanged } from '../sales/stock-ledger';

const ITEM_NOT_FOUND = 'Bahan tidak ditemukan.';
const UNIT_COST_TOO_HIGH = 'Harga per satuan terlalu besar. Periksa kembali Qty dan Harga.';
/** numeric(14,4) holds values below 10^10. */
const MAX_UNIT_COST = 1e10;

type CreateInput = z.output<typeof inventoryCreate>;
type UpdateInput = z.output<typeof inventoryUpdate>;
type PurchaseInput = z.output<typeof purchaseCreate>;
type CountInput = z.output<typeof stockCountCreate>;
const COUNT_NOTE = 'Stok opname';

async function assertSkuFree(tx: Tx, tenantId: string, sku: string | null, exceptId?: string) {
  if (!sku) return;
  const holder = await findItemBySku(tx, tenantId, sku);
  if (holder && holder.id !== exceptId) throw new AppError('SKU_TAKEN');
}

/** A unique-index race (two saves of one SKU at once) reads as the same 409 as the check above. */
function skuRace(error: unknown): never {
  if (uniqueViolationConstraint(error) === 'inventory_items_tenant_sku_unique')
    throw new AppError('SKU_TAKEN');
  throw error;
}

/** What the ingredient purchases dated in the range cost (profit and loss), in the caller's transaction. */
export function purchasesTotal(
  tx: Tx,
  tenantId: string,
  range: { start: string; end: string },
): Promise<number> {
  return sumPurchases(tx, tenantId, range);
}

/** The purchases of each of the tenants over the dates (the group's reports, inside `inGroupReadTx`). */
export function purchasesOfTenants(
  tx: Tx,
  tenantIds: readonly string[],
  range: { start: string; end: string },
): Promise<Map<string, number>> {
  return sumPurchasesOf(tx, tenantIds, range);
}

/** A source branch's ingredient as a copy needs it, and the target's ingredient it maps to. */
export interface IngredientMapping {
  /** Source ingredient id → target ingredient id. */
  ids: Map<string, string>;
  /** Ingredients the target did not have, created at zero stock. */
  created: number;
}

/** The ingredients `ids` of the tenant (the source of a branch copy), in the caller's transaction. */
export function ingredientsToCopy(tx: Tx, tenantId: string, ids: string[]): Promise<InventoryRow[]> {
  return itemsByIds(tx, tenantId, [...new Set(ids)]);
}

/**
 * Maps each source ingredient onto the tenant's own (issue 16, a group's menu copy): the live one
 * with the same SKU (any case), else the same name (trimmed, any case), else a new one with the
 * source's name, SKU, unit and minimum at zero stock (stock is counted in the branch, never copied).
 * In the caller's transaction, with `app.tenant_id` naming the target.
 */
export async function mapIngredientsInto(
  tx: Tx,
  tenantId: string,
  sources: InventoryRow[],
): Promise<IngredientMapping> {
  const ids = new Map<string, string>();
  let created = 0;
  for (const source of sources) {
    const sku = normalizeSku(source.sku);
    const match =
      (sku ? await findItemBySku(tx, tenantId, sku) : undefined) ??
      (await findItemByTrimmedName(tx, tenantId, source.name));
    if (match) {
      ids.set(source.id, match.id);
      continue;
    }
    const row = await insertItem(tx, {
      tenantId,
      name: source.name.trim(),
      sku,
      unit: source.unit,
      minStock: source.minStock,
    });
    ids.set(source.id, row.id);
    created += 1;
  }
  return { ids, created };
}

/** How many ingredients are under their minimum stock (flagged as on the inventory screen), in the caller's transaction. */
export function stockAlertCount(tx: Tx, tenantId: string): Promise<number> {
  return countBelowMin(tx, tenantId);
}

export function createInventoryService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  const inTenant = <T>(scope: Scope, work: (tx: Tx) => Promise<T>) =>
    inTenantTx(deps.db, scope.tenantId, work).catch(skuRace);

  async function reload(tx: Tx, scope: Scope, id: string) {
    const row = await findItem(tx, scope.tenantId, id);
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return presentInventoryItem(row);
  }

  async function list(scope: Scope) {
    const rows = await inTenant(scope, (tx) => listItems(tx, scope.tenantId));
    return rows.map(presentInventoryItem);
  }

  async function create(scope: Scope, input: CreateInput) {
    return inTenant(scope, async (tx) => {
      const sku = normalizeSku(input.sku);
      await assertSkuFree(tx, scope.tenantId, sku);
      const item = await insertItem(tx, {
        tenantId: scope.tenantId,
        name: input.name,
        sku,
        unit: input.unit,
        minStock: roundQty(input.minStock),
      });
      if (input.stock !== 0) {
        await moveStock(tx, scope, {
          inventoryItemId: item.id,
          kind: 'OPENING',
          qty: input.stock,
          note: 'Stok awal',
        });
      }
      return reload(tx, scope, item.id);
    });
  }

  async function update(scope: Scope, id: string, input: UpdateInput) {
    return inTenant(scope, async (tx) => {
      const current = await findItem(tx, scope.tenantId, id, true);
      if (!current) throw notFound(ITEM_NOT_FOUND);
      const sku = input.sku === undefined ? undefined : normalizeSku(input.sku);
      if (sku !== undefined) await assertSkuFree(tx, scope.tenantId, sku, id);
      await updateItemFields(tx, scope.tenantId, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(sku !== undefined && { sku }),
        ...(input.unit !== undefined && { unit: input.unit }),
        ...(input.minStock !== undefined && { minStock: roundQty(input.minStock) }),
      });
      // A new stock figure is a count of one ingredient: recorded, never an overwrite (issue 12). The
      // edit form sends the stock with every field, so an unchanged figure records nothing here.
      if (input.stock !== undefined && roundQty(input.stock) !== roundQty(current.stock))
        await recordCount(tx, scope, current, input.stock, 'Koreksi stok');
      return reload(tx, scope, id);
    });
  }

  /**
   * One counted ingredient (locked by the caller): the difference from what the ledger expects is an
   * ADJUSTMENT carrying both figures and who counted — a count equal to the ledger is recorded too,
   * as the proof it was counted. Answers whether the stock changed.
   */
  async function recordCount(
    tx: Tx,
    scope: Scope,
    item: { id: string; stock: number },
    counted: number,
    note: string,
  ): Promise<boolean> {
    const expected = roundQty(item.stock);
    const actual = roundQty(counted);
    await moveStock(tx, scope, {
      inventoryItemId: item.id,
      kind: 'ADJUSTMENT',
      qty: roundQty(actual - expected),
      note,
      count: { counted: actual, expected },
    });
    await stockChanged(tx, scope, [item.id]);
    return actual !== expected;
  }

  /** POST /inventory/counts: a stock count of many ingredients in one transaction (ids in order: no deadlock). */
  async function count(scope: Scope, input: CountInput) {
    return inTenant(scope, async (tx) => {
      const lines = [...input.lines].sort((a, b) => a.inventoryItemId.localeCompare(b.inventoryItemId));
      let adjusted = 0;
      const items = [];
      for (const line of lines) {
        const current = await findItem(tx, scope.tenantId, line.inventoryItemId, true);
        if (!current) throw notFound(ITEM_NOT_FOUND);
        if (await recordCount(tx, scope, current, line.counted, input.note || COUNT_NOTE)) adjusted += 1;
        items.push(await reload(tx, scope, current.id));
      }
      return { items, adjusted };
    });
  }

  async function remove(scope: Scope, id: string) {
    await inTenant(scope, async (tx) => {
      const current = await findItem(tx, scope.tenantId, id, true);
      if (!current) throw notFound(ITEM_NOT_FOUND);
      const usedBy = await dishNamesUsing(tx, scope.tenantId, id);
      if (usedBy.length > 0) {
        throw new AppError(
          'INGREDIENT_IN_USE',
          `Bahan ini masih dipakai di BOM menu: ${usedBy.join(', ')}. Hapus dari BOM terlebih dahulu.`,
        );
      }
      // Kept as history (ledger, purchases); gone from every list and free for its SKU to be reused.
      await softDeleteItem(tx, scope.tenantId, id, deps.now());
    });
  }

  /** 'Input Belanja Bahan': the ingredient with that SKU, else that name, else a new one. */
  async function recordPurchase(scope: Scope, input: PurchaseInput) {
    return inTenant(scope, async (tx) => {
      const sku = normalizeSku(input.sku);
      const name = input.name.trim();
      let item =
        (sku ? await findItemBySku(tx, scope.tenantId, sku) : undefined) ??
        (await findItemByName(tx, scope.tenantId, name));
      if (!item) {
        const created = await insertItem(tx, {
          tenantId: scope.tenantId,
          name,
          sku,
          unit: input.unit ?? '',
          minStock: 0,
        });
        item = { ...created, usedInBom: 0 };
      } else if (sku && !item.sku) {
        await updateItemFields(tx, scope.tenantId, item.id, { sku });
      }
      const qty = roundQty(input.qty);
      if (qty <= 0)
        throw new AppError('VALIDATION', 'Qty harus angka > 0', {
          fields: { qty: 'Qty harus angka > 0' },
        });
      const price = Math.round(input.price);
      const unitCost = roundQty(price / qty);
      // last_unit_cost is numeric(14,4): a tiny qty at a big price would overflow it (a 500).
      if (unitCost >= MAX_UNIT_COST)
        throw new AppError('VALIDATION', UNIT_COST_TOO_HIGH, { fields: { price: UNIT_COST_TOO_HIGH } });
      const purchase = await insertPurchase(tx, {
        tenantId: scope.tenantId,
        date: input.date,
        inventoryItemId: item.id,
        name,
        sku: sku ?? item.sku ?? '',
        qty,
        price,
        createdBy: scope.userId,
      });
      await updateItemFields(tx, scope.tenantId, item.id, { lastUnitCost: unitCost });
      await moveStock(tx, scope, {
        inventoryItemId: item.id,
        kind: 'PURCHASE',
        qty,
        note: `Belanja ${input.date}`,
        ref: { type: 'purchase', id: purchase.id },
      });
      await stockChanged(tx, scope, [item.id]);
      return { purchase: presentPurchase(purchase), item: await reload(tx, scope, item.id) };
    });
  }

  async function purchasesBetween(scope: Scope, timezone: string, range: { start?: string; end?: string }) {
    const end = range.end ?? dateInZone(deps.now(), timezone);
    const start = range.start ?? addDays(end, -29);
    if (start > end) throw new AppError('VALIDATION', 'Tanggal mulai harus sebelum tanggal akhir.');
    const rows = await inTenant(scope, (tx) => listPurchases(tx, scope.tenantId, { start, end }));
    return rows.map(presentPurchase);
  }

  async function movements(scope: Scope, id: string) {
    return inTenant(scope, async (tx) => {
      if (!(await findItem(tx, scope.tenantId, id))) throw notFound(ITEM_NOT_FOUND);
      const rows = await listMovements(tx, scope.tenantId, id);
      return rows.map((m) => ({
        _id: m.id,
        inventoryItemId: m.inventoryItemId,
        kind: m.kind,
        qty: m.qty,
        note: m.note,
        createdBy: m.createdBy,
        createdByName: m.createdByName,
        createdAt: m.createdAt.toISOString(),
        counted: m.counted,
        expected: m.expected,
      }));
    });
  }

  return { list, create, update, count, remove, recordPurchase, purchasesBetween, movements };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
