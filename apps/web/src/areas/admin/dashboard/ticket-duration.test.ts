import { describe, expect, it } from 'vitest';
import { ticketDuration } from './ticket-duration';

describe('ticketDuration', () => {
  it('keeps seconds under a minute', () => {
    expect(ticketDuration(0)).toEqual({ unit: 'seconds', seconds: 0 });
    expect(ticketDuration(45)).toEqual({ unit: 'seconds', seconds: 45 });
    expect(ticketDuration(59.4)).toEqual({ unit: 'seconds', seconds: 59 });
  });

  it('rounds to whole minutes from a minute on', () => {
    expect(ticketDuration(59.5)).toEqual({ unit: 'minutes', minutes: 1 });
    expect(ticketDuration(60)).toEqual({ unit: 'minutes', minutes: 1 });
    expect(ticketDuration(8 * 60 + 29)).toEqual({ unit: 'minutes', minutes: 8 });
    expect(ticketDuration(8 * 60 + 30)).toEqual({ unit: 'minutes', minutes: 9 });
    expect(ticketDuration(59 * 60 + 29)).toEqual({ unit: 'minutes', minutes: 59 });
  });

  it('gives hours and minutes from an hour on (59.5 minutes is an hour)', () => {
    expect(ticketDuration(59 * 60 + 30)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
    expect(ticketDuration(65 * 60)).toEqual({ unit: 'hours', hours: 1, minutes: 5 });
    expect(ticketDuration(26 * 3600 + 61)).toEqual({ unit: 'hours', hours: 26, minutes: 1 });
  });

  it('reads a negative or broken figure as 0 seconds', () => {
    expect(ticketDuration(-5)).toEqual({ unit: 'seconds', seconds: 0 });
    expect(ticketDuration(Number.NaN)).toEqual({ unit: 'seconds', seconds: 0 });
  });
});
