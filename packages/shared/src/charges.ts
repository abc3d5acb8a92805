/**
 * What a bill adds to its dishes (issue 20): a service charge, then the tax on the dishes and the
 * service together — PPN (the national VAT) or PB1 (the regional restaurant tax) — on top of the
 * prices or already inside them. Every figure is whole rupiah, rounded here and nowhere else.
 */
export const TAX_TYPES = ['PPN', 'PB1'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

export const SERVICE_CHARGE_MAX_PERCENT = 20;
export const TAX_RATE_MAX_PERCENT = 100;

export interface ChargeRules {
  /** 0–20 % of the dishes' subtotal. */
  serviceChargePercent: number;
  taxType: TaxType;
  /** 0 = no tax. */
  taxRatePercent: number;
  /** The prices already include the tax: it is taken out of the amounts, not added to them. */
  taxIncluded: boolean;
}

export interface Charges {
  /** The dishes, at their prices. */
  subtotal: number;
  /** Taken off the dishes before anything is added (issue 20's discounts); 0 without. */
  discount: number;
  serviceCharge: number;
  /** Added to the total, or (taxIncluded) the part of the total that is tax. */
  tax: number;
  total: number;
  rules: ChargeRules;
}

const clampPercent = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;

/** The rules as this function applies them: percents whole, in range. */
export function normalizeChargeRules(rules: ChargeRules): ChargeRules {
  return {
    serviceChargePercent: clampPercent(rules.serviceChargePercent, SERVICE_CHARGE_MAX_PERCENT),
    taxType: rules.taxType,
    taxRatePercent: clampPercent(rules.taxRatePercent, TAX_RATE_MAX_PERCENT),
    taxIncluded: rules.taxIncluded,
  };
}

/**
 * A discount comes off the dishes first (0 to the subtotal); the rest is the base. The service
 * charge is `base × s %`. The tax is on base + service: added as `(base + service) × r %`, or,
 * when the prices include it, the part `(base + service) × r / (100 + r)` of that amount. The
 * total is what the guest pays.
 */
export function computeCharges(subtotal: number, rawRules: ChargeRules, rawDiscount = 0): Charges {
  const rules = normalizeChargeRules(rawRules);
  const discount = Math.min(subtotal, Math.max(0, Math.round(rawDiscount)));
  const base = subtotal - discount;
  const serviceCharge = Math.round((base * rules.serviceChargePercent) / 100);
  const taxed = base + serviceCharge;
  const rate = rules.taxRatePercent;
  if (rules.taxIncluded) {
    const tax = Math.round((taxed * rate) / (100 + rate));
    return { subtotal, discount, serviceCharge, tax, total: taxed, rules };
  }
  const tax = Math.round((taxed * rate) / 100);
  return { subtotal, discount, serviceCharge, tax, total: taxed + tax, rules };
}

/**
 * The tenant's one-number tax setting as charge rules (DESIGN: 0 = none; 1–100 added on top;
 * above 100 = prices include (p − 100) % tax, so 110 = 10 % included). It names PPN.
 */
export function chargeRulesOfTaxPercent(taxPercent: number): ChargeRules {
  const p = clampPercent(taxPercent, 110);
  return p > 100
    ? { serviceChargePercent: 0, taxType: 'PPN', taxRatePercent: p - 100, taxIncluded: true }
    : { serviceChargePercent: 0, taxType: 'PPN', taxRatePercent: p, taxIncluded: false };
}

/** A tenant's charge settings as stored (and snapshotted on each order). */
export interface ChargeSettings {
  /** The one-number tax setting (rate, and above 100 included): chargeRulesOfTaxPercent. */
  taxPercent: number;
  serviceChargePercent: number;
  taxType: TaxType;
}

/** A new tenant's settings (the database's defaults): PPN 11 % on top, no service charge. */
export const DEFAULT_CHARGE_SETTINGS: ChargeSettings = {
  taxPercent: 11,
  serviceChargePercent: 0,
  taxType: 'PPN',
};

/** Nothing added (the POS before its menu has loaded). */
export const NO_CHARGE_SETTINGS: ChargeSettings = { taxPercent: 0, serviceChargePercent: 0, taxType: 'PPN' };

/** The charge rules of a tenant's (or an order's) settings. */
export function chargeRulesOf(settings: ChargeSettings): ChargeRules {
  return {
    ...chargeRulesOfTaxPercent(settings.taxPercent),
    serviceChargePercent: settings.serviceChargePercent,
    taxType: settings.taxType,
  };
}

/** What a subtotal (less its discount) costs under a tenant's (or an order's) settings. */
export function chargesOf(subtotal: number, settings: ChargeSettings, discount = 0): Charges {
  return computeCharges(subtotal, chargeRulesOf(settings), discount);
}
