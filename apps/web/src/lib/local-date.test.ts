import { describe, expect, it } from 'vitest';
import { formatIsoDate, isoDaysBefore, toIsoDate } from './local-date';

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
