import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTax, serviceChargeLabel, taxLabel } from './tax';

describe('computeTax (DESIGN §4: 0 none, 1-100 added, >100 included)', () => {
  it('0 means no tax', () => {
    expect(computeTax(50000, 0)).toEqual({
      subtotal: 50000,
      tax: 0,
      total: 50000,
      ratePercent: 0,
      inclusive: false,
    });
  });

  it('11 is added on top', () => {
    expect(computeTax(50000, 11)).toEqual({
      subtotal: 50000,
      tax: 5500,
      total: 55500,
      ratePercent: 11,
      inclusive: false,
    });
  });

  it('110 means 10 % already included: extracted, not added', () => {
    expect(computeTax(110000, 110)).toEqual({
      subtotal: 110000,
      tax: 10000,
      total: 110000,
      ratePercent: 10,
      inclusive: true,
    });
  });

  it('100 doubles the subtotal; 105 extracts 5 %', () => {
    expect(computeTax(20000, 100)).toMatchObject({ tax: 20000, total: 40000, inclusive: false });
    expect(computeTax(21000, 105)).toMatchObject({
      tax: 1000,
      total: 21000,
      ratePercent: 5,
      inclusive: true,
    });
  });

  it('clamps the setting to 0-110 and rounds it', () => {
    expect(computeTax(10000, -5)).toEqual(computeTax(10000, 0));
    expect(computeTax(10000, 150)).toEqual(computeTax(10000, 110));
    expect(computeTax(10000, 10.6)).toEqual(computeTax(10000, 11));
  });

  it('rounds the tax to whole rupiah', () => {
    expect(computeTax(1005, 11).tax).toBe(111); // 110.55
    expect(computeTax(1000, 11).tax).toBe(110);
    expect(computeTax(1004, 11).tax).toBe(110); // 110.44
    expect(computeTax(1000, 110).tax).toBe(91); // 90.909…
    expect(computeTax(15, 110).tax).toBe(1); // 1.36
  });

  it('added: total = subtotal + tax; included: total = subtotal; the tax is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: -20, max: 200 }), (s, p) => {
        const r = computeTax(s, p);
        expect(r.subtotal).toBe(s);
        expect(Number.isInteger(r.tax)).toBe(true);
        expect(r.tax).toBeGreaterThanOrEqual(0);
        if (r.inclusive) {
          expect(r.total).toBe(s);
          expect(r.tax).toBeLessThanOrEqual(s);
          expect(Math.abs(r.tax - (s * r.ratePercent) / (100 + r.ratePercent))).toBeLessThanOrEqual(0.5);
        } else {
          expect(r.total).toBe(s + r.tax);
          expect(Math.abs(r.tax - (s * r.ratePercent) / 100)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });
});

describe('computeTax on the charges rule', () => {
  /** The rule as DESIGN §4 states it, kept here as the reference computeTax must still give. */
  function designRule(subtotal: number, taxPercent: number) {
    const p = Math.min(110, Math.max(0, Math.round(taxPercent)));
    const rate = p > 100 ? p - 100 : p;
    const tax = p > 100 ? Math.round((subtotal * rate) / (100 + rate)) : Math.round((subtotal * p) / 100);
    return {
      subtotal,
      tax,
      total: p > 100 ? subtotal : subtotal + tax,
      ratePercent: rate,
      inclusive: p > 100,
    };
  }

  it('gives what the one-number rule gave, for every setting and subtotal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: -20, max: 200 }), (s, p) => {
        expect(computeTax(s, p)).toEqual(designRule(s, p));
      }),
    );
  });
});

describe('taxLabel', () => {
  it.each([
    [0, 'Tanpa PPN'],
    [11, 'PPN 11%'],
    [100, 'PPN 100%'],
    [110, 'PPN 10% (termasuk)'],
    [101, 'PPN 1% (termasuk)'],
    [-5, 'Tanpa PPN'],
    [150, 'PPN 10% (termasuk)'],
  ])('%d → %s', (p, label) => {
    expect(taxLabel(p)).toBe(label);
  });
});

describe('taxLabel with the tax type (issue 20)', () => {
  it('names PB1 when the tenant’s tax is the regional one', () => {
    expect(taxLabel(10, 'PB1')).toBe('PB1 10%');
    expect(taxLabel(110, 'PB1')).toBe('PB1 10% (termasuk)');
    expect(taxLabel(0, 'PB1')).toBe('Tanpa PB1');
    expect(taxLabel(11, 'PPN')).toBe(taxLabel(11));
  });

  it('serviceChargeLabel', () => {
    expect(serviceChargeLabel(5)).toBe('Biaya layanan 5%');
  });
});
