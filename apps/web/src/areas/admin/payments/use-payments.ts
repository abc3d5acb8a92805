import { useQuery } from '@tanstack/react-query';
import { FLOOR_POLL_MS, fetchPayments, paymentsQueryKey } from '../../../api/orders-api';

/** GET /payments (newest first), refreshed with the orders. */
export function usePayments(tenantSlug: string) {
  return useQuery({
    queryKey: paymentsQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchPayments(tenantSlug, signal),
    refetchInterval: FLOOR_POLL_MS,
    staleTime: 0,
  });
}
