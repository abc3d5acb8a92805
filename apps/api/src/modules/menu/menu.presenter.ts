import { foodCost, marginPercent } from '@meja/shared/bom';
import type { AdminMenuItem, PublicMenuItem } from '@meja/shared/contracts/menu';
import type { MenuOptionGroup } from '@meja/shared/contracts/menu-options';
import type { StockPolicy } from '@meja/shared/contracts/tenant';
import { effectivePrice } from '@meja/shared/pricing';
import { isSoldOut } from '@meja/shared/stock-rules';
import type { BomRow } from './menu.repo';
import type { MenuRow } from '../../db/schema/menu';

/** What decides 'Habis' besides the item: the tenant's stock policy and its calendar day. */
export interface Availability {
  policy: StockPolicy;
  /** 'YYYY-MM-DD' in the restaurant's time zone. */
  today: string;
}

/** A recipe line as the back office reads it: the ingredient's name, unit and latest unit cost. */
export function presentRecipeLine(line: Omit<BomRow, 'menuItemId' | 'position'>) {
  return {
    inventoryItemId: line.inventoryItemId,
    qty: line.qty,
    name: line.name,
    unit: line.unit,
    unitCost: line.unitCost,
  };
}

export function presentPublicMenuItem(
  row: MenuRow,
  availability: Availability,
  optionGroups: MenuOptionGroup[] = [],
): PublicMenuItem {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    effectivePrice: effectivePrice(row),
    discountPercent: row.discountPercent,
    discountFixed: row.discountFixed,
    imageUrl: row.imageUrl,
    category: row.category,
    isSpecialToday: row.isSpecialToday,
    isFavorite: row.isFavorite,
    soldOut: isSoldOut(row, availability.policy, availability.today),
    optionGroups,
  };
}

export function presentAdminMenuItem(
  row: MenuRow,
  bom: BomRow[],
  availability: Availability,
  optionGroups: MenuOptionGroup[] = [],
): AdminMenuItem {
  const item = presentPublicMenuItem(row, availability, optionGroups);
  const cost = foodCost(bom);
  return {
    ...item,
    isActive: row.isActive,
    soldOutToday: row.soldOutOn === availability.today,
    stockOut: row.stockOut,
    bom: bom.map(presentRecipeLine),
    foodCost: cost,
    marginPercent: marginPercent(item.effectivePrice, cost),
  };
}

/** Admin items with their BOM lines and option groups, in menu order. */
export function presentAdminMenu(
  rows: MenuRow[],
  bom: BomRow[],
  availability: Availability,
  optionGroups: ReadonlyMap<string, MenuOptionGroup[]> = new Map(),
): AdminMenuItem[] {
  const byItem = new Map<string, BomRow[]>();
  for (const line of bom) byItem.set(line.menuItemId, [...(byItem.get(line.menuItemId) ?? []), line]);
  return rows.map((row) =>
    presentAdminMenuItem(row, byItem.get(row.id) ?? [], availability, optionGroups.get(row.id) ?? []),
  );
}
