/* Display formats of the overview's revenue (id-ID: the console is Indonesian). */

const MONTH_YEAR = new Intl.DateTimeFormat('id-ID', { month: 'short', year: '2-digit' });
const MONTH_YEAR_LONG = new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric' });

function monthDate(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : null;
}

/** '2026-05' → 'Mei 26' (an axis tick). */
export function formatChartMonth(month: string): string {
  const date = monthDate(month);
  return date ? MONTH_YEAR.format(date) : month;
}

/** '2026-05' → 'Mei 2026' (a table row). */
export function formatMonth(month: string): string {
  const date = monthDate(month);
  return date ? MONTH_YEAR_LONG.format(date) : month;
}
