import { useQuery } from '@tanstack/react-query';
import { loadPosMenu } from '../offline/pos-writes';
import { posKeys } from '../pos-query-keys';

/** The menu (GET /core/menu, else the IndexedDB copy): read whatever the network says. */
export function usePosMenu(slug: string) {
  return useQuery({
    queryKey: posKeys.menu(slug),
    queryFn: () => loadPosMenu(slug),
    // loadPosMenu falls back to its cache by itself; the query must run offline too.
    networkMode: 'always',
    retry: false,
    staleTime: 60_000,
  });
}
