import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatTime } from './pos-format';

describe('POS formats', () => {
  it('shows the local time of day', () => {
    const local = new Date(2026, 0, 5, 14, 5);
    expect(formatTime(local.toISOString())).toBe('14.05');
    expect(formatTime('nanti')).toBe('nanti');
  });

  it('labels chart days without shifting them', () => {
    expect(formatDayMonth('2026-05-03')).toBe('3 Mei');
    expect(formatDayMonth('kemarin')).toBe('kemarin');
  });
});
