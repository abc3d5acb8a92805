import { describe, expect, it } from 'vitest';
import { formatCompactRupiah, formatDayMonth, formatTime } from './pos-format';

describe('POS formats', () => {
  it('shows the local time of day', () => {
    const local = new Date(2026, 0, 5, 14, 5);
    expect(formatTime(local.toISOString())).toBe('14.05');
    expect(formatTime('nanti')).toBe('nanti');
  });

  it('writes chart money short', () => {
    expect(formatCompactRupiah(1_250_000).replace(/\s/g, ' ')).toBe('Rp 1,3 jt');
    expect(formatCompactRupiah(950_000).replace(/\s/g, ' ')).toBe('Rp 950 rb');
    expect(formatCompactRupiah(0)).toBe('Rp\u00a00');
  });

  it('labels chart days without shifting them', () => {
    expect(formatDayMonth('2026-05-03')).toBe('3 Mei');
    expect(formatDayMonth('kemarin')).toBe('kemarin');
  });
});
