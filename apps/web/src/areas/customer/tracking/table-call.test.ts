import { TABLE_MESSAGES } from '@meja/shared/contracts/tables';
import { ORDER_STATUSES } from '@meja/shared/order-status';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { CALL_IDLE, CALL_REST_MS, callLocked, callStateAfter, canCallTable, secondsLeft } from './table-call';
import { callMessages } from './tracking-messages';

const NOW = 1_750_000_000_000;

const refused = (status: number, code: string, retryAfterSeconds?: number) =>
  new ApiError({ status, code, message: 'Ditolak.', retryAfterSeconds });

describe('which orders show the call buttons', () => {
  it('an open order eaten at a table: pending, paid but not served, unconfirmed or ready', () => {
    expect(canCallTable({ type: 'DINE_IN', status: 'PENDING', confirmed: false, ready: false })).toBe(true);
    expect(canCallTable({ type: 'DINE_IN', status: 'PAID', confirmed: true, ready: false })).toBe(true);
    expect(canCallTable({ type: 'DINE_IN', status: 'PENDING', confirmed: true, ready: true })).toBe(true);
  });

  it('never a takeaway, a cancelled or a closed order', () => {
    for (const status of ORDER_STATUSES) {
      expect(canCallTable({ type: 'TAKEAWAY', status, confirmed: true, ready: false })).toBe(false);
    }
    expect(canCallTable({ type: 'DINE_IN', status: 'CANCELLED', confirmed: false, ready: false })).toBe(
      false,
    );
    expect(canCallTable({ type: 'DINE_IN', status: 'PAID', confirmed: true, ready: true })).toBe(false);
  });
});

describe('a call button after its answer', () => {
  it('rests a minute after a call went through (new or already waiting)', () => {
    const state = callStateAfter({ ok: true }, NOW);
    expect(state).toEqual({ kind: 'sent', until: NOW + CALL_REST_MS });
    expect(CALL_REST_MS).toBe(60_000);
    expect(callLocked(state, NOW)).toBe(true);
    expect(callLocked(state, NOW + CALL_REST_MS - 1)).toBe(true);
    expect(callLocked(state, NOW + CALL_REST_MS)).toBe(false);
  });

  it('waits what the server said after a 429, then may be tapped again', () => {
    const state = callStateAfter({ ok: false, error: refused(429, 'RATE_LIMITED', 42) }, NOW);
    expect(state).toEqual({ kind: 'wait', until: NOW + 42_000 });
    expect(callLocked(state, NOW + 41_999)).toBe(true);
    expect(callLocked(state, NOW + 42_000)).toBe(false);
  });

  it('is closed for good when the order is no longer open', () => {
    const state = callStateAfter({ ok: false, error: refused(409, 'CALL_NOT_OPEN') }, NOW);
    expect(state).toEqual({ kind: 'closed' });
    expect(callLocked(state, NOW + 10 * CALL_REST_MS)).toBe(true);
  });

  it('may be tapped again at once after any other failure', () => {
    const failures = [
      refused(0, 'NETWORK'),
      refused(500, 'INTERNAL'),
      refused(502, 'HTTP_502'),
      refused(429, 'RATE_LIMITED'),
      new Error('boom'),
      'odd',
    ];
    for (const error of failures) {
      const state = callStateAfter({ ok: false, error }, NOW);
      expect(state).toEqual({ kind: 'failed' });
      expect(callLocked(state, NOW)).toBe(false);
    }
  });

  it('takes no tap while sending, and any while idle', () => {
    expect(callLocked({ kind: 'sending' }, NOW)).toBe(true);
    expect(callLocked(CALL_IDLE, NOW)).toBe(false);
  });

  it('counts the wait down in whole seconds, never below one while it lasts', () => {
    expect(secondsLeft(NOW + 42_000, NOW)).toBe(42);
    expect(secondsLeft(NOW + 42_000, NOW + 500)).toBe(42);
    expect(secondsLeft(NOW + 42_000, NOW + 1_000)).toBe(41);
    expect(secondsLeft(NOW + 42_000, NOW + 41_900)).toBe(1);
    expect(secondsLeft(NOW + 42_000, NOW + 42_000)).toBe(1);
  });
});

describe('the call texts in Indonesian', () => {
  it('say the wait and the closed order in the server’s own words', () => {
    const t = callMessages.get();
    for (const seconds of [1, 37, 60]) expect(t.wait(seconds)).toBe(TABLE_MESSAGES.callTooSoon(seconds));
    expect(t.closed).toBe(TABLE_MESSAGES.callNotOpen);
  });
});
