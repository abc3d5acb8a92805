import { isoDate } from '@meja/shared/contracts/input';
import { reportsMessages } from './reports/reports-messages';

/*
 * The reports' day. "Today" is the restaurant's day (its time zone, DESIGN §4), which the server
 * names in its answer; the browser's own date only stands in until that answer arrives.
 */

/** `?date=` when it is a real YYYY-MM-DD, else null (the restaurant's today). */
export function reportDateParam(param: string | null): string | null {
  return param !== null && isoDate.safeParse(param).success ? param : null;
}

/** The calendar day before a YYYY-MM-DD day. */
export function previousIsoDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export type QuickDay = 'today' | 'yesterday' | null;

/** Which quick button the day matches, if any. */
export function quickDayOf(date: string, today: string): QuickDay {
  if (date === today) return 'today';
  if (date === previousIsoDay(today)) return 'yesterday';
  return null;
}

/** SPEC §8: 'Belum ada transaksi hari ini.' for today, 'Belum ada transaksi pada tanggal ini.' otherwise. */
export function noTransactionsText(
  date: string,
  today: string,
  t: ReturnType<typeof reportsMessages.get> = reportsMessages.get(),
): string {
  return date === today ? t.noTransactionsToday : t.noTransactionsOnDate;
}
