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

/** 0 → 'Pas'; 5000 → 'Lebih Rp 5.000'; -2000 → 'Kurang Rp 2.000'. Whole rupiah, like formatRupiah. */
export function varianceLabel(difference: number): string {
  const rounded = Math.round(difference);
  // formatRupiah shows a non-number as Rp 0; here that is 'Pas' too.
  if (!Number.isFinite(rounded) || rounded === 0) return 'Pas';
  return rounded > 0 ? `Lebih ${formatRupiah(rounded)}` : `Kurang ${formatRupiah(-rounded)}`;
}
