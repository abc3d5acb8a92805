import { useQuery } from '@tanstack/react-query';
import { fetchActiveByTable, fetchOrdersByTable } from '../../api/public-api';
import { TRACKING_POLL_MS } from './use-order-live';

/** Tracking by table: the active order and the table's list, polled every 5 s (SPEC §2, §9). */
export function useActiveByTable(slug: string, table: string, enabled: boolean) {
  return useQuery({
    queryKey: ['public', slug, 'table', table, 'active'],
    queryFn: () => fetchActiveByTable(slug, table),
    enabled: enabled && Boolean(table),
    refetchInterval: TRACKING_POLL_MS,
    staleTime: 0,
  });
}

export function useOrdersByTable(slug: string, table: string) {
  return useQuery({
    queryKey: ['public', slug, 'table', table, 'list'],
    queryFn: () => fetchOrdersByTable(slug, table),
    enabled: Boolean(table),
    refetchInterval: TRACKING_POLL_MS,
    staleTime: 0,
  });
}
