import type { Order, OrderTracking } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { customerKitchenText, PAYMENT_STATUS_LABELS } from '@meja/shared/order-status';
import { taxLabel } from '@meja/shared/tax';
import { MenuImage } from './menu-image';
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
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4"
      data-order-detail
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-stone-700">
        <span>
          Pesanan #{shortOrderId(order._id)} · {orderTime(order.createdAt, timeZone)}
        </span>
        <span>Meja {order.table}</span>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-lg bg-(--tenant-accent-soft) p-3 sm:col-span-1">
          <dt className="text-xs font-semibold uppercase text-stone-700">Status dapur</dt>
          <dd className="text-lg font-bold text-(--tenant-accent-text)" data-kitchen-status>
            {customerKitchenText(order)}
          </dd>
        </div>
        <div className="rounded-lg bg-stone-100 p-3">
          <dt className="text-xs font-semibold uppercase text-stone-700">Pembayaran</dt>
          <dd className="text-lg font-bold text-stone-900">
            {PAYMENT_STATUS_LABELS[tracking.paymentStatus]}
          </dd>
        </div>
        <div className="rounded-lg bg-stone-100 p-3">
          <dt className="text-xs font-semibold uppercase text-stone-700">Nomor antrian</dt>
          <dd className="text-lg font-bold text-stone-900">
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
            <span className="min-w-0 flex-1 text-stone-900">
              {line.qty} × {line.name}
            </span>
            <span className="text-stone-800">{formatRupiah(line.price * line.qty)}</span>
          </li>
        ))}
      </ul>
      {order.note ? <p className="text-sm text-stone-700">Keterangan: {order.note}</p> : null}
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-stone-200 pt-3 text-stone-800">
        <dt>Subtotal</dt>
        <dd className="text-right">{formatRupiah(order.total)}</dd>
        <dt>{taxLabel(order.taxPercent)}</dt>
        <dd className="text-right">{formatRupiah(order.tax)}</dd>
        <dt className="font-bold text-stone-900">Total (incl. PPN)</dt>
        <dd className="text-right font-bold text-stone-900">{formatRupiah(order.grandTotal)}</dd>
      </dl>
    </article>
  );
}
