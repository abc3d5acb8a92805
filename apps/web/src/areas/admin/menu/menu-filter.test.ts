import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { describe, expect, it } from 'vitest';
import { categoryCounts, groupMenu } from './menu-filter';

function item(name: string, category: string): AdminMenuItem {
  return {
    _id: name,
    description: '',
    name,
    price: 10000,
    effectivePrice: 10000,
    discountPercent: null,
    discountFixed: null,
    imageUrl: '',
    category,
    isSpecialToday: false,
    isFavorite: false,
    isActive: true,
    soldOut: false,
    soldOutToday: false,
    stockOut: false,
    bom: [],
    optionGroups: [],
    foodCost: 0,
    marginPercent: 100,
  };
}

const items = [
  item('ES TEH', 'MINUMAN'),
  item('SOTO AYAM', 'UTAMA'),
  item('KERUPUK', ''),
  item('NASI GORENG', 'UTAMA'),
  item('KOPI', 'MINUMAN'),
];

describe('groupMenu', () => {
  it('groups by category, UTAMA first, blank as LAINNYA, names sorted', () => {
    expect(groupMenu(items, null, '').map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['UTAMA', ['NASI GORENG', 'SOTO AYAM']],
      ['LAINNYA', ['KERUPUK']],
      ['MINUMAN', ['ES TEH', 'KOPI']],
    ]);
  });

  it('filters by category and by name, case-insensitively', () => {
    expect(groupMenu(items, 'MINUMAN', '').map((g) => g.category)).toEqual(['MINUMAN']);
    expect(groupMenu(items, null, 'goreng').flatMap((g) => g.items.map((i) => i.name))).toEqual([
      'NASI GORENG',
    ]);
    expect(groupMenu(items, 'LAINNYA', 'teh')).toEqual([]);
  });

  it('counts items per category for the chips', () => {
    expect(categoryCounts(items)).toEqual([
      { category: 'UTAMA', count: 2 },
      { category: 'LAINNYA', count: 1 },
      { category: 'MINUMAN', count: 2 },
    ]);
  });
});
