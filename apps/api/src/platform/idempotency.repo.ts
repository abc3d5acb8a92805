import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/idempotency';
import type { Tx } from './db-scope';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Holds the key for the rest of the transaction, or answers false when another transaction holds it
 * (the same request still running). Released by commit or rollback, so a crash leaves nothing.
 */
export async function tryLockKey(tx: Tx, tenantId: string, key: string): Promise<boolean> {
  const [row] = await tx
    .select({
      locked: sql<boolean>`pg_try_advisory_xact_lock(hashtextextended(${`idem:${tenantId}:${key}`}, 0))`,
    })
    .from(sql`(select 1) as one`);
  return row?.locked === true;
}

export async function findKey(tx: Tx, tenantId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Stores the response in the transaction that did the work: both exist, or neither. */
export async function storeResponse(
  tx: Tx,
  values: { tenantId: string; key: string; requestHash: string; status: number; body: unknown; now: Date },
) {
  await tx.insert(idempotencyKeys).values({
    tenantId: values.tenantId,
    key: values.key,
    requestHash: values.requestHash,
    responseStatus: values.status,
    responseBody: values.body,
    createdAt: values.now,
    completedAt: values.now,
  });
}
