import { formatRupiah } from './money';
import { PAYMENT_METHODS, type PaymentMethod } from './payment-rules';

export interface ShiftPayment {
  method: PaymentMethod;
  amount: number;
}

export interface ShiftInput {
  openingCash: number;
  closingCash: number;
  payments: readonly ShiftPayment[];
  orderCount: number;
}

export interface ShiftSummary {
  /** Opening cash plus the cash taken during the shift. */
  expectedCash: number;
  /** closing − expected: above 0 the drawer holds more than it should, below 0 less. */
  difference: number;
  totalsByMethod: Record<PaymentMethod, number>;
  orderCount: number;
  /** Every payment of the shift, whatever its method. */
  totalSales: number;
}

/** SPEC §3 shift result, from the shift's payments (the caller passes only those that count). */
export function shiftSummary(input: ShiftInput): ShiftSummary {
  const totalsByMethod: Record<PaymentMethod, number> = { CASH: 0, CARD: 0, QRIS: 0 };
  for (const payment of input.payments) totalsByMethod[payment.method] += payment.amount;
  const expectedCash = input.openingCash + totalsByMethod.CASH;
  return {
    expectedCash,
    difference: input.closingCash - expectedCash,
    totalsByMethod,
    orderCount: input.orderCount,
    totalSales: PAYMENT_METHODS.reduce((sum, method) => sum + totalsByMethod[method], 0),
  };
}

/** What a shift's result says about one method: expected, counted (null: not counted), difference. */
export interface MethodReconciliation {
  method: PaymentMethod;
  expected: number;
  counted: number | null;
  /** counted − expected; null when not counted. */
  difference: number | null;
}

/** The per-method figures a shift carries (the contract's shift, or a local copy of it). */
export interface ShiftCounts {
  expectedCash: number;
  closingCash: number | null;
  totalsByMethod: Record<PaymentMethod, number>;
  /** Fixed at close; the totals so far while open (or for a shift closed before they were kept). */
  expectedCard?: number | null;
  expectedQris?: number | null;
  countedCard?: number | null;
  countedQris?: number | null;
}

/**
 * Expected against counted for each method (issue 12): CASH is the drawer (opening + cash taken)
 * against the cash counted; CARD and QRIS are the payments taken against the terminal's settlement
 * and the QRIS app's total, when the cashier entered them.
 */
export function shiftReconciliation(shift: ShiftCounts): MethodReconciliation[] {
  const row = (method: PaymentMethod, expected: number, counted: number | null | undefined) => ({
    method,
    expected,
    counted: counted ?? null,
    difference: counted === null || counted === undefined ? null : counted - expected,
  });
  return [
    row('CASH', shift.expectedCash, shift.closingCash),
    row('CARD', shift.expectedCard ?? shift.totalsByMethod.CARD, shift.countedCard),
    row('QRIS', shift.expectedQris ?? shift.totalsByMethod.QRIS, shift.countedQris),
  ];
}

/** 0 → 'Pas'; 5000 → 'Lebih Rp 5.000'; -2000 → 'Kurang Rp 2.000'. Whole rupiah, like formatRupiah. */
export function varianceLabel(difference: number): string {
  const rounded = Math.round(difference);
  // formatRupiah shows a non-number as Rp 0; here that is 'Pas' too.
  if (!Number.isFinite(rounded) || rounded === 0) return 'Pas';
  return rounded > 0 ? `Lebih ${formatRupiah(rounded)}` : `Kurang ${formatRupiah(-rounded)}`;
}
