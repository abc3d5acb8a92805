import { optionsText } from '@meja/shared/menu-options';
import type { Order } from '@meja/shared/contracts/orders';
import { canVoidPaidOrder } from '@meja/shared/order-transitions';
import { formatRupiah } from '@meja/shared/money';
import type { Role } from '@meja/shared/roles';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { formatDateTime } from '../../../lib/local-date';
import { KitchenStatusBadge, PaymentStatusBadge } from './order-badges';
import { shortId } from '../../../lib/short-id';
import { ordersMessages } from './orders-messages';
import { useUnconfirmQuestion } from './unconfirm-dialog';
import { useOrderActions } from './use-order-actions';
import { params } from '@nanostores/i18n';
import { Fragment, useState } from 'react';
import { receiptChargeLines, receiptDiscounts } from '../../../components/receipt/receipt-model';
import { receiptMessages } from '../../../components/receipt/receipt-messages';
import { OrderTypeTag } from './order-type-tag';
import { VoidDialog } from './void-dialog';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const orderDetailDialogMessages = i18n('admin/orders/order-detail-dialog', {
  detailPesanan: 'Detail pesanan',
  tutup: 'Tutup',
  pesanan: params('Pesanan #{value}'),
  membatalkan: 'Membatalkan...',
  batalkanPesanan: 'Batalkan pesanan',
  id: 'ID',
  meja: 'Meja',
  status: 'Status',
  ready: 'READY: ',
  ya: 'ya',
  belum: 'belum',
  confirmed: ' · Confirmed: ',
  pembayaran: 'Pembayaran',
  total: 'Total',
  subtotal: '(subtotal ',
  /** Between the subtotal and each charge: '(subtotal Rp 56.000 · PB1 10% Rp 5.600)'. */
  chargeSeparator: ' · ',
  waktu: 'Waktu',
  item: 'Item',
  x: 'x',
  catatan: 'Catatan:',
  detailFailed: 'Gagal memuat detail.',
  cancelQuestion: 'Batalkan pesanan ini? Pesanan tidak dapat diproses lagi.',
});

interface OrderDetailDialogProps {
  tenantSlug: string;
  role: Role;
  /** Null when the order is not (or no longer) in the list. */
  order: Order | null;
  onClose: () => void;
}

/** SPEC §2: id, table, status with READY/Confirmed flags, payment, total, time, items; confirm for PENDING. */
export function OrderDetailDialog({ tenantSlug, role, order, onClose }: OrderDetailDialogProps) {
  const t = useMessages(orderDetailDialogMessages);
  if (!order) {
    return (
      <ModalDialog
        title={t.detailPesanan}
        onClose={onClose}
        actions={
          <Button variant="secondary" onClick={onClose}>
            {t.tutup}
          </Button>
        }
      >
        <ErrorMessage>{t.detailFailed}</ErrorMessage>
      </ModalDialog>
    );
  }
  return <OrderDetail tenantSlug={tenantSlug} role={role} order={order} onClose={onClose} />;
}

function OrderDetail({ tenantSlug, role, order, onClose }: OrderDetailDialogProps & { order: Order }) {
  const ordersTexts = useMessages(ordersMessages);
  const t = useMessages(orderDetailDialogMessages);
  const receiptTexts = useMessages(receiptMessages);
  const charges = receiptChargeLines(order, receiptTexts);
  // Issue 20: a line's discount under it, the bill's between the subtotal and the charges.
  const discounts = receiptDiscounts(order, receiptTexts);
  const minus = (amount: number) => receiptTexts.discountAmount({ amount: formatRupiah(amount) });
  const actions = useOrderActions(tenantSlug, order);
  const question = useUnconfirmQuestion(order, actions);
  const pending = order.status === 'PENDING';
  const paid = order.paymentStatus === 'COMPLETED';
  const mayCancel = order.status !== 'CANCELLED' && (!paid || canVoidPaidOrder(role));
  const [voiding, setVoiding] = useState(false);

  return (
    <ModalDialog
      title={t.pesanan({ value: shortId(order._id, 6) })}
      wide
      onClose={onClose}
      actions={
        <>
          {mayCancel ? (
            <Button
              variant="danger"
              className="sm:mr-auto"
              disabled={actions.busy}
              onClick={() => {
                actions.resetErrors();
                if (paid) {
                  setVoiding(true);
                  return;
                }
                if (!window.confirm(t.cancelQuestion)) return;
                actions.cancel.mutate(undefined);
              }}
            >
              {actions.cancel.isPending ? t.membatalkan : t.batalkanPesanan}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t.tutup}
          </Button>
          {pending ? (
            <Button
              variant={order.confirmed ? 'secondary' : 'primary'}
              disabled={actions.busy}
              loading={actions.confirm.isPending && !question.asking}
              onClick={() => {
                if (order.confirmed) {
                  question.ask();
                  return;
                }
                actions.resetErrors();
                actions.confirm.mutate(true);
              }}
            >
              {order.confirmed ? ordersTexts.unconfirm : ordersTexts.confirmOrder}
            </Button>
          ) : null}
        </>
      }
    >
      {question.dialog}
      {voiding ? (
        <VoidDialog
          order={order}
          pending={actions.cancel.isPending}
          error={actions.cancel.isError ? actions.error : null}
          onCancel={() => {
            setVoiding(false);
            actions.resetErrors();
          }}
          onVoid={(reason) => actions.cancel.mutate(reason, { onSuccess: () => setVoiding(false) })}
        />
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">{t.id}</dt>
        <dd className="font-mono break-all text-stone-900">{order._id}</dd>
        <dt className="text-stone-600">{t.meja}</dt>
        <dd className="font-semibold text-stone-900">
          {order.table}
          <OrderTypeTag order={order} />
        </dd>
        <dt className="text-stone-600">{t.status}</dt>
        <dd className="flex flex-wrap items-center gap-1.5">
          <span className="font-semibold text-stone-900">{order.status}</span>
          <KitchenStatusBadge order={order} />
          <span className="text-stone-700">
            {t.ready}
            {order.ready ? t.ya : t.belum} {t.confirmed}
            {order.confirmed ? t.ya : t.belum}
          </span>
        </dd>
        <dt className="text-stone-600">{t.pembayaran}</dt>
        <dd>
          <PaymentStatusBadge order={order} />
        </dd>
        <dt className="text-stone-600">{t.total}</dt>
        <dd className="font-semibold tabular-nums text-stone-900">
          {formatRupiah(order.grandTotal)}
          {charges.length > 0 || discounts.bill.length > 0 ? (
            <span className="font-normal text-stone-600">
              {' '}
              {t.subtotal}
              {formatRupiah(order.total)}
              {discounts.bill.map((discount) => (
                <span key={discount.label} className="text-green-800" data-detail-discount>
                  {t.chargeSeparator}
                  {discount.label} {minus(discount.amount)}
                </span>
              ))}
              {charges.map((charge) => (
                <Fragment key={charge.label}>
                  {t.chargeSeparator}
                  {charge.label} {formatRupiah(charge.amount)}
                </Fragment>
              ))}
              )
            </span>
          ) : null}
        </dd>
        <dt className="text-stone-600">{t.waktu}</dt>
        <dd className="text-stone-900">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </dd>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-stone-900">{t.item}</h3>
      <ul className="mt-1 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
        {order.items.map((item, index) => {
          const discount = discounts.byLine[index];
          return (
            <li key={`${item.menuItemId}-${index}`} className="flex justify-between gap-3 px-3 py-2">
              <span className="min-w-0 break-words">
                {item.name}{' '}
                <span className="font-semibold">
                  {t.x}
                  {item.qty}
                </span>
                {item.options.length > 0 ? (
                  <span className="block text-stone-600">{optionsText(item.options)}</span>
                ) : null}
                {item.note ? <span className="block text-stone-600">{item.note}</span> : null}
                {discount ? (
                  <span className="block text-green-800" data-detail-discount>
                    {discount.label} {minus(discount.amount)}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 tabular-nums">{formatRupiah(item.price * item.qty)}</span>
            </li>
          );
        })}
      </ul>
      {order.note ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span className="font-semibold">{t.catatan}</span> {order.note}
        </p>
      ) : null}
      {actions.error ? <ErrorMessage className="mt-3">{actions.error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
