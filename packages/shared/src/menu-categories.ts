import { DEFAULT_CATEGORY } from './menu-rules';

const FIRST_CATEGORY = 'UTAMA';

/** How a stored category is shown: blank becomes LAINNYA (SPEC §2, §9). */
export function displayCategory(category: string | null | undefined): string {
  const cleaned = (category ?? '').trim();
  return cleaned ? cleaned.toUpperCase() : DEFAULT_CATEGORY;
}

/** SPEC §2 customer menu order, reused on the admin screens: UTAMA first, then alphabetical. */
export function compareCategories(a: string, b: string): number {
  if (a === b) return 0;
  if (a === FIRST_CATEGORY) return -1;
  if (b === FIRST_CATEGORY) return 1;
  return a.localeCompare(b, 'id-ID');
}

/** The distinct display categories of the items, in menu order. */
export function orderedCategories(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => displayCategory(item.category)))].sort(compareCategories);
}
