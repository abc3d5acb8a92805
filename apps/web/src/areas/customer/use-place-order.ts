import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error';
import { createCustomerOrder } from '../../api/public-api';
import type { CartLine } from './cart-lines';
import { lastOrderKey, lastTableKey } from './local-keys';
import { writeLocalText } from './local-storage';
import type { OfflineNoticeState } from './offline-notice';
import { nextDraft, orderBody, type OrderDraft } from './order-draft';

function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

interface PlaceOrderInput {
  lines: CartLine[];
  table: string;
  note: string;
}

/** SPEC §2 cart → POST /orders; offline (SPEC §4) → IndexedDB queue, cart cleared, back to the menu. */
export function usePlaceOrder(slug: string, clearCart: () => void) {
  const navigate = useNavigate();
  const draft = useRef<OrderDraft | null>(null);

  return useMutation({
    // Offline the request must still be tried, so that it fails and the order is queued (SPEC §4).
    networkMode: 'always',
    mutationFn: async ({ lines, table, note }: PlaceOrderInput) => {
      const current = nextDraft(draft.current, orderBody(lines, table, note));
      draft.current = current;
      try {
        const created = await createCustomerOrder(slug, current.body, current.idempotencyKey);
        return { kind: 'created' as const, created, table: current.body.table };
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        const queue = await import('./offline-queue');
        await queue.queueOrder({
          tenantSlug: slug,
          body: current.body,
          idempotencyKey: current.idempotencyKey,
        });
        return { kind: 'queued' as const, table: current.body.table };
      }
    },
    onSuccess: (result) => {
      draft.current = null;
      clearCart();
      writeLocalText(lastTableKey(slug), result.table);
      if (result.kind === 'queued') {
        const state: OfflineNoticeState = { offlineOrder: true };
        void navigate(`/${slug}/menu`, { state });
        return;
      }
      const { order, token } = result.created;
      writeLocalText(lastOrderKey(slug), order._id);
      const query = new URLSearchParams({ token, table: order.table });
      void navigate(`/${slug}/order-track/${encodeURIComponent(order._id)}?${query.toString()}`);
    },
  });
}
