import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/idempotency';
import type { Tx } from './db-scope';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key; returns the new row's id, or null when the key is already known. */
export async function claimKey(
  tx: Tx,
  tenantId: string,
  key: string,
  requestHash: string,
): Promise<string | null> {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values({ tenantId, key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return row?.id ?? null;
}

export async function findKey(tx: Tx, tenantId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Takes over a claim whose holder died before finishing (still unfinished after `staleBefore`). */
export async function takeOverStaleKey(
  tx: Tx,
  row: IdempotencyRow,
  staleBefore: Date,
  now: Date,
): Promise<boolean> {
  const taken = await tx
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.tenantId, row.tenantId),
        eq(idempotencyKeys.id, row.id),
        isNull(idempotencyKeys.completedAt),
        lt(idempotencyKeys.createdAt, staleBefore),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return taken.length > 0;
}

export async function completeKey(
  tx: Tx,
  tenantId: string,
  id: string,
  response: { status: number; body: unknown },
  now: Date,
) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body, completedAt: now })
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.id, id)));
}

export async function releaseKey(tx: Tx, tenantId: string, id: string) {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, tenantId),
        eq(idempotencyKeys.id, id),
        isNull(idempotencyKeys.completedAt),
      ),
    );
}
