import type { Order, OrderDiscount, OrderTracking } from '@meja/shared/contracts/orders';
import { optionsText } from '@meja/shared/menu-options';
import { formatRupiah } from '@meja/shared/money';
import { useStore } from '@nanostores/react';
import { locale } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { ChargeRows } from '../cart/charge-rows';
import { kitchenText, paymentText } from './status-texts';
import { orderMessages, type OrderTexts } from './tracking-messages';
import { MenuImage } from '../menu/menu-image';
import { orderTime, shortOrderId } from './order-time';

interface OrderDetailProps {
  tracking: Pick<OrderTracking, 'paymentStatus' | 'kitchenQueue'> & { order: Order };
  imageFor: (name: string) => string;
  timeZone: string | undefined;
}

function DiscountText({ t, discount }: { t: OrderTexts; discount: OrderDiscount | undefined }) {
  return discount ? (
    <span className="block text-sm text-(--diner-text)" data-line-discount>
      {t.discount({ reason: discount.reason })} {t.discountAmount({ amount: formatRupiah(discount.amount) })}
    </span>
  ) : null;
}

/** SPEC §2 tracking detail: kitchen status, payment, queue number, lines (options, note) with images, totals. */
export function OrderDetail({ tracking, imageFor, timeZone }: OrderDetailProps) {
  const t = useMessages(orderMessages);
  const visible = useStore(locale);
  const { order } = tracking;
  // Issue 20: a line's discount under it, the bill's after the subtotal.
  const discountOf = (line: number | null) => order.discounts.find((discount) => discount.line === line);
  const bill = discountOf(null);
  return (
    <article
      className="flex flex-col gap-4 rounded-xl border border-(--diner-border) bg-(--diner-surface) p-4"
      data-order-detail
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-(--diner-muted)">
        <span>
          {t.heading({ id: shortOrderId(order._id), time: orderTime(order.createdAt, timeZone, visible) })}
        </span>
        <span>
          {order.type === 'TAKEAWAY' ? t.takeaway({ name: order.table }) : t.table({ table: order.table })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 rounded-lg bg-(--diner-accent-soft) p-3 sm:col-span-1">
          <dt className="text-xs font-semibold uppercase text-(--diner-muted)">{t.kitchenStatus}</dt>
          <dd className="text-lg font-bold text-(--diner-accent-text)" data-kitchen-status>
            {kitchenText(t, order)}
          </dd>
        </div>
        <div className="rounded-lg bg-(--diner-surface-2) p-3">
          <dt className="text-xs font-semibold uppercase text-(--diner-muted)">{t.payment}</dt>
          <dd className="text-lg font-bold text-(--diner-text)">{paymentText(t, tracking.paymentStatus)}</dd>
        </div>
        <div className="rounded-lg bg-(--diner-surface-2) p-3">
          <dt className="text-xs font-semibold uppercase text-(--diner-muted)">{t.queueNumber}</dt>
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
              {line.options.length > 0 ? (
                <span
                  className="block text-sm text-(--diner-text) [overflow-wrap:anywhere]"
                  data-line-options
                >
                  {optionsText(line.options)}
                </span>
              ) : null}
              {line.note ? (
                <span className="block text-sm text-(--diner-muted)" data-line-note>
                  {line.note}
                </span>
              ) : null}
              <DiscountText t={t} discount={discountOf(index)} />
            </span>
            <span className="text-(--diner-text)">{formatRupiah(line.price * line.qty)}</span>
          </li>
        ))}
      </ul>
      {order.note ? (
        <p className="text-sm text-(--diner-muted)">
          {t.noteLabel} {order.note}
        </p>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-(--diner-border) pt-3 text-(--diner-text)">
        <ChargeRows
          settings={order}
          figures={{
            subtotal: order.total,
            serviceCharge: order.serviceCharge,
            tax: order.tax,
            total: order.grandTotal,
          }}
          totalClassName="font-bold"
        >
          {bill ? (
            <>
              <dt>{t.discount({ reason: bill.reason })}</dt>
              <dd className="text-right">{t.discountAmount({ amount: formatRupiah(bill.amount) })}</dd>
            </>
          ) : null}
        </ChargeRows>
      </dl>
    </article>
  );
}
