import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePrice, hasDiscount, resolveDiscounts, type Discounted } from './pricing';

const item = (price: number, discountPercent: number | null, discountFixed: number | null): Discounted => ({
  price,
  discountPercent,
  discountFixed,
});

describe('effectivePrice (issue 3: one rule for server and screens)', () => {
  it.each([
    ['no discount', item(15000, null, null), 15000],
    ['percent 0 and fixed 0 are no discount', item(15000, 0, 0), 15000],
    ['10 %', item(15000, 10, null), 13500],
    ['12.5 % of 15000 = 1875', item(15000, 12.5, null), 13125],
    ['percent rounds to whole rupiah: 10 % of 999 = 99.9 → 100', item(999, 10, null), 899],
    ['percent rounds to whole rupiah: 15 % of 1005 = 150.75 → 151', item(1005, 15, null), 854],
    ['a half rupiah rounds up: 10 % of 25 = 2.5 → 3', item(25, 10, null), 22],
    ['a third: 33.33 % of 10000 = 3333', item(10000, 33.33, null), 6667],
    ['100 % → 0', item(15000, 100, null), 0],
    ['over 100 % is taken as 100 %', item(15000, 150, null), 0],
    ['fixed', item(15000, null, 2500), 12500],
    ['fixed equal to the price → 0', item(15000, null, 15000), 0],
    ['fixed larger than the price → 0, never negative', item(15000, null, 20000), 0],
    ['a negative percent is ignored', item(15000, -10, null), 15000],
    ['a negative fixed is ignored', item(15000, null, -500), 15000],
    ['percent 0 leaves the fixed discount in force', item(15000, 0, 1000), 14000],
    ['price 0 stays 0', item(0, 50, null), 0],
  ])('%s', (_label, input, expected) => {
    expect(effectivePrice(input)).toBe(expected);
  });

  it('is a whole number within [0, price] for any integer price and discount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.option(fc.double({ min: -50, max: 250, noNaN: true }), { nil: null }),
        fc.option(fc.integer({ min: -1_000_000, max: 2_000_000_000 }), { nil: null }),
        (price, discountPercent, discountFixed) => {
          const result = effectivePrice({ price, discountPercent, discountFixed });
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(0);
          expect(result).toBeLessThanOrEqual(price);
        },
      ),
    );
  });

  it('never goes up as the percent grows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (price, p1, p2) => {
          const [low, high] = p1 <= p2 ? [p1, p2] : [p2, p1];
          expect(effectivePrice(item(price, high, null))).toBeLessThanOrEqual(
            effectivePrice(item(price, low, null)),
          );
        },
      ),
    );
  });

  it('takes a fixed discount off exactly while it fits in the price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (price, share) => {
          const fixed = Math.floor(price * share);
          expect(effectivePrice(item(price, null, fixed))).toBe(price - fixed);
        },
      ),
    );
  });
});

describe('hasDiscount', () => {
  it('is true only when the effective price is below the price', () => {
    expect(hasDiscount(item(15000, 10, null))).toBe(true);
    expect(hasDiscount(item(15000, null, 1))).toBe(true);
    expect(hasDiscount(item(15000, null, null))).toBe(false);
    expect(hasDiscount(item(15000, 0, 0))).toBe(false);
    // 1 % of 20 rupiah rounds to 0: nothing comes off, so nothing is shown as discounted.
    expect(hasDiscount(item(20, 1, null))).toBe(false);
    expect(hasDiscount(item(0, null, 500))).toBe(false);
  });
});

describe('resolveDiscounts (SPEC §4: percent and fixed exclude each other)', () => {
  const none = { discountPercent: null, discountFixed: null };
  const percent10 = { discountPercent: 10, discountFixed: null };
  const fixed2000 = { discountPercent: null, discountFixed: 2000 };

  it('setting a percent clears the fixed discount', () => {
    expect(resolveDiscounts(fixed2000, { discountPercent: 15 })).toEqual({
      discountPercent: 15,
      discountFixed: null,
    });
  });

  it('setting a fixed discount clears the percent', () => {
    expect(resolveDiscounts(percent10, { discountFixed: 500 })).toEqual({
      discountPercent: null,
      discountFixed: 500,
    });
  });

  it('answers both positive with "both"', () => {
    expect(resolveDiscounts(none, { discountPercent: 10, discountFixed: 500 })).toBe('both');
    expect(resolveDiscounts(percent10, { discountPercent: 1, discountFixed: 1 })).toBe('both');
  });

  it('keeps the current values for fields not sent (undefined)', () => {
    expect(resolveDiscounts(percent10, {})).toEqual(percent10);
    expect(resolveDiscounts(fixed2000, { discountPercent: undefined })).toEqual(fixed2000);
  });

  it('clears a field sent as null or 0, and keeps the other', () => {
    expect(resolveDiscounts(percent10, { discountPercent: null })).toEqual(none);
    expect(resolveDiscounts(percent10, { discountPercent: 0 })).toEqual(none);
    expect(resolveDiscounts(fixed2000, { discountFixed: 0 })).toEqual(none);
    expect(resolveDiscounts(fixed2000, { discountPercent: null })).toEqual({
      discountPercent: null,
      discountFixed: 2000,
    });
  });

  it('one set and the other cleared in one request is not "both"', () => {
    expect(resolveDiscounts(none, { discountPercent: 20, discountFixed: 0 })).toEqual({
      discountPercent: 20,
      discountFixed: null,
    });
    expect(resolveDiscounts(none, { discountPercent: null, discountFixed: 700 })).toEqual({
      discountPercent: null,
      discountFixed: 700,
    });
  });

  it('never leaves two positive discounts (property)', () => {
    const value = fc.option(fc.integer({ min: -5, max: 200 }), { nil: null });
    const sent = fc.option(value, { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ discountPercent: value, discountFixed: value }),
        fc.record({ discountPercent: sent, discountFixed: sent }),
        (currentRaw, incoming) => {
          // The database never holds both (menu_items_one_discount); start from a legal state.
          const current = {
            ...currentRaw,
            discountFixed: currentRaw.discountPercent ? null : currentRaw.discountFixed,
          };
          const result = resolveDiscounts(current, incoming);
          const positive = (v: number | null | undefined) => typeof v === 'number' && v > 0;
          if (positive(incoming.discountPercent) && positive(incoming.discountFixed)) {
            expect(result).toBe('both');
            return;
          }
          if (result === 'both') throw new Error('"both" without two positive values');
          expect(positive(result.discountPercent) && positive(result.discountFixed)).toBe(false);
          if (positive(incoming.discountPercent))
            expect(result.discountPercent).toBe(incoming.discountPercent);
          if (positive(incoming.discountFixed)) expect(result.discountFixed).toBe(incoming.discountFixed);
        },
      ),
    );
  });
});
