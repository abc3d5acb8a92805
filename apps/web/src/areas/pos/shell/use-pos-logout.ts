import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSession } from '../../../api/session-store';
import { posCartStore } from '../cart-store';
import { posLogout } from '../pos-api';
import { posKeys } from '../pos-query-keys';
import { clearPosSession } from '../pos-session';

/** 'Keluar': ends the session on the server (when it can be reached) and forgets it here. */
export function usePosLogout(slug: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await posLogout(slug);
    } catch {
      // Offline or already expired: the browser forgets the session all the same.
    }
    posCartStore(slug).clear();
    // The cookie is the site's too: the site's copy of the profile goes with it.
    clearSession();
    clearPosSession(slug);
    queryClient.removeQueries({ queryKey: posKeys.all(slug) });
  }, [queryClient, slug]);
}
