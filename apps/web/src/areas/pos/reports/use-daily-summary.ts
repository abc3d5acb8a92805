import { useQuery } from '@tanstack/react-query';
import { toIsoDate } from '../../../lib/local-date';
import { fetchDailySummary } from '../pos-api';
import { posKeys } from '../pos-query-keys';

/**
 * The summary of the chosen day (null = the restaurant's today), and what "today" is: the server's
 * day of its no-date answer, the browser's date until it arrives.
 */
export function useDailySummary(slug: string, chosen: string | null) {
  const todays = useQuery({
    queryKey: posKeys.daily(slug, 'today'),
    queryFn: ({ signal }) => fetchDailySummary(slug, undefined, signal),
    networkMode: 'always',
    retry: 1,
  });
  const chosenDay = useQuery({
    queryKey: posKeys.daily(slug, chosen ?? 'today'),
    queryFn: ({ signal }) => fetchDailySummary(slug, chosen ?? undefined, signal),
    networkMode: 'always',
    retry: 1,
    enabled: chosen !== null,
  });
  const today = todays.data?.date ?? toIsoDate(new Date());
  return { today, daily: chosen === null ? todays : chosenDay };
}
