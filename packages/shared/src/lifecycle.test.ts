import { describe, expect, it } from 'vitest';
import {
  LATE_BLOCK_NOTICE_DAYS,
  blockStartsAt,
  daysUntil,
  dueNotice,
  noticeSchedule,
  periodStanding,
  subscriptionPeriod,
} from './lifecycle';

const DAY = 24 * 60 * 60 * 1000;
const end = new Date('2026-03-01T09:00:00.000Z');
const at = (daysFromEnd: number, extraMs = 0) => new Date(end.getTime() + daysFromEnd * DAY + extraMs);

describe('subscriptionPeriod', () => {
  it("is a BASIC tenant's trial", () => {
    expect(subscriptionPeriod({ package: 'BASIC', trialEndsAt: end, paidUntil: null })).toEqual({
      kind: 'trial',
      end,
    });
  });

  it.each(['POS_ONLY', 'PRO'] as const)('is the paid period of %s when an invoice set one', (pkg) => {
    expect(subscriptionPeriod({ package: pkg, trialEndsAt: at(-60), paidUntil: end })).toEqual({
      kind: 'paid',
      end,
    });
  });

  it.each(['POS_ONLY', 'PRO'] as const)('is none for %s without a paid period (set by hand)', (pkg) => {
    expect(subscriptionPeriod({ package: pkg, trialEndsAt: at(-60), paidUntil: null })).toBeNull();
  });

  it('is never one for ENTERPRISE (billed by contract)', () => {
    expect(subscriptionPeriod({ package: 'ENTERPRISE', trialEndsAt: end, paidUntil: end })).toBeNull();
  });

  it('is none for BASIC without a trial end', () => {
    expect(subscriptionPeriod({ package: 'BASIC', trialEndsAt: null, paidUntil: null })).toBeNull();
  });

  it('takes the later end for a BASIC tenant that bought BASIC during its trial', () => {
    expect(subscriptionPeriod({ package: 'BASIC', trialEndsAt: end, paidUntil: at(30) })).toEqual({
      kind: 'paid',
      end: at(30),
    });
    expect(subscriptionPeriod({ package: 'BASIC', trialEndsAt: at(30), paidUntil: end })).toEqual({
      kind: 'trial',
      end: at(30),
    });
  });
});

describe('periodStanding', () => {
  const period = { kind: 'trial' as const, end };

  it('is ok before the end, grace from the end for the grace days, blocked after', () => {
    expect(periodStanding(period, at(0, -1), 7)).toBe('ok');
    expect(periodStanding(period, at(0), 7)).toBe('grace');
    expect(periodStanding(period, at(7, -1), 7)).toBe('grace');
    expect(periodStanding(period, at(7), 7)).toBe('blocked');
    expect(periodStanding(period, at(400), 7)).toBe('blocked');
  });

  it('blocks at the end without grace days', () => {
    expect(periodStanding(period, at(0), 0)).toBe('blocked');
  });

  it('is ok without a period', () => {
    expect(periodStanding(null, at(400), 7)).toBe('ok');
  });

  it('starts the block graceDays after the end', () => {
    expect(blockStartsAt(end, 7)).toEqual(at(7));
    expect(blockStartsAt(end, -3)).toEqual(end);
  });
});

describe('noticeSchedule', () => {
  it('is the reminders (largest first), the end and the block', () => {
    expect(noticeSchedule([7, 3, 1], 7)).toEqual([7, 3, 1, 0, -7]);
    expect(noticeSchedule([1, 7, 3, 3], 2)).toEqual([7, 3, 1, 0, -2]);
  });

  it('drops days that are not whole positive numbers', () => {
    expect(noticeSchedule([0, -2, 1.5, 5], 7)).toEqual([5, 0, -7]);
  });

  it('has one end notice when there are no grace days', () => {
    expect(noticeSchedule([3], 0)).toEqual([3, 0]);
  });
});

describe('dueNotice', () => {
  const due = (now: Date, reminders: readonly number[] = [7, 3, 1], grace = 7) =>
    dueNotice(end, now, reminders, grace);

  it('is nothing before the first reminder day', () => {
    expect(due(at(-7, -1))).toBeNull();
    expect(due(at(-30))).toBeNull();
  });

  it('is each notice from its moment until the next one falls due', () => {
    expect(due(at(-7))).toBe(7);
    expect(due(at(-3, -1))).toBe(7);
    expect(due(at(-3))).toBe(3);
    expect(due(at(-1))).toBe(1);
    expect(due(at(0))).toBe(0);
    expect(due(at(6))).toBe(0);
    expect(due(at(7))).toBe(-7);
  });

  it('gives only the nearest when the job missed days: never a burst of stale reminders', () => {
    // Down from 8 days before until the day before the end: one notice, the 1-day one.
    expect(due(at(-1, 5 * 60 * 1000))).toBe(1);
  });

  it('keeps the block notice due for a few days only', () => {
    expect(due(at(7 + LATE_BLOCK_NOTICE_DAYS))).toBe(-7);
    expect(due(at(7 + LATE_BLOCK_NOTICE_DAYS, 1))).toBeNull();
    expect(due(at(365))).toBeNull();
  });

  it('follows the settings', () => {
    expect(due(at(-14), [14], 2)).toBe(14);
    expect(due(at(2), [14], 2)).toBe(-2);
    expect(due(at(0), [], 0)).toBe(0);
  });
});

describe('daysUntil', () => {
  it('rounds up and stops at 0', () => {
    expect(daysUntil(end, at(-3))).toBe(3);
    expect(daysUntil(end, at(-3, 1))).toBe(3);
    expect(daysUntil(end, at(0, -1))).toBe(1);
    expect(daysUntil(end, at(2))).toBe(0);
  });
});
