import { describe, expect, it } from 'vitest';
import { ingredientFromPrompts } from './ingredient-prompts';

describe('ingredientFromPrompts (SPEC §5)', () => {
  it('is cancelled without a name', () => {
    expect(ingredientFromPrompts({ name: null, unit: 'kg', sku: 'X', stock: '1' })).toBeNull();
    expect(ingredientFromPrompts({ name: '   ', unit: 'kg', sku: 'X', stock: '1' })).toBeNull();
  });

  it('keeps the answers, trimmed', () => {
    expect(
      ingredientFromPrompts({ name: ' cabai rawit ', unit: ' kg ', sku: ' CBR-1 ', stock: '2,5' }),
    ).toEqual({
      name: 'cabai rawit',
      unit: 'kg',
      sku: 'CBR-1',
      stock: 2.5,
    });
  });

  it('reads a stock that is not a number, or left out, as 0', () => {
    expect(ingredientFromPrompts({ name: 'garam', unit: null, sku: null, stock: 'banyak' })).toEqual({
      name: 'garam',
      unit: '',
      sku: '',
      stock: 0,
    });
    expect(ingredientFromPrompts({ name: 'garam', unit: '', sku: '', stock: null })?.stock).toBe(0);
  });
});
