/** One formatter per time zone: making one costs far more than formatting with it (issue 19). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Calendar dates ('YYYY-MM-DD') as a restaurant sees them: in its own time zone (DESIGN §4). */
export function dateInZone(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, before it is kept.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The calendar date `days` after (or before, when negative) an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const utc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + days * 86_400_000);
  return utc.toISOString().slice(0, 10);
}
