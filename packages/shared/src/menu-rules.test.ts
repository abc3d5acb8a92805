import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY, normalizeCategory, normalizeMenuName, normalizeSku, skuKey } from './menu-rules';

describe('normalizeMenuName (SPEC §5: names are upper-cased on entry)', () => {
  it.each([
    ['nasi goreng', 'NASI GORENG'],
    ['  Es Teh Manis  ', 'ES TEH MANIS'],
    ['ayam   bakar\tmadu\n', 'AYAM BAKAR MADU'],
    ['Sate 10 tusuk', 'SATE 10 TUSUK'],
    ['crème brûlée', 'CRÈME BRÛLÉE'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeMenuName(input)).toBe(expected);
  });

  it('is idempotent and leaves no lower case, double or edge spaces (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        const once = normalizeMenuName(name);
        expect(normalizeMenuName(once)).toBe(once);
        expect(once).toBe(once.toUpperCase());
        expect(once).not.toMatch(/^\s|\s$|\s\s/);
      }),
    );
  });
});

describe('normalizeCategory (SPEC §9: default category LAINNYA)', () => {
  it('is LAINNYA', () => {
    expect(DEFAULT_CATEGORY).toBe('LAINNYA');
  });

  it.each([
    ['minuman', 'MINUMAN'],
    ['  makanan   berat ', 'MAKANAN BERAT'],
    ['', 'LAINNYA'],
    ['   ', 'LAINNYA'],
    ['\t\n', 'LAINNYA'],
    [null, 'LAINNYA'],
    [undefined, 'LAINNYA'],
    ['lainnya', 'LAINNYA'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCategory(input)).toBe(expected);
  });
});

describe('normalizeSku and skuKey (SPEC §5: unique compared trimmed and case-insensitively)', () => {
  it('trims and keeps the case as typed', () => {
    expect(normalizeSku(' brs-01 ')).toBe('brs-01');
    expect(normalizeSku('BRS-01')).toBe('BRS-01');
  });

  it('reads blank as no SKU', () => {
    expect(normalizeSku('')).toBeNull();
    expect(normalizeSku('   ')).toBeNull();
    expect(normalizeSku(null)).toBeNull();
    expect(normalizeSku(undefined)).toBeNull();
  });

  it('gives the same key to SKUs that differ only in case and surrounding spaces', () => {
    expect(skuKey(' brs-01 ')).toBe('brs-01');
    expect(skuKey('BRS-01')).toBe(skuKey(' brs-01 '));
    expect(skuKey('BRS-02')).not.toBe(skuKey('BRS-01'));
    expect(skuKey('BRS 01')).not.toBe(skuKey('BRS-01'));
    expect(skuKey('  ')).toBeNull();
  });

  it('keys any SKU and its padded, re-cased variants alike (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
        fc.nat({ max: 3 }),
        fc.nat({ max: 3 }),
        (sku, left, right) => {
          const variant = `${' '.repeat(left)}${sku.toUpperCase()}${' '.repeat(right)}`;
          expect(skuKey(variant)).toBe(skuKey(sku.toLowerCase()));
        },
      ),
    );
  });
});
