import { describe, expect, it } from 'vitest';
import { matchIngredient } from './match-ingredient';

const items = [
  { name: 'BERAS', sku: 'BRS-01' },
  { name: 'Telur Ayam', sku: '' },
];

describe('matchIngredient', () => {
  it('finds by SKU first (trimmed, any case), then by name (any case)', () => {
    expect(matchIngredient(items, 'telur ayam', ' brs-01 ')?.name).toBe('BERAS');
    expect(matchIngredient(items, ' telur ayam ', '')?.name).toBe('Telur Ayam');
  });

  it('finds nothing for a new ingredient or an empty entry', () => {
    expect(matchIngredient(items, 'GULA', '')).toBeUndefined();
    expect(matchIngredient(items, '', '')).toBeUndefined();
  });
});
