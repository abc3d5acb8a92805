/**
 * One tax rule for cart, payments, receipts and reports (DESIGN §4). `taxPercent` is the tenant's
 * setting, 0-110: 0 = no tax; 1-100 = added on top, tax = round(subtotal × p / 100); above 100 =
 * prices already include (p − 100) % tax, which is extracted, not added (110 = 10 % included).
 */
export interface TaxBreakdown {
  subtotal: number;
  tax: number;
  total: number;
  /** The real rate shown to people: 11 for 11, 10 for 110. */
  ratePercent: number;
  inclusive: boolean;
}

export function computeTax(subtotal: number, taxPercent: number): TaxBreakdown {
  const p = Math.min(110, Math.max(0, Math.round(taxPercent)));
  if (p > 100) {
    const rate = p - 100;
    const tax = Math.round((subtotal * rate) / (100 + rate));
    return { subtotal, tax, total: subtotal, ratePercent: rate, inclusive: true };
  }
  const tax = Math.round((subtotal * p) / 100);
  return { subtotal, tax, total: subtotal + tax, ratePercent: p, inclusive: false };
}

/** 'PPN 11%', 'PPN 10% (termasuk)' or 'Tanpa PPN'. */
export function taxLabel(taxPercent: number): string {
  const { ratePercent, inclusive } = computeTax(0, taxPercent);
  if (ratePercent === 0) return 'Tanpa PPN';
  return inclusive ? `PPN ${ratePercent}% (termasuk)` : `PPN ${ratePercent}%`;
}
