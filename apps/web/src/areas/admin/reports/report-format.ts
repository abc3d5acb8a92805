import { calendarDay } from '../../../components/charts/chart-format';

/* Small display formats of the reports' chart (id-ID: the back office is Indonesian). */

const DAY_MONTH = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short' });

/** '2026-05-03' → '3 Mei' (a calendar date, never shifted by the time zone). */
export function formatChartDay(isoDate: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? calendarDay(isoDate) : null;
  return day ? DAY_MONTH.format(day) : isoDate;
}
