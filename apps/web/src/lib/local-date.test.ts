import { describe, expect, it } from 'vitest';
import {
  formatDateTimeIn,
  formatIsoDate,
  isoDaysBefore,
  sheetDateTimeIn,
  timeZoneLabel,
  toIsoDate,
} from './local-date';

describe('local dates', () => {
  it('formats the local calendar day', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('goes back across month and year ends', () => {
    expect(isoDaysBefore(new Date(2025, 2, 1), 1)).toBe('2025-02-28');
    expect(isoDaysBefore(new Date(2025, 0, 10), 30)).toBe('2024-12-11');
    expect(isoDaysBefore(new Date(2025, 0, 10), 0)).toBe('2025-01-10');
  });

  it('shows an ISO date in Indonesian', () => {
    expect(formatIsoDate('2025-05-03')).toBe('3 Mei 2025');
    expect(formatIsoDate('bukan tanggal')).toBe('bukan tanggal');
  });
});

describe("times in the restaurant's time zone", () => {
  const instant = '2026-05-03T07:05:00.000Z';

  it('shows a timestamp in WIB, WITA or WIT, named', () => {
    expect(formatDateTimeIn(instant, 'Asia/Jakarta')).toBe('3 Mei 2026, 14.05 WIB');
    expect(formatDateTimeIn(instant, 'Asia/Makassar')).toBe('3 Mei 2026, 15.05 WITA');
    expect(formatDateTimeIn(instant, 'Asia/Jayapura')).toBe('3 Mei 2026, 16.05 WIT');
  });

  it('moves the calendar day with the zone', () => {
    expect(formatDateTimeIn('2026-05-03T16:30:00Z', 'Asia/Jakarta')).toBe('3 Mei 2026, 23.30 WIB');
    expect(formatDateTimeIn('2026-05-03T16:30:00Z', 'Asia/Jayapura')).toBe('4 Mei 2026, 01.30 WIT');
  });

  it('writes a spreadsheet time with a 24-hour clock, and names the zone', () => {
    expect(sheetDateTimeIn(instant, 'Asia/Jakarta')).toBe('2026-05-03 14:05');
    expect(sheetDateTimeIn('2026-05-03T16:30:00Z', 'Asia/Jayapura')).toBe('2026-05-04 01:30');
    expect(sheetDateTimeIn('2026-05-02T17:00:00Z', 'Asia/Jakarta')).toBe('2026-05-03 00:00');
    expect(timeZoneLabel('Asia/Jakarta')).toBe('WIB');
    expect(timeZoneLabel('Asia/Makassar')).toBe('WITA');
    expect(timeZoneLabel('Asia/Jayapura')).toBe('WIT');
  });

  it("falls back to the browser's zone for an unknown one, and leaves a non-date as it is", () => {
    expect(formatDateTimeIn(instant, 'Bukan/Zona')).toBe(formatDateTimeIn(instant, undefined));
    expect(formatDateTimeIn('bukan waktu', 'Asia/Jakarta')).toBe('bukan waktu');
    expect(sheetDateTimeIn('bukan waktu', 'Asia/Jakarta')).toBe('bukan waktu');
  });
});
