import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue, type PostOrderPayload } from './offline-db';
import { queueOrder, replayQueue } from './offline-queue';
import { currentOfflineSync, offlineOrderStatus, offlineSyncReporter as report } from './offline-sync';

/* The diner's offline queue under Node: IndexedDB from fake-indexeddb, the API answers stubbed. */

function payload(id: string): PostOrderPayload {
  return {
    tenantSlug: 'warung-demo',
    body: { _id: id, table: 'A1', note: '', items: [{ menuItemId: 'm1', qty: 1 }] },
    idempotencyKey: `key-${id}`,
  };
}

function created(id: string): Response {
  const order = {
    _id: id,
    table: 'A1',
    status: 'PENDING',
    confirmed: false,
    ready: false,
    total: 10000,
    tax: 1100,
    grandTotal: 11100,
    taxPercent: 11,
    createdAt: '2026-11-25T10:00:00.000Z',
    items: [],
    note: '',
    priority: null,
    paymentStatus: 'NONE',
    source: 'CUSTOMER',
    confirmedAt: null,
    readyAt: null,
  };
  return Response.json({ order, token: `token-${id}` }, { status: 201 });
}

function refused(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}

const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(async () => {
  await offlineQueue.clear();
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
  vi.stubGlobal('navigator', { onLine: true });
  vi.stubGlobal('window', { setTimeout: (run: () => void) => setTimeout(run, 0) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the diner offline queue tells the page what became of each order', () => {
  it('reports a queued order as waiting, then sent with what tracks it', async () => {
    await queueOrder(payload('o1'), report);
    expect(offlineOrderStatus('o1', currentOfflineSync())).toEqual({ kind: 'waiting' });

    fetchStub.mockResolvedValueOnce(created('o1'));
    await replayQueue(report);
    expect(offlineOrderStatus('o1', currentOfflineSync())).toEqual({
      kind: 'sent',
      order: { orderId: 'o1', token: 'token-o1', table: 'A1' },
    });
    expect(await offlineQueue.count()).toBe(0);
    expect(new Headers(fetchStub.mock.calls[0]?.[1].headers).get('Idempotency-Key')).toBe('key-o1');
  });

  it('keeps an order the network could not reach waiting', async () => {
    await queueOrder(payload('o2'), report);
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    await replayQueue(report);
    expect(offlineOrderStatus('o2', currentOfflineSync())).toEqual({ kind: 'waiting' });
    expect(await offlineQueue.count()).toBe(1);
  });

  it('drops an order the restaurant refuses for good (a dish sold out), with its message', async () => {
    await queueOrder(payload('o3'), report);
    fetchStub.mockResolvedValueOnce(refused(409, 'SOLD_OUT', 'Es teh habis.'));
    await replayQueue(report);
    const status = offlineOrderStatus('o3', currentOfflineSync());
    expect(status.kind === 'refused' && [status.error.code, status.error.message]).toEqual([
      'SOLD_OUT',
      'Es teh habis.',
    ]);
    expect(await offlineQueue.count()).toBe(0);
  });

  it('tries again later while the same key is still being processed (409 IN_PROGRESS)', async () => {
    await queueOrder(payload('o4'), report);
    fetchStub
      .mockResolvedValueOnce(refused(409, 'IN_PROGRESS', 'Sedang diproses.'))
      .mockResolvedValueOnce(created('o4'));
    await replayQueue(report);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(offlineOrderStatus('o4', currentOfflineSync())).toMatchObject({ kind: 'sent' });
  });

  it('reads what still waits even offline, so a notice from before a reload can go', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await replayQueue(report);
    expect(currentOfflineSync().queued).toEqual(new Set());
    expect(offlineOrderStatus('sent-before-reload', currentOfflineSync())).toEqual({ kind: 'gone' });
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
