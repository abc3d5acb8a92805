import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMostEvery } from './at-most-every';

describe('atMostEvery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds a burst into one call at the end of the interval', () => {
    const run = vi.fn();
    const limited = atMostEvery(1000, run);
    limited.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(30);
      limited.call();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(399);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    // Quiet afterwards: nothing more.
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again once a whole interval has passed since the last run', () => {
    const run = vi.fn();
    const limited = atMostEvery(1000, run);
    limited.call();
    vi.advanceTimersByTime(1000);
    limited.call();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('drops a waiting call when cancelled', () => {
    const run = vi.fn();
    const limited = atMostEvery(1000, run);
    limited.call();
    limited.call();
    limited.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
