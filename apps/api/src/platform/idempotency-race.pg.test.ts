import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import { createTenantGraph } from '../../test/factories';
import type { DatabaseHandle } from '../db/client';
import { orders } from '../db/schema/orders';
import { inTenantTx } from './db-scope';
import { AppError } from './errors';
import { requestHash, withIdempotency, type IdempotentRequest } from './idempotency';
import { lockAndFindKey, storeResponse } from './idempotency.repo';

/*
 * The Idempotency-Key's lock and its stored answer are read in one statement (issue 19), whose
 * snapshot is taken before the lock: an answer committed in between is missed by the read. These
 * make that moment happen on a real server and show that the request is then replayed, not run
 * twice, and that a key held by a running request is refused.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const request = (key: string): IdempotentRequest => ({ key, route: 'POST /test', replay: false });
const now = () => new Date();

describe('withIdempotency on PostgreSQL', () => {
  it('replays an answer committed between its read and its lock, without a second write', async () => {
    const t = await createTenantGraph(database.db);
    const key = randomUUID();
    const body = { n: 1 };
    const first = { created: 'by the request that finished first' };
    let runs = 0;
    const result = await withIdempotency(
      database.db,
      { tenantId: t.tenant.id, request: request(key), body, now },
      async () => {
        runs += 1;
        // The same request, finishing on another connection while this one works.
        await inTenantTx(database.db, t.tenant.id, (other) =>
          storeResponse(other, {
            tenantId: t.tenant.id,
            key,
            requestHash: requestHash({ route: 'POST /test', body }),
            status: 201,
            body: first,
            now: now(),
          }),
        );
        return { status: 201, body: { created: 'by this request' } };
      },
    );
    expect(result).toEqual({ status: 201, body: first, replayed: true });
    expect(runs).toBe(1);
  });

  it('replays it too when the work first meets a row the finished request made (its order id)', async () => {
    const t = await createTenantGraph(database.db);
    const key = randomUUID();
    const body = { n: 2 };
    const orderId = uuidv7();
    const first = { created: orderId };
    const order = {
      tenantId: t.tenant.id,
      id: orderId,
      tableNumber: 'POS',
      source: 'POS' as const,
      subtotal: 1000,
      tax: 0,
      total: 1000,
      taxPercent: 0,
    };
    let runs = 0;
    const result = await withIdempotency(
      database.db,
      { tenantId: t.tenant.id, request: request(key), body, now },
      async (tx) => {
        runs += 1;
        if (runs === 1) {
          // The same request (a duplicated delivery) finishing on another connection: its order and key.
          await inTenantTx(database.db, t.tenant.id, async (other) => {
            await other.insert(orders).values(order);
            await storeResponse(other, {
              tenantId: t.tenant.id,
              key,
              requestHash: requestHash({ route: 'POST /test', body }),
              status: 201,
              body: first,
              now: now(),
            });
          });
        }
        // This one's order has the same id: the orders key clashes before the idempotency key would.
        await tx.insert(orders).values(order);
        return { status: 201, body: { created: 'twice' } };
      },
    );
    expect(result).toEqual({ status: 201, body: first, replayed: true });
    expect(runs).toBe(1);
  });

  it('replays it too when the work is refused by a rule the finished request now breaks (its shift is open)', async () => {
    const t = await createTenantGraph(database.db);
    const key = randomUUID();
    const body = { n: 3 };
    const first = { shift: 'opened by the request that finished first' };
    let runs = 0;
    const result = await withIdempotency(
      database.db,
      { tenantId: t.tenant.id, request: request(key), body, now },
      async () => {
        runs += 1;
        await inTenantTx(database.db, t.tenant.id, (other) =>
          storeResponse(other, {
            tenantId: t.tenant.id,
            key,
            requestHash: requestHash({ route: 'POST /test', body }),
            status: 201,
            body: first,
            now: now(),
          }),
        );
        // What the shift's open reads once the first delivery's shift is committed.
        throw new AppError('SHIFT_ALREADY_OPEN');
      },
    );
    expect(result).toEqual({ status: 201, body: first, replayed: true });
    expect(runs).toBe(1);
  });

  it('a refusal with no answer stored under its key stays the refusal', async () => {
    const t = await createTenantGraph(database.db);
    const attempt = withIdempotency(
      database.db,
      { tenantId: t.tenant.id, request: request(randomUUID()), body: {}, now },
      async () => {
        throw new AppError('SHIFT_ALREADY_OPEN');
      },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'SHIFT_ALREADY_OPEN' });
  });

  it('a key stored in between for another body is the 422 mismatch', async () => {
    const t = await createTenantGraph(database.db);
    const key = randomUUID();
    const attempt = withIdempotency(
      database.db,
      { tenantId: t.tenant.id, request: request(key), body: { n: 1 }, now },
      async () => {
        await inTenantTx(database.db, t.tenant.id, (other) =>
          storeResponse(other, {
            tenantId: t.tenant.id,
            key,
            requestHash: 'another',
            status: 201,
            body: {},
            now: now(),
          }),
        );
        return { status: 201, body: {} };
      },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
  });

  it('a key held by a running request is refused IN_PROGRESS, and read again once it is done', async () => {
    const t = await createTenantGraph(database.db);
    const key = randomUUID();
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = withIdempotency(
      database.db,
      { tenantId: t.tenant.id, request: request(key), body: {}, now },
      async () => {
        started();
        await holding;
        return { status: 201, body: { first: true } };
      },
    );
    await running;
    const second = withIdempotency(
      database.db,
      { tenantId: t.tenant.id, request: request(key), body: {}, now },
      async () => ({ status: 201, body: { second: true } }),
    );
    await expect(second).rejects.toMatchObject({ code: 'IN_PROGRESS' });
    release();
    expect(await first).toEqual({ status: 201, body: { first: true }, replayed: false });
    const stored = await inTenantTx(database.db, t.tenant.id, (tx) => lockAndFindKey(tx, t.tenant.id, key));
    expect(stored).toEqual({
      locked: true,
      stored: {
        requestHash: requestHash({ route: 'POST /test', body: {} }),
        responseStatus: 201,
        responseBody: { first: true },
      },
    });
  });
});
