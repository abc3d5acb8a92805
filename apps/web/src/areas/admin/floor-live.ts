import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ME_QUERY_KEY } from '../../api/auth-api';
import { floorScopeKey } from '../../api/orders-api';

/**
 * Realtime on the floor screens (DESIGN §4): the tenant's SSE stream says an order or a payment
 * changed, and the order and payment lists are fetched again at once. Polling every 5 s stays the
 * fallback (the stream may be down, or refused by a proxy).
 */
export function useFloorLive(tenantSlug: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/v1/tenant/${encodeURIComponent(tenantSlug)}/events`, {
      withCredentials: true,
    });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: floorScopeKey(tenantSlug) });
    source.addEventListener('order', refresh);
    source.addEventListener('payment', refresh);
    // After a dropped connection (the browser reconnects by itself) fetch what was missed meanwhile.
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    // The server ended the stream because this session lost access (logged out, account deleted or
    // its role changed, issue 14): ask who is logged in now; a 401 sends the screen to the login.
    source.addEventListener('access-ended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      refresh();
    });
    return () => source.close();
  }, [queryClient, tenantSlug]);
}
