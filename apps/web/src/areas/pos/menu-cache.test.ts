import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { describe, expect, it } from 'vitest';
import { CACHED_MENU_RETRY_MS, menuRetryInterval, shouldRefetchCachedMenu, withMenuItem } from './menu-cache';

function item(id: string, imageUrl = ''): PublicMenuItem {
  return {
    _id: id,
    description: '',
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
    optionGroups: [],
  };
}

const load = {
  menu: {
    items: [item('a'), item('b')],
    taxPercent: 11,
    serviceChargePercent: 0,
    taxType: 'PPN' as const,
    discountLimitPercent: 10,
    qrisStaticPayload: null,
  },
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

describe('a cached menu is replaced once the network answers again', () => {
  const cached = { ...load, fromCache: true };

  it('is fetched again as soon as the browser is online, however fresh it looks', () => {
    expect(shouldRefetchCachedMenu(true, cached)).toBe(true);
    expect(shouldRefetchCachedMenu(false, cached)).toBe(false);
    expect(shouldRefetchCachedMenu(true, load)).toBe(false);
    expect(shouldRefetchCachedMenu(true, undefined)).toBe(false);
  });

  it('is asked for again every 15 s while shown (a server that answered 5xx); a server menu is not polled', () => {
    expect(menuRetryInterval(cached)).toBe(CACHED_MENU_RETRY_MS);
    expect(CACHED_MENU_RETRY_MS).toBe(15_000);
    expect(menuRetryInterval(load)).toBe(false);
    expect(menuRetryInterval(undefined)).toBe(false);
  });
});
