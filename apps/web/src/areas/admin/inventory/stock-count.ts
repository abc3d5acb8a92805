import { roundQty } from '@meja/shared/bom';

/*
 * The stock count (opname) sheet's arithmetic: what was typed per ingredient, the lines sent, and
 * the difference shown as the counter types. Pure, so it is tested without a screen.
 */

const MAX_COUNT = 1e9;

export type ParsedCount = { kind: 'blank' } | { kind: 'invalid' } | { kind: 'counted'; value: number };

/** Blank = not counted; '2,5' and '2.5' are the same; negative or not a number is invalid. */
export function parseCount(text: string): ParsedCount {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'blank' };
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0 || value > MAX_COUNT) return { kind: 'invalid' };
  return { kind: 'counted', value: roundQty(value) };
}

/** Counted − expected, to the 4 decimals the ledger keeps: positive when more was found. */
export function countDifference(expected: number, counted: number): number {
  return roundQty(counted - expected);
}

export interface CountSheet {
  /** The counted ingredients, in the order of the list. */
  lines: { inventoryItemId: string; counted: number }[];
  /** Ingredients whose typed figure is not a count ≥ 0. */
  invalid: string[];
}

/** The lines to send: only what was counted; blanks are left out, invalid figures reported. */
export function countSheet(
  items: readonly { _id: string }[],
  drafts: Readonly<Record<string, string>>,
): CountSheet {
  const sheet: CountSheet = { lines: [], invalid: [] };
  for (const item of items) {
    const parsed = parseCount(drafts[item._id] ?? '');
    if (parsed.kind === 'counted') sheet.lines.push({ inventoryItemId: item._id, counted: parsed.value });
    else if (parsed.kind === 'invalid') sheet.invalid.push(item._id);
  }
  return sheet;
}

/** Whether anything typed would be lost by leaving the sheet. */
export function hasUnsavedCounts(drafts: Readonly<Record<string, string>>, note: string): boolean {
  return note.trim() !== '' || Object.values(drafts).some((text) => text.trim() !== '');
}
