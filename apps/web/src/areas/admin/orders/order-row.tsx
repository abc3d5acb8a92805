import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { secondaryButtonClass } from '../../../components/button-classes';
import { CloseOrderDialog } from './close-order-dialog';
import { ConfirmControl } from './confirm-control';
import { ORDERS_MESSAGES } from './orders-messages';
import { KitchenStatusBadge, PaymentStatusBadge } from './order-badges';
import { closeState, formatOrderTime } from './order-display';
import { shortId } from '../../../lib/short-id';
import { ORDER_CELL, ORDER_CELL_LABEL, ORDER_ROW, ORDER_STATUS_CELL } from './order-table-classes';
import { useOrderActions } from './use-order-actions';

interface OrderRowProps {
  tenantSlug: string;
  order: Order;
  now: number;
  onOpenDetail: (id: string) => void;
}

/** One order: a table row on wide screens, a card on phones (same cells). */
export function OrderRow({ tenantSlug, order, now, onOpenDetail }: OrderRowProps) {
  const actions = useOrderActions(tenantSlug, order);
  const [closing, setClosing] = useState(false);
  const id6 = shortId(order._id, 6);
  const state = closeState(order);

  return (
    <tr className={ORDER_ROW} data-order-id={order._id}>
      <td className={`${ORDER_CELL} order-1`}>
        <span className={ORDER_CELL_LABEL}>Order</span>
        <button
          type="button"
          onClick={() => onOpenDetail(order._id)}
          className="-ml-1 inline-flex min-h-11 items-center rounded px-1 font-mono text-base font-bold text-(--tenant-accent-text) underline decoration-stone-300 underline-offset-4 hover:decoration-current xl:min-h-9"
        >
          #{id6}
          <span className="sr-only"> (detail)</span>
        </button>
      </td>
      <td className={`${ORDER_CELL} order-3`}>
        <span className={ORDER_CELL_LABEL}>Meja</span>
        <p className="font-semibold text-stone-900 break-words">{order.table}</p>
      </td>
      <td className={`${ORDER_CELL} order-2 text-right xl:text-right`}>
        <span className={ORDER_CELL_LABEL}>Total</span>
        <p className="font-semibold tabular-nums text-stone-900">{formatRupiah(order.grandTotal)}</p>
      </td>
      <td className={`${ORDER_STATUS_CELL} order-5`}>
        <span className={ORDER_CELL_LABEL}>Dapur</span>
        <p>
          <KitchenStatusBadge order={order} />
        </p>
      </td>
      <td className={`${ORDER_STATUS_CELL} order-6`}>
        <span className={ORDER_CELL_LABEL}>Pembayaran</span>
        <p>
          <PaymentStatusBadge order={order} />
        </p>
      </td>
      <td className={`${ORDER_CELL} order-7`}>
        {order.status === 'PENDING' ? (
          <ConfirmControl order={order} actions={actions} context={`order ${id6}`} />
        ) : (
          <p className="flex min-h-11 items-center text-sm text-stone-600 xl:min-h-0">
            {order.confirmed ? ORDERS_MESSAGES.confirmed : '–'}
          </p>
        )}
      </td>
      <td className={`${ORDER_CELL} order-4 text-right xl:text-left`}>
        <span className={ORDER_CELL_LABEL}>Waktu</span>
        <p className="tabular-nums text-stone-800">
          <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt, now)}</time>
        </p>
      </td>
      <td className={`${ORDER_CELL} order-8`}>
        {state === 'cancelled' ? (
          <p className="flex min-h-11 items-center text-sm text-stone-600 xl:min-h-0">–</p>
        ) : (
          <button
            type="button"
            className={`${secondaryButtonClass} w-full font-bold xl:w-auto`}
            disabled={state === 'closed' || actions.busy}
            onClick={() => {
              actions.resetErrors();
              setClosing(true);
            }}
          >
            {state === 'closed' ? 'CLOSED' : 'CLOSE'}
            <span className="sr-only"> order {id6}</span>
          </button>
        )}
        {actions.error && !closing ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {actions.error}
          </p>
        ) : null}
        {closing
          ? createPortal(
              <CloseOrderDialog
                order={order}
                pending={actions.close.isPending}
                error={actions.close.isError ? actions.error : null}
                onCancel={() => {
                  setClosing(false);
                  actions.resetErrors();
                }}
                onConfirm={() => actions.close.mutate(undefined, { onSuccess: () => setClosing(false) })}
              />,
              document.body,
            )
          : null}
      </td>
    </tr>
  );
}
