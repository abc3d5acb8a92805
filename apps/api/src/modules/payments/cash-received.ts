import { cashReceivedProblem } from '@meja/shared/cash';
import type { PaymentMethod } from '@meja/shared/payment-rules';
import { AppError } from '../../platform/errors';

/**
 * The cash a customer handed over must cover the amount due, which only the server knows for sure
 * (the contract already refuses it on a card or QRIS payment): else 400 on the field `cashReceived`.
 */
export function checkCashReceived(method: PaymentMethod, cashReceived: number | undefined, due: number) {
  const problem = cashReceivedProblem(method, cashReceived, due);
  if (problem) throw new AppError('VALIDATION', problem, { fields: { cashReceived: problem } });
}
