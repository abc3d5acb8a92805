import type { Order } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/button/button';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { CloseOrderDialog } from './close-order-dialog';
import { ConfirmControl } from './confirm-control';
import { ordersMessages } from './orders-messages';
import { KitchenStatusBadge, PaymentStatusBadge } from './order-badges';
import { closeState, formatOrderTime } from './order-display';
import { shortId } from '../../../lib/short-id';
import { useOrderActions } from './use-order-actions';
import { params } from '@nanostores/i18n';
import { OrderTypeTag } from './order-type-tag';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const orderRowMessages = i18n('admin/orders/order-row', {
  order: 'Order',
  detail: ' (detail)',
  meja: 'Meja',
  total: 'Total',
  dapur: 'Dapur',
  pembayaran: 'Pembayaran',
  order2: params('order {id6}'),
  waktu: 'Waktu',
  closed: 'CLOSED',
  close: 'CLOSE',
  order3: ' order ',
});

interface OrderRowProps {
  tenantSlug: string;
  order: Order;
  now: number;
  onOpenDetail: (id: string) => void;
}

/** One order: a table row on wide screens, a card on phones (same cells). */
export function OrderRow({ tenantSlug, order, now, onOpenDetail }: OrderRowProps) {
  const ordersTexts = useMessages(ordersMessages);
  const t = useMessages(orderRowMessages);
  const actions = useOrderActions(tenantSlug, order);
  const [closing, setClosing] = useState(false);
  const id6 = shortId(order._id, 6);
  const state = closeState(order);

  return (
    <TableRow tone="plain" className="grid grid-cols-2 gap-x-4 gap-y-2 p-4" data-order-id={order._id}>
      <TableCell align="middle" className="min-w-0 order-1">
        <CellLabel className="block">{t.order}</CellLabel>
        <button
          type="button"
          onClick={() => onOpenDetail(order._id)}
          className="-ml-1 inline-flex min-h-11 items-center rounded px-1 font-mono text-base font-bold text-(--tenant-accent-text) underline decoration-stone-300 underline-offset-4 hover:decoration-current xl:min-h-9"
        >
          #{id6}
          <span className="sr-only"> {t.detail}</span>
        </button>
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-3">
        <CellLabel className="block">{t.meja}</CellLabel>
        <p className="font-semibold text-stone-900 break-words">
          {order.table}
          <OrderTypeTag order={order} />
        </p>
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-2 text-right xl:text-right">
        <CellLabel className="block">{t.total}</CellLabel>
        <p className="font-semibold tabular-nums text-stone-900">{formatRupiah(order.grandTotal)}</p>
      </TableCell>
      <TableCell align="middle" split className="min-w-0 order-5">
        <CellLabel className="block">{t.dapur}</CellLabel>
        <p>
          <KitchenStatusBadge order={order} />
        </p>
      </TableCell>
      <TableCell align="middle" split className="min-w-0 order-6">
        <CellLabel className="block">{t.pembayaran}</CellLabel>
        <p>
          <PaymentStatusBadge order={order} />
        </p>
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-7">
        {order.status === 'PENDING' ? (
          <ConfirmControl order={order} actions={actions} context={t.order2({ id6 })} />
        ) : (
          <p className="flex min-h-11 items-center text-sm text-stone-600 xl:min-h-0">
            {order.confirmed ? ordersTexts.confirmed : '–'}
          </p>
        )}
      </TableCell>
      <TableCell align="middle" className="min-w-0 order-4 text-right xl:text-left">
        <CellLabel className="block">{t.waktu}</CellLabel>
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
            {state === 'closed' ? t.closed : t.close}
            <span className="sr-only">
              {' '}
              {t.order3}
              {id6}
            </span>
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
