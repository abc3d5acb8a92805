import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { describe, expect, it } from 'vitest';
import { withMenuItem } from './menu-cache';

function item(id: string, imageUrl = ''): PublicMenuItem {
  return {
    _id: id,
    name: id.toUpperCase(),
    price: 1000,
    effectivePrice: 1000,
    discountPercent: null,
    discountFixed: null,
    imageUrl,
    category: 'UTAMA',
    isSpecialToday: false,
    isFavorite: false,
    soldOut: false,
  };
}

const load = {
  menu: { items: [item('a'), item('b')], taxPercent: 11, qrisStaticPayload: null },
  fromCache: false,
  updatedAt: 1,
};

describe('menu cache update', () => {
  it('adds a new item at the end', () => {
    expect(withMenuItem(load, item('c'))?.menu.items.map((i) => i._id)).toEqual(['a', 'b', 'c']);
  });

  it('replaces an item in place', () => {
    const next = withMenuItem(load, item('a', '/uploads/x.webp'));
    expect(next?.menu.items.map((i) => i.imageUrl)).toEqual(['/uploads/x.webp', '']);
    expect(next?.menu.taxPercent).toBe(11);
    expect(load.menu.items[0]?.imageUrl).toBe('');
  });

  it('leaves a menu that is not loaded alone', () => {
    expect(withMenuItem(undefined, item('a'))).toBeUndefined();
  });
});
