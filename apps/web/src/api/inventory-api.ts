import { okResponse } from '@meja/shared/contracts/common';
import {
  inventoryItem,
  inventoryList,
  purchaseCreated,
  purchaseList,
  stockCountResult,
  stockMovementList,
  type InventoryCreate,
  type InventoryItem,
  type InventoryUpdate,
  type Purchase,
  type PurchaseCreate,
  type StockCountCreate,
} from '@meja/shared/contracts/inventory';
import { adminMenuItem, adminMenuList, type AdminMenuItem } from '@meja/shared/contracts/menu';
import { apiDelete, apiGet, apiPost, apiPut, segment } from './http-client';

/* SPEC §7 tenant inventory calls: /api/v1/tenant/{slug}/inventory… */

export type StockMovement = ReturnType<typeof stockMovementList.parse>['items'][number];
export type PurchaseResult = ReturnType<typeof purchaseCreated.parse>;
export type StockCountResult = ReturnType<typeof stockCountResult.parse>;

function inventoryPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/inventory`;
}

/** Every inventory query starts with this key, so one invalidation refreshes them all. */
export function inventoryScopeKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'inventory'];
}

export function inventoryQueryKey(tenantSlug: string): string[] {
  return [...inventoryScopeKey(tenantSlug), 'items'];
}

export function bomTableQueryKey(tenantSlug: string): string[] {
  return [...inventoryScopeKey(tenantSlug), 'bom'];
}

export function purchasesQueryKey(tenantSlug: string, start: string, end: string): string[] {
  return [...inventoryScopeKey(tenantSlug), 'purchases', start, end];
}

export function movementsQueryKey(tenantSlug: string, itemId: string): string[] {
  return [...inventoryScopeKey(tenantSlug), 'movements', itemId];
}

export async function fetchInventory(tenantSlug: string): Promise<InventoryItem[]> {
  const list = await apiGet(inventoryPath(tenantSlug), inventoryList);
  return list.items;
}

export function createInventoryItem(tenantSlug: string, item: InventoryCreate): Promise<InventoryItem> {
  return apiPost(inventoryPath(tenantSlug), inventoryItem, item);
}

export function updateInventoryItem(
  tenantSlug: string,
  id: string,
  changes: InventoryUpdate,
): Promise<InventoryItem> {
  return apiPut(`${inventoryPath(tenantSlug)}/${segment(id)}`, inventoryItem, changes);
}

export async function deleteInventoryItem(tenantSlug: string, id: string): Promise<void> {
  await apiDelete(`${inventoryPath(tenantSlug)}/${segment(id)}`, okResponse);
}

export function createPurchase(tenantSlug: string, purchase: PurchaseCreate): Promise<PurchaseResult> {
  return apiPost(`${inventoryPath(tenantSlug)}/purchases`, purchaseCreated, purchase);
}

export async function fetchPurchases(tenantSlug: string, start: string, end: string): Promise<Purchase[]> {
  const query = new URLSearchParams({ start, end }).toString();
  const list = await apiGet(`${inventoryPath(tenantSlug)}/purchases?${query}`, purchaseList);
  return list.items;
}

export async function fetchBomTable(tenantSlug: string): Promise<AdminMenuItem[]> {
  const list = await apiGet(`${inventoryPath(tenantSlug)}/bom`, adminMenuList);
  return list.items;
}

export function updateBom(
  tenantSlug: string,
  menuItemId: string,
  bom: { inventoryItemId: string; qty: number }[],
): Promise<AdminMenuItem> {
  return apiPut(`${inventoryPath(tenantSlug)}/bom/${segment(menuItemId)}`, adminMenuItem, { bom });
}

export async function fetchMovements(tenantSlug: string, itemId: string): Promise<StockMovement[]> {
  const list = await apiGet(`${inventoryPath(tenantSlug)}/${segment(itemId)}/movements`, stockMovementList);
  return list.items;
}

/** POST /inventory/counts: a stock count (opname); each counted line becomes an adjustment. */
export function createStockCount(tenantSlug: string, count: StockCountCreate): Promise<StockCountResult> {
  return apiPost(`${inventoryPath(tenantSlug)}/counts`, stockCountResult, count);
}
