import { and, asc, eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { shifts } from '../../db/schema/shifts';
import type { Tx } from '../../platform/db-scope';

/** SQL of the cashier's shifts (SPEC §3 Shift, issue 6). */
export type ShiftRow = typeof shifts.$inferSelect;

export const ONE_OPEN_SHIFT_PER_USER = 'shifts_one_open_per_user';

/** The user's open shift (at most one, by the partial unique index); `lock` holds it until commit. */
export async function findOpenShift(
  tx: Tx,
  tenantId: string,
  userId: string,
  options: { lock?: 'update' | 'share' } = {},
): Promise<ShiftRow | undefined> {
  const query = tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.userId, userId), eq(shifts.status, 'OPEN')));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
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
