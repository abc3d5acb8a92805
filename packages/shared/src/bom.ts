/** Recipes (bill of materials): what one portion of a menu item consumes. */
export const MAX_BOM_LINES = 5;
export const QTY_DECIMALS = 4;

/** True when `qty` is a finite number ≥ 0 in steps of 0.0001 (SPEC §9). */
export function isValidBomQty(qty: number): boolean {
  if (!Number.isFinite(qty) || qty < 0) return false;
  const scaled = qty * 10 ** QTY_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Rounds a quantity to the 4 decimals the database keeps. */
export function roundQty(qty: number): number {
  return Math.round(qty * 10 ** QTY_DECIMALS) / 10 ** QTY_DECIMALS;
}

export interface BomDraftLine {
  inventoryItemId: string;
  qty: number | string;
}

/**
 * SPEC §5 "only lines with an ingredient and a numeric qty ≥ 0 are saved": the editor's rows,
 * kept when complete, in order.
 */
export function savableBomLines(lines: readonly BomDraftLine[]): { inventoryItemId: string; qty: number }[] {
  const kept: { inventoryItemId: string; qty: number }[] = [];
  for (const line of lines) {
    if (!line.inventoryItemId) continue;
    if (typeof line.qty === 'string' && line.qty.trim() === '') continue;
    const qty = typeof line.qty === 'number' ? line.qty : Number(line.qty.replace(',', '.'));
    if (!isValidBomQty(qty)) continue;
    kept.push({ inventoryItemId: line.inventoryItemId, qty: roundQty(qty) });
  }
  return kept;
}

export interface CostedBomLine {
  qty: number;
  /** The ingredient's latest unit purchase price, or null when it was never bought. */
  unitCost: number | null;
}

/** Σ qty × latest unit price, in rupiah (rounded); ingredients never bought count as 0. */
export function foodCost(lines: readonly CostedBomLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.qty * (line.unitCost ?? 0), 0));
}

/** Share of the selling price left after food cost, in percent with one decimal; null without a price. */
export function marginPercent(sellingPrice: number, cost: number): number | null {
  if (sellingPrice <= 0) return null;
  return Math.round(((sellingPrice - cost) / sellingPrice) * 1000) / 10;
}
