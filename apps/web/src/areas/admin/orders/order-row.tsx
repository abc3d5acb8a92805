import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/button/button';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { CloseOrderDialog } from './close-order-dialog';
import { ConfirmControl } from './confirm-control';
import { ORDERS_MESSAGES } from './orders-messages';
import { KitchenStatusBadge, PaymentStatusBadge } from './order-badges';
import { closeState, formatOrderTime } from './order-display';
import { shortId } from '../../../lib/short-id';
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
    <TableRow tone="plain" className="grid grid-cols-2 gap-x-4 gap-y-2 p-4" data-order-id={order._id}>
      <TableCell align="middle" className="min-w-0 order-1">
        <CellLabel className="block">Order</CellLabel>
        <button
          type="button"
          onClick={() => onOpenDetail(order._id)}
          className="-ml-1 inline-flex min-h-11 items-center rounded px-1 font-mono text-base font-bold text-(--tenant-accent-text) underline decoration-stone-300 underline-offset-4 hover:decoration-current xl:min-h-9"
        >
          #{id6}
          <span className="sr-only"> (detail)</span>
        </button>
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-3">
        <CellLabel className="block">Meja</CellLabel>
        <p className="font-semibold text-stone-900 break-words">{order.table}</p>
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-2 text-right xl:text-right">
        <CellLabel className="block">Total</CellLabel>
        <p className="font-semibold tabular-nums text-stone-900">{formatRupiah(order.grandTotal)}</p>
      </TableCell>
      <TableCell align="middle" split className="min-w-0 order-5">
        <CellLabel className="block">Dapur</CellLabel>
        <p>
          <KitchenStatusBadge order={order} />
        </p>
      </TableCell>
      <TableCell align="middle" split className="min-w-0 order-6">
        <CellLabel className="block">Pembayaran</CellLabel>
        <p>
          <PaymentStatusBadge order={order} />
        </p>
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-7">
        {order.status === 'PENDING' ? (
          <ConfirmControl order={order} actions={actions} context={`order ${id6}`} />
        ) : (
          <p className="flex min-h-11 items-center text-sm text-stone-600 xl:min-h-0">
            {order.confirmed ? ORDERS_MESSAGES.confirmed : '–'}
          </p>
        )}
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-4 text-right xl:text-left">
        <CellLabel className="block">Waktu</CellLabel>
        <p className="tabular-nums text-stone-800">
          <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt, now)}</time>
        </p>
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-8">
        {state === 'cancelled' ? (
          <p className="flex min-h-11 items-center text-sm text-stone-600 xl:min-h-0">–</p>
        ) : (
          <Button
            variant="secondary"
            className="w-full font-bold xl:w-auto"
            disabled={state === 'closed' || actions.busy}
            onClick={() => {
              actions.resetErrors();
              setClosing(true);
            }}
          >
            {state === 'closed' ? 'CLOSED' : 'CLOSE'}
            <span className="sr-only"> order {id6}</span>
          </Button>
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
      </TableCell>
    </TableRow>
  );
}
