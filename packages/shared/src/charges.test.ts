import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargeRulesOf,
  chargeRulesOfTaxPercent,
  chargesOf,
  computeCharges,
  normalizeChargeRules,
  TAX_TYPES,
  type ChargeRules,
} from './charges';
import { computeTax } from './tax';

const onTop = (
  serviceChargePercent: number,
  taxRatePercent: number,
  taxType: ChargeRules['taxType'] = 'PB1',
) => ({
  serviceChargePercent,
  taxType,
  taxRatePercent,
  taxIncluded: false,
});
const included = (serviceChargePercent: number, taxRatePercent: number) => ({
  ...onTop(serviceChargePercent, taxRatePercent),
  taxIncluded: true,
});

describe('computeCharges: the service charge, then the tax on dishes and service', () => {
  it('5 % service and 10 % PB1 on top of Rp 100.000', () => {
    expect(computeCharges(100_000, onTop(5, 10))).toEqual({
      subtotal: 100_000,
      discount: 0,
      serviceCharge: 5_000,
      tax: 10_500,
      total: 115_500,
      rules: onTop(5, 10),
    });
  });

  it('prices including 10 % PB1: the tax is taken out of dishes and service, not added', () => {
    expect(computeCharges(110_000, included(0, 10))).toMatchObject({
      serviceCharge: 0,
      tax: 10_000,
      total: 110_000,
    });
    // Service 5 % of 110.000 = 5.500; the tax inside 115.500 is 115.500 × 10 / 110 = 10.500.
    expect(computeCharges(110_000, included(5, 10))).toMatchObject({
      serviceCharge: 5_500,
      tax: 10_500,
      total: 115_500,
    });
  });

  it('no service and no tax: the total is the subtotal', () => {
    expect(computeCharges(42_500, onTop(0, 0))).toMatchObject({ serviceCharge: 0, tax: 0, total: 42_500 });
    expect(computeCharges(0, onTop(20, 100))).toMatchObject({ serviceCharge: 0, tax: 0, total: 0 });
  });

  it('rounds each figure to whole rupiah, half up', () => {
    // 1.010 × 5 % = 50,5 → 51; (1.010 + 51) × 11 % = 116,71 → 117.
    expect(computeCharges(1_010, onTop(5, 11))).toMatchObject({ serviceCharge: 51, tax: 117, total: 1_178 });
    // 990 × 5 % = 49,5 → 50; 1.040 × 10 / 110 = 94,54… → 95.
    expect(computeCharges(990, included(5, 10))).toMatchObject({ serviceCharge: 50, tax: 95, total: 1_040 });
  });

  it('takes whole percents in range: service 0–20, tax 0–100', () => {
    expect(normalizeChargeRules(onTop(25, 150))).toEqual(onTop(20, 100));
    expect(normalizeChargeRules(onTop(-3, -1))).toEqual(onTop(0, 0));
    expect(normalizeChargeRules(onTop(7.5, 10.4))).toEqual(onTop(8, 10));
    expect(normalizeChargeRules(onTop(Number.NaN, Number.POSITIVE_INFINITY))).toEqual(onTop(0, 0));
    expect(computeCharges(10_000, onTop(30, 10))).toEqual(computeCharges(10_000, onTop(20, 10)));
  });

  it('any bill: whole, non-negative figures that add up to the total exactly, each within half a rupiah', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.constantFrom(...TAX_TYPES),
        (subtotal, s, r, taxIncluded, taxType) => {
          const rules = { serviceChargePercent: s, taxRatePercent: r, taxIncluded, taxType };
          const c = computeCharges(subtotal, rules);
          for (const figure of [c.serviceCharge, c.tax, c.total]) {
            expect(Number.isSafeInteger(figure)).toBe(true);
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          expect(Math.abs(c.serviceCharge - (subtotal * s) / 100)).toBeLessThanOrEqual(0.5);
          const taxed = subtotal + c.serviceCharge;
          if (taxIncluded) {
            expect(c.total).toBe(taxed);
            expect(c.tax).toBeLessThanOrEqual(c.total);
            expect(Math.abs(c.tax - (taxed * r) / (100 + r))).toBeLessThanOrEqual(0.5);
          } else {
            expect(c.total).toBe(subtotal + c.serviceCharge + c.tax);
            expect(Math.abs(c.tax - (taxed * r) / 100)).toBeLessThanOrEqual(0.5);
          }
          expect(c.rules).toEqual(rules);
        },
      ),
    );
  });

  it('a dearer bill never costs less, whatever the rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (subtotal, more, s, r, taxIncluded) => {
          const rules = { ...onTop(s, r), taxIncluded };
          expect(computeCharges(subtotal + more, rules).total).toBeGreaterThanOrEqual(
            computeCharges(subtotal, rules).total,
          );
        },
      ),
    );
  });
});

describe('computeCharges with a discount (issue 20): off the dishes, before service and tax', () => {
  it('Rp 10.000 off Rp 100.000 under 5 % service and 10 % PB1: both charged on Rp 90.000', () => {
    expect(computeCharges(100_000, onTop(5, 10), 10_000)).toMatchObject({
      subtotal: 100_000,
      discount: 10_000,
      serviceCharge: 4_500,
      tax: 9_450,
      total: 103_950,
    });
  });

  it('prices including the tax: the tax inside the discounted amount', () => {
    expect(computeCharges(110_000, included(0, 10), 11_000)).toMatchObject({ tax: 9_000, total: 99_000 });
  });

  it('a discount is whole rupiah from 0 to the subtotal: more is the subtotal, less than 0 is none', () => {
    expect(computeCharges(50_000, onTop(5, 11), 80_000)).toMatchObject({ discount: 50_000, total: 0 });
    expect(computeCharges(50_000, onTop(0, 0), -10)).toMatchObject({ discount: 0, total: 50_000 });
    expect(computeCharges(50_000, onTop(0, 0), 10.6)).toMatchObject({ discount: 11, total: 49_989 });
  });

  it('any discount: the charges are exactly those of the subtotal less it, and never more than without it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (subtotal, rawDiscount, s, r, taxIncluded) => {
          const discount = Math.min(subtotal, rawDiscount);
          const rules = { ...onTop(s, r), taxIncluded };
          const c = computeCharges(subtotal, rules, discount);
          const plain = computeCharges(subtotal - discount, rules);
          expect(c.discount).toBe(discount);
          expect({ serviceCharge: c.serviceCharge, tax: c.tax, total: c.total }).toEqual({
            serviceCharge: plain.serviceCharge,
            tax: plain.tax,
            total: plain.total,
          });
          expect(c.total).toBeLessThanOrEqual(computeCharges(subtotal, rules).total);
        },
      ),
    );
  });
});

describe('chargeRulesOfTaxPercent: the one-number setting (0 none, 1–100 on top, above 100 included)', () => {
  it('reads 0, 11, 100, 105 and 110, and clamps the rest', () => {
    expect(chargeRulesOfTaxPercent(0)).toEqual(onTop(0, 0, 'PPN'));
    expect(chargeRulesOfTaxPercent(11)).toEqual(onTop(0, 11, 'PPN'));
    expect(chargeRulesOfTaxPercent(100)).toEqual(onTop(0, 100, 'PPN'));
    expect(chargeRulesOfTaxPercent(105)).toEqual({ ...onTop(0, 5, 'PPN'), taxIncluded: true });
    expect(chargeRulesOfTaxPercent(110)).toEqual({ ...onTop(0, 10, 'PPN'), taxIncluded: true });
    expect(chargeRulesOfTaxPercent(150)).toEqual(chargeRulesOfTaxPercent(110));
    expect(chargeRulesOfTaxPercent(-5)).toEqual(chargeRulesOfTaxPercent(0));
    expect(chargeRulesOfTaxPercent(10.6)).toEqual(chargeRulesOfTaxPercent(11));
  });
});

describe('chargeRulesOf / chargesOf: a tenant’s (or an order’s) stored settings', () => {
  it('takes the rate and inclusion from taxPercent and adds the service charge and type', () => {
    expect(chargeRulesOf({ taxPercent: 10, serviceChargePercent: 5, taxType: 'PB1' })).toEqual(onTop(5, 10));
    expect(chargeRulesOf({ taxPercent: 110, serviceChargePercent: 5, taxType: 'PB1' })).toEqual(
      included(5, 10),
    );
    expect(chargeRulesOf({ taxPercent: 0, serviceChargePercent: 0, taxType: 'PPN' })).toEqual(
      onTop(0, 0, 'PPN'),
    );
  });

  it('is computeTax when there is no service charge, for every one-number setting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -5, max: 120 }), (s, p) => {
        const { tax, total } = chargesOf(s, { taxPercent: p, serviceChargePercent: 0, taxType: 'PPN' });
        expect({ tax, total }).toEqual({ tax: computeTax(s, p).tax, total: computeTax(s, p).total });
      }),
    );
  });

  it('sums to its total for any settings: dishes + service (+ tax when on top)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 110 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(...TAX_TYPES),
        (s, taxPercent, serviceChargePercent, taxType) => {
          const c = chargesOf(s, { taxPercent, serviceChargePercent, taxType });
          expect(c.total).toBe(c.subtotal + c.serviceCharge + (c.rules.taxIncluded ? 0 : c.tax));
          expect(c.rules.taxType).toBe(taxType);
          for (const figure of [c.serviceCharge, c.tax, c.total]) expect(Number.isInteger(figure)).toBe(true);
        },
      ),
    );
  });
});
