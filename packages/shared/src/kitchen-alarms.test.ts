import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KITCHEN_ALARM_DEFAULTS,
  kitchenAlarmsValid,
  minutesSince,
  ticketAge,
  ticketLevel,
  ticketTimeFigures,
} from './kitchen-alarms';

const NOW = Date.parse('2026-12-08T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('ticketAge: from the confirmation, else from the order', () => {
  it('counts whole minutes since the confirmation, not since the order', () => {
    expect(ticketAge({ createdAt: minutesAgo(30), confirmedAt: minutesAgo(4) }, NOW)).toBe(4);
    expect(ticketAge({ createdAt: minutesAgo(7.9), confirmedAt: null }, NOW)).toBe(7);
  });

  it('is never negative (a clock ahead) and 0 for a bad date', () => {
    expect(minutesSince(minutesAgo(-3), NOW)).toBe(0);
    expect(minutesSince('not a date', NOW)).toBe(0);
  });
});

describe('ticketLevel: amber, then red, at the restaurant’s minutes', () => {
  it('the defaults: fresh below 10, amber from 10, red from 20', () => {
    expect(ticketLevel(9, KITCHEN_ALARM_DEFAULTS)).toBe('fresh');
    expect(ticketLevel(10, KITCHEN_ALARM_DEFAULTS)).toBe('amber');
    expect(ticketLevel(19, KITCHEN_ALARM_DEFAULTS)).toBe('amber');
    expect(ticketLevel(20, KITCHEN_ALARM_DEFAULTS)).toBe('red');
  });

  it('never goes back as minutes pass', () => {
    const order = { fresh: 0, amber: 1, red: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 120 }),
        fc.nat(500),
        (a, b, m) => {
          const settings = { amberMinutes: Math.min(a, b), redMinutes: Math.max(a, b) + 1 };
          expect(order[ticketLevel(m + 1, settings)]).toBeGreaterThanOrEqual(order[ticketLevel(m, settings)]);
        },
      ),
    );
  });
});

describe('kitchenAlarmsValid', () => {
  it('whole minutes 1–240 with amber before red', () => {
    expect(kitchenAlarmsValid({ amberMinutes: 10, redMinutes: 20 })).toBe(true);
    expect(kitchenAlarmsValid({ amberMinutes: 1, redMinutes: 240 })).toBe(true);
    expect(kitchenAlarmsValid({ amberMinutes: 20, redMinutes: 20 })).toBe(false);
    expect(kitchenAlarmsValid({ amberMinutes: 0, redMinutes: 20 })).toBe(false);
    expect(kitchenAlarmsValid({ amberMinutes: 10, redMinutes: 241 })).toBe(false);
    expect(kitchenAlarmsValid({ amberMinutes: 7.5, redMinutes: 20 })).toBe(false);
  });
});

describe('ticketTimeFigures: average and p90 (nearest rank)', () => {
  it('ten tickets of 1–10 minutes: average 5.5 minutes, p90 the ninth', () => {
    const seconds = Array.from({ length: 10 }, (_, i) => (i + 1) * 60);
    expect(ticketTimeFigures(seconds)).toEqual({ count: 10, averageSeconds: 330, p90Seconds: 540 });
  });

  it('one ticket is its own average and p90; none is null; negative times are left out', () => {
    expect(ticketTimeFigures([125])).toEqual({ count: 1, averageSeconds: 125, p90Seconds: 125 });
    expect(ticketTimeFigures([])).toBeNull();
    expect(ticketTimeFigures([-5, 60])).toEqual({ count: 1, averageSeconds: 60, p90Seconds: 60 });
  });

  it('the p90 lies between the fastest and the slowest, and at least 90 % are at or below it', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(36_000), { minLength: 1, maxLength: 200 }), (seconds) => {
        const figures = ticketTimeFigures(seconds);
        expect(figures).not.toBeNull();
        if (!figures) return;
        expect(figures.p90Seconds).toBeGreaterThanOrEqual(Math.min(...seconds));
        expect(figures.p90Seconds).toBeLessThanOrEqual(Math.max(...seconds));
        const atOrBelow = seconds.filter((value) => value <= figures.p90Seconds).length;
        expect(atOrBelow / seconds.length).toBeGreaterThanOrEqual(0.9);
      }),
    );
  });
});
