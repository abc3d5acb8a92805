import { describe, expect, it } from 'vitest';
import { calendarDay, formatCompactRupiah } from './chart-format';
import { formatChartDay } from '../../areas/admin/reports/report-format';

describe('chart formats', () => {
  it('writes axis money short, in rupiah', () => {
    expect(formatCompactRupiah(1_250_000).replace(/\s/g, ' ')).toBe('Rp 1,3 jt');
    expect(formatCompactRupiah(950_000).replace(/\s/g, ' ')).toBe('Rp 950 rb');
    expect(formatCompactRupiah(0)).toBe('Rp\u00a00');
    expect(formatCompactRupiah(1499.6)).toBe(formatCompactRupiah(1500));
  });

  it('reads a calendar day without a time zone shift, and nothing else', () => {
    expect(calendarDay('2026-05-03')?.getDate()).toBe(3);
    expect(calendarDay('2026-12-31T23:00:00Z')?.getMonth()).toBe(11);
    expect(calendarDay('kemarin')).toBeNull();
  });

  it("labels the reports' days in Indonesian, leaving anything else as it is", () => {
    expect(formatChartDay('2026-05-03')).toBe('3 Mei');
    expect(formatChartDay('2026-05')).toBe('2026-05');
    expect(formatChartDay('2026-05-03T10:00')).toBe('2026-05-03T10:00');
  });
});
