import { ApiError } from '../../../api/api-error';
import { describe, expect, it } from 'vitest';
import { offlineNoticeOf } from './offline-notice';
import { offlineOrderStatus, type OfflineSyncSnapshot } from './offline-sync';
import { orderTrackPath } from '../tracking/order-track-path';

const order = { orderId: 'o1', token: 't', table: 'A1' };

function sync(parts: Partial<OfflineSyncSnapshot>): OfflineSyncSnapshot {
  return { queued: null, sent: new Map(), refused: new Map(), ...parts };
}

describe('offlineOrderStatus', () => {
  it('is unknown until the queue has been read', () => {
    expect(offlineOrderStatus('o1', sync({}))).toEqual({ kind: 'unknown' });
    expect(offlineOrderStatus(null, sync({}))).toEqual({ kind: 'unknown' });
  });

  it('waits while the order is in the queue', () => {
    expect(offlineOrderStatus('o1', sync({ queued: new Set(['o0', 'o1']) }))).toEqual({ kind: 'waiting' });
  });

  it('is sent, with what tracks it, once this page sent it (even if the queue was not read since)', () => {
    expect(offlineOrderStatus('o1', sync({ sent: new Map([['o1', order]]) }))).toEqual({
      kind: 'sent',
      order,
    });
    expect(
      offlineOrderStatus('o1', sync({ queued: new Set(['o1']), sent: new Map([['o1', order]]) })),
    ).toEqual({ kind: 'sent', order });
  });

  it('is refused with the restaurant answer', () => {
    const answer = new ApiError({ status: 409, code: 'SOLD_OUT', message: 'Habis.' });
    expect(offlineOrderStatus('o1', sync({ refused: new Map([['o1', answer]]) }))).toEqual({
      kind: 'refused',
      error: answer,
    });
  });

  it('is gone when the queue no longer holds it and this page did not see it leave', () => {
    expect(offlineOrderStatus('o1', sync({ queued: new Set(['o2']) }))).toEqual({ kind: 'gone' });
    expect(offlineOrderStatus('o1', sync({ queued: new Set(), sent: new Map([['o2', order]]) }))).toEqual({
      kind: 'gone',
    });
  });

  it('without an id (an older notice) waits while anything is queued', () => {
    expect(offlineOrderStatus(null, sync({ queued: new Set(['o2']) }))).toEqual({ kind: 'waiting' });
    expect(offlineOrderStatus(null, sync({ queued: new Set() }))).toEqual({ kind: 'gone' });
  });
});

describe('offlineNoticeOf', () => {
  it('reads the queued order of the menu visit', () => {
    expect(offlineNoticeOf({ offlineOrder: true, orderId: 'o1' })).toEqual({ queuedId: 'o1' });
    expect(offlineNoticeOf({ offlineOrder: true })).toEqual({ queuedId: null });
    expect(offlineNoticeOf({ offlineOrder: true, orderId: 5 })).toEqual({ queuedId: null });
  });

  it('is nothing for any other state', () => {
    for (const state of [null, undefined, 'x', {}, { offlineOrder: 'true' }, { item: {} }])
      expect(offlineNoticeOf(state)).toBeNull();
  });
});

describe('orderTrackPath', () => {
  it('names the order and carries its token and table, escaped', () => {
    expect(orderTrackPath('warung-demo', { orderId: 'a/b', token: 'x&y', table: 'A 1' })).toBe(
      '/warung-demo/order-track/a%2Fb?token=x%26y&table=A+1',
    );
  });
});
