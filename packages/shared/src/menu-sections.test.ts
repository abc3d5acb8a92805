import { describe, expect, it } from 'vitest';
import { categorySectionId, menuSections } from './menu-sections';

function item(id: string, category: string, flags: { special?: boolean; favorite?: boolean } = {}) {
  return { _id: id, category, isSpecialToday: flags.special ?? false, isFavorite: flags.favorite ?? false };
}

describe('menuSections', () => {
  it('puts specials, favourites, then UTAMA and the other categories alphabetically', () => {
    const sections = menuSections([
      item('1', 'MINUMAN'),
      item('2', 'UTAMA', { special: true }),
      item('3', 'CAMILAN', { favorite: true }),
      item('4', ''),
      item('5', 'utama', { favorite: true }),
    ]);
    expect(sections.map((s) => s.title)).toEqual([
      'Spesial Hari Ini',
      'Favorit',
      'UTAMA',
      'CAMILAN',
      'LAINNYA',
      'MINUMAN',
    ]);
    expect(sections[1]?.items.map((i) => i._id)).toEqual(['3', '5']);
    expect(sections[2]?.items.map((i) => i._id)).toEqual(['2', '5']);
  });

  it('leaves out empty special and favourite sections', () => {
    expect(menuSections([item('1', 'UTAMA')]).map((s) => s.id)).toEqual([categorySectionId('UTAMA')]);
    expect(menuSections([])).toEqual([]);
  });
});
