import { tenantCallEvent, type TenantCallEvent } from '@meja/shared/contracts/tenant-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ME_QUERY_KEY } from '../../api/auth-api';
import { floorScopeKey } from '../../api/orders-api';

/**
 * Realtime on the floor screens (DESIGN §4): the tenant's SSE stream says an order or a payment
 * changed, and the order and payment lists are fetched again at once. Polling every 5 s stays the
 * fallback (the stream may be down, or refused by a proxy).
 *
 * A diner's call ('Panggil pelayan', 'Minta bill', issue 20) refreshes the floor too, and is handed
 * to `onCall` (the screens that ring: the tables' board and the orders list).
 */
export function useFloorLive(tenantSlug: string, onCall?: (event: TenantCallEvent) => void): void {
  const queryClient = useQueryClient();
  const callHandler = useRef(onCall);
  useEffect(() => {
    callHandler.current = onCall;
  }, [onCall]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/v1/tenant/${encodeURIComponent(tenantSlug)}/events`, {
      withCredentials: true,
    });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: floorScopeKey(tenantSlug) });
    source.addEventListener('order', refresh);
    source.addEventListener('payment', refresh);
    source.addEventListener('call', (message) => {
      refresh();
      const parsed = tenantCallEvent.safeParse(readJson(message));
      if (parsed.success) callHandler.current?.(parsed.data);
    });
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

function readJson(message: Event): unknown {
  if (!(message instanceof MessageEvent) || typeof message.data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(message.data);
    return value;
  } catch {
    return null;
  }
}
