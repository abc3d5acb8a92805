import { v7 as uuidv7 } from 'uuid';
import type { Tx } from './db-scope';
import { hotNumberOrNull, hotRows, hotStatement, hotString } from './hot-sql';

/** What a replay needs of a stored key: the request it answered and the answer. */
export interface StoredKey {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

// Every write with an Idempotency-Key runs these three (issue 19: hot statements, no builder).
const LOCK_KEY = hotStatement(
  'idempotency_lock',
  'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked',
);
const FIND_KEY = hotStatement(
  'idempotency_find',
  `select request_hash, response_status, response_body from idempotency_keys
    where tenant_id = $1 and key = $2`,
);
const STORE_KEY = hotStatement(
  'idempotency_store',
  `insert into idempotency_keys
     (tenant_id, id, key, request_hash, response_status, response_body, created_at, completed_at)
   values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $7)`,
);

/**
 * Holds the key for the rest of the transaction, or answers false when another transaction holds it
 * (the same request still running). Released by commit or rollback, so a crash leaves nothing.
 */
export async function tryLockKey(tx: Tx, tenantId: string, key: string): Promise<boolean> {
  const [row] = await hotRows(tx, LOCK_KEY, [`idem:${tenantId}:${key}`]);
  return row?.['locked'] === true;
}

export async function findKey(tx: Tx, tenantId: string, key: string): Promise<StoredKey | undefined> {
  const [row] = await hotRows(tx, FIND_KEY, [tenantId, key]);
  if (!row) return undefined;
  return {
    requestHash: hotString(row, 'request_hash'),
    responseStatus: hotNumberOrNull(row, 'response_status'),
    responseBody: row['response_body'] ?? null,
  };
}

/** Stores the response in the transaction that did the work: both exist, or neither. */
export async function storeResponse(
  tx: Tx,
  values: { tenantId: string; key: string; requestHash: string; status: number; body: unknown; now: Date },
): Promise<void> {
  await hotRows(tx, STORE_KEY, [
    values.tenantId,
    uuidv7(),
    values.key,
    values.requestHash,
    values.status,
    JSON.stringify(values.body ?? null),
    values.now,
  ]);
}
