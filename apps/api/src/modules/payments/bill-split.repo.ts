import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { billSplits, payments, type BillSplitRow, type StoredSplitPart } from '../../db/schema/payments';
import type { Tx } from '../../platform/db-scope';

/** SQL of split bills (issue 20); the orders' side of them is the sales module's. */

export async function insertSplit(tx: Tx, values: typeof billSplits.$inferInsert): Promise<BillSplitRow> {
  const [row] = await tx.insert(billSplits).values(values).returning();
  if (!row) throw new Error('insert bill_splits returned no row');
  return row;
}

/** The split, locked until the transaction ends: its parts are paid one after the other. */
export async function lockSplit(tx: Tx, tenantId: string, id: string): Promise<BillSplitRow | undefined> {
  const [row] = await tx
    .select()
    .from(billSplits)
    .where(and(eq(billSplits.tenantId, tenantId), eq(billSplits.id, id)))
    .for('update');
  return row;
}

/** The splits with a part still unpaid, oldest first. */
export function openSplits(tx: Tx, tenantId: string): Promise<BillSplitRow[]> {
  return tx
    .select()
    .from(billSplits)
    .where(and(eq(billSplits.tenantId, tenantId), isNull(billSplits.closedAt)))
    .orderBy(asc(billSplits.createdAt), asc(billSplits.id));
}

export async function closeSplit(tx: Tx, tenantId: string, id: string, now: Date): Promise<BillSplitRow> {
  const [row] = await tx
    .update(billSplits)
    .set({ closedAt: now })
    .where(and(eq(billSplits.tenantId, tenantId), eq(billSplits.id, id)))
    .returning();
  if (!row) throw new Error(`bill split ${id} vanished while locked`);
  return row;
}

/** The parts with what a cash part's guest handed over recorded on it. */
export async function setSplitParts(tx: Tx, tenantId: string, id: string, parts: StoredSplitPart[]) {
  const [row] = await tx
    .update(billSplits)
    .set({ parts })
    .where(and(eq(billSplits.tenantId, tenantId), eq(billSplits.id, id)))
    .returning();
  if (!row) throw new Error(`bill split ${id} vanished while locked`);
  return row;
}

export async function deleteSplit(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.delete(billSplits).where(and(eq(billSplits.tenantId, tenantId), eq(billSplits.id, id)));
}

/** The COMPLETED payments of the splits' parts, oldest first. */
export function partPaymentsOf(tx: Tx, tenantId: string, splitIds: string[]) {
  if (splitIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        inArray(payments.splitId, splitIds),
        eq(payments.status, 'COMPLETED'),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
