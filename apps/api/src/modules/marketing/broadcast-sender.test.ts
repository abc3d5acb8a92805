import { describe, expect, it } from 'vitest';
import { backoffMs } from './broadcast-sender';

describe('backoffMs', () => {
  it('doubles from the base with each try', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, 1000, null))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('stops doubling at 64 times the base, and never waits past 5 minutes', () => {
    expect(backoffMs(7, 1000, null)).toBe(64_000);
    expect(backoffMs(30, 1000, null)).toBe(64_000);
    expect(backoffMs(30, 10_000, null)).toBe(300_000);
  });

  it("waits the provider's Retry-After when it asks for longer, up to 5 minutes", () => {
    expect(backoffMs(1, 1000, 30_000)).toBe(30_000);
    expect(backoffMs(3, 1000, 500)).toBe(4000);
    expect(backoffMs(1, 1000, 3_600_000)).toBe(300_000);
  });

  it('reads try 0 and below as the first', () => {
    expect(backoffMs(0, 1000, null)).toBe(1000);
    expect(backoffMs(-3, 1000, null)).toBe(1000);
  });
});
