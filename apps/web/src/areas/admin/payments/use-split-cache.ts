import type { BillSplit } from '@meja/shared/contracts/bill-split';
import type { Order } from '@meja/shared/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { billSplitsQueryKey } from '../../../api/bill-split-api';
import { floorScopeKey, staffOrdersQueryKey } from '../../../api/orders-api';

/** A split is open while some part is unpaid; the list of open splits shows only those. */
export const splitOpen = (split: BillSplit) => split.parts.some((part) => part.payment === null);

/** Puts a split's answer into the lists at once, then refreshes orders, payments and splits. */
export function useSplitCache(tenantSlug: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: floorScopeKey(tenantSlug) });
  return {
    refresh,
    /** A split made or paid: kept (in its place, or last) while open, dropped once every part is paid. */
    put(split: BillSplit, orders: readonly Order[] = []): void {
      queryClient.setQueryData<BillSplit[]>(billSplitsQueryKey(tenantSlug), (splits = []) => {
        const others = splits.filter((existing) => existing._id !== split._id);
        if (!splitOpen(split)) return others;
        const at = splits.findIndex((existing) => existing._id === split._id);
        return at < 0
          ? [...others, split]
          : splits.map((existing) => (existing._id === split._id ? split : existing));
      });
      if (orders.length > 0) {
        const byId = new Map(orders.map((order) => [order._id, order]));
        queryClient.setQueryData<Order[]>(staffOrdersQueryKey(tenantSlug), (list) =>
          list?.map((existing) => byId.get(existing._id) ?? existing),
        );
      }
      refresh();
    },
    /** A split cancelled: its orders are back in the normal selection. */
    drop(splitId: string): void {
      queryClient.setQueryData<BillSplit[]>(billSplitsQueryKey(tenantSlug), (splits) =>
        splits?.filter((existing) => existing._id !== splitId),
      );
      refresh();
    },
  };
}
