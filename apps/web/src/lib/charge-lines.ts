import { chargeRulesOf, type ChargeSettings } from '@meja/shared/charges';

/** The words a screen's catalogue gives the charges ('PB1 10%', 'Biaya layanan 5%', …). */
export interface ChargeTexts {
  noTax: (values: { type: string }) => string;
  tax: (values: { type: string; rate: number }) => string;
  taxIncluded: (values: { type: string; rate: number }) => string;
  serviceCharge: (values: { rate: number }) => string;
}

export interface ChargeLine {
  kind: 'service' | 'tax';
  label: string;
  amount: number;
}

/** 'PPN 11%', 'PB1 10% (termasuk)' or 'Tanpa PPN', in the screen's words (as @meja/shared/tax taxLabel). */
export function taxLabelOf(t: ChargeTexts, settings: Pick<ChargeSettings, 'taxPercent' | 'taxType'>): string {
  const rules = chargeRulesOf({ ...settings, serviceChargePercent: 0 });
  const type = settings.taxType;
  if (rules.taxRatePercent === 0) return t.noTax({ type });
  const rate = rules.taxRatePercent;
  return rules.taxIncluded ? t.taxIncluded({ type, rate }) : t.tax({ type, rate });
}

/**
 * The lines between the dishes' subtotal and the total, in the order they are computed: the
 * service charge (only when there is one), then the tax — its 'Tanpa PPN' line too unless
 * `omitNoTax` (a receipt prints no line for a tax that is not there).
 */
export function chargeLines(
  t: ChargeTexts,
  settings: ChargeSettings,
  figures: { serviceCharge: number; tax: number },
  options: { omitNoTax?: boolean } = {},
): ChargeLine[] {
  const rules = chargeRulesOf(settings);
  const lines: ChargeLine[] = [];
  if (rules.serviceChargePercent > 0) {
    lines.push({
      kind: 'service',
      label: t.serviceCharge({ rate: rules.serviceChargePercent }),
      amount: figures.serviceCharge,
    });
  }
  if (rules.taxRatePercent > 0 || !options.omitNoTax) {
    lines.push({ kind: 'tax', label: taxLabelOf(t, settings), amount: figures.tax });
  }
  return lines;
}
