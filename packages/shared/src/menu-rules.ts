export const DEFAULT_CATEGORY = 'LAINNYA';

/** SPEC §5: names and categories are upper-cased on entry; a blank category becomes LAINNYA. */
export function normalizeMenuName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function normalizeCategory(category: string | null | undefined): string {
  const cleaned = (category ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return cleaned || DEFAULT_CATEGORY;
}

/** SKU comparison is trimmed and case-insensitive (SPEC §5); blank means none. */
export function normalizeSku(sku: string | null | undefined): string | null {
  const cleaned = (sku ?? '').trim();
  return cleaned ? cleaned : null;
}

export function skuKey(sku: string | null | undefined): string | null {
  return normalizeSku(sku)?.toLowerCase() ?? null;
}
