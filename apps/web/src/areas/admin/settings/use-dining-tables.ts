import type { DiningTable } from '@meja/shared/contracts/tables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDiningTables,
  deleteDiningTable,
  diningTablesQueryKey,
  fetchDiningTables,
  tablesScopeKey,
  updateDiningTable,
} from '../../../api/tables-api';

/** GET /tables: the restaurant's list (the settings' 'Daftar meja'). */
export function useDiningTables(tenantSlug: string) {
  return useQuery({
    queryKey: diningTablesQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchDiningTables(tenantSlug, signal),
  });
}

/** Each change puts the list in the cache at once, then refreshes the list and the floor board. */
export function useDiningTableChanges(tenantSlug: string) {
  const queryClient = useQueryClient();
  const key = diningTablesQueryKey(tenantSlug);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tablesScopeKey(tenantSlug) });

  const add = useMutation({
    mutationFn: (input: { tables: string[]; area: string }) => addDiningTables(tenantSlug, input),
    onSuccess: (tables) => {
      queryClient.setQueryData(key, tables);
      refresh();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: { name?: string; area?: string } }) =>
      updateDiningTable(tenantSlug, id, changes),
    onSuccess: (table) => {
      queryClient.setQueryData<DiningTable[]>(key, (list) =>
        list?.map((existing) => (existing._id === table._id ? table : existing)),
      );
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteDiningTable(tenantSlug, id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<DiningTable[]>(key, (list) => list?.filter((table) => table._id !== id));
      refresh();
    },
  });
  return { add, update, remove };
}
