import { describe, expect, it } from 'vitest';
import { bomInput, menuCopyRequest, menuItemCreate, menuItemUpdate } from './menu';

const ID = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('menuItemCreate', () => {
  it('defaults the flags, image and BOM', () => {
    expect(menuItemCreate.parse({ name: 'Soto', price: 10000 })).toEqual({
      name: 'Soto',
      description: '',
      price: 10000,
      isActive: true,
      imageUrl: '',
      isSpecialToday: false,
      isFavorite: false,
      bom: [],
      optionGroupIds: [],
    });
  });

  it('refuses a percent outside 0-100 and a negative fixed discount', () => {
    expect(menuItemCreate.safeParse({ name: 'a', price: 1, discountPercent: 150 }).success).toBe(false);
    expect(menuItemCreate.safeParse({ name: 'a', price: 1, discountPercent: -1 }).success).toBe(false);
    expect(menuItemCreate.safeParse({ name: 'a', price: 1, discountFixed: -1 }).success).toBe(false);
  });

  it("reads '' and null as a cleared discount", () => {
    expect(
      menuItemCreate.parse({ name: 'a', price: 1, discountPercent: '', discountFixed: null }),
    ).toMatchObject({
      discountPercent: null,
      discountFixed: null,
    });
  });
});

describe('menuItemUpdate (SPEC §5: on update percent is clamped 0-100, fixed min 0, empty removed)', () => {
  it.each([
    [{ discountPercent: 150 }, { discountPercent: 100 }],
    [{ discountPercent: -20 }, { discountPercent: 0 }],
    [{ discountPercent: '12,5' }, { discountPercent: 12.5 }],
    [{ discountPercent: '' }, { discountPercent: null }],
    [{ discountFixed: -500 }, { discountFixed: 0 }],
    [{ discountFixed: 1500.4 }, { discountFixed: 1500 }],
    [{ discountFixed: '' }, { discountFixed: null }],
    [{}, {}],
  ])('%j → %j', (input, expected) => {
    expect(menuItemUpdate.parse(input)).toEqual(expected);
  });
});

describe('bomInput', () => {
  const line = (n: number, qty: number | string = 1) => ({ inventoryItemId: ID(n), qty });

  it('accepts 5 lines and refuses 6', () => {
    expect(bomInput.safeParse([1, 2, 3, 4, 5].map((n) => line(n))).success).toBe(true);
    expect(bomInput.safeParse([1, 2, 3, 4, 5, 6].map((n) => line(n))).success).toBe(false);
  });

  it('refuses a repeated ingredient, a finer step than 0.0001 and a negative qty', () => {
    expect(bomInput.safeParse([line(1), line(1)]).success).toBe(false);
    expect(bomInput.safeParse([line(1, 0.00005)]).success).toBe(false);
    expect(bomInput.safeParse([line(1, -0.0001)]).success).toBe(false);
  });

  it('reads text quantities', () => {
    expect(bomInput.parse([line(1, '0,0001')])).toEqual([{ inventoryItemId: ID(1), qty: 0.0001 }]);
  });
});

describe('menuCopyRequest', () => {
  it('defaults an absent source to empty (answered with the SPEC message) and overwrite to false', () => {
    expect(menuCopyRequest.parse({})).toEqual({ sourceSlug: '', overwrite: false });
    expect(menuCopyRequest.parse({ sourceSlug: '  cabang-1 ' })).toEqual({
      sourceSlug: 'cabang-1',
      overwrite: false,
    });
  });
});
