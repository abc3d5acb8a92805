import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadCurrentShift } from '../offline/pos-writes';
import { posKeys } from '../pos-query-keys';
import { useSessionExpiry } from '../use-session-expiry';

/** Whether the cashier may sell: a shift is open; none is; or it cannot be known (the server erred). */
export type ShiftState = 'loading' | 'open' | 'none' | 'unknown';

/**
 * The cashier's open shift (issue 12): the server's, else this device's — a shift opened offline
 * and still queued counts. The dashboard and the shift page read the same query.
 */
export function useCurrentShift(slug: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: posKeys.currentShift(slug),
    queryFn: () => loadCurrentShift(slug),
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
  useSessionExpiry(slug, query.error);
  const state: ShiftState = query.isPending
    ? 'loading'
    : query.data
      ? query.data.shift
        ? 'open'
        : 'none'
      : 'unknown';
  return {
    query,
    state,
    shift: query.data?.shift ?? null,
    fromServer: query.data?.fromServer ?? false,
    refresh: () => queryClient.invalidateQueries({ queryKey: posKeys.currentShift(slug) }),
  };
}
