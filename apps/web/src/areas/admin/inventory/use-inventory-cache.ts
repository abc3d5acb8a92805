import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { useQueryClient } from '@tanstack/react-query';
import { inventoryQueryKey, inventoryScopeKey } from '../../../api/inventory-api';
import { menuQueryKey } from '../../../api/menu-api';

/** Puts the server's answer into the stock list at once, then refreshes what depends on stock. */
export function useInventoryCache(tenantSlug: string) {
  const queryClient = useQueryClient();
  const key = inventoryQueryKey(tenantSlug);

  function refresh(): void {
    // Stock list, purchases, ledgers, the BOM table (names, costs) and the admin menu (food cost).
    void queryClient.invalidateQueries({ queryKey: inventoryScopeKey(tenantSlug) });
    void queryClient.invalidateQueries({ queryKey: menuQueryKey(tenantSlug) });
  }

  return {
    refresh,
    replace(item: InventoryItem): void {
      queryClient.setQueryData<InventoryItem[]>(key, (items) =>
        items?.map((existing) => (existing._id === item._id ? item : existing)),
      );
      refresh();
    },
    upsert(item: InventoryItem): void {
      queryClient.setQueryData<InventoryItem[]>(key, (items) =>
        items
          ? items.some((existing) => existing._id === item._id)
            ? items.map((existing) => (existing._id === item._id ? item : existing))
            : [...items, item]
          : items,
      );
      refresh();
    },
    remove(id: string): void {
      queryClient.setQueryData<InventoryItem[]>(key, (items) => items?.filter((item) => item._id !== id));
      refresh();
    },
  };
}
