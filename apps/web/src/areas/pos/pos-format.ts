import { calendarDay } from '../../components/charts/chart-format';
import { format } from '../../i18n/locale';

/*
 * Small display formats of the POS screens, through Intl in the visible locale (money:
 * formatRupiah in @meja/shared/money, always rupiah with id-ID grouping).
 */

/** A till's clock runs 0–23 in every language: '14.05', '14:05' (never '02:05 PM', too wide for its column). */
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, ...TIME };

function timestampIn(timestamp: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : format.get().time(date, options);
}

/** A timestamp as the local time of day: '14.05' ('14:05' in English); an unreadable one as it is. */
export function formatTime(timestamp: string): string {
  return timestampIn(timestamp, TIME);
}

/** A timestamp in the browser's time zone: '3 Mei 2025, 14.05'. */
export function formatDateTime(timestamp: string): string {
  return timestampIn(timestamp, DATE_TIME);
}

/** '2025-05-03' → '3 Mei 2025'. */
export function formatIsoDate(isoDate: string): string {
  const day = calendarDay(isoDate);
  return day ? format.get().time(day, DATE) : isoDate;
}

/** A chart's day label: '2026-05-03' → '3 Mei' (a calendar date, not shifted by the time zone). */
export function formatDayMonth(isoDate: string): string {
  const day = calendarDay(isoDate);
  return day ? format.get().time(day, DAY_MONTH) : isoDate;
}
