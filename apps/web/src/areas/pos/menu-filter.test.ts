import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { describe, expect, it } from 'vitest';
import { filterPosMenu, sortPosMenu } from './menu-filter';

function item(name: string, category: string): PublicMenuItem {
  return {
    _id: name,
    description: '',
    name,
    price: 1000,
    effectivePrice: 1000,
    discountPercent: null,
    discountFixed: null,
    imageUrl: '',
    category,
    isSpecialToday: false,
    isFavorite: false,
    soldOut: false,
    optionGroups: [],
  };
}

const menu = [
  item('ES TEH', 'MINUMAN'),
  item('SOTO AYAM', 'UTAMA'),
  item('KERUPUK', ''),
  item('AYAM BAKAR', 'UTAMA'),
];

describe('POS menu filter', () => {
  it('sorts UTAMA first, then categories and names alphabetically', () => {
    expect(sortPosMenu(menu).map((i) => i.name)).toEqual(['AYAM BAKAR', 'SOTO AYAM', 'KERUPUK', 'ES TEH']);
  });

  it('filters by category, with a blank category read as LAINNYA', () => {
    expect(filterPosMenu(menu, 'LAINNYA', '').map((i) => i.name)).toEqual(['KERUPUK']);
    expect(filterPosMenu(menu, null, '')).toHaveLength(4);
  });

  it('searches names in any case, together with the category', () => {
    expect(filterPosMenu(menu, null, ' ayam ').map((i) => i.name)).toEqual(['SOTO AYAM', 'AYAM BAKAR']);
    expect(filterPosMenu(menu, 'MINUMAN', 'ayam')).toEqual([]);
  });
});
