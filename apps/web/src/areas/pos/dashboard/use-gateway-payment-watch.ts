import { tenantEvent } from '@meja/shared/contracts/tenant-events';
import { useEffect, useRef } from 'react';
import { readGatewayPayment, type PaymentNow } from '../offline/pos-writes';

/** How often the POS asks for a gateway payment while it waits (the fallback of the event stream). */
export const GATEWAY_POLL_MS = 3000;

/** Whether a staff event's `data` is about this order. */
function concernsOrder(data: unknown, orderId: string): boolean {
  if (typeof data !== 'string') return false;
  try {
    const parsed = tenantEvent.safeParse(JSON.parse(data));
    return parsed.success && 'orderId' in parsed.data && parsed.data.orderId === orderId;
  } catch {
    return false;
  }
}

/**
 * While a payment through the restaurant's gateway waits for its webhook: the tenant's staff event
 * stream (the POS login sets the same session cookie) says at once when its order changes, and it
 * is read again every 3 s besides, for a stream the session may not open or that dropped. Each read
 * goes to `onNow`; the caller decides what a COMPLETED or FAILED payment means.
 */
export function useGatewayPaymentWatch(
  slug: string,
  payment: { _id: string; orderId: string } | null,
  onNow: (now: PaymentNow) => void,
): void {
  const latest = useRef(onNow);
  useEffect(() => {
    latest.current = onNow;
  });
  const paymentId = payment?._id ?? null;
  const orderId = payment?.orderId ?? null;

  useEffect(() => {
    if (paymentId === null || orderId === null) return undefined;
    let stopped = false;
    let reading = false;
    let readAgain = false;
    const read = async (): Promise<void> => {
      if (reading) {
        readAgain = true;
        return;
      }
      reading = true;
      try {
        do {
          readAgain = false;
          const now = await readGatewayPayment(slug, paymentId);
          if (now && !stopped) latest.current(now);
        } while (readAgain && !stopped);
      } finally {
        reading = false;
      }
    };
    const timer = window.setInterval(() => void read(), GATEWAY_POLL_MS);
    const source =
      typeof EventSource === 'undefined'
        ? null
        : new EventSource(`/api/v1/tenant/${encodeURIComponent(slug)}/events`, { withCredentials: true });
    const onEvent = (event: MessageEvent) => {
      if (concernsOrder(event.data, orderId)) void read();
    };
    source?.addEventListener('payment', onEvent);
    source?.addEventListener('order', onEvent);
    // A webhook that landed before the stream opened is read at once, not at the next poll.
    source?.addEventListener('open', () => void read());
    source?.addEventListener('access-ended', () => source.close());
    return () => {
      stopped = true;
      window.clearInterval(timer);
      source?.close();
    };
  }, [slug, paymentId, orderId]);
}
