import { chargeRulesOfTaxPercent, computeCharges, type TaxType } from './charges';

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

/** The tax of the one-number setting: computeCharges without a service charge. */
export function computeTax(subtotal: number, taxPercent: number): TaxBreakdown {
  const { tax, total, rules } = computeCharges(subtotal, chargeRulesOfTaxPercent(taxPercent));
  return { subtotal, tax, total, ratePercent: rules.taxRatePercent, inclusive: rules.taxIncluded };
}

/** 'PPN 11%', 'PB1 10% (termasuk)' or 'Tanpa PPN' (the tax type names it; PPN by default). */
export function taxLabel(taxPercent: number, taxType: TaxType = 'PPN'): string {
  const { ratePercent, inclusive } = computeTax(0, taxPercent);
  if (ratePercent === 0) return `Tanpa ${taxType}`;
  return inclusive ? `${taxType} ${ratePercent}% (termasuk)` : `${taxType} ${ratePercent}%`;
}

/** 'Biaya layanan 5%'. */
export function serviceChargeLabel(serviceChargePercent: number): string {
  return `Biaya layanan ${serviceChargePercent}%`;
}
