import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS } from './limits';
import { daysIn, reportRangeProblem, resolveReportRange } from './report-range';

describe('resolveReportRange', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(resolveReportRange({}, '2026-11-26', 7)).toEqual({ start: '2026-11-20', end: '2026-11-26' });
  });

  it('counts back from a given end, across a month and a year', () => {
    expect(resolveReportRange({ end: '2026-03-02' }, '2026-11-26', 7)).toEqual({
      start: '2026-02-24',
      end: '2026-03-02',
    });
    expect(resolveReportRange({ end: '2026-01-03' }, '2026-11-26', 7)).toEqual({
      start: '2025-12-28',
      end: '2026-01-03',
    });
  });

  it('keeps what was asked', () => {
    expect(resolveReportRange({ start: '2026-11-01', end: '2026-11-15' }, '2026-11-26', 7)).toEqual({
      start: '2026-11-01',
      end: '2026-11-15',
    });
    expect(resolveReportRange({ start: '2026-11-01' }, '2026-11-26', 7)).toEqual({
      start: '2026-11-01',
      end: '2026-11-26',
    });
  });
});

describe('reportRangeProblem', () => {
  it('accepts one day and the longest period', () => {
    expect(daysIn({ start: '2026-11-26', end: '2026-11-26' })).toBe(1);
    expect(reportRangeProblem({ start: '2026-11-26', end: '2026-11-26' })).toBeNull();
    expect(daysIn({ start: '2024-01-01', end: '2024-12-31' })).toBe(MAX_REPORT_DAYS);
    expect(reportRangeProblem({ start: '2024-01-01', end: '2024-12-31' })).toBeNull();
  });

  it('refuses a start after the end and a period longer than the longest', () => {
    expect(reportRangeProblem({ start: '2026-11-27', end: '2026-11-26' })).toBe('startAfterEnd');
    expect(reportRangeProblem({ start: '2024-01-01', end: '2025-01-01' })).toBe('tooLong');
  });
});
