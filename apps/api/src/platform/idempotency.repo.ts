import { v7 as uuidv7 } from 'uuid';
import type { Tx } from './db-scope';
import { hotBoolean, hotNumberOrNull, hotRows, hotStatement, hotString, type HotRow } from './hot-sql';

/** What a replay needs of a stored key: the request it answered and the answer. */
export interface StoredKey {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

// Every write with an Idempotency-Key runs these two (issue 19: hot statements, no builder).
const LOCK_AND_FIND_KEY = hotStatement(
  'idempotency_lock_find',
  `select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked,
          k.request_hash, k.response_status, k.response_body
     from (select) as one
     left join idempotency_keys k on k.tenant_id = $2 and k.key = $3`,
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
 * In one round trip: holds the key for the rest of the transaction (`locked` false when another
 * transaction holds it: the same request still running; released by commit or rollback, so a
 * crash leaves nothing) and reads the answer stored under it. The read's snapshot is taken before
 * the lock, so a key committed in between is missed: storing it again then fails on the key's
 * unique constraint, and withIdempotency reads the key again to replay it.
 */
export async function lockAndFindKey(
  tx: Tx,
  tenantId: string,
  key: string,
): Promise<{ locked: boolean; stored: StoredKey | undefined }> {
  const [row] = await hotRows(tx, LOCK_AND_FIND_KEY, [`idem:${tenantId}:${key}`, tenantId, key]);
  if (!row) throw new Error('idempotency: the lock answered no row');
  return { locked: hotBoolean(row, 'locked'), stored: storedKeyOf(row) };
}

export async function findKey(tx: Tx, tenantId: string, key: string): Promise<StoredKey | undefined> {
  const [row] = await hotRows(tx, FIND_KEY, [tenantId, key]);
  return row && storedKeyOf(row);
}

function storedKeyOf(row: HotRow): StoredKey | undefined {
  if (row['request_hash'] === null) return undefined;
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
