import { cashReceivedProblem, changeDue } from '@meja/shared/cash';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import type { PaymentRow } from '../../db/schema/payments';
import { AppError } from '../../platform/errors';

/**
 * The cash a customer handed over must cover the amount due, which only the server knows for sure
 * (the contract already refuses it on a card or QRIS payment): else 400 on the field `cashReceived`.
 */
export function checkCashReceived(method: PaymentMethod, cashReceived: number | undefined, due: number) {
  const problem = cashReceivedProblem(method, cashReceived, due);
  if (problem) throw new AppError('VALIDATION', problem, { fields: { cashReceived: problem } });
}

/** A payment's cash received and the change it gave (CASH with the cash entered), else nulls. */
export function cashFiguresOf(row: Pick<PaymentRow, 'amount' | 'cashReceived'>) {
  if (row.cashReceived === null) return { cashReceived: null, change: null };
  return { cashReceived: row.cashReceived, change: changeDue(row.amount, row.cashReceived) };
}
