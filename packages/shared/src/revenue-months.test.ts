import { describe, expect, it } from 'vitest';
import { fillMonths, jakartaDayRange, jakartaMonthOf, lastJakartaMonths } from './revenue-months';

describe('Jakarta months', () => {
  it('puts 1 Dec 02:00 WIB (30 Nov 19:00 UTC) in December', () => {
    expect(jakartaMonthOf(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(jakartaMonthOf(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11');
  });

  it('lists the last months oldest first across a year, with the range they cover', () => {
    const range = lastJakartaMonths(new Date('2026-02-10T00:00:00Z'), 4);
    expect(range.months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(range.start.toISOString()).toBe('2025-10-31T17:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });

  it('counts the current month when it has just begun in Jakarta', () => {
    const range = lastJakartaMonths(new Date('2026-11-30T18:00:00Z'), 1);
    expect(range.months).toEqual(['2026-12']);
  });

  it('gives the Jakarta day around an instant', () => {
    const day = jakartaDayRange(new Date('2026-11-30T18:00:00Z'));
    expect(day.start.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('fills the months without rows with 0', () => {
    expect(fillMonths(['2026-01', '2026-02'], [{ month: '2026-02', total: 5, count: 1 }])).toEqual([
      { month: '2026-01', total: 0, count: 0 },
      { month: '2026-02', total: 5, count: 1 },
    ]);
  });
});
