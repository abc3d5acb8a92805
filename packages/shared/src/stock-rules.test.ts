import { describe, expect, it } from 'vitest';
import { canMakeOnePortion, consumption, isSoldOut, shortIngredients, STOCK_MESSAGES } from './stock-rules';

const recipe = [
  { menuItemId: 'nasi-goreng', inventoryItemId: 'beras', qty: 0.2 },
  { menuItemId: 'nasi-goreng', inventoryItemId: 'telur', qty: 1 },
  { menuItemId: 'nasi-uduk', inventoryItemId: 'beras', qty: 0.15 },
  { menuItemId: 'es-teh', inventoryItemId: 'teh', qty: 0 },
];

describe('consumption', () => {
  it('sums recipe × portions per ingredient across lines and dishes', () => {
    const used = consumption(
      [
        { menuItemId: 'nasi-goreng', qty: 2 },
        { menuItemId: 'nasi-uduk', qty: 1 },
        { menuItemId: 'nasi-goreng', qty: 1 },
      ],
      recipe,
    );
    expect(Object.fromEntries(used)).toEqual({ beras: 0.75, telur: 3 });
  });

  it('leaves out recipe lines of qty 0 and dishes without a recipe', () => {
    expect(consumption([{ menuItemId: 'es-teh', qty: 5 }], recipe).size).toBe(0);
    expect(consumption([{ menuItemId: 'kerupuk', qty: 5 }], recipe).size).toBe(0);
  });

  it('rounds to 4 decimals, as the database keeps them', () => {
    const used = consumption(
      [{ menuItemId: 'a', qty: 3 }],
      [{ menuItemId: 'a', inventoryItemId: 'x', qty: 0.1 }],
    );
    expect(used.get('x')).toBe(0.3);
  });

  it('is empty for no lines', () => {
    expect(consumption([], recipe).size).toBe(0);
  });
});

describe('shortIngredients', () => {
  const needed = new Map([
    ['beras', 0.4],
    ['telur', 2],
  ]);
  it('names the ingredients with less stock than needed, exactly at the boundary allowed', () => {
    expect(
      shortIngredients(
        needed,
        new Map([
          ['beras', 0.4],
          ['telur', 2],
        ]),
      ),
    ).toEqual([]);
    expect(
      shortIngredients(
        needed,
        new Map([
          ['beras', 0.3999],
          ['telur', 2],
        ]),
      ),
    ).toEqual(['beras']);
    expect(
      shortIngredients(
        needed,
        new Map([
          ['beras', -1],
          ['telur', 1],
        ]),
      ),
    ).toEqual(['beras', 'telur']);
  });
  it('treats an unknown ingredient as no stock', () => {
    expect(shortIngredients(needed, new Map())).toEqual(['beras', 'telur']);
  });
});

describe('canMakeOnePortion', () => {
  it('needs every line with a quantity covered; qty 0 lines never block', () => {
    expect(canMakeOnePortion([])).toBe(true);
    expect(canMakeOnePortion([{ qty: 0.2, stock: 0.2 }])).toBe(true);
    expect(canMakeOnePortion([{ qty: 0.2, stock: 0.1999 }])).toBe(false);
    expect(canMakeOnePortion([{ qty: 0, stock: -5 }])).toBe(true);
    expect(
      canMakeOnePortion([
        { qty: 1, stock: 3 },
        { qty: 1, stock: 0 },
      ]),
    ).toBe(false);
  });
});

describe('isSoldOut', () => {
  const today = '2026-11-25';
  it('a dish marked by hand is sold out today only, under either policy', () => {
    for (const policy of ['ALLOW', 'BLOCK'] as const) {
      expect(isSoldOut({ soldOutOn: today, stockOut: false }, policy, today)).toBe(true);
      expect(isSoldOut({ soldOutOn: '2026-11-24', stockOut: false }, policy, today)).toBe(false);
      expect(isSoldOut({ soldOutOn: null, stockOut: false }, policy, today)).toBe(false);
    }
  });
  it('running out of stock sells it out only under BLOCK', () => {
    expect(isSoldOut({ soldOutOn: null, stockOut: true }, 'BLOCK', today)).toBe(true);
    expect(isSoldOut({ soldOutOn: null, stockOut: true }, 'ALLOW', today)).toBe(false);
  });
});

describe('STOCK_MESSAGES', () => {
  it('speaks of the dish to diners and of the ingredient to staff', () => {
    expect(STOCK_MESSAGES.dishSoldOut('NASI GORENG')).toBe('Maaf, NASI GORENG sedang habis.');
    expect(STOCK_MESSAGES.ingredientShort('BERAS', ['NASI GORENG', 'NASI UDUK'])).toBe(
      'Stok BERAS tidak cukup untuk NASI GORENG, NASI UDUK.',
    );
    expect(STOCK_MESSAGES.ingredientShort('BERAS', [])).toBe('Stok BERAS tidak cukup.');
  });
});
