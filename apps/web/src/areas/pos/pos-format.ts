/* Small display formats of the POS screens (money: formatRupiah in @meja/shared/money). */

const TIME_FORMAT = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit' });

/** A timestamp as the local time of day: '14.05'; an unreadable one as it is. */
export function formatTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : TIME_FORMAT.format(date);
}

const COMPACT_FORMAT = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

/** Chart axis money, short: 1250000 → 'Rp 1,3 jt'. */
export function formatCompactRupiah(amount: number): string {
  return `Rp\u00a0${COMPACT_FORMAT.format(Math.round(amount))}`;
}

const DAY_MONTH_FORMAT = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short' });

/** A chart's day label: '2026-05-03' → '3 Mei' (a calendar date, not shifted by the time zone). */
export function formatDayMonth(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return DAY_MONTH_FORMAT.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
