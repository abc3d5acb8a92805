import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { compareCategories, displayCategory } from '@meja/shared/menu-categories';

/** The menu in counter order: categories as on the menu (UTAMA first), names A–Z within each. */
export function sortPosMenu(items: readonly PublicMenuItem[]): PublicMenuItem[] {
  return [...items].sort(
    (a, b) =>
      compareCategories(displayCategory(a.category), displayCategory(b.category)) ||
      a.name.localeCompare(b.name, 'id-ID'),
  );
}

/** Items of the chosen category (null = all) whose name contains the search text, any case. */
export function filterPosMenu(
  items: readonly PublicMenuItem[],
  category: string | null,
  search: string,
): PublicMenuItem[] {
  const needle = search.trim().toUpperCase();
  return items.filter(
    (item) =>
      (category === null || displayCategory(item.category) === category) &&
      (needle === '' || item.name.toUpperCase().includes(needle)),
  );
}
