import { useRef, useState } from 'react';
import { useNavigate } from '../shell/diner-router';
import { isSoldOutRefusal } from '@meja/shared/sold-out';
import { ApiError } from '../../../api/api-error';
import type { CustomerOrderCreate } from '@meja/shared/contracts/orders';
import { createCustomerOrder, type CustomerOrderCreated } from '../../../api/public-api';
import type { CartLine } from './cart-lines';
import { lastOrderKey, lastTableKey } from '../data/local-keys';
import { writeLocalText } from '../data/local-storage';
import type { OfflineNoticeState } from '../offline/offline-notice';
import { offlineSyncReporter } from '../offline/offline-sync';
import { nextDraft, orderBody, type OrderDraft, type OrderPlace } from './order-draft';
import { orderTrackPath } from '../tracking/order-track-path';

function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

type PlaceOrderResult =
  | { kind: 'created'; created: CustomerOrderCreated; body: CustomerOrderCreate }
  | { kind: 'queued'; body: CustomerOrderCreate; orderId: string };

interface PlaceOrderInput extends OrderPlace {
  lines: CartLine[];
}

/** The menu changed under the cart: a dish sold out (409 SOLD_OUT) or its choices (400 OPTION_CHOICE_INVALID). */
function menuChanged(error: unknown): boolean {
  return isSoldOutRefusal(error) || (error instanceof ApiError && error.code === 'OPTION_CHOICE_INVALID');
}

/**
 * SPEC §2 cart → POST /orders; offline (SPEC §4) → IndexedDB queue, cart cleared, back to the menu.
 * A dish sold out meanwhile, or whose choices changed, calls `onMenuChanged`, so the cart can mark it.
 */
export function usePlaceOrder(slug: string, clearCart: () => void, onMenuChanged?: () => void) {
  const navigate = useNavigate();
  const draft = useRef<OrderDraft | null>(null);

  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const send = async ({ lines, ...place }: PlaceOrderInput): Promise<PlaceOrderResult> => {
    const current = nextDraft(draft.current, orderBody(lines, place));
    draft.current = current;
    try {
      const created = await createCustomerOrder(slug, current.body, current.idempotencyKey);
      return { kind: 'created', created, body: current.body };
    } catch (failure) {
      if (!isNetworkFailure(failure)) throw failure;
      const queue = await import('../offline/offline-queue');
      await queue.queueOrder(
        { tenantSlug: slug, body: current.body, idempotencyKey: current.idempotencyKey },
        offlineSyncReporter,
      );
      return { kind: 'queued', body: current.body, orderId: current.body._id };
    }
  };

  const finish = (result: PlaceOrderResult) => {
    draft.current = null;
    clearCart();
    // The next order's table is this one's; a takeaway's name is not a table.
    if (result.body.type !== 'TAKEAWAY') writeLocalText(lastTableKey(slug), result.body.table);
    if (result.kind === 'queued') {
      const state: OfflineNoticeState = { offlineOrder: true, orderId: result.orderId };
      navigate(`/${slug}/menu`, { state });
      return;
    }
    const { order, token } = result.created;
    writeLocalText(lastOrderKey(slug), order._id);
    navigate(orderTrackPath(slug, { orderId: order._id, token, table: order.table }));
  };

  const mutate = (input: PlaceOrderInput) => {
    setSending(true);
    setError(null);
    send(input).then(
      (result) => {
        setSending(false);
        finish(result);
      },
      (failure: unknown) => {
        setSending(false);
        setError(failure);
        if (menuChanged(failure)) onMenuChanged?.();
      },
    );
  };

  return { mutate, isPending: sending, isError: error !== null, error };
}
