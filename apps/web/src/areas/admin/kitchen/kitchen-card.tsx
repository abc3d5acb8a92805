import { optionsText } from '@meja/shared/menu-options';
import type { Order } from '@meja/shared/contracts/orders';
import { isPriority } from '@meja/shared/kitchen-sort';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { setOrderReady } from '../../../api/orders-api';
import { Button } from '../../../components/button/button';
import { formatOrderTime, isLate, minutesWaiting } from '../orders/order-display';
import { shortId } from '../../../lib/short-id';
import { useFloorCache } from '../orders/use-staff-orders';
import { prefersReducedMotion } from '../../../lib/use-reduced-motion';
import { kitchenMessages, kitchenTitle } from './kitchen-messages';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const kitchenCardMessages = i18n('admin/kitchen/kitchen-card', {
  antrian: params('Antrian {position}'),
  prioritas: 'PRIORITAS',
  menit: ' menit',
  terlambat: ' · TERLAMBAT',
  x: 'x',
  catatan: 'Catatan:',
  ready: 'READY',
});

/** SPEC §9: the card drops away for about 0.7 s before the update. */
export const CARD_EXIT_MS = 700;

interface KitchenCardProps {
  tenantSlug: string;
  order: Order;
  position: number;
  now: number;
}

/** One confirmed order on the kitchen display: readable from two metres, big READY button. */
export function KitchenCard({ tenantSlug, order, position, now }: KitchenCardProps) {
  const kitchenTexts = useMessages(kitchenMessages);
  const t = useMessages(kitchenCardMessages);
  const cache = useFloorCache(tenantSlug);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const ready = useMutation({
    mutationFn: (next: boolean) => setOrderReady(tenantSlug, order._id, next),
    onSuccess: (updated) => cache.replaceOrder(updated),
    onSettled: () => setLeaving(false),
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function toggle(): void {
    const next = !order.ready;
    ready.reset();
    if (prefersReducedMotion()) {
      ready.mutate(next);
      return;
    }
    setLeaving(true);
    timer.current = window.setTimeout(() => ready.mutate(next), CARD_EXIT_MS);
  }

  const waited = minutesWaiting(order.createdAt, now);
  const late = isLate(waited) && !order.ready;
  const priority = isPriority(order);
  const busy = leaving || ready.isPending;
  const titleId = `kitchen-card-${order._id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-kitchen-order={order._id}
      className={`flex flex-col gap-3 rounded-2xl border-2 p-4 shadow-sm transition duration-700 ease-in motion-reduce:transition-none sm:p-5 ${
        order.ready
          ? 'border-green-600 bg-green-50'
          : priority
            ? 'border-red-600 bg-white'
            : 'border-stone-300 bg-white'
      } ${leaving ? 'translate-y-10 scale-95 opacity-0' : ''}`}
    >
      <header className="flex items-start gap-3">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-stone-900 text-2xl font-black text-white"
          aria-label={t.antrian({ position })}
        >
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-2xl font-black break-words text-stone-950 sm:text-3xl">
            {kitchenTitle(order)}
          </h2>
          <p className="font-mono text-base text-stone-700">
            <span className="sm:hidden">#{shortId(order._id, 6)}</span>
            <span className="hidden sm:inline">#{shortId(order._id, 8)}</span>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {order.type === 'TAKEAWAY' ? (
            <span
              className="rounded-md bg-amber-300 px-2 py-1 text-sm font-black tracking-wide text-amber-950"
              data-takeaway
            >
              {kitchenTexts.takeaway}
            </span>
          ) : null}
          {priority ? (
            <span className="rounded-md bg-red-700 px-2 py-1 text-sm font-black tracking-wide text-white">
              {t.prioritas}
            </span>
          ) : null}
          {order.paymentStatus === 'COMPLETED' ? (
            <span className="rounded-md bg-stone-200 px-2 py-1 text-sm font-bold text-stone-900">
              {kitchenTexts.paid}
            </span>
          ) : null}
        </div>
      </header>

      <p className="flex flex-wrap items-center gap-2 text-lg text-stone-800">
        <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt, now)}</time>
        <span
          className={`rounded-md px-2 py-0.5 font-bold ${late ? 'bg-red-100 text-red-900 ring-2 ring-red-600' : 'bg-stone-100 text-stone-800'}`}
        >
          {waited} {t.menit}
          {late ? t.terlambat : ''}
        </span>
      </p>

      <ul className="space-y-1 text-xl font-semibold text-stone-950 sm:text-2xl">
        {order.items.map((item, index) => (
          <li key={`${item.menuItemId}-${index}`} className="break-words">
            {item.name}{' '}
            <span className="font-black">
              {t.x}
              {item.qty}
            </span>
            {item.options.length > 0 ? (
              <span className="block text-lg font-bold text-stone-700" data-line-options>
                {optionsText(item.options)}
              </span>
            ) : null}
            {item.note ? (
              <span
                className="mt-0.5 block w-fit rounded-md bg-amber-100 px-2 py-0.5 text-lg font-bold text-amber-950"
                data-line-note
              >
                {item.note}
              </span>
            ) : null}
          </li>
        ))}
      </ul>

      {order.note ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-lg text-amber-950">
          <span className="font-bold">{t.catatan}</span> {order.note}
        </p>
      ) : null}

      <Button
        disabled={busy}
        loading={ready.isPending}
        context={kitchenTitle(order)}
        onClick={toggle}
        className={`mt-auto inline-flex min-h-16 w-full items-center justify-center rounded-xl px-4 text-xl font-black transition-colors disabled:cursor-wait disabled:opacity-60 ${
          order.ready
            ? 'border-2 border-stone-400 bg-white text-stone-900 hover:bg-stone-100'
            : 'bg-green-700 text-white hover:bg-green-800'
        }`}
      >
        {order.ready ? kitchenTexts.undo : t.ready}
      </Button>
      {ready.isError ? (
        <p role="alert" className="text-base font-semibold text-red-700">
          {messageOf(ready.error, kitchenTexts.saveFailed)}
        </p>
      ) : null}
    </article>
  );
}
