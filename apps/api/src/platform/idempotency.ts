import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { POS_REPLAY_HEADER } from '@meja/shared/contracts/pos';
import type { Database } from '../db/client';
import { inTenantTx, type Tx } from './db-scope';
import type { ErrorCode } from '@meja/shared/contracts/common';
import { AppError } from './errors';
import { findKey, lockAndFindKey, storeResponse, type StoredKey } from './idempotency.repo';
import { uniqueViolationConstraint } from './pg-errors';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** What a write that takes an Idempotency-Key can be refused with, for its route's documented errors. */
export const IDEMPOTENCY_ERRORS = [
  'IDEMPOTENCY_KEY_INVALID',
  'IN_PROGRESS',
  'IDEMPOTENCY_MISMATCH',
] as const satisfies readonly ErrorCode[];

/** The Idempotency-Key a request carries and the route it was sent to (method and URL pattern). */
export interface IdempotentRequest {
  key: string | undefined;
  route: string;
  /**
   * Sent again by the POS queue (`X-Meja-Replay: 1`): the write already happened at the counter,
   * so rules about the present (an open shift, the stock left) do not refuse it. Not part of the
   * request's identity: the live attempt and its replays are one request.
   */
  replay: boolean;
}

const REPLAY_HEADER = POS_REPLAY_HEADER.toLowerCase();

export function idempotentRequest(request: FastifyRequest): IdempotentRequest {
  const header = request.headers['idempotency-key'];
  return {
    key: typeof header === 'string' ? header : undefined,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    replay: request.headers[REPLAY_HEADER] === '1',
  };
}

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
 * the same transaction; a replay gets that response; the same key with another body, or sent to
 * another route, → 422; a replay while the first is still running → 409 IN_PROGRESS. Without a key,
 * `work` just runs in a tenant transaction.
 */
export async function withIdempotency(
  db: Database,
  options: { tenantId: string; request: IdempotentRequest; body: unknown; now: () => Date },
  work: (tx: Tx) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  const { tenantId, now } = options;
  const { key, route } = options.request;
  if (key === undefined) return { ...(await inTenantTx(db, tenantId, work)), replayed: false };
  if (key.length === 0 || key.length > 100) throw new AppError('IDEMPOTENCY_KEY_INVALID');

  // The route is part of the request: a key reused on another endpoint never gets this one's answer.
  const hash = requestHash({ route, body: options.body });
  const attempt = () =>
    inTenantTx(db, tenantId, async (tx) => {
      const { locked, stored } = await lockAndFindKey(tx, tenantId, key);
      if (!locked) throw new AppError('IN_PROGRESS');
      if (stored) return replayOf(stored, hash);
      const response = await work(tx);
      await storeResponse(tx, { tenantId, key, requestHash: hash, ...response, now: now() });
      return { ...response, replayed: false };
    });
  try {
    return await attempt();
  } catch (error) {
    // The same request committed between this one's read and its lock (lockAndFindKey): this
    // one's work was rolled back — on the key stored twice, on a row the first one made (its
    // order's id), or refused by a rule the first one's write now breaks (its shift is open) — and
    // its stored answer is the answer. Anything else is the caller's to name, as it failed.
    if (!(error instanceof AppError) && uniqueViolationConstraint(error) === null) throw error;
    const stored = await inTenantTx(db, tenantId, (tx) => findKey(tx, tenantId, key));
    if (!stored) throw error;
    return replayOf(stored, hash);
  }
}

/** A stored answer, for a request with the same key: the same request's, or the 422 mismatch. */
function replayOf(stored: StoredKey, hash: string): StoredResponse & { replayed: true } {
  if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
  return { status: stored.responseStatus ?? 200, body: stored.responseBody, replayed: true };
}

/**
 * Whether a request with this key was answered already (its stored answer will be replayed): for
 * work done before withIdempotency's transaction that must not run twice (a gateway call).
 */
export async function alreadyAnswered(db: Database, tenantId: string, key: string): Promise<boolean> {
  if (key.length === 0 || key.length > 100) return false;
  return inTenantTx(db, tenantId, async (tx) => (await findKey(tx, tenantId, key)) !== undefined);
}

/**
 * Sends what withIdempotency answered: the first response or the stored one (marked
 * `Idempotent-Replayed`), checked against the route's contract either way.
 */
export function sendIdempotent<T extends z.ZodType>(
  reply: FastifyReply,
  result: StoredResponse & { replayed: boolean },
  schema: T,
) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.status).send(schema.parse(result.body));
}
