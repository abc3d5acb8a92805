import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOut } from './bill-split';
import { computeCharges } from './charges';
import {
  DISCOUNT_MESSAGES,
  discountedLineAmounts,
  discountNeedsApproval,
  discountProblemMessage,
  priceDiscounts,
  type DiscountInput,
} from './discounts';

const percent = (line: number | null, value: number): DiscountInput => ({ line, kind: 'PERCENT', value });
const fixed = (line: number | null, value: number): DiscountInput => ({ line, kind: 'FIXED', value });

describe('priceDiscounts: lines first, then the bill on what they leave', () => {
  it('10 % off a line of Rp 25.000 and Rp 5.000 off the bill', () => {
    const priced = priceDiscounts([25_000, 10_000], [percent(0, 10), fixed(null, 5_000)]);
    expect(priced).toEqual({
      ok: true,
      discounts: [
        { ...percent(0, 10), amount: 2_500 },
        { ...fixed(null, 5_000), amount: 5_000 },
      ],
      total: 7_500,
    });
  });

  it("the bill's percent is of the dishes after the line discounts, whatever the order given", () => {
    const priced = priceDiscounts([20_000, 20_000], [percent(null, 50), fixed(1, 10_000)]);
    expect(priced.ok && priced.discounts.map((discount) => discount.amount)).toEqual([15_000, 10_000]);
  });

  it('percent rounds half up to whole rupiah; 100 % is the whole line', () => {
    const priced = priceDiscounts([1_005, 3_333], [percent(0, 10), percent(1, 100)]);
    expect(priced.ok && priced.discounts.map((discount) => discount.amount)).toEqual([101, 3_333]);
  });

  it('no discounts: nothing off', () => {
    expect(priceDiscounts([10_000], [])).toEqual({ ok: true, discounts: [], total: 0 });
  });

  it('refuses a line that is not there, two on one line or two on the bill, and a fixed amount above the price', () => {
    expect(priceDiscounts([10_000], [fixed(1, 100)])).toEqual({
      ok: false,
      problem: { kind: 'unknownLine', line: 1 },
    });
    expect(priceDiscounts([10_000], [fixed(0, 100), percent(0, 5)])).toEqual({
      ok: false,
      problem: { kind: 'twice', line: 0 },
    });
    expect(priceDiscounts([10_000], [fixed(null, 100), fixed(null, 5)])).toEqual({
      ok: false,
      problem: { kind: 'twice', line: null },
    });
    expect(priceDiscounts([10_000], [fixed(0, 10_001)])).toEqual({
      ok: false,
      problem: { kind: 'tooLarge', line: 0 },
    });
    // The bill's fixed amount is checked against what the line discounts left.
    expect(priceDiscounts([10_000], [fixed(0, 6_000), fixed(null, 4_001)])).toEqual({
      ok: false,
      problem: { kind: 'tooLarge', line: null },
    });
    expect(discountProblemMessage({ kind: 'tooLarge', line: null })).toBe(DISCOUNT_MESSAGES.tooLarge);
  });

  it('any mix: each amount whole and within what it comes off, the total never above the dishes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 60_000_000 })),
        ),
        fc.option(
          fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 60_000_000 })),
        ),
        (lines, perLine, bill) => {
          const discounts: DiscountInput[] = perLine
            .slice(0, lines.length)
            .map(([isPercent, p, f], line) => (isPercent ? percent(line, p) : fixed(line, f)));
          if (bill) discounts.push(bill[0] ? percent(null, bill[1]) : fixed(null, bill[2]));
          const priced = priceDiscounts(lines, discounts);
          const subtotal = lines.reduce((sum, amount) => sum + amount, 0);
          if (!priced.ok) {
            expect(priced.problem.kind).toBe('tooLarge');
            return;
          }
          for (const discount of priced.discounts) {
            expect(Number.isSafeInteger(discount.amount)).toBe(true);
            expect(discount.amount).toBeGreaterThanOrEqual(0);
            if (discount.line !== null)
              expect(discount.amount).toBeLessThanOrEqual(lines[discount.line] ?? 0);
          }
          expect(priced.total).toBeLessThanOrEqual(subtotal);
          // Line by line after the discounts, shared out exactly: they add up to the dishes less the total.
          const after = discountedLineAmounts(lines, priced.discounts, shareOut);
          expect(after.reduce((sum, amount) => sum + amount, 0)).toBe(subtotal - priced.total);
          for (const amount of after) expect(amount).toBeGreaterThanOrEqual(0);
          // And the charges on the rest sum to the total, to the rupiah.
          const c = computeCharges(
            subtotal,
            { serviceChargePercent: 5, taxType: 'PB1', taxRatePercent: 10, taxIncluded: false },
            priced.total,
          );
          expect(c.total).toBe(subtotal - priced.total + c.serviceCharge + c.tax);
        },
      ),
    );
  });
});

describe('discountNeedsApproval: more than the limit of the dishes', () => {
  it('exactly at the limit needs no PIN; a rupiah over does', () => {
    expect(discountNeedsApproval(10_000, 100_000, 10)).toBe(false);
    expect(discountNeedsApproval(10_001, 100_000, 10)).toBe(true);
  });

  it('limit 0: every discount needs a PIN; limit 100: none does; no discount never does', () => {
    expect(discountNeedsApproval(1, 100_000, 0)).toBe(true);
    expect(discountNeedsApproval(100_000, 100_000, 100)).toBe(false);
    expect(discountNeedsApproval(0, 100_000, 0)).toBe(false);
  });
});
