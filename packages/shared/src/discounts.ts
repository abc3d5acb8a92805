import { formatRupiah } from './money';

/**
 * Discounts (issue 20): a cashier or admin takes a percent or a fixed amount off one line or off
 * the whole bill, with a reason. Line discounts come first; the bill's discount is on what the
 * lines leave. The amounts are whole rupiah, worked out here and nowhere else; the charges
 * (computeCharges) then apply to the dishes less the discounts.
 */
export const DISCOUNT_KINDS = ['PERCENT', 'FIXED'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_REASON_MAX = 100;
/** What a cashier may give without an admin's PIN when the restaurant has not said (% of the dishes). */
export const DEFAULT_DISCOUNT_LIMIT_PERCENT = 10;
export const DISCOUNT_PIN_LENGTH = 6;

/** One discount as asked: on line `line` (its index in the order), or on the bill (null). */
export interface DiscountInput {
  line: number | null;
  kind: DiscountKind;
  /** 1–100 for PERCENT; rupiah for FIXED. */
  value: number;
}

export type PricedDiscount<D extends DiscountInput = DiscountInput> = D & { amount: number };

export type DiscountProblem =
  | { kind: 'unknownLine'; line: number }
  | { kind: 'twice'; line: number | null }
  | { kind: 'tooLarge'; line: number | null };

export type DiscountPricing<D extends DiscountInput> =
  { ok: true; discounts: PricedDiscount<D>[]; total: number } | { ok: false; problem: DiscountProblem };

const cut = (amount: number, discount: DiscountInput) =>
  discount.kind === 'PERCENT' ? Math.round((amount * Math.min(100, discount.value)) / 100) : discount.value;

/**
 * The rupiah of each discount against the order's line amounts (unit price × qty): at most one per
 * line and one on the bill; a fixed amount larger than what it comes off is refused, never cut
 * down quietly. The discounts come back in the order given.
 */
export function priceDiscounts<D extends DiscountInput>(
  lineAmounts: readonly number[],
  discounts: readonly D[],
): DiscountPricing<D> {
  const seen = new Set<number | null>();
  for (const discount of discounts) {
    if (seen.has(discount.line)) return { ok: false, problem: { kind: 'twice', line: discount.line } };
    seen.add(discount.line);
    if (discount.line !== null && lineAmounts[discount.line] === undefined) {
      return { ok: false, problem: { kind: 'unknownLine', line: discount.line } };
    }
  }
  const amountOf = new Map<D, number>();
  let lineTotal = 0;
  for (const discount of discounts) {
    if (discount.line === null) continue;
    const lineAmount = lineAmounts[discount.line] ?? 0;
    const amount = cut(lineAmount, discount);
    if (amount > lineAmount) return { ok: false, problem: { kind: 'tooLarge', line: discount.line } };
    amountOf.set(discount, amount);
    lineTotal += amount;
  }
  const rest = lineAmounts.reduce((sum, amount) => sum + amount, 0) - lineTotal;
  const bill = discounts.find((discount) => discount.line === null);
  if (bill) {
    const amount = cut(rest, bill);
    if (amount > rest) return { ok: false, problem: { kind: 'tooLarge', line: null } };
    amountOf.set(bill, amount);
  }
  const priced = discounts.map((discount) => ({ ...discount, amount: amountOf.get(discount) ?? 0 }));
  return { ok: true, discounts: priced, total: priced.reduce((sum, discount) => sum + discount.amount, 0) };
}

/**
 * Whether a cashier needs an admin's PIN: the discounts together take more than `limitPercent` %
 * of the dishes. Compared in whole numbers, so exactly at the limit needs none.
 */
export function discountNeedsApproval(total: number, subtotal: number, limitPercent: number): boolean {
  return total > 0 && total * 100 > subtotal * limitPercent;
}

/**
 * Each line's own amount less the discounts that come off it — its own, and its share of the bill's
 * (shared out in proportion to what the lines leave, by `share`). A split by items weighs its
 * parts with these.
 */
export function discountedLineAmounts(
  lineAmounts: readonly number[],
  discounts: readonly PricedDiscount[],
  share: (total: number, weights: readonly number[]) => number[],
): number[] {
  const afterLine = lineAmounts.map(
    (amount, index) =>
      amount -
      discounts
        .filter((discount) => discount.line === index)
        .reduce((sum, discount) => sum + discount.amount, 0),
  );
  const bill = discounts.find((discount) => discount.line === null)?.amount ?? 0;
  if (bill === 0) return afterLine;
  const billShares = share(bill, afterLine);
  return afterLine.map((amount, index) => amount - (billShares[index] ?? 0));
}

export const DISCOUNT_MESSAGES = {
  unknownLine: 'Item yang didiskon tidak ada di pesanan ini.',
  twice: 'Satu item (atau tagihan) hanya bisa diberi satu diskon.',
  tooLarge: 'Diskon tidak boleh melebihi harga.',
  percentRange: 'Diskon persen harus 1–100.',
  valueRequired: 'Isi besar diskon.',
  reasonRequired: 'Tulis alasan diskon.',
  reasonTooLong: `Alasan diskon maksimal ${DISCOUNT_REASON_MAX} karakter`,
  pinFormat: `PIN harus ${DISCOUNT_PIN_LENGTH} angka.`,
  pinRequired: (limitPercent: number) => `Diskon di atas ${limitPercent}% perlu PIN admin.`,
  pinWrong: 'PIN admin salah.',
  pinNotSet: 'Belum ada admin yang memasang PIN diskon. Minta admin memasangnya di Pengaturan.',
  orderPaid: 'Pesanan yang sudah dibayar tidak dapat didiskon.',
  orderCancelled: 'Pesanan yang dibatalkan tidak dapat didiskon.',
  limitRange: 'Batas diskon kasir harus bilangan bulat 0–100%.',
  saved: 'Diskon disimpan.',
  removed: 'Diskon dihapus.',
  pinSaved: 'PIN diskon disimpan.',
  pinOwnOnly: 'Hanya admin restoran yang dapat memasang PIN diskonnya sendiri.',
  line: (reason: string) => `Diskon (${reason})`,
  amount: (amount: number) => `−${formatRupiah(amount)}`,
} as const;

export function discountProblemMessage(problem: DiscountProblem): string {
  return DISCOUNT_MESSAGES[problem.kind];
}
