/* Quantities and percentages in the id-ID locale (money: formatRupiah in @meja/shared/money). */

const STOCK_FORMAT = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const QTY_FORMAT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 });
const PERCENT_FORMAT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const COUNT_FORMAT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** SPEC §2: stock with 2 decimals, '1.234,50'. */
export function formatStock(value: number): string {
  return STOCK_FORMAT.format(value);
}

/** BOM and purchase quantities keep up to 4 decimals (step 0.0001): '0,0125'. */
export function formatQty(value: number): string {
  return QTY_FORMAT.format(value);
}

/** A signed ledger quantity: '+2,5' / '-0,75'. */
export function formatSignedQty(value: number): string {
  return value > 0 ? `+${formatQty(value)}` : formatQty(value);
}

/** Whole percent for display: 66.7 → '67%'. */
export function formatPercent(value: number): string {
  return `${PERCENT_FORMAT.format(value)}%`;
}

/** A count of things with id-ID grouping: 12345 → '12.345'. */
export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}
