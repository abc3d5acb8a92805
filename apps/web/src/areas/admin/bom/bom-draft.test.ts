import { MAX_BOM_LINES, savableBomLines } from '@meja/shared/bom';
import { describe, expect, it } from 'vitest';
import {
  bomRowState,
  canAddBomRow,
  draftFoodCost,
  draftFromBom,
  emptyBomRow,
  parseQty,
  placeNewIngredient,
  type BomDraftRow,
} from './bom-draft';

const row = (inventoryItemId: string, qty: string): BomDraftRow => ({
  ...emptyBomRow(),
  inventoryItemId,
  qty,
});

describe('BOM draft rows', () => {
  it('reads qty text with a comma or a dot', () => {
    expect(parseQty('0,5')).toBe(0.5);
    expect(parseQty(' 2 ')).toBe(2);
    expect(parseQty('')).toBeNull();
    expect(parseQty('abc')).toBeNull();
  });

  it('tells which rows are saved, as savableBomLines does', () => {
    const rows = [
      row('a', '0.2'),
      row('', '1'),
      row('b', ''),
      row('c', '-1'),
      row('d', '0.00001'),
      row('', ''),
    ];
    expect(rows.map(bomRowState)).toEqual([
      'complete',
      'no-ingredient',
      'bad-qty',
      'bad-qty',
      'bad-qty',
      'blank',
    ]);
    expect(savableBomLines(rows)).toEqual([{ inventoryItemId: 'a', qty: 0.2 }]);
  });

  it('allows adding rows up to the maximum only', () => {
    const full = Array.from({ length: MAX_BOM_LINES }, (_, i) => row(`i${i}`, '1'));
    expect(canAddBomRow(full.slice(0, MAX_BOM_LINES - 1))).toBe(true);
    expect(canAddBomRow(full)).toBe(false);
  });

  it('round-trips a saved BOM into rows with unique keys', () => {
    const rows = draftFromBom([
      { inventoryItemId: 'a', qty: 0.0125 },
      { inventoryItemId: 'b', qty: 1 },
    ]);
    expect(rows.map((r) => [r.inventoryItemId, r.qty])).toEqual([
      ['a', '0.0125'],
      ['b', '1'],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('costs the saved rows with the latest unit prices', () => {
    const ingredients = [
      { _id: 'beras', lastUnitCost: 14000 },
      { _id: 'telur', lastUnitCost: 2200 },
      { _id: 'baru', lastUnitCost: null },
    ];
    expect(draftFoodCost([row('beras', '0.2'), row('telur', '1'), row('', '5')], ingredients)).toEqual({
      cost: 5000,
      missingPrice: false,
      lines: 2,
    });
    expect(draftFoodCost([row('baru', '1')], ingredients)).toEqual({ cost: 0, missingPrice: true, lines: 1 });
  });

  it('puts a new ingredient in the first empty row, else a new row, else nowhere', () => {
    expect(placeNewIngredient([row('a', '1'), row('', '2')], 'n')?.map((r) => r.inventoryItemId)).toEqual([
      'a',
      'n',
    ]);
    expect(placeNewIngredient([row('a', '1')], 'n')?.map((r) => r.inventoryItemId)).toEqual(['a', 'n']);
    const full = Array.from({ length: MAX_BOM_LINES }, (_, i) => row(`i${i}`, '1'));
    expect(placeNewIngredient(full, 'n')).toBeNull();
  });
});
