import { describe, expect, it } from 'vitest';
import { formatReportPercent } from './report-format';

describe('formatReportPercent', () => {
  it('shows one decimal in id-ID and a dash without revenue', () => {
    expect(formatReportPercent(32.5)).toBe('32,5%');
    expect(formatReportPercent(30)).toBe('30%');
    expect(formatReportPercent(-12.25)).toBe('-12,3%');
    expect(formatReportPercent(null)).toBe('–');
  });
});
