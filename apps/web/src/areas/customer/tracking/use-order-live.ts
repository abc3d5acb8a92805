import { useEffect, useState } from 'react';
import type { OrderTracking } from '@meja/shared/contracts/orders';
import { fetchOrderTracking, parseOrderTracking } from '../../../api/public-api';
import { ResourceFamily, useResource } from '../data/diner-resource';

/** SPEC §9: tracking refreshes every 5 s (the fallback when the live stream fails). */
export const TRACKING_POLL_MS = 5000;

const trackedOrders = new ResourceFamily<OrderTracking>();

/** The order by id + token: pushed over Server-Sent Events, polled every 5 s while the stream is down. */
export function useOrderLive(slug: string, orderId: string, token: string) {
  const [streaming, setStreaming] = useState(false);
  const key = `${slug}/${orderId}`;

  useEffect(() => {
    if (!orderId || !token || typeof EventSource === 'undefined') return;
    const url = `/api/v1/public/${encodeURIComponent(slug)}/orders/${encodeURIComponent(orderId)}/events?token=${encodeURIComponent(token)}`;
    const source = new EventSource(url);
    source.onopen = () => setStreaming(true);
    const onData = (event: MessageEvent<string>) => {
      let data: unknown = null;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const tracking = parseOrderTracking(data);
      if (tracking) trackedOrders.set(key, tracking);
    };
    // The API names its events `order`; plain `message` events are accepted too.
    source.addEventListener('order', onData);
    source.addEventListener('message', onData);
    source.onerror = () => {
      // Fall back to polling; no reconnect storms on a weak connection.
      source.close();
      setStreaming(false);
    };
    return () => {
      source.close();
      setStreaming(false);
    };
  }, [slug, orderId, token, key]);

  return useResource(trackedOrders, key, () => fetchOrderTracking(slug, orderId, token), {
    enabled: Boolean(orderId && token),
    pollMs: streaming ? false : TRACKING_POLL_MS,
  });
}
