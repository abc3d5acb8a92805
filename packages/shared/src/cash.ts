import { MAX_MONEY } from './limits';
import { formatRupiah } from './money';
import type { PaymentMethod } from './payment-rules';

/*
 * Cash at the counter (issue 12): what the customer hands over, the change, and the amounts a cashier
 * taps instead of typing. Whole rupiah throughout, like every amount of the product.
 */

/** What a payment's `cash_received` may be at most: the bound of every amount of money (limits.ts). */
export const MAX_CASH_RECEIVED = MAX_MONEY;

export const CASH_MESSAGES = {
  tooLittle: 'Uang diterima kurang dari total',
  cashOnly: 'Uang diterima hanya untuk pembayaran tunai (CASH)',
  invalid: 'Uang diterima harus bilangan bulat 0 atau lebih',
} as const;

/** The change for `received` against `total`, or null when the cash does not cover the total. */
export function changeDue(total: number, received: number): number | null {
  if (!Number.isFinite(total) || !Number.isFinite(received)) return null;
  const change = Math.round(received) - Math.round(total);
  return change >= 0 ? change : null;
}

/** Whether `received` covers `total` (a blank or non-number entry never does). */
export function cashCovers(total: number, received: number | null | undefined): boolean {
  return received !== null && received !== undefined && changeDue(total, received) !== null;
}

/**
 * Why a payment's cash received is refused, or null when it is fine: only a CASH payment carries
 * one, and it covers the amount due. Absent is fine (the cashier did not ask).
 */
export function cashReceivedProblem(
  method: PaymentMethod,
  cashReceived: number | null | undefined,
  due: number,
): string | null {
  if (cashReceived === null || cashReceived === undefined) return null;
  if (method !== 'CASH') return CASH_MESSAGES.cashOnly;
  return cashCovers(due, cashReceived) ? null : CASH_MESSAGES.tooLittle;
}

export interface QuickCashOption {
  label: string;
  amount: number;
}

/** The notes a round amount is made of: the next multiple of each (Rp 5.000 up to Rp 100.000). */
const ROUNDING_NOTES = [5_000, 10_000, 20_000, 50_000, 100_000] as const;
/** Always offered when they cover the total (the three: 'Uang pas', 50.000, 100.000). */
const FIXED_NOTES = [50_000, 100_000] as const;

/**
 * The quick buttons of the cash dialog, smallest first: 'Uang pas' (the total itself), then the
 * round amounts a customer is likely to hand over — the next multiple of Rp 5.000, 10.000, 20.000,
 * 50.000 and 100.000 — and Rp 50.000 and Rp 100.000 themselves, each only when it is more than
 * the total. Nothing for a total of 0 or less (nothing to pay).
 */
export function quickCashOptions(total: number): QuickCashOption[] {
  if (!Number.isFinite(total) || total <= 0) return [];
  const due = Math.round(total);
  const amounts = new Set<number>();
  for (const note of ROUNDING_NOTES) amounts.add(Math.ceil(due / note) * note);
  for (const note of FIXED_NOTES) amounts.add(note);
  const rounds = [...amounts]
    .filter((amount) => amount > due && amount <= MAX_CASH_RECEIVED)
    .sort((a, b) => a - b);
  return [
    { label: 'Uang pas', amount: due },
    ...rounds.map((amount) => ({ label: formatRupiah(amount), amount })),
  ];
}
