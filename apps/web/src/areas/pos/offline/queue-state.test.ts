import { describe, expect, it } from 'vitest';
import { nextState, verdictOf, type QueueItemState, type SendOutcome } from './queue-state';

const processing: QueueItemState = { status: 'processing', attempts: 2, lastError: 'sebelumnya' };
const answer = (status: number, body: unknown = null): SendOutcome => ({ kind: 'response', status, body });

describe('queue state machine (docs/pos.md "Replay")', () => {
  it('deletes the item on success and goes on with the round', () => {
    for (const status of [200, 201, 204]) {
      expect(nextState(processing, answer(status))).toEqual({
        verdict: 'done',
        next: null,
        stopRound: false,
      });
    }
  });

  it('puts the item back to pending on a network failure, without counting it, and stops the round', () => {
    expect(nextState(processing, { kind: 'noResponse' })).toEqual({
      verdict: 'offline',
      next: { status: 'pending', attempts: 2, lastError: 'sebelumnya' },
      stopRound: true,
    });
  });

  it.each([
    [409, { code: 'IN_PROGRESS', message: 'Permintaan yang sama sedang diproses.' }],
    [429, { code: 'RATE_LIMITED', message: 'Terlalu banyak permintaan.' }],
    [500, { code: 'INTERNAL', message: 'Terjadi kesalahan.' }],
    [503, null],
  ])('%i: pending again with one more attempt and the error, the round stops', (status, body) => {
    const transition = nextState(processing, answer(status, body));
    expect(transition.verdict).toBe('later');
    expect(transition.stopRound).toBe(true);
    expect(transition.next).toEqual({
      status: 'pending',
      attempts: 3,
      lastError: body?.message ?? `Permintaan gagal (HTTP ${status}).`,
      lastErrorCode: body?.code,
    });
  });

  it.each([
    [400, 'VALIDATION'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'ORDER_ID_TAKEN'],
    [422, 'IDEMPOTENCY_MISMATCH'],
  ])('%i %s: failed with one more attempt and the server message; the round goes on', (status, code) => {
    expect(nextState(processing, answer(status, { code, message: 'Ditolak.' }))).toEqual({
      verdict: 'refused',
      next: { status: 'failed', attempts: 3, lastError: 'Ditolak.', lastErrorCode: code },
      stopRound: false,
    });
  });

  it('only a 409 that says IN_PROGRESS is worth waiting for', () => {
    expect(verdictOf(answer(409, { code: 'IN_PROGRESS', message: 'x' }))).toBe('later');
    expect(verdictOf(answer(409, { code: 'ORDER_ID_TAKEN', message: 'x' }))).toBe('refused');
    expect(verdictOf(answer(409, 'not json'))).toBe('refused');
  });
});
