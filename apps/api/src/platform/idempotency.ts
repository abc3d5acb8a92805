import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { inTenantTx, type Tx } from './db-scope';
import { AppError } from './errors';
import { claimKey, completeKey, findKey, releaseKey, takeOverStaleKey } from './idempotency.repo';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** A claim older than this whose request never finished (a crashed process) may be taken over. */
const STALE_CLAIM_MS = 60_000;

const MESSAGES = {
  otherBody: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
  running: 'Permintaan yang sama sedang diproses. Coba lagi sebentar.',
  badKey: 'Idempotency-Key tidak valid (1-100 karakter).',
} as const;

/** Same JSON, same hash: keys are sorted so property order does not matter. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Offline writes (DESIGN §4): the first request with a key runs `work` and its response is stored in
 * the same transaction; a replay gets that response; the same key with another body → 422; a replay
 * while the first is still running → 409. Without a key, `work` just runs in a tenant transaction.
 */
export async function withIdempotency(
  db: Database,
  options: { tenantId: string; key: string | undefined; body: unknown; now: () => Date },
  work: (tx: Tx) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  const { tenantId, key, now } = options;
  if (key === undefined) return { ...(await inTenantTx(db, tenantId, work)), replayed: false };
  if (key.length === 0 || key.length > 100) throw new AppError(400, 'VALIDATION', MESSAGES.badKey);

  const hash = requestHash(options.body);
  type Claim = { kind: 'claimed'; id: string } | { kind: 'replay'; response: StoredResponse };
  const claim = await inTenantTx(db, tenantId, async (tx): Promise<Claim> => {
    const id = await claimKey(tx, tenantId, key, hash);
    if (id) return { kind: 'claimed', id };
    const existing = await findKey(tx, tenantId, key);
    if (!existing) throw new AppError(409, 'CONFLICT', MESSAGES.running);
    if (existing.requestHash !== hash) throw new AppError(422, 'UNPROCESSABLE', MESSAGES.otherBody);
    if (existing.completedAt && existing.responseStatus !== null) {
      return { kind: 'replay', response: { status: existing.responseStatus, body: existing.responseBody } };
    }
    const staleBefore = new Date(now().getTime() - STALE_CLAIM_MS);
    if (await takeOverStaleKey(tx, existing, staleBefore, now())) return { kind: 'claimed', id: existing.id };
    throw new AppError(409, 'CONFLICT', MESSAGES.running);
  });
  if (claim.kind === 'replay') return { ...claim.response, replayed: true };

  try {
    const response = await inTenantTx(db, tenantId, async (tx) => {
      const result = await work(tx);
      await completeKey(tx, tenantId, claim.id, result, now());
      return result;
    });
    return { ...response, replayed: false };
  } catch (error) {
    // Nothing was done: free the key so the client's retry runs the request again.
    await inTenantTx(db, tenantId, (tx) => releaseKey(tx, tenantId, claim.id));
    throw error;
  }
}
