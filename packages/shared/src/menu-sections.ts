import { displayCategory, orderedCategories } from './menu-categories';

export interface MenuSectionItem {
  _id: string;
  category: string;
  isSpecialToday: boolean;
  isFavorite: boolean;
}

export interface MenuSection<T> {
  /** Anchor id for the jump bar. */
  id: string;
  title: string;
  items: T[];
}

export const SPECIAL_SECTION_ID = 'spesial';
export const FAVORITE_SECTION_ID = 'favorit';
export const DRINKS_CATEGORY = 'MINUMAN';

export function categorySectionId(category: string): string {
  return `kategori-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** SPEC §2: 'Spesial Hari Ini', 'Favorit', then categories (UTAMA first, then A–Z; blank → LAINNYA). */
export function menuSections<T extends MenuSectionItem>(items: readonly T[]): MenuSection<T>[] {
  const sections: MenuSection<T>[] = [];
  const specials = items.filter((item) => item.isSpecialToday);
  const favorites = items.filter((item) => item.isFavorite);
  if (specials.length > 0)
    sections.push({ id: SPECIAL_SECTION_ID, title: 'Spesial Hari Ini', items: specials });
  if (favorites.length > 0) sections.push({ id: FAVORITE_SECTION_ID, title: 'Favorit', items: favorites });
  for (const category of orderedCategories(items)) {
    sections.push({
      id: categorySectionId(category),
      title: category,
      items: items.filter((item) => displayCategory(item.category) === category),
    });
  }
  return sections;
}
