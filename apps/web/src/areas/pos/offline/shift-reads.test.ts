import { describe, expect, it } from 'vitest';
import type { Shift } from '@meja/shared/contracts/pos';
import { createActionQueue, type Transport, type TransportResponse } from './action-queue';
import { createPosWrites } from './create-pos-writes';
import { openFakePosDb } from './offline-test-support';

const SLUG = 'warung-demo';

const serverShift = (id: string, openingCash: number): Shift => ({
  _id: id,
  status: 'OPEN',
  openedAt: '2026-01-05T01:00:00.000Z',
  closedAt: null,
  openingCash,
  closingCash: null,
  expectedCash: openingCash,
  difference: null,
  orderCount: 0,
  totalSales: 0,
  totalsByMethod: { CASH: 0, CARD: 0, QRIS: 0 },
});

/** A server whose GET /pos/shifts/current answers `current`, and every write 503 (so it is queued). */
function setup(current: TransportResponse | 'drop') {
  const { db } = openFakePosDb();
  const state = { online: true, current };
  const transport: Transport = async (request) => {
    if (request.method !== 'GET') return { status: 503, body: null };
    if (state.current === 'drop') throw new TypeError('Failed to fetch');
    return state.current;
  };
  const queue = createActionQueue({ db, transport, sleep: async () => undefined });
  const writes = createPosWrites({
    db,
    queue,
    transport,
    isOnline: () => state.online,
    planOf: () => 'PRO',
    now: () => Date.UTC(2026, 0, 5, 3, 0),
  });
  return { writes, state };
}

describe('loadCurrentShift', () => {
  it("answers the server's shift, or none", async () => {
    const open = setup({ status: 200, body: { shift: serverShift('s1', 50_000) } });
    expect(await open.writes.loadCurrentShift(SLUG)).toMatchObject({
      fromServer: true,
      shift: { _id: 's1', openingCash: 50_000 },
    });
    const none = setup({ status: 200, body: { shift: null } });
    expect(await none.writes.loadCurrentShift(SLUG)).toEqual({ shift: null, fromServer: true });
  });

  it('counts a shift opened offline (queued) as open, online or not', async () => {
    const { writes, state } = setup({ status: 200, body: { shift: null } });
    state.online = false;
    const opened = await writes.openShift(SLUG, 100_000);
    expect(opened.offline).toBe(true);
    expect(await writes.loadCurrentShift(SLUG)).toMatchObject({
      fromServer: false,
      shift: { _id: opened.shift._id, openingCash: 100_000, status: 'PENDING_SYNC' },
    });
    // Back online, the server does not know it yet: the queued open still counts.
    state.online = true;
    expect((await writes.loadCurrentShift(SLUG)).shift?._id).toBe(opened.shift._id);
  });

  it('counts a close queued offline as no shift', async () => {
    const { writes, state } = setup({ status: 200, body: { shift: serverShift('s1', 0) } });
    await writes.loadCurrentShift(SLUG);
    state.online = false;
    await writes.closeShift(SLUG, { closingCash: 0 });
    expect(await writes.loadCurrentShift(SLUG)).toEqual({ shift: null, fromServer: false });
  });

  it('offline: the shift the server gave last time; none once the server said it was closed', async () => {
    const { writes, state } = setup({ status: 200, body: { shift: serverShift('s1', 20_000) } });
    await writes.loadCurrentShift(SLUG);
    state.current = 'drop';
    expect(await writes.loadCurrentShift(SLUG)).toMatchObject({ fromServer: false, shift: { _id: 's1' } });
    state.current = { status: 200, body: { shift: null } };
    await writes.loadCurrentShift(SLUG);
    state.online = false;
    expect(await writes.loadCurrentShift(SLUG)).toEqual({ shift: null, fromServer: false });
  });

  it('passes a 401 on (the session expired) instead of guessing', async () => {
    const { writes } = setup({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Silakan login.' } });
    await expect(writes.loadCurrentShift(SLUG)).rejects.toMatchObject({ status: 401 });
  });
});
