import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuRetryInterval, shouldRefetchCachedMenu } from '../menu-cache';
import { useOnlineStatus } from '../use-online-status';
import { loadPosMenu } from '../offline/pos-writes';
import { posKeys } from '../pos-query-keys';

/**
 * The menu (GET /core/menu, else the IndexedDB copy): read whatever the network says. The cached
 * copy is replaced by the server's as soon as it answers again, and its notice goes with it.
 */
export function usePosMenu(slug: string) {
  const menu = useQuery({
    queryKey: posKeys.menu(slug),
    queryFn: () => loadPosMenu(slug),
    // loadPosMenu falls back to its cache by itself; the query must run offline too.
    networkMode: 'always',
    retry: false,
    staleTime: 60_000,
    refetchInterval: (query) => menuRetryInterval(query.state.data),
  });
  const online = useOnlineStatus();
  const refetchNow = shouldRefetchCachedMenu(online, menu.data);
  const { refetch } = menu;
  useEffect(() => {
    if (refetchNow) void refetch();
  }, [refetchNow, refetch]);
  return menu;
}
