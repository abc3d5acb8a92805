import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

describe('refreshAfterWrite', () => {
  it('answers with a fetch begun after the write, even while the first load is still in flight', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const rows = ['A'];
    const answers: ((value: string[]) => void)[] = [];
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['list'],
      queryFn: () =>
        new Promise<string[]>((resolve) => {
          fetches += 1;
          const snapshot = [...rows];
          answers.push(() => resolve(snapshot));
        }),
    });
    const stop = observer.subscribe(() => undefined);
    await Promise.resolve();
    expect(fetches).toBe(1);
    // The write lands while the first load is in flight; its answer will lack the new row.
    rows.push('B');
    const refreshed = refreshAfterWrite(client, ['list']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetches).toBe(2);
    for (const answer of answers) answer([]);
    await refreshed;
    expect(client.getQueryData(['list'])).toEqual(['A', 'B']);
    stop();
  });
});
