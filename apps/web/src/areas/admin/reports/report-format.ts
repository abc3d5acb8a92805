/* Small display formats of the reports' chart (id-ID: the back office is Indonesian). */

const COMPACT = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
const DAY_MONTH = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short' });

/** Axis money, short: 1250000 → 'Rp 1,3 jt'. */
export function formatCompactRupiah(amount: number): string {
  return `Rp\u00a0${COMPACT.format(Math.round(amount))}`;
}

/** '2026-05-03' → '3 Mei' (a calendar date, never shifted by the time zone). */
export function formatChartDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return DAY_MONTH.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
