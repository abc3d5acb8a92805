import type { Order } from '@meja/shared/contracts/orders';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const orderTypeTagMessages = i18n('admin/orders/order-type-tag', {
  takeaway: 'Bawa pulang',
});

/** 'Bawa pulang' beside a takeaway's name (issue 20); nothing for an order eaten at its table. */
export function OrderTypeTag({ order }: { order: Pick<Order, 'type'> }) {
  const t = useMessages(orderTypeTagMessages);
  if (order.type !== 'TAKEAWAY') return null;
  return (
    <span
      className="mt-0.5 block w-fit rounded-md bg-amber-100 px-1.5 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset"
      data-takeaway
    >
      {t.takeaway}
    </span>
  );
}
