import { computeTax } from '@meja/shared/tax';
import type { totalsMessages } from './cart-messages';

type TotalsTexts = ReturnType<typeof totalsMessages.get>;

/** The shared tax rule's label ('PPN 11%', 'PPN 10% (termasuk)', 'Tanpa PPN') in the visible locale. */
export function taxText(t: TotalsTexts, taxPercent: number): string {
  const { ratePercent, inclusive } = computeTax(0, taxPercent);
  if (ratePercent === 0) return t.noTax;
  return inclusive ? t.taxIncluded({ rate: ratePercent }) : t.tax({ rate: ratePercent });
}
