/**
 * The platform's months for its revenue report (issue 15): calendar months in Asia/Jakarta, which
 * keeps UTC+7 all year (no daylight saving), so a month starts at 17:00 UTC of the day before.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Jakarta';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export const REVENUE_MONTHS_DEFAULT = 12;
export const REVENUE_MONTHS_MAX = 36;
export const TOP_TENANTS = 10;

/** The instant a Jakarta month starts (month 0-based, may overflow into the next or last years). */
function jakartaMonthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1) - JAKARTA_OFFSET_MS);
}

/** 'YYYY-MM' of an instant, in Jakarta. */
export function jakartaMonthOf(instant: Date): string {
  return new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 7);
}

/** 'YYYY-MM-DD' of an instant, in Jakarta. */
export function jakartaDateOf(instant: Date): string {
  return new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Jakarta day around `now`: [start, end). */
export function jakartaDayRange(now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const start = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - JAKARTA_OFFSET_MS,
  );
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/**
 * The last `count` Jakarta months up to and including the month of `now`, oldest first, and the
 * range they cover: [start, end).
 */
export function lastJakartaMonths(now: Date, count: number): { start: Date; end: Date; months: string[] } {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1)
    months.push(jakartaMonthOf(jakartaMonthStart(year, month - back)));
  return {
    start: jakartaMonthStart(year, month - (count - 1)),
    end: jakartaMonthStart(year, month + 1),
    months,
  };
}

/** Every month of the range with its total: a month without a row is 0. */
export function fillMonths(
  months: readonly string[],
  rows: readonly { month: string; total: number; count: number }[],
): { month: string; total: number; count: number }[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({
    month,
    total: byMonth.get(month)?.total ?? 0,
    count: byMonth.get(month)?.count ?? 0,
  }));
}
