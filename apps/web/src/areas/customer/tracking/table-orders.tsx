import type { Order, OrderTracking } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import { isClosed } from '@meja/shared/order-status';
import { useStore } from '@nanostores/react';
import { locale } from '../../../i18n/locale';
import { useMessages } from '../../../i18n/use-messages';
import { listText, paymentText } from './status-texts';
import { orderMessages } from './tracking-messages';
import { orderTime, shortOrderId } from './order-time';

interface TableOrdersProps {
  items: { order: Order; paymentStatus: OrderTracking['paymentStatus'] }[];
  /** The order shown above, left out of the list. */
  currentId: string | null;
  timeZone: string | undefined;
}

/** SPEC §2: the table's other orders that are not closed (4-char id, status, payment, time, total). */
export function TableOrders({ items, currentId, timeZone }: TableOrdersProps) {
  const t = useMessages(orderMessages);
  const visible = useStore(locale);
  const open = items.filter((item) => item.order._id !== currentId && !isClosed(item.order));
  if (open.length === 0) return null;
  return (
    <section
      aria-labelledby="table-orders-title"
      className="rounded-xl border border-(--diner-border) bg-(--diner-surface) p-4"
    >
      <h2 id="table-orders-title" className="mb-3 text-lg font-bold text-(--diner-text)">
        {t.otherOrders}
      </h2>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="table-orders-title">
        <table className="w-full text-left text-sm" data-table-orders>
          <thead className="text-(--diner-muted)">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t.columnId}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t.columnStatus}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t.columnTime}
              </th>
              <th scope="col" className="py-2 text-right">
                {t.columnTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {open.map(({ order, paymentStatus }) => (
              <tr key={order._id} className="border-t border-(--diner-border) align-top">
                <td className="py-2 pr-3 font-mono">{shortOrderId(order._id)}</td>
                <td className="py-2 pr-3">
                  <span className="block">{listText(t, order)}</span>
                  <span className="block text-(--diner-muted)">{paymentText(t, paymentStatus)}</span>
                </td>
                <td className="py-2 pr-3">{orderTime(order.createdAt, timeZone, visible)}</td>
                <td className="whitespace-nowrap py-2 text-right">{formatRupiah(order.grandTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
