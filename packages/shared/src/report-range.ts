import { MAX_REPORT_DAYS } from './limits';
import { addDays } from './dates';

/**
 * A report's period from what the screen asked (SPEC §2 Admin reports: "default last 7 days"): both
 * days 'YYYY-MM-DD' in the tenant's time zone and included. Without an end it ends today; without a
 * start it covers `defaultDays` days up to the end.
 */
export function resolveReportRange(
  asked: { start?: string; end?: string },
  today: string,
  defaultDays: number,
): { start: string; end: string } {
  const end = asked.end ?? today;
  const start = asked.start ?? addDays(end, 1 - defaultDays);
  return { start, end };
}

/** How many days a period covers, both ends included. */
export function daysIn(range: { start: string; end: string }): number {
  return (
    Math.round((Date.parse(`${range.end}T00:00:00Z`) - Date.parse(`${range.start}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/** What is wrong with a period, if anything: its start after its end, or longer than MAX_REPORT_DAYS. */
export function reportRangeProblem(range: {
  start: string;
  end: string;
}): 'startAfterEnd' | 'tooLong' | null {
  if (range.start > range.end) return 'startAfterEnd';
  if (daysIn(range) > MAX_REPORT_DAYS) return 'tooLong';
  return null;
}
