import type { InventoryItem, Purchase } from '@meja/shared/contracts/inventory';
import type { purchases } from '../../db/schema/inventory';
import type { InventoryRowWithUse } from './inventory.repo';

export function presentInventoryItem(row: InventoryRowWithUse): InventoryItem {
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku ?? '',
    stock: row.stock,
    unit: row.unit,
    minStock: row.minStock,
    lastUnitCost: row.lastUnitCost,
    belowMin: row.stock < row.minStock,
    usedInBom: row.usedInBom,
  };
}

export function presentPurchase(row: typeof purchases.$inferSelect): Purchase {
  return {
    _id: row.id,
    date: row.date,
    inventoryItemId: row.inventoryItemId,
    name: row.name,
    sku: row.sku,
    qty: row.qty,
    price: row.price,
    unitCost: row.qty > 0 ? row.price / row.qty : 0,
    createdAt: row.createdAt.toISOString(),
  };
}
