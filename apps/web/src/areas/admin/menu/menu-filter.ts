import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { compareCategories, displayCategory } from '@meja/shared/menu-categories';

export interface MenuGroup {
  category: string;
  items: AdminMenuItem[];
}

/** Items grouped by category in menu order (UTAMA first), names sorted, filtered by category and text. */
export function groupMenu(
  items: readonly AdminMenuItem[],
  category: string | null,
  search: string,
): MenuGroup[] {
  const needle = search.trim().toUpperCase();
  const groups = new Map<string, AdminMenuItem[]>();
  for (const item of items) {
    const key = displayCategory(item.category);
    if (category !== null && key !== category) continue;
    if (needle && !item.name.toUpperCase().includes(needle)) continue;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => compareCategories(a, b))
    .map(([key, list]) => ({
      category: key,
      items: list.sort((a, b) => a.name.localeCompare(b.name, 'id-ID')),
    }));
}

/** How many items each category has, for the filter chips. */
export function categoryCounts(items: readonly AdminMenuItem[]): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = displayCategory(item.category);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => compareCategories(a, b))
    .map(([category, count]) => ({ category, count }));
}
