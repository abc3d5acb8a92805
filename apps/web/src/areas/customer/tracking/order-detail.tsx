import type { Order, OrderTracking } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { customerKitchenText, PAYMENT_STATUS_LABELS } from '@meja/shared/order-status';
import { taxLabel } from '@meja/shared/tax';
import { MenuImage } from '../menu/menu-image';
import { orderTime, shortOrderId } from './order-time';

interface OrderDetailProps {
  tracking: Pick<OrderTracking, 'paymentStatus' | 'kitchenQueue'> & { order: Order };
  imageFor: (name: string) => string;
  timeZone: string | undefined;
}

/** SPEC §2 tracking detail: kitchen status, payment, queue number, lines with images, totals. */
export function OrderDetail({ tracking, imageFor, timeZone }: OrderDetailProps) {
  const { order } = tracking;
  return (
    <article
      className="flex flex-col gap-4 rounded-xl border border-(--diner-border) bg-(--diner-surface) p-4"
      data-order-detail
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-(--diner-muted)">
        <span>
          Pesanan #{shortOrderId(order._id)} · {orderTime(order.createdAt, timeZone)}
        </span>
        <span>Meja {order.table}</span>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-lg bg-(--diner-accent-soft) p-3 sm:col-span-1">
          <dt className="text-xs font-semibold uppercase text-(--diner-muted)">Status dapur</dt>
          <dd className="text-lg font-bold text-(--diner-accent-text)" data-kitchen-status>
            {customerKitchenText(order)}
          </dd>
        </div>
        <div className="rounded-lg bg-(--diner-surface-2) p-3">
          <dt className="text-xs font-semibold uppercase text-(--diner-muted)">Pembayaran</dt>
          <dd className="text-lg font-bold text-(--diner-text)">
            {PAYMENT_STATUS_LABELS[tracking.paymentStatus]}
          </dd>
        </div>
        <div className="rounded-lg bg-(--diner-surface-2) p-3">
          <dt className="text-xs font-semibold uppercase text-(--diner-muted)">Nomor antrian</dt>
          <dd className="text-lg font-bold text-(--diner-text)">
            {tracking.kitchenQueue === null ? '—' : `#${tracking.kitchenQueue}`}
          </dd>
        </div>
      </dl>
      <ul className="flex flex-col gap-2">
        {order.items.map((line, index) => (
          <li key={`${line.menuItemId}-${index}`} className="flex items-center gap-3">
            <div className="w-12 shrink-0 overflow-hidden rounded-md">
              <MenuImage url={imageFor(line.name)} size={48} />
            </div>
            <span className="min-w-0 flex-1 text-(--diner-text)">
              {line.qty} × {line.name}
            </span>
            <span className="text-(--diner-text)">{formatRupiah(line.price * line.qty)}</span>
          </li>
        ))}
      </ul>
      {order.note ? <p className="text-sm text-(--diner-muted)">Keterangan: {order.note}</p> : null}
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-(--diner-border) pt-3 text-(--diner-text)">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatRupiah(order.total)}</dd>
        <dt>{taxLabel(order.taxPercent)}</dt>
        <dd className="text-right">{formatRupiah(order.tax)}</dd>
        <dt className="font-bold">Total (incl. PPN)</dt>
        <dd className="text-right font-bold">{formatRupiah(order.grandTotal)}</dd>
      </dl>
    </article>
  );
}
