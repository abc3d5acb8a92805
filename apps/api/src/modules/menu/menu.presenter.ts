import { foodCost, marginPercent } from '@meja/shared/bom';
import type { AdminMenuItem, PublicMenuItem } from '@meja/shared/contracts/menu';
import { effectivePrice } from '@meja/shared/pricing';
import type { BomRow, MenuRow } from './menu.repo';

export function presentPublicMenuItem(row: MenuRow): PublicMenuItem {
  return {
    _id: row.id,
    name: row.name,
    price: row.price,
    effectivePrice: effectivePrice(row),
    discountPercent: row.discountPercent,
    discountFixed: row.discountFixed,
    imageUrl: row.imageUrl,
    category: row.category,
    isSpecialToday: row.isSpecialToday,
    isFavorite: row.isFavorite,
  };
}

export function presentAdminMenuItem(row: MenuRow, bom: BomRow[]): AdminMenuItem {
  const item = presentPublicMenuItem(row);
  const cost = foodCost(bom);
  return {
    ...item,
    isActive: row.isActive,
    bom: bom.map((line) => ({
      inventoryItemId: line.inventoryItemId,
      qty: line.qty,
      name: line.name,
      unit: line.unit,
      unitCost: line.unitCost,
    })),
    foodCost: cost,
    marginPercent: marginPercent(item.effectivePrice, cost),
  };
}

/** Admin items with their BOM lines, in menu order. */
export function presentAdminMenu(rows: MenuRow[], bom: BomRow[]): AdminMenuItem[] {
  const byItem = new Map<string, BomRow[]>();
  for (const line of bom) byItem.set(line.menuItemId, [...(byItem.get(line.menuItemId) ?? []), line]);
  return rows.map((row) => presentAdminMenuItem(row, byItem.get(row.id) ?? []));
}
