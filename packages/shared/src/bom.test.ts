import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foodCost, isValidBomQty, marginPercent, MAX_BOM_LINES, roundQty, savableBomLines } from './bom';

const ID_A = '0190a000-0000-7000-8000-00000000000a';
const ID_B = '0190a000-0000-7000-8000-00000000000b';

describe('BOM limits (SPEC §9)', () => {
  it('allows at most 5 lines', () => {
    expect(MAX_BOM_LINES).toBe(5);
  });
});

describe('isValidBomQty: a number ≥ 0 in steps of 0.0001', () => {
  it.each([0, 0.0001, 0.0003, 0.25, 1, 1.2345, 12.5, 150, 999_999.9999])('accepts %d', (qty) => {
    expect(isValidBomQty(qty)).toBe(true);
  });

  it.each([0.00005, 0.00001, 1.23456, -0.0001, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d',
    (qty) => {
      expect(isValidBomQty(qty)).toBe(false);
    },
  );

  it('accepts every multiple of 0.0001 up to a million (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        expect(isValidBomQty(n / 10_000)).toBe(true);
      }),
    );
  });

  it('refuses every value half a step off the grid (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        expect(isValidBomQty((n + 0.5) / 10_000)).toBe(false);
      }),
    );
  });
});

describe('roundQty: the 4 decimals the database keeps', () => {
  it.each([
    [1.23456, 1.2346],
    [1.23454, 1.2345],
    [0.00005, 0.0001],
    [0.00004, 0],
    [0.1 + 0.2, 0.3],
    [0.0003 * 7, 0.0021],
    [-2.5, -2.5],
    [-0.12344, -0.1234],
    [42, 42],
  ])('%d → %d', (qty, expected) => {
    expect(roundQty(qty)).toBe(expected);
  });

  it('is idempotent and moves a value by at most half a step (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (qty) => {
        const once = roundQty(qty);
        expect(roundQty(once)).toBe(once);
        expect(Math.abs(once - qty)).toBeLessThanOrEqual(0.00005 + 1e-9);
        expect(isValidBomQty(Math.abs(once))).toBe(true);
      }),
    );
  });
});

describe('savableBomLines (SPEC §5: only lines with an ingredient and a numeric qty ≥ 0 are saved)', () => {
  it('keeps complete lines in order, reading text quantities with a decimal comma', () => {
    expect(
      savableBomLines([
        { inventoryItemId: ID_A, qty: 0.25 },
        { inventoryItemId: ID_B, qty: '1,5' },
      ]),
    ).toEqual([
      { inventoryItemId: ID_A, qty: 0.25 },
      { inventoryItemId: ID_B, qty: 1.5 },
    ]);
  });

  it('keeps qty 0, as a number or as text', () => {
    expect(savableBomLines([{ inventoryItemId: ID_A, qty: 0 }])).toEqual([{ inventoryItemId: ID_A, qty: 0 }]);
    expect(savableBomLines([{ inventoryItemId: ID_A, qty: '0' }])).toEqual([
      { inventoryItemId: ID_A, qty: 0 },
    ]);
  });

  it('accepts 0.0001 steps, text with spaces and a decimal point', () => {
    expect(
      savableBomLines([
        { inventoryItemId: ID_A, qty: '0.0001' },
        { inventoryItemId: ID_B, qty: ' 2.1234 ' },
      ]),
    ).toEqual([
      { inventoryItemId: ID_A, qty: 0.0001 },
      { inventoryItemId: ID_B, qty: 2.1234 },
    ]);
  });

  it.each([
    ['a missing ingredient', { inventoryItemId: '', qty: 1 }],
    ['an empty qty', { inventoryItemId: ID_A, qty: '' }],
    ['a blank qty', { inventoryItemId: ID_A, qty: '   ' }],
    ['a qty that is not a number', { inventoryItemId: ID_A, qty: 'satu' }],
    ['a negative number', { inventoryItemId: ID_A, qty: -1 }],
    ['a negative text', { inventoryItemId: ID_A, qty: '-0,5' }],
    ['a finer step than 0.0001', { inventoryItemId: ID_A, qty: 0.00005 }],
    ['a finer step written as text', { inventoryItemId: ID_A, qty: '0,00005' }],
    ['a thousands separator', { inventoryItemId: ID_A, qty: '1.234,5' }],
    ['infinity', { inventoryItemId: ID_A, qty: Number.POSITIVE_INFINITY }],
  ])('drops %s', (_label, line) => {
    expect(savableBomLines([line, { inventoryItemId: ID_B, qty: 1 }])).toEqual([
      { inventoryItemId: ID_B, qty: 1 },
    ]);
  });

  it('returns nothing for no lines', () => {
    expect(savableBomLines([])).toEqual([]);
  });

  it('keeps exactly the lines with an ingredient and a valid qty (property)', () => {
    const line = fc.record({
      inventoryItemId: fc.constantFrom('', ID_A, ID_B),
      qty: fc.oneof(
        fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 10_000),
        fc.integer({ min: -100_000, max: 100_000 }).map((n) => String(n / 10_000).replace('.', ',')),
        fc.constantFrom('', ' ', 'x', '0,00005', 0.00005),
      ),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const kept = savableBomLines(lines);
        const expected = lines.filter((l) => {
          if (!l.inventoryItemId) return false;
          const qty = typeof l.qty === 'number' ? l.qty : Number(l.qty.replace(',', '.'));
          return typeof l.qty === 'number' || l.qty.trim() !== '' ? isValidBomQty(qty) : false;
        });
        expect(kept.map((l) => l.inventoryItemId)).toEqual(expected.map((l) => l.inventoryItemId));
        for (const k of kept) {
          expect(k.qty).toBeGreaterThanOrEqual(0);
          expect(roundQty(k.qty)).toBe(k.qty);
        }
      }),
    );
  });
});

describe('foodCost: Σ qty × latest unit price', () => {
  it('sums qty × unit cost and rounds to whole rupiah', () => {
    expect(
      foodCost([
        { qty: 0.25, unitCost: 12000 },
        { qty: 2, unitCost: 1500 },
      ]),
    ).toBe(6000);
    expect(foodCost([{ qty: 0.3333, unitCost: 1000 }])).toBe(333);
    expect(foodCost([{ qty: 0.0005, unitCost: 1000 }])).toBe(1);
    expect(foodCost([{ qty: 0.15, unitCost: 33.3333 }])).toBe(5);
  });

  it('counts ingredients never bought (unitCost null) as 0', () => {
    expect(
      foodCost([
        { qty: 1, unitCost: null },
        { qty: 0.5, unitCost: 3000 },
      ]),
    ).toBe(1500);
    expect(foodCost([{ qty: 3, unitCost: null }])).toBe(0);
  });

  it('is 0 without lines', () => {
    expect(foodCost([])).toBe(0);
  });

  it('rounds once over the whole sum, not per line', () => {
    // Two lines of 0.4 rupiah each: per-line rounding would give 0.
    expect(
      foodCost([
        { qty: 0.0004, unitCost: 1000 },
        { qty: 0.0004, unitCost: 1000 },
      ]),
    ).toBe(1);
  });
});

describe('marginPercent: share of the selling price left after food cost', () => {
  it.each([
    [10000, 3000, 70],
    [15000, 4000, 73.3],
    [3000, 1000, 66.7],
    [10000, 0, 100],
    [10000, 10000, 0],
    [1000, 1500, -50],
    [7, 1, 85.7],
  ])('price %d, cost %d → %d %', (price, cost, expected) => {
    expect(marginPercent(price, cost)).toBe(expected);
  });

  it('is null without a price', () => {
    expect(marginPercent(0, 0)).toBeNull();
    expect(marginPercent(0, 500)).toBeNull();
    expect(marginPercent(-100, 5)).toBeNull();
  });

  it('has at most one decimal and is at most 100 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 200_000_000 }),
        (price, cost) => {
          const margin = marginPercent(price, cost);
          if (margin === null) throw new Error('null for a positive price');
          expect(Math.abs(margin * 10 - Math.round(margin * 10))).toBeLessThan(1e-6);
          expect(margin).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
