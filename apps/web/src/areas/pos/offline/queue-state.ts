import { offlineMessages } from './offline-messages';
import type { QueueStatus } from './pos-db';

/* The action queue's state machine (docs/pos.md "Replay"), pure so each rule has its test. */

/** What sending one queued request gave: an HTTP answer, or none (offline, network error, timeout). */
export type SendOutcome = { kind: 'response'; status: number; body: unknown } | { kind: 'noResponse' };

/**
 * done: the server has it (deleted from the queue); offline: nothing came back, stop until the
 * network returns; later: the server cannot take it now, retry in a later round; refused: the
 * server said no, the cashier decides (retry or discard).
 */
export type Verdict = 'done' | 'offline' | 'later' | 'refused';

export interface QueueItemState {
  status: QueueStatus;
  attempts: number;
  lastError: string | null;
  /** The server's code for `lastError`, when it gave one. */
  lastErrorCode?: string;
}

export interface Transition {
  verdict: Verdict;
  /** The item's new state, or null when it leaves the queue. */
  next: QueueItemState | null;
  /** Whether the replay round ends here (nothing after it is sent until the next round). */
  stopRound: boolean;
}

/** The code the server gives a request whose first copy (same Idempotency-Key) is still running. */
export const IN_PROGRESS_CODE = 'IN_PROGRESS';

function field(body: unknown, name: 'message' | 'code'): string | null {
  if (typeof body !== 'object' || body === null || !(name in body)) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' && value.trim() ? value : null;
}

export function verdictOf(outcome: SendOutcome): Verdict {
  if (outcome.kind === 'noResponse') return 'offline';
  const { status } = outcome;
  if (status >= 200 && status < 300) return 'done';
  if (status === 409 && field(outcome.body, 'code') === IN_PROGRESS_CODE) return 'later';
  if (status === 429 || status >= 500) return 'later';
  return 'refused';
}

/** The message kept on the item for the failed list: the server's own, else the status. */
export function errorText(outcome: SendOutcome): string {
  const t = offlineMessages.get();
  if (outcome.kind === 'noResponse') return t.noResponse;
  return field(outcome.body, 'message') ?? t.requestFailed({ status: String(outcome.status) });
}

/** The server's stable code for a refusal, if its body has one. */
export function errorCode(outcome: SendOutcome): string | undefined {
  return outcome.kind === 'response' ? (field(outcome.body, 'code') ?? undefined) : undefined;
}

export function nextState(item: QueueItemState, outcome: SendOutcome): Transition {
  const verdict = verdictOf(outcome);
  switch (verdict) {
    case 'done':
      return { verdict, next: null, stopRound: false };
    case 'offline':
      // Nothing is known about this attempt: it does not count, and the stored error stays as it was.
      return {
        verdict,
        next: {
          status: 'pending',
          attempts: item.attempts,
          lastError: item.lastError,
          lastErrorCode: item.lastErrorCode,
        },
        stopRound: true,
      };
    case 'later':
      return {
        verdict,
        next: {
          status: 'pending',
          attempts: item.attempts + 1,
          lastError: errorText(outcome),
          lastErrorCode: errorCode(outcome),
        },
        stopRound: true,
      };
    case 'refused':
      return {
        verdict,
        next: {
          status: 'failed',
          attempts: item.attempts + 1,
          lastError: errorText(outcome),
          lastErrorCode: errorCode(outcome),
        },
        stopRound: false,
      };
  }
}
