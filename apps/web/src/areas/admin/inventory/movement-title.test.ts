import { describe, expect, it } from 'vitest';
import { movementTitle } from './movement-title';

describe('movementTitle', () => {
  it('names a stock count with what was counted and what the ledger expected', () => {
    expect(movementTitle({ kind: 'ADJUSTMENT', counted: 0, expected: 3 }, 'kg')).toBe(
      'Opname: dihitung 0 kg, seharusnya 3 kg',
    );
  });

  it('writes decimals the Indonesian way and shows a negative expectation', () => {
    expect(movementTitle({ kind: 'ADJUSTMENT', counted: 1.25, expected: -0.2 }, 'kg')).toBe(
      'Opname: dihitung 1,25 kg, seharusnya -0,2 kg',
    );
  });

  it('leaves the unit out when the ingredient has none', () => {
    expect(movementTitle({ kind: 'ADJUSTMENT', counted: 4, expected: 5 }, '')).toBe(
      'Opname: dihitung 4, seharusnya 5',
    );
  });

  it('keeps the kind for every other movement', () => {
    expect(movementTitle({ kind: 'PURCHASE', counted: null, expected: null }, 'kg')).toBe('Belanja');
    expect(movementTitle({ kind: 'ADJUSTMENT', counted: null, expected: null }, 'kg')).toBe('Penyesuaian');
    expect(movementTitle({ kind: 'SALE', counted: null, expected: null }, 'kg')).toBe('Penjualan');
  });
});
