import type { Package } from './plans';

/**
 * The subscription lifecycle (issue 15): a trial or a paid period ends, reminders go out before
 * the end, the tenant keeps working for the grace days after it, then it is blocked (issue 7's
 * upgrade screen, 402 PLAN_BLOCKED) until it pays.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §9 defaults of the platform settings. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [7, 3, 1];
export const DEFAULT_GRACE_DAYS = 7;

/**
 * How long the last notice (the block) stays due after its day when the job did not run then: a
 * job that was down for a day still tells the restaurant, but the first run of a new deployment
 * does not mail every restaurant blocked months ago.
 */
export const LATE_BLOCK_NOTICE_DAYS = 3;

export type PeriodKind = 'trial' | 'paid';

export interface SubscriptionPeriod {
  kind: PeriodKind;
  end: Date;
}

export interface TenantPlanFields {
  package: Package;
  trialEndsAt: Date | null;
  paidUntil: Date | null;
}

/**
 * The period whose end blocks the tenant, or null when none does. ENTERPRISE is billed by contract
 * and never blocked by a period; a paid package (POS_ONLY, PRO, or a bought BASIC) by its
 * `paidUntil` when an invoice set one; a BASIC trial by `trialEndsAt`. A BASIC tenant that paid
 * during its trial is on whichever of the two ends later.
 */
export function subscriptionPeriod(tenant: TenantPlanFields): SubscriptionPeriod | null {
  if (tenant.package === 'ENTERPRISE') return null;
  const paid: SubscriptionPeriod | null = tenant.paidUntil ? { kind: 'paid', end: tenant.paidUntil } : null;
  if (tenant.package !== 'BASIC') return paid;
  const trial: SubscriptionPeriod | null = tenant.trialEndsAt
    ? { kind: 'trial', end: tenant.trialEndsAt }
    : null;
  if (!paid) return trial;
  if (!trial) return paid;
  return trial.end.getTime() > paid.end.getTime() ? trial : paid;
}

/** When a period's grace ends and the block starts. */
export function blockStartsAt(periodEnd: Date, graceDays: number): Date {
  return new Date(periodEnd.getTime() + Math.max(0, graceDays) * DAY_MS);
}

export type PeriodStanding = 'ok' | 'grace' | 'blocked';

/** Before the end: ok; from the end for graceDays: grace; after: blocked. */
export function periodStanding(
  period: SubscriptionPeriod | null,
  now: Date,
  graceDays: number,
): PeriodStanding {
  if (!period) return 'ok';
  if (now.getTime() < period.end.getTime()) return 'ok';
  if (now.getTime() < blockStartsAt(period.end, graceDays).getTime()) return 'grace';
  return 'blocked';
}

/**
 * Every notice of a period, as days before its end, latest-due last: each reminder day (positive,
 * whole, once, largest first), 0 at the end (the grace starts), and -graceDays at the block. With no
 * grace the end is the block: one notice, 0.
 */
export function noticeSchedule(reminderDays: readonly number[], graceDays: number): number[] {
  const reminders = [...new Set(reminderDays.filter((d) => Number.isInteger(d) && d > 0))].sort(
    (a, b) => b - a,
  );
  const grace = Math.max(0, Math.trunc(graceDays));
  return grace === 0 ? [...reminders, 0] : [...reminders, 0, -grace];
}

/** When the notice `daysBefore` the end falls due. */
export function noticeDueAt(periodEnd: Date, daysBefore: number): Date {
  return new Date(periodEnd.getTime() - daysBefore * DAY_MS);
}

/**
 * The one notice to send now, or null: the latest of the schedule whose time has come. A notice
 * the job missed (it did not run that day) is sent late only until the next one falls due, which
 * then replaces it: never a burst of stale reminders. The block notice stays due for
 * LATE_BLOCK_NOTICE_DAYS. Whether it was sent already is the caller's record (once per day value).
 */
export function dueNotice(
  periodEnd: Date,
  now: Date,
  reminderDays: readonly number[],
  graceDays: number,
): number | null {
  const schedule = noticeSchedule(reminderDays, graceDays);
  const due = schedule.filter((days) => noticeDueAt(periodEnd, days).getTime() <= now.getTime());
  const latest = due.at(-1);
  if (latest === undefined) return null;
  const last = schedule.at(-1);
  const lateMs = now.getTime() - noticeDueAt(periodEnd, latest).getTime();
  if (latest === last && lateMs > LATE_BLOCK_NOTICE_DAYS * DAY_MS) return null;
  return latest;
}

/** Whole days until the end, rounded up (a period ending in 2 hours has 1 day left); 0 once over. */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}
