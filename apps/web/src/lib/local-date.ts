/* Calendar dates as 'YYYY-MM-DD' in the browser's time zone (the restaurant's local day). */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date `days` days before `date` (0 = the same day). */
export function isoDaysBefore(date: Date, days: number): string {
  const shifted = new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);
  return toIsoDate(shifted);
}

const DATE_FORMAT = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2025-05-03' → '3 Mei 2025' (read as a calendar date, not shifted by the time zone). */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return DATE_FORMAT.format(new Date(Number(year), Number(month) - 1, Number(day)));
}

/** A timestamp in the browser's time zone: '3 Mei 2025, 14.05'. */
export function formatDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : DATE_TIME_FORMAT.format(date);
}

/*
 * Times in the restaurant's own time zone (its setting: WIB, WITA or WIT), whatever the browser's is.
 * An unknown or missing zone falls back to the browser's.
 */

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(key: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const cacheKey = `${key}\n${timeZone ?? ''}`;
  let format = zonedFormats.get(cacheKey);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('id-ID', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('id-ID', options);
    }
    zonedFormats.set(cacheKey, format);
  }
  return format;
}

/** '3 Mei 2026, 14.05 WIB': a timestamp in the given time zone, named. */
export function formatDateTimeIn(timestamp: string, timeZone: string | undefined): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return zonedFormat('display', timeZone, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** '2026-05-03 14:05': a timestamp in the given time zone for a file a spreadsheet reads. */
export function sheetDateTimeIn(timestamp: string, timeZone: string | undefined): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const parts = zonedFormat('sheet', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The time zone's short name in Indonesian: 'WIB', 'WITA', 'WIT' (else what Intl calls it). */
export function timeZoneLabel(timeZone: string | undefined): string {
  const parts = zonedFormat('zone', timeZone, { timeZoneName: 'short' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}
