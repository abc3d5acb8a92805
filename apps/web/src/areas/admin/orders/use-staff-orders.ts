import type { Order } from '@meja/shared/contracts/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FLOOR_POLL_MS, fetchStaffOrders, floorScopeKey, staffOrdersQueryKey } from '../../../api/orders-api';

/** GET /orders, refreshed every 5 s (SPEC §7) and whenever a live event says something changed. */
export function useStaffOrders(tenantSlug: string) {
  return useQuery({
    queryKey: staffOrdersQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchStaffOrders(tenantSlug, signal),
    refetchInterval: FLOOR_POLL_MS,
    staleTime: 0,
  });
}

/** Puts the server's answer into the list at once, then refreshes orders and payments. */
export function useFloorCache(tenantSlug: string) {
  const queryClient = useQueryClient();
  return {
    replaceOrder(order: Order): void {
      queryClient.setQueryData<Order[]>(staffOrdersQueryKey(tenantSlug), (orders) =>
        orders?.map((existing) => (existing._id === order._id ? order : existing)),
      );
      void queryClient.invalidateQueries({ queryKey: floorScopeKey(tenantSlug) });
    },
    refresh(): void {
      void queryClient.invalidateQueries({ queryKey: floorScopeKey(tenantSlug) });
    },
  };
}
