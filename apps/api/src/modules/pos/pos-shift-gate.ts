import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import type { IdempotentRequest } from '../../platform/idempotency';
import type { PosScope } from './pos-scope';
import { findOpenShift, type ShiftRow } from './pos-shifts.repo';

/**
 * Selling at the POS needs an open shift (issue 12): the caller's open shift, or 409 SHIFT_REQUIRED.
 * A replayed write (the POS queue's `X-Meja-Replay: 1`) already happened at the counter and is never
 * refused for that: it is recorded without a shift when none is open now.
 */
export async function shiftForSale(
  tx: Tx,
  scope: PosScope,
  request: IdempotentRequest,
): Promise<ShiftRow | undefined> {
  const shift = await findOpenShift(tx, scope.tenantId, scope.userId);
  if (!shift && !request.replay) throw new AppError('SHIFT_REQUIRED');
  return shift;
}
