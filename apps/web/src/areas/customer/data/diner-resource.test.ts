import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { ResourceFamily } from './diner-resource';

const notFound = () => new ApiError({ status: 404, message: 'Tidak ditemukan', code: 'NOT_FOUND' });

describe('ResourceFamily', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts pending and holds the fetched data per key', async () => {
    const family = new ResourceFamily<number>();
    expect(family.entry('a').state).toMatchObject({ isPending: true, isSuccess: false, data: undefined });
    await family.fetch('a', async () => 1);
    await family.fetch('b', async () => 2);
    expect(family.entry('a').state).toMatchObject({ data: 1, isPending: false, isSuccess: true });
    expect(family.peek('b')).toBe(2);
  });

  it('runs one fetch per key at a time', async () => {
    const family = new ResourceFamily<string>();
    const fetcher = vi.fn(async () => 'x');
    await Promise.all([family.fetch('k', fetcher), family.fetch('k', fetcher), family.fetch('k', fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('never retries a 4xx answer', async () => {
    const family = new ResourceFamily<string>();
    const fetcher = vi.fn(async (): Promise<string> => {
      throw notFound();
    });
    await family.fetch('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(family.entry('k').state).toMatchObject({ isError: true, isPending: true, isFetching: false });
  });

  it('records a failure the server already reported, and a later fetch replaces it', async () => {
    const family = new ResourceFamily<string>();
    const listener = vi.fn();
    family.entry('k').listeners.add(listener);
    const error = notFound();
    family.fail('k', error);
    expect(family.entry('k').state).toMatchObject({ error, isError: true, isPending: true, data: undefined });
    expect(listener).toHaveBeenCalledTimes(1);
    await family.fetch('k', async () => 'found after all');
    expect(family.entry('k').state).toMatchObject({ data: 'found after all', isError: false, error: null });
  });

  it('retries a network failure twice, backing off, then reports it', async () => {
    const family = new ResourceFamily<string>();
    const fetcher = vi.fn(async (): Promise<string> => {
      throw new TypeError('Failed to fetch');
    });
    const done = family.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 2000);
    await done;
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(family.entry('k').state.error).toBeInstanceOf(TypeError);
  });

  it('keeps the data shown when a later fetch fails, and notifies listeners', async () => {
    const family = new ResourceFamily<string>();
    await family.fetch('k', async () => 'first');
    const listener = vi.fn();
    family.entry('k').listeners.add(listener);
    await family.fetch('k', async () => {
      throw notFound();
    });
    expect(family.entry('k').state).toMatchObject({ data: 'first', isError: true, isPending: false });
    expect(listener).toHaveBeenCalled();
  });

  it('takes pushed data as fresh, clearing an earlier error', async () => {
    const family = new ResourceFamily<string>();
    await family.fetch('k', async () => {
      throw notFound();
    });
    family.set('k', 'pushed');
    expect(family.entry('k').state).toMatchObject({
      data: 'pushed',
      isError: false,
      error: null,
      isSuccess: true,
    });
    expect(family.entry('k').updatedAt).toBeGreaterThan(0);
  });
});
