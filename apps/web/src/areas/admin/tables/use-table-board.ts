import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FLOOR_POLL_MS, floorScopeKey } from '../../../api/orders-api';
import {
  fetchTableBoard,
  mergeTables,
  moveOrderToTable,
  tableBoardQueryKey,
  type TableMoved,
} from '../../../api/tables-api';

/** GET /tables/board: refreshed by the live stream, and every 5 s as the fallback (SPEC §7). */
export function useTableBoard(tenantSlug: string) {
  return useQuery({
    queryKey: tableBoardQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchTableBoard(tenantSlug, signal),
    refetchInterval: FLOOR_POLL_MS,
    staleTime: 0,
  });
}

/** A move or a merge answers the floor as it is now: shown at once, then the orders refresh too. */
function useBoardAnswer(tenantSlug: string) {
  const queryClient = useQueryClient();
  return (answer: TableMoved) => {
    queryClient.setQueryData(tableBoardQueryKey(tenantSlug), answer.board);
    void queryClient.invalidateQueries({ queryKey: floorScopeKey(tenantSlug) });
  };
}

export function useMoveOrder(tenantSlug: string) {
  const onSuccess = useBoardAnswer(tenantSlug);
  return useMutation({
    mutationFn: ({ orderId, table }: { orderId: string; table: string }) =>
      moveOrderToTable(tenantSlug, orderId, table),
    onSuccess,
  });
}

export function useMergeTables(tenantSlug: string) {
  const onSuccess = useBoardAnswer(tenantSlug);
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => mergeTables(tenantSlug, from, to),
    onSuccess,
  });
}
