import { DISCOUNT_REASON_MAX, priceDiscounts, type DiscountKind } from '@meja/shared/discounts';
import { formatRupiah } from '@meja/shared/money';
import type { CartDiscount } from '@meja/shared/pos-cart';
import type { DiscountTexts } from './discount-messages';

/*
 * The POS 'Diskon' dialog's rules (issue 20): what it holds as typed, what that gives (the shared
 * priceDiscounts prices the preview as the server prices the sale), and what stops it, by field.
 */

export interface DiscountDraft {
  kind: DiscountKind;
  /** As typed: '10', '5000', '5.000' or 'Rp 5.000'. */
  value: string;
  reason: string;
}

export type ValueProblem = 'valueRequired' | 'percentRange' | 'tooLarge';
export type ReasonProblem = 'reasonRequired' | 'reasonTooLong';

export interface DraftReading {
  /** The discount to keep, once nothing stops it. */
  discount: CartDiscount | null;
  /** What it takes off `base`, once its value is a number that fits. */
  amount: number | null;
  valueProblem: ValueProblem | null;
  reasonProblem: ReasonProblem | null;
}

/** A typed amount as a whole number ('5.000', '5 000', 'Rp 5.000', '10%'); null when it is not one. */
export function typedWhole(text: string): number | null {
  const digits = text.trim().replace(/^rp/i, '').replace(/%$/, '').replace(/[.\s]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

/** The dialog's first state: the discount being changed, else 10 % with no reason yet. */
export function draftOf(discount: CartDiscount | null | undefined): DiscountDraft {
  if (!discount) return { kind: 'PERCENT', value: '', reason: '' };
  return { kind: discount.kind, value: String(discount.value), reason: discount.reason };
}

/** What the draft gives against `base` (the line's amount, or what the lines leave of the bill). */
export function readDraft(draft: DiscountDraft, base: number): DraftReading {
  const value = typedWhole(draft.value);
  const reason = draft.reason.trim();
  let valueProblem: ValueProblem | null = null;
  if (value === null || value < 1) valueProblem = 'valueRequired';
  else if (draft.kind === 'PERCENT' && value > 100) valueProblem = 'percentRange';
  let amount: number | null = null;
  if (valueProblem === null && value !== null) {
    const priced = priceDiscounts([base], [{ line: 0, kind: draft.kind, value }]);
    if (priced.ok) amount = priced.total;
    else valueProblem = 'tooLarge';
  }
  const reasonProblem: ReasonProblem | null =
    reason === '' ? 'reasonRequired' : reason.length > DISCOUNT_REASON_MAX ? 'reasonTooLong' : null;
  const discount =
    valueProblem === null && reasonProblem === null && value !== null
      ? { kind: draft.kind, value, reason }
      : null;
  return { discount, amount, valueProblem, reasonProblem };
}

/** A problem in the screen's words. */
export function problemText(t: DiscountTexts, problem: ValueProblem | ReasonProblem): string {
  return problem === 'reasonTooLong' ? t.reasonTooLong({ max: String(DISCOUNT_REASON_MAX) }) : t[problem];
}

/** '10%' or 'Rp 5.000'. */
export function ruleText(t: DiscountTexts, discount: Pick<CartDiscount, 'kind' | 'value'>): string {
  return discount.kind === 'PERCENT'
    ? t.percentRule({ value: String(discount.value) })
    : formatRupiah(discount.value);
}
