import { describe, expect, it } from 'vitest';
import { createActionQueue, type ReplayLocks, type Transport, type TransportResponse } from './action-queue';
import { memoryLocks, openFakePosDb } from './offline-test-support';
import type { PosDb, QueueMeta } from './pos-db';

const meta: QueueMeta = {
  kind: 'cashier',
  tenantSlug: 'warung',
  local: { _id: 'u', name: 'Ani', email: 'ani@meja.test' },
};

/** A server that answers each url with the scripted responses in turn (then 201), and records the sends. */
function scriptedServer(script: Record<string, (TransportResponse | 'drop')[]> = {}) {
  const sent: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const transport: Transport = async (request) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    sent.push(request.url);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const next = script[request.url]?.shift() ?? { status: 201, body: {} };
    if (next === 'drop') throw new TypeError('Failed to fetch');
    return next;
  };
  return { transport, sent, maxInFlight: () => maxInFlight };
}

function queueOn(
  db: PosDb,
  transport: Transport,
  extra: { locks?: ReplayLocks | null; now?: () => number } = {},
) {
  const pauses: number[] = [];
  const queue = createActionQueue({
    db,
    transport,
    sleep: async (ms) => {
      pauses.push(ms);
    },
    ...extra,
  });
  return { queue, pauses };
}

async function add(queue: ReturnType<typeof createActionQueue>, name: string, tenantSlug = 'warung') {
  return queue.enqueue({
    id: name,
    request: { url: `/${name}`, method: 'POST', headers: { 'Idempotency-Key': name }, body: { name } },
    meta: { ...meta, tenantSlug },
  });
}

describe('action queue', () => {
  it('marks every send as a replay (X-Meja-Replay: 1) without changing the stored request', async () => {
    const { db } = openFakePosDb();
    const headers: Record<string, string>[] = [];
    const { queue } = queueOn(db, async (request) => {
      headers.push(request.headers);
      return headers.length === 1 ? { status: 503, body: null } : { status: 201, body: {} };
    });
    await add(queue, 'a');
    await queue.replayOnce();
    expect((await queue.items())[0]?.headers).toEqual({ 'Idempotency-Key': 'a' });
    await queue.replayOnce();
    expect(headers).toEqual([
      { 'Idempotency-Key': 'a', 'X-Meja-Replay': '1' },
      { 'Idempotency-Key': 'a', 'X-Meja-Replay': '1' },
    ]);
  });

  it('keeps write order even when the clock steps back', async () => {
    const { db } = openFakePosDb();
    const times = [5000, 4000, 4000];
    const { queue } = queueOn(db, scriptedServer().transport, { now: () => times.shift() ?? 0 });
    for (const name of ['a', 'b', 'c']) await add(queue, name);
    const items = await queue.items();
    expect(items.map((item) => [item.id, item.createdAt])).toEqual([
      ['a', 5000],
      ['b', 5001],
      ['c', 5002],
    ]);
    expect(items[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
      url: '/a',
      method: 'POST',
    });
  });

  it('sends pending items oldest first, one at a time, and deletes each on success', async () => {
    const { db } = openFakePosDb();
    const server = scriptedServer();
    const { queue } = queueOn(db, server.transport);
    for (const name of ['a', 'b', 'c']) await add(queue, name);
    expect(await queue.replayOnce()).toEqual({ end: 'drained', sent: 3 });
    expect(server.sent).toEqual(['/a', '/b', '/c']);
    expect(server.maxInFlight()).toBe(1);
    expect(await queue.counts()).toEqual({ pending: 0, processing: 0, failed: 0, total: 0 });
  });

  it('stops at a network failure: the item waits as pending and nothing after it is sent', async () => {
    const { db } = openFakePosDb();
    const server = scriptedServer({ '/b': ['drop'] });
    const { queue, pauses } = queueOn(db, server.transport);
    for (const name of ['a', 'b', 'c']) await add(queue, name);
    expect(await queue.replayRounds()).toEqual({ end: 'offline', sent: 2 });
    expect(server.sent).toEqual(['/a', '/b']);
    expect(pauses).toEqual([]);
    expect((await queue.items()).map((item) => [item.id, item.status, item.attempts])).toEqual([
      ['b', 'pending', 0],
      ['c', 'pending', 0],
    ]);
  });

  it('waits 2 s between rounds after a 5xx, 429 or IN_PROGRESS, counting the attempts', async () => {
    const { db } = openFakePosDb();
    const server = scriptedServer({
      '/a': [
        { status: 503, body: { code: 'UNAVAILABLE', message: 'Server sibuk.' } },
        { status: 429, body: { code: 'RATE_LIMITED', message: 'Terlalu banyak.' } },
        { status: 409, body: { code: 'IN_PROGRESS', message: 'Sedang diproses.' } },
      ],
    });
    const { queue, pauses } = queueOn(db, server.transport);
    for (const name of ['a', 'b']) await add(queue, name);
    expect(await queue.replayRounds()).toEqual({ end: 'drained', sent: 5 });
    expect(pauses).toEqual([2000, 2000, 2000]);
    expect(server.sent).toEqual(['/a', '/a', '/a', '/a', '/b']);
  });

  it('gives up after the round limit and keeps the item pending with its error', async () => {
    const { db } = openFakePosDb();
    const down = { status: 500, body: { code: 'INTERNAL', message: 'Terjadi kesalahan.' } };
    const server = scriptedServer({ '/a': Array.from({ length: 20 }, () => down) });
    const { queue, pauses } = queueOn(db, server.transport);
    await add(queue, 'a');
    expect(await queue.replayRounds()).toEqual({ end: 'later', sent: 10 });
    expect(pauses).toHaveLength(9);
    expect(await queue.items()).toMatchObject([
      { id: 'a', status: 'pending', attempts: 10, lastError: 'Terjadi kesalahan.' },
    ]);
  });

  it('marks a refused item failed and goes on; failed items are skipped until retried, or discarded', async () => {
    const { db } = openFakePosDb();
    const server = scriptedServer({
      '/a': [{ status: 400, body: { code: 'VALIDATION', message: 'Harga salah.' } }],
    });
    const { queue } = queueOn(db, server.transport);
    for (const name of ['a', 'b']) await add(queue, name);
    expect(await queue.replayOnce()).toEqual({ end: 'drained', sent: 2 });
    expect(await queue.items()).toMatchObject([
      { id: 'a', status: 'failed', attempts: 1, lastError: 'Harga salah.', lastErrorCode: 'VALIDATION' },
    ]);
    expect(await queue.replayOnce()).toEqual({ end: 'drained', sent: 0 });

    expect(await queue.retry('a')).toBe(true);
    expect(await queue.items()).toMatchObject([{ id: 'a', status: 'pending', attempts: 1 }]);
    expect(await queue.replayOnce()).toEqual({ end: 'drained', sent: 1 });
    expect(await queue.counts()).toMatchObject({ total: 0 });

    await add(queue, 'c');
    expect(await queue.discard('c')).toBe(false);
    server.sent.length = 0;
    const refused = scriptedServer({
      '/c': [{ status: 404, body: { code: 'NOT_FOUND', message: 'Tidak ada.' } }],
    });
    const { queue: other } = queueOn(db, refused.transport);
    await other.replayOnce();
    expect(await other.discard('c')).toBe(true);
    expect(await other.counts()).toMatchObject({ total: 0 });
  });

  it('at start-up puts items a closed tab left in processing back to pending, then sends them', async () => {
    const { db, factory } = openFakePosDb();
    const hanging: Transport = () => new Promise(() => undefined);
    const { queue: closedTab } = queueOn(db, hanging, { locks: null });
    for (const name of ['a', 'b']) await add(closedTab, name);
    void closedTab.replayRounds();
    await expect.poll(async () => (await closedTab.counts()).processing).toBe(1);

    const server = scriptedServer();
    const { queue: reopened } = queueOn(openFakePosDb(factory).db, server.transport, { locks: null });
    expect(await reopened.start()).toEqual({ end: 'drained', sent: 2 });
    expect(server.sent).toEqual(['/a', '/b']);
  });

  it('takes back a claim a closed tab left behind once it is stale, even without Web Locks', async () => {
    const { db } = openFakePosDb();
    let clock = 1_000_000;
    const now = () => clock;
    const { queue: closedTab } = queueOn(db, () => new Promise(() => undefined), { locks: null, now });
    await add(closedTab, 'a');
    void closedTab.replayRounds();
    await expect.poll(async () => (await closedTab.counts()).processing).toBe(1);

    const server = scriptedServer();
    const { queue: live } = queueOn(db, server.transport, { locks: null, now });
    expect((await live.replayOnce()).end).toBe('busy');
    clock += 61_000;
    expect(await live.replayOnce()).toEqual({ end: 'drained', sent: 1 });
  });

  it.each([
    ['with Web Locks', memoryLocks],
    ['without Web Locks', () => null],
  ])('two tabs replaying at once never send two items together nor one twice (%s)', async (_label, locks) => {
    const { db, factory } = openFakePosDb();
    const server = scriptedServer();
    const shared = locks();
    const { queue: tabA } = queueOn(db, server.transport, { locks: shared });
    const { queue: tabB } = queueOn(openFakePosDb(factory).db, server.transport, { locks: shared });
    const names = Array.from({ length: 12 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    for (const name of names) await add(tabA, name);
    await Promise.all([tabA.replayRounds(), tabB.replayRounds(), tabA.replayRounds()]);
    expect(server.sent).toEqual(names.map((name) => `/${name}`));
    expect(server.maxInFlight()).toBe(1);
  });

  it('a replay asked for while one runs runs again afterwards, so a write queued meanwhile is sent', async () => {
    const { db } = openFakePosDb();
    const server = scriptedServer();
    const { queue } = queueOn(db, server.transport);
    await add(queue, 'a');
    const first = queue.replayRounds();
    await add(queue, 'b');
    const second = queue.replayRounds();
    expect(second).toBe(first);
    await first;
    expect(server.sent).toEqual(['/a', '/b']);
  });

  it('counts per tenant and tells whether a tenant has writes waiting', async () => {
    const { db } = openFakePosDb();
    const { queue } = queueOn(db, scriptedServer().transport);
    await add(queue, 'a', 'warung');
    await add(queue, 'b', 'kedai');
    expect(await queue.counts('warung')).toEqual({ pending: 1, processing: 0, failed: 0, total: 1 });
    expect(await queue.hasWaiting('kedai')).toBe(true);
    expect(await queue.hasWaiting('lain')).toBe(false);
  });
});
