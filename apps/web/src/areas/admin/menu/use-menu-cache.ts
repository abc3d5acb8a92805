import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { useQueryClient } from '@tanstack/react-query';
import { inventoryScopeKey } from '../../../api/inventory-api';
import { menuQueryKey } from '../../../api/menu-api';

/** Puts the server's answer into the menu list at once, then lets dependent lists refresh. */
export function useMenuCache(tenantSlug: string) {
  const queryClient = useQueryClient();
  const key = menuQueryKey(tenantSlug);

  function refreshDependents(): void {
    // BOM table, usedInBom counts and the menu itself (ordering, archived items).
    void queryClient.invalidateQueries({ queryKey: inventoryScopeKey(tenantSlug) });
    void queryClient.invalidateQueries({ queryKey: key });
  }

  return {
    refresh: refreshDependents,
    replace(item: AdminMenuItem): void {
      queryClient.setQueryData<AdminMenuItem[]>(key, (items) =>
        items?.map((existing) => (existing._id === item._id ? item : existing)),
      );
      refreshDependents();
    },
    add(item: AdminMenuItem): void {
      queryClient.setQueryData<AdminMenuItem[]>(key, (items) => (items ? [...items, item] : items));
      refreshDependents();
    },
    remove(id: string): void {
      queryClient.setQueryData<AdminMenuItem[]>(key, (items) => items?.filter((item) => item._id !== id));
      refreshDependents();
    },
  };
}
