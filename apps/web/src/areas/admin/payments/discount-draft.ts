import { chargesOf, type Charges } from '@meja/shared/charges';
import type { DiscountInputBody } from '@meja/shared/contracts/discounts';
import type { Order, OrderDiscount } from '@meja/shared/contracts/orders';
import {
  DISCOUNT_PIN_LENGTH,
  DISCOUNT_REASON_MAX,
  discountNeedsApproval,
  priceDiscounts,
  type DiscountKind,
  type DiscountProblem,
  type PricedDiscount,
} from '@meja/shared/discounts';
import type { Role } from '@meja/shared/roles';

/*
 * The 'Diskon' dialog's rules (issue 20): what the form holds, the list it sends (the order's
 * discounts with the new one in its place), and the preview the shared rules give — the same
 * priceDiscounts and chargesOf the server prices the order with.
 */

/** The form's choice of what the discount comes off: the whole bill, or a line by its place. */
export const WHOLE_BILL = 'bill';

export interface DiscountFormValues {
  /** WHOLE_BILL, or a line's index as text ('0', '1'…). */
  target: string;
  kind: DiscountKind;
  /** As typed: '10', '5000' or '5.000'. */
  value: string;
  reason: string;
  pin: string;
}

export const emptyDiscountForm = (): DiscountFormValues => ({
  target: WHOLE_BILL,
  kind: 'PERCENT',
  value: '',
  reason: '',
  pin: '',
});

export function lineOfTarget(target: string): number | null {
  if (target === WHOLE_BILL) return null;
  const line = Number(target);
  return Number.isInteger(line) && line >= 0 ? line : null;
}

export function targetOfLine(line: number | null): string {
  return line === null ? WHOLE_BILL : String(line);
}

/** A typed amount as a whole number ('5.000' and '5 000' read as 5000); null when it is not one. */
export function typedWhole(text: string): number | null {
  const digits = text.trim().replace(/[.\s]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

/** The discount the form describes, once its value is a whole number ≥ 1 (the reason may still be empty). */
export function draftDiscount(values: DiscountFormValues): DiscountInputBody | null {
  const value = typedWhole(values.value);
  if (value === null || value < 1) return null;
  return { line: lineOfTarget(values.target), kind: values.kind, value, reason: values.reason.trim() };
}

/** An order's discounts as a request sends them back (unchanged, they keep who gave and approved them). */
export function discountInputs(discounts: readonly OrderDiscount[]): DiscountInputBody[] {
  return discounts.map(({ line, kind, value, reason }) => ({ line, kind, value, reason }));
}

/** The order's discounts with `draft` in place of the one on the same line (or bill), else after them. */
export function discountsWith(
  existing: readonly OrderDiscount[],
  draft: DiscountInputBody,
): DiscountInputBody[] {
  const inputs = discountInputs(existing);
  const at = inputs.findIndex((discount) => discount.line === draft.line);
  if (at === -1) return [...inputs, draft];
  return inputs.map((discount, index) => (index === at ? draft : discount));
}

/** The order's discounts without the one at `index` (what 'Hapus' sends). */
export function discountsWithout(existing: readonly OrderDiscount[], index: number): DiscountInputBody[] {
  return discountInputs(existing).filter((_, at) => at !== index);
}

/** Whether `discounts` holds one that is not on the order already (only a new one may need a PIN). */
export function hasNewDiscount(
  existing: readonly OrderDiscount[],
  discounts: readonly DiscountInputBody[],
): boolean {
  return discounts.some(
    (discount) =>
      !existing.some(
        (stored) =>
          stored.line === discount.line &&
          stored.kind === discount.kind &&
          stored.value === discount.value &&
          stored.reason === discount.reason.trim(),
      ),
  );
}

export function lineAmountsOf(order: Pick<Order, 'items'>): number[] {
  return order.items.map((item) => item.price * item.qty);
}

export type DiscountPreview =
  | { ok: true; discounts: PricedDiscount<DiscountInputBody>[]; charges: Charges }
  | { ok: false; problem: DiscountProblem };

/** What the order would cost with `discounts`: each one's rupiah, then the charges on what is left. */
export function previewDiscounts(
  order: Pick<Order, 'items' | 'total' | 'taxPercent' | 'serviceChargePercent' | 'taxType'>,
  discounts: readonly DiscountInputBody[],
): DiscountPreview {
  const priced = priceDiscounts(lineAmountsOf(order), discounts);
  if (!priced.ok) return priced;
  return { ok: true, discounts: priced.discounts, charges: chargesOf(order.total, order, priced.total) };
}

/**
 * Whether saving asks for an admin's PIN before the server does: a cashier, a new discount, and
 * together more than the restaurant's limit of the dishes. Unknown limit: only the server says.
 */
export function pinNeeded(input: {
  role: Role;
  limitPercent: number | null;
  fresh: boolean;
  discount: number;
  subtotal: number;
}): boolean {
  if (input.role !== 'CASHIER' || input.limitPercent === null || !input.fresh) return false;
  return discountNeedsApproval(input.discount, input.subtotal, input.limitPercent);
}

type ProblemTexts = Record<
  'valueRequired' | 'percentRange' | 'reasonRequired' | 'reasonTooLong' | 'pinMissing' | 'pinFormat',
  string
>;

export type DiscountFormProblems = Partial<Record<'value' | 'reason' | 'pin', string>>;

/** What stops the form from being sent, by field, in the screen's words (the contract's own rules). */
export function discountFormProblems(
  values: DiscountFormValues,
  askPin: boolean,
  t: ProblemTexts,
): DiscountFormProblems {
  const problems: DiscountFormProblems = {};
  const value = typedWhole(values.value);
  if (value === null || value < 1) problems.value = t.valueRequired;
  else if (values.kind === 'PERCENT' && value > 100) problems.value = t.percentRange;
  const reason = values.reason.trim();
  if (reason === '') problems.reason = t.reasonRequired;
  else if (reason.length > DISCOUNT_REASON_MAX) problems.reason = t.reasonTooLong;
  if (askPin) {
    if (values.pin === '') problems.pin = t.pinMissing;
    else if (!new RegExp(`^\\d{${DISCOUNT_PIN_LENGTH}}$`).test(values.pin)) problems.pin = t.pinFormat;
  }
  return problems;
}
