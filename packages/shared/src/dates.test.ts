import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateInZone } from './dates';

const WIB = 'Asia/Jakarta'; // UTC+7
const WITA = 'Asia/Makassar'; // UTC+8
const WIT = 'Asia/Jayapura'; // UTC+9

describe("dateInZone (DESIGN §4: a restaurant's day is the day in its own time zone)", () => {
  it.each([
    // WIB: the day turns at 17:00 UTC
    ['2024-03-10T16:59:59.999Z', WIB, '2024-03-10'],
    ['2024-03-10T17:00:00.000Z', WIB, '2024-03-11'],
    // WITA: at 16:00 UTC
    ['2024-03-10T15:59:59.999Z', WITA, '2024-03-10'],
    ['2024-03-10T16:00:00.000Z', WITA, '2024-03-11'],
    // WIT: at 15:00 UTC
    ['2024-03-10T14:59:59.999Z', WIT, '2024-03-10'],
    ['2024-03-10T15:00:00.000Z', WIT, '2024-03-11'],
    // Just after midnight UTC it is already morning everywhere in Indonesia
    ['2024-03-10T00:00:00.000Z', WIB, '2024-03-10'],
    ['2024-03-09T23:59:59.999Z', WIT, '2024-03-10'],
    ['2024-03-10T00:00:00.000Z', 'UTC', '2024-03-10'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(dateInZone(new Date(instant), zone)).toBe(expected);
  });

  it.each([
    ['month end: 31 January evening UTC is 1 February in WIB', '2024-01-31T17:00:00Z', WIB, '2024-02-01'],
    ['leap year: 28 February evening UTC is the 29th in WIB', '2024-02-28T17:30:00Z', WIB, '2024-02-29'],
    ['leap day evening UTC is 1 March in WITA', '2024-02-29T16:00:00Z', WITA, '2024-03-01'],
    [
      'no leap day in 2023: 28 February evening UTC is 1 March in WIT',
      '2023-02-28T15:00:00Z',
      WIT,
      '2023-03-01',
    ],
    ['year end: New Year comes 9 hours early in WIT', '2023-12-31T15:00:00Z', WIT, '2024-01-01'],
    ['year end: still the old year in WIB at 16:59 UTC', '2023-12-31T16:59:59Z', WIB, '2023-12-31'],
  ])('%s', (_label, instant, zone, expected) => {
    expect(dateInZone(new Date(instant), zone)).toBe(expected);
  });

  it('equals the UTC date shifted by the fixed offset of each zone (Indonesia has no DST) (property)', () => {
    const offsets = { [WIB]: 7, [WITA]: 8, [WIT]: 9 };
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(WIB, WITA, WIT),
        (instant, zone) => {
          const shifted = new Date(instant.getTime() + (offsets[zone] ?? 0) * 3_600_000);
          expect(dateInZone(instant, zone)).toBe(shifted.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('dateInZone, with its formatters kept per zone', () => {
  it('gives each zone its own day, however the calls interleave', () => {
    const instant = new Date('2026-03-01T20:30:00Z');
    for (let round = 0; round < 3; round += 1) {
      expect(dateInZone(instant, 'Asia/Jakarta')).toBe('2026-03-02');
      expect(dateInZone(instant, 'America/Los_Angeles')).toBe('2026-03-01');
      expect(dateInZone(instant, 'Asia/Jayapura')).toBe('2026-03-02');
    }
  });

  it('refuses an unknown zone every time (a refused zone is not kept)', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(() => dateInZone(new Date(), 'Asia/Atlantis')).toThrow(RangeError);
    }
  });
});

describe('addDays', () => {
  it.each([
    ['2024-03-10', 1, '2024-03-11'],
    ['2024-03-10', 0, '2024-03-10'],
    ['2024-03-10', -1, '2024-03-09'],
    ['2024-01-31', 1, '2024-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2023-03-01', -1, '2023-02-28'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-30', -29, '2024-03-01'],
    ['2024-03-29', -29, '2024-02-29'],
    ['2024-01-01', 366, '2025-01-01'],
  ])('%s %+d days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('is undone by the opposite shift and moves by exactly n days (property)', () => {
    const day = fc
      .date({
        min: new Date('1970-01-01T00:00:00Z'),
        max: new Date('2200-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -3660, max: 3660 }), (date, days) => {
        const moved = addDays(date, days);
        expect(moved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(addDays(moved, -days)).toBe(date);
        expect((Date.parse(moved) - Date.parse(date)) / 86_400_000).toBe(days);
      }),
    );
  });
});
