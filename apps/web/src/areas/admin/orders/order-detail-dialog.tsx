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
import { ORDERS_MESSAGES as M } from './orders-messages';
import { useUnconfirmQuestion } from './unconfirm-dialog';
import { useOrderActions } from './use-order-actions';

export const DETAIL_FAILED = 'Gagal memuat detail.';
export const CANCEL_ORDER_QUESTION = 'Batalkan pesanan ini? Pesanan tidak dapat diproses lagi.';
export const VOID_ORDER_QUESTION =
  'Pesanan ini sudah dibayar. Batalkan dan kembalikan pembayarannya (stok bahan dikembalikan)?';

interface OrderDetailDialogProps {
  tenantSlug: string;
  role: Role;
  /** Null when the order is not (or no longer) in the list. */
  order: Order | null;
  onClose: () => void;
}

/** SPEC §2: id, table, status with READY/Confirmed flags, payment, total, time, items; confirm for PENDING. */
export function OrderDetailDialog({ tenantSlug, role, order, onClose }: OrderDetailDialogProps) {
  if (!order) {
    return (
      <ModalDialog
        title="Detail pesanan"
        onClose={onClose}
        actions={
          <Button variant="secondary" onClick={onClose}>
            Tutup
          </Button>
        }
      >
        <ErrorMessage>{DETAIL_FAILED}</ErrorMessage>
      </ModalDialog>
    );
  }
  return <OrderDetail tenantSlug={tenantSlug} role={role} order={order} onClose={onClose} />;
}

function OrderDetail({ tenantSlug, role, order, onClose }: OrderDetailDialogProps & { order: Order }) {
  const actions = useOrderActions(tenantSlug, order);
  const question = useUnconfirmQuestion(order, actions);
  const pending = order.status === 'PENDING';
  const paid = order.paymentStatus === 'COMPLETED';
  const mayCancel = order.status !== 'CANCELLED' && (!paid || canVoidPaidOrder(role));

  return (
    <ModalDialog
      title={`Pesanan #${shortId(order._id, 6)}`}
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
                if (!window.confirm(paid ? VOID_ORDER_QUESTION : CANCEL_ORDER_QUESTION)) return;
                actions.resetErrors();
                actions.cancel.mutate();
              }}
            >
              {actions.cancel.isPending ? 'Membatalkan...' : 'Batalkan pesanan'}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Tutup
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
              {order.confirmed ? M.unconfirm : M.confirmOrder}
            </Button>
          ) : null}
        </>
      }
    >
      {question.dialog}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">ID</dt>
        <dd className="font-mono break-all text-stone-900">{order._id}</dd>
        <dt className="text-stone-600">Meja</dt>
        <dd className="font-semibold text-stone-900">{order.table}</dd>
        <dt className="text-stone-600">Status</dt>
        <dd className="flex flex-wrap items-center gap-1.5">
          <span className="font-semibold text-stone-900">{order.status}</span>
          <KitchenStatusBadge order={order} />
          <span className="text-stone-700">
            READY: {order.ready ? 'ya' : 'belum'} · Confirmed: {order.confirmed ? 'ya' : 'belum'}
          </span>
        </dd>
        <dt className="text-stone-600">Pembayaran</dt>
        <dd>
          <PaymentStatusBadge order={order} />
        </dd>
        <dt className="text-stone-600">Total</dt>
        <dd className="font-semibold tabular-nums text-stone-900">
          {formatRupiah(order.grandTotal)}
          {order.tax !== 0 ? (
            <span className="font-normal text-stone-600">
              {' '}
              (subtotal {formatRupiah(order.total)} + PPN {formatRupiah(order.tax)})
            </span>
          ) : null}
        </dd>
        <dt className="text-stone-600">Waktu</dt>
        <dd className="text-stone-900">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </dd>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-stone-900">Item</h3>
      <ul className="mt-1 divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
        {order.items.map((item, index) => (
          <li key={`${item.menuItemId}-${index}`} className="flex justify-between gap-3 px-3 py-2">
            <span className="min-w-0 break-words">
              {item.name} <span className="font-semibold">x{item.qty}</span>
            </span>
            <span className="shrink-0 tabular-nums">{formatRupiah(item.price * item.qty)}</span>
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span className="font-semibold">Catatan:</span> {order.note}
        </p>
      ) : null}
      {actions.error ? <ErrorMessage className="mt-3">{actions.error}</ErrorMessage> : null}
    </ModalDialog>
  );
}
