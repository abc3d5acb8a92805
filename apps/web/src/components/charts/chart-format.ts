/* Display formats every chart's axes share. */

const COMPACT = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis money, short, as rupiah are written in every locale: 1250000 → 'Rp 1,3 jt'. */
export function formatCompactRupiah(amount: number): string {
  return `Rp\u00a0${COMPACT.format(Math.round(amount))}`;
}

/** A calendar date 'YYYY-MM-DD…' as a local day (never shifted by the time zone), or null. */
export function calendarDay(isoDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
