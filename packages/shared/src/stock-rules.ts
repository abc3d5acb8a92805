import { roundQty } from './bom';
import type { StockPolicy } from './contracts/tenant';

/**
 * Stock that tells the truth (issue 12): what an order consumes, whether a dish can still be sold,
 * and the words for a refusal. Pure, so the API enforces it and the screens show the same.
 */

export const STOCK_MESSAGES = {
  /** The diner's refusal: the dish, not the ingredient (diners do not know the recipe). */
  dishSoldOut: (dish: string) => `Maaf, ${dish} sedang habis.`,
  /** The staff's refusal: which ingredient ran short, and for which dishes. */
  ingredientShort: (ingredient: string, dishes: readonly string[]) =>
    dishes.length > 0
      ? `Stok ${ingredient} tidak cukup untuk ${dishes.join(', ')}.`
      : `Stok ${ingredient} tidak cukup.`,
  soldOutLabel: 'Habis',
} as const;

export interface RecipeLine {
  menuItemId: string;
  inventoryItemId: string;
  /** Per portion. */
  qty: number;
}

/**
 * Σ recipe qty × portions per ingredient, rounded to the 4 decimals the database keeps; lines of
 * qty 0 consume nothing and are left out.
 */
export function consumption(
  lines: readonly { menuItemId: string; qty: number }[],
  recipe: readonly RecipeLine[],
): Map<string, number> {
  const portions = new Map<string, number>();
  for (const line of lines) portions.set(line.menuItemId, (portions.get(line.menuItemId) ?? 0) + line.qty);
  const used = new Map<string, number>();
  for (const line of recipe) {
    const amount = line.qty * (portions.get(line.menuItemId) ?? 0);
    if (amount > 0) used.set(line.inventoryItemId, (used.get(line.inventoryItemId) ?? 0) + amount);
  }
  for (const [id, amount] of used) used.set(id, roundQty(amount));
  return used;
}

/** The ingredients whose stock is less than what is needed, in the order of `needed`. */
export function shortIngredients(
  needed: ReadonlyMap<string, number>,
  stock: ReadonlyMap<string, number>,
): string[] {
  return [...needed].filter(([id, qty]) => (stock.get(id) ?? 0) < qty).map(([id]) => id);
}

/**
 * Whether one portion of a dish can be made: every recipe line with a quantity has at least that
 * much stock. (What `menu_items.stock_out` caches, negated.)
 */
export function canMakeOnePortion(recipe: readonly { qty: number; stock: number }[]): boolean {
  return recipe.every((line) => line.qty <= 0 || line.stock >= line.qty);
}

/** Sold out for diners and the POS: marked by hand for today, or out of stock under BLOCK. */
export function isSoldOut(
  item: { soldOutOn: string | null; stockOut: boolean },
  policy: StockPolicy,
  today: string,
): boolean {
  return item.soldOutOn === today || (policy === 'BLOCK' && item.stockOut);
}
