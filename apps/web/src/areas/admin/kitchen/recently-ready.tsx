import { useMessages } from '../../../i18n/use-messages';
import type { Order } from '@meja/shared/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { messageOf } from '../../../api/api-error';
import { setOrderReady } from '../../../api/orders-api';
import { Button } from '../../../components/button/button';
import { shortId } from '../../../lib/short-id';
import { formatOrderTime } from '../orders/order-display';
import { useFloorCache } from '../orders/use-staff-orders';
import { kitchenMessages, kitchenTitle } from './kitchen-messages';

interface RecentlyReadyProps {
  tenantSlug: string;
  orders: readonly Order[];
  now: number;
}

/**
 * Cards marked READY leave the queue (issue 12: the kitchen shows what is still to cook); the last
 * minutes' stay here, small, with Undo READY for a wrong tap (SPEC §2).
 */
export function RecentlyReady({ tenantSlug, orders, now }: RecentlyReadyProps) {
  const kitchenTexts = useMessages(kitchenMessages);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="recently-ready-title" className="mt-8">
      <h2 id="recently-ready-title" className="text-lg font-bold text-stone-900">
        {kitchenTexts.recentTitle}
      </h2>
      <p className="text-sm text-stone-600">{kitchenTexts.recentHint}</p>
      <ul className="mt-2 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {orders.map((order) => (
          <RecentRow key={order._id} tenantSlug={tenantSlug} order={order} now={now} />
        ))}
      </ul>
    </section>
  );
}

function RecentRow({ tenantSlug, order, now }: { tenantSlug: string; order: Order; now: number }) {
  const kitchenTexts = useMessages(kitchenMessages);
  const cache = useFloorCache(tenantSlug);
  const undo = useMutation({
    mutationFn: () => setOrderReady(tenantSlug, order._id, false),
    onSuccess: (updated) => cache.replaceOrder(updated),
  });
  const title = kitchenTitle(order);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-recently-ready={order._id}>
      <div className="min-w-0 flex-1">
        <p className="font-bold break-words text-stone-900">
          {title}{' '}
          <span className="font-mono text-sm font-normal text-stone-600">#{shortId(order._id, 6)}</span>
        </p>
        <p className="text-sm text-stone-700">
          {order.readyAt ? kitchenTexts.readyAt({ time: formatOrderTime(order.readyAt, now) }) : null}
          {order.paymentStatus === 'COMPLETED' ? ` · ${kitchenTexts.paid}` : ''}
        </p>
        {undo.isError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {messageOf(undo.error, kitchenTexts.saveFailed)}
          </p>
        ) : null}
      </div>
      <Button
        loading={undo.isPending}
        context={title}
        onClick={() => undo.mutate()}
        className="inline-flex min-h-11 items-center rounded-lg border-2 border-stone-400 bg-white px-3 font-bold text-stone-900 hover:bg-stone-100 disabled:cursor-wait disabled:opacity-60"
      >
        {kitchenTexts.undo}
      </Button>
    </li>
  );
}
