import { describe, expect, it } from 'vitest';
import { splitByMonths } from './dashboard.repo';

/** The rollups' reading plan: whole calendar months from the monthly rows, the rest day by day. */
describe('splitByMonths', () => {
  it('reads whole months from the monthly rows and the days around them from the daily rows', () => {
    expect(splitByMonths({ from: '2026-08-29', to: '2026-11-27' })).toEqual({
      months: { from: '2026-09-01', to: '2026-11-01' },
      dayRanges: [
        { from: '2026-08-29', to: '2026-09-01' },
        { from: '2026-11-01', to: '2026-11-27' },
      ],
    });
  });

  it('needs no days when the range is made of whole months', () => {
    expect(splitByMonths({ from: '2026-10-01', to: '2026-12-01' })).toEqual({
      months: { from: '2026-10-01', to: '2026-12-01' },
      dayRanges: [],
    });
  });

  it('reads days only when no whole month fits, even across a month end', () => {
    for (const days of [
      { from: '2026-11-20', to: '2026-11-27' },
      { from: '2026-10-29', to: '2026-11-03' },
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-05', to: '2026-11-05' },
    ]) {
      expect(splitByMonths(days)).toEqual({ months: null, dayRanges: [days] });
    }
  });

  it('crosses a year end, and takes a whole month that starts the range or ends it', () => {
    expect(splitByMonths({ from: '2026-12-15', to: '2027-02-03' })).toEqual({
      months: { from: '2027-01-01', to: '2027-02-01' },
      dayRanges: [
        { from: '2026-12-15', to: '2027-01-01' },
        { from: '2027-02-01', to: '2027-02-03' },
      ],
    });
    expect(splitByMonths({ from: '2026-12-01', to: '2027-01-01' })).toEqual({
      months: { from: '2026-12-01', to: '2027-01-01' },
      dayRanges: [],
    });
    expect(splitByMonths({ from: '2026-02-01', to: '2026-03-10' })).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      dayRanges: [{ from: '2026-03-01', to: '2026-03-10' }],
    });
  });
});
