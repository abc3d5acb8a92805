import { and, asc, eq } from 'drizzle-orm';
import { SHIFT_STATUSES } from '@meja/shared/contracts/pos';
import { payments } from '../../db/schema/payments';
import { shifts } from '../../db/schema/shifts';
import type { Tx } from '../../platform/db-scope';
import {
  hotDate,
  hotDateOrNull,
  hotNumber,
  hotNumberOrNull,
  hotOneOf,
  hotRows,
  hotStatement,
  hotString,
  type HotRow,
} from '../../platform/hot-sql';

/** SQL of the cashier's shifts (SPEC §3 Shift, issue 6). */
export type ShiftRow = typeof shifts.$inferSelect;

export const ONE_OPEN_SHIFT_PER_USER = 'shifts_one_open_per_user';

// Every POS sale reads the cashier's open shift (issue 19): one statement per lock.
const openShiftText = (lock: string) =>
  `select tenant_id, id, user_id, status, opened_at, closed_at, opening_cash, closing_cash, expected_cash,
          counted_card, counted_qris, expected_card, expected_qris, order_count
     from shifts where tenant_id = $1 and user_id = $2 and status = 'OPEN' ${lock}`;
const OPEN_SHIFT = {
  none: hotStatement('open_shift', openShiftText('')),
  update: hotStatement('open_shift_for_update', openShiftText('for update')),
  share: hotStatement('open_shift_for_share', openShiftText('for share')),
};

function shiftRowOf(row: HotRow): ShiftRow {
  return {
    tenantId: hotString(row, 'tenant_id'),
    id: hotString(row, 'id'),
    userId: hotString(row, 'user_id'),
    status: hotOneOf(row, 'status', SHIFT_STATUSES),
    openedAt: hotDate(row, 'opened_at'),
    closedAt: hotDateOrNull(row, 'closed_at'),
    openingCash: hotNumber(row, 'opening_cash'),
    closingCash: hotNumberOrNull(row, 'closing_cash'),
    expectedCash: hotNumberOrNull(row, 'expected_cash'),
    countedCard: hotNumberOrNull(row, 'counted_card'),
    countedQris: hotNumberOrNull(row, 'counted_qris'),
    expectedCard: hotNumberOrNull(row, 'expected_card'),
    expectedQris: hotNumberOrNull(row, 'expected_qris'),
    orderCount: hotNumberOrNull(row, 'order_count'),
  };
}

/** The user's open shift (at most one, by the partial unique index); `lock` holds it until commit. */
export async function findOpenShift(
  tx: Tx,
  tenantId: string,
  userId: string,
  options: { lock?: 'update' | 'share' } = {},
): Promise<ShiftRow | undefined> {
  const [row] = await hotRows(tx, OPEN_SHIFT[options.lock ?? 'none'], [tenantId, userId]);
  return row ? shiftRowOf(row) : undefined;
}

export async function insertShift(tx: Tx, values: typeof shifts.$inferInsert): Promise<ShiftRow> {
  const [row] = await tx.insert(shifts).values(values).returning();
  if (!row) throw new Error('insert shifts returned no row');
  return row;
}

export async function closeShift(
  tx: Tx,
  tenantId: string,
  id: string,
  values: Pick<
    typeof shifts.$inferInsert,
    'countedCard' | 'countedQris' | 'expectedCard' | 'expectedQris'
  > & { closedAt: Date; closingCash: number; expectedCash: number; orderCount: number },
): Promise<ShiftRow> {
  const [row] = await tx
    .update(shifts)
    .set({ ...values, status: 'CLOSED' })
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, id)))
    .returning();
  if (!row) throw new Error(`shift ${id} vanished while locked`);
  return row;
}

/** The COMPLETED payments taken in the shift: what its drawer and totals count. */
export function shiftPayments(tx: Tx, tenantId: string, shiftId: string) {
  return tx
    .select({ method: payments.method, amount: payments.amount, orderId: payments.orderId })
    .from(payments)
    .where(
      and(eq(payments.tenantId, tenantId), eq(payments.shiftId, shiftId), eq(payments.status, 'COMPLETED')),
    )
    .orderBy(asc(payments.createdAt));
}
