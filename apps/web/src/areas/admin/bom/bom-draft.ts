import { foodCost, isValidBomQty, MAX_BOM_LINES } from '@meja/shared/bom';

/** One row of a BOM editor as typed: the qty stays text until it is saved. */
export interface BomDraftRow {
  key: string;
  inventoryItemId: string;
  qty: string;
}

let nextKey = 0;

export function emptyBomRow(): BomDraftRow {
  nextKey += 1;
  return { key: `bom-row-${nextKey}`, inventoryItemId: '', qty: '' };
}

export function draftFromBom(bom: readonly { inventoryItemId: string; qty: number }[]): BomDraftRow[] {
  return bom.map((line) => ({
    ...emptyBomRow(),
    inventoryItemId: line.inventoryItemId,
    qty: String(line.qty),
  }));
}

export function canAddBomRow(rows: readonly BomDraftRow[]): boolean {
  return rows.length < MAX_BOM_LINES;
}

/** The typed qty as a number, or null when it is blank or not a number ('0,5' reads as 0.5). */
export function parseQty(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export type BomRowState = 'blank' | 'complete' | 'no-ingredient' | 'bad-qty';

/** Why a row would be left out on save (SPEC §5: only an ingredient with a numeric qty ≥ 0 is saved). */
export function bomRowState(row: BomDraftRow): BomRowState {
  const qty = parseQty(row.qty);
  if (!row.inventoryItemId && row.qty.trim() === '') return 'blank';
  if (!row.inventoryItemId) return 'no-ingredient';
  if (qty === null || !isValidBomQty(qty)) return 'bad-qty';
  return 'complete';
}

export interface CostedIngredient {
  _id: string;
  lastUnitCost: number | null;
}

/** Live food cost of the rows that would be saved, and whether an ingredient has no price yet. */
export function draftFoodCost(
  rows: readonly BomDraftRow[],
  ingredients: readonly CostedIngredient[],
): { cost: number; missingPrice: boolean; lines: number } {
  const costed = rows
    .filter((row) => bomRowState(row) === 'complete')
    .map((row) => ({
      qty: parseQty(row.qty) ?? 0,
      unitCost: ingredients.find((item) => item._id === row.inventoryItemId)?.lastUnitCost ?? null,
    }));
  return {
    cost: foodCost(costed),
    missingPrice: costed.some((line) => line.unitCost === null),
    lines: costed.length,
  };
}

/**
 * Where a newly created ingredient goes: the first row without an ingredient, else a new row
 * when there is room; null when all rows are taken.
 */
export function placeNewIngredient(rows: readonly BomDraftRow[], ingredientId: string): BomDraftRow[] | null {
  const index = rows.findIndex((row) => !row.inventoryItemId);
  if (index >= 0)
    return rows.map((row, i) => (i === index ? { ...row, inventoryItemId: ingredientId } : row));
  if (!canAddBomRow(rows)) return null;
  return [...rows, { ...emptyBomRow(), inventoryItemId: ingredientId }];
}
