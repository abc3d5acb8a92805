import type { Tx } from '../../platform/db-scope';
import { AppError } from '../../platform/errors';
import type { IdempotentRequest } from '../../platform/idempotency';
import type { PosScope } from './pos-scope';
import { findOpenShift, type ShiftRow } from './pos-shifts.repo';

/**
 * Selling at the POS needs an open shift (issue 12): the caller's open shift, or 409 SHIFT_REQUIRED.
 * A replayed write (the POS queue's `X-Meja-Replay: 1`) already happened at the counter and is never
 * refused for that: it is recorded without a shift when none is open now.
 *
 * The shift row is share-locked until the sale commits: a close (which locks it for update) waits
 * for the sale and then counts it, or, having closed first, makes this read find no open shift.
 * Without it a sale could carry the id of a shift whose expected cash leaves it out.
 */
export async function shiftForSale(
  tx: Tx,
  scope: PosScope,
  request: IdempotentRequest,
): Promise<ShiftRow | undefined> {
  const shift = await findOpenShift(tx, scope.tenantId, scope.userId, { lock: 'share' });
  if (!shift && !request.replay) throw new AppError('SHIFT_REQUIRED');
  return shift;
}
