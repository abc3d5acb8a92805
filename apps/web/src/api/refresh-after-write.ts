import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches a list again after a write changed it. A plain invalidate reuses a fetch still in flight
 * when the query has no data yet (the page's first load), and that fetch began before the write:
 * its answer would lack the new row. So the fetch in flight is cancelled first, then a new one made.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
