import { useQuery } from '@tanstack/react-query';
import { fetchTrend } from '../pos-api';
import { posKeys } from '../pos-query-keys';

/** GET /pos/reports/trend: daily totals of the last 3 months (shared by the section and its lazy chart). */
export function useTrend(slug: string) {
  return useQuery({
    queryKey: posKeys.trend(slug),
    queryFn: ({ signal }) => fetchTrend(slug, signal),
    networkMode: 'always',
    retry: 1,
  });
}
