import { optionsText } from '@meja/shared/menu-options';
import type { Order } from '@meja/shared/contracts/orders';
import { isPriority } from '@meja/shared/kitchen-sort';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { setOrderReady } from '../../../api/orders-api';
import { Button } from '../../../components/button/button';
import { formatOrderTime } from '../orders/order-display';
import {
  ticketAge,
  ticketLevel,
  type KitchenAlarmSettings,
  type TicketLevel,
} from '@meja/shared/kitchen-alarms';
import { shortId } from '../../../lib/short-id';
import { useFloorCache } from '../orders/use-staff-orders';
import { prefersReducedMotion } from '../../../lib/use-reduced-motion';
import { kitchenMessages, kitchenTitle } from './kitchen-messages';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { PrinterIcon } from './printer-panel';
import { ticketMessages } from './ticket-messages';

export const kitchenCardMessages = i18n('admin/kitchen/kitchen-card', {
  antrian: params('Antrian {position}'),
  prioritas: 'PRIORITAS',
  menit: ' menit',
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
  /** When the card turns amber and red (the restaurant's minutes, issue 21). */
  alarms: KitchenAlarmSettings;
  /** Just arrived: the card flashes. */
  flash?: boolean;
  /** Gives the screen this card's READY for a bump bar's key (null when the card goes). */
  registerBump?: (orderId: string, bump: (() => void) | null) => void;
  /** 'Cetak tiket' (issue 21): prints the card's ticket; absent without a printer on this device. */
  onPrintTicket?: () => Promise<void>;
}

/** The card's frame and its age's badge at each level (issue 21: amber, then red). */
const LEVEL_STYLES: Record<TicketLevel, { card: string; age: string }> = {
  fresh: { card: 'border-stone-300 bg-white', age: 'bg-stone-100 text-stone-800' },
  amber: { card: 'border-amber-500 bg-amber-50', age: 'bg-amber-300 text-amber-950' },
  red: { card: 'border-red-600 bg-red-50', age: 'bg-red-700 text-white' },
};

/** One confirmed order on the kitchen display: readable from two metres, big READY button. */
export function KitchenCard({
  tenantSlug,
  order,
  position,
  now,
  alarms,
  flash = false,
  registerBump,
  onPrintTicket,
}: KitchenCardProps) {
  const kitchenTexts = useMessages(kitchenMessages);
  const t = useMessages(kitchenCardMessages);
  const ticketTexts = useMessages(ticketMessages);
  const cache = useFloorCache(tenantSlug);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const ready = useMutation({
    mutationFn: (next: boolean) => setOrderReady(tenantSlug, order._id, next),
    onSuccess: (updated) => cache.replaceOrder(updated),
    onSettled: () => setLeaving(false),
  });

  const printing = useMutation({
    mutationFn: () => onPrintTicket?.() ?? Promise.resolve(),
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

  const waited = ticketAge(order, now);
  const level = order.ready ? 'fresh' : ticketLevel(waited, alarms);
  const priority = isPriority(order);
  const busy = leaving || ready.isPending;
  const bump = useEffectEvent(() => {
    if (!busy && !order.ready) toggle();
  });
  // Registered once per card: `bump` always acts on its latest state.
  useEffect(() => {
    if (!registerBump) return;
    registerBump(order._id, () => bump());
    return () => registerBump(order._id, null);
  }, [order._id, registerBump]);
  const titleId = `kitchen-card-${order._id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-kitchen-order={order._id}
      data-level={level}
      data-new={flash ? 'true' : undefined}
      className={`flex flex-col gap-3 rounded-2xl border-2 p-4 shadow-sm transition duration-700 ease-in motion-reduce:transition-none sm:p-5 ${
        order.ready
          ? 'border-green-600 bg-green-50'
          : level === 'fresh' && priority
            ? 'border-red-600 bg-white'
            : LEVEL_STYLES[level].card
      } ${flash ? 'ring-4 ring-sky-500 motion-safe:animate-pulse' : ''} ${leaving ? 'translate-y-10 scale-95 opacity-0' : ''}`}
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
          {flash ? (
            <span className="rounded-md bg-sky-600 px-2 py-1 text-sm font-black tracking-wide text-white">
              {kitchenTexts.newOrder}
            </span>
          ) : null}
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
        <time dateTime={order.confirmedAt ?? order.createdAt}>
          {formatOrderTime(order.confirmedAt ?? order.createdAt, now)}
        </time>
        <span className={`rounded-md px-2 py-0.5 font-bold ${LEVEL_STYLES[level].age}`} data-card-age>
          {waited} {t.menit}
          {level === 'red' ? kitchenTexts.red : level === 'amber' ? kitchenTexts.amber : ''}
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

      <div className="mt-auto flex gap-2">
        {onPrintTicket ? (
          <PrintTicketButton
            title={kitchenTitle(order)}
            busy={printing.isPending}
            onPrint={() => printing.mutate()}
          />
        ) : null}
        <Button
          disabled={busy}
          loading={ready.isPending}
          context={kitchenTitle(order)}
          onClick={toggle}
          className={`inline-flex min-h-16 min-w-0 flex-1 items-center justify-center rounded-xl px-4 text-xl font-black transition-colors disabled:cursor-wait disabled:opacity-60 ${
            order.ready
              ? 'border-2 border-stone-400 bg-white text-stone-900 hover:bg-stone-100'
              : 'bg-green-700 text-white hover:bg-green-800'
          }`}
        >
          {order.ready ? kitchenTexts.undo : t.ready}
        </Button>
      </div>
      {ready.isError ? (
        <p role="alert" className="text-base font-semibold text-red-700">
          {messageOf(ready.error, kitchenTexts.saveFailed)}
        </p>
      ) : null}
      {printing.isError ? (
        <p role="alert" className="text-base font-semibold text-red-700">
          {ticketTexts.printFailed}
        </p>
      ) : null}
    </article>
  );
}

/** A card's 'Cetak tiket': its ticket on this device's printer, again when it printed before. */
function PrintTicketButton({ title, busy, onPrint }: { title: string; busy: boolean; onPrint: () => void }) {
  const t = useMessages(ticketMessages);
  return (
    <Button
      loading={busy}
      loadingLabel={t.printing}
      context={title}
      onClick={onPrint}
      className="inline-flex min-h-16 shrink-0 items-center justify-center gap-2 rounded-xl border-2 border-stone-400 bg-white px-3 text-base font-bold text-stone-900 hover:bg-stone-100 disabled:cursor-wait disabled:opacity-60"
      data-print-ticket
    >
      <PrinterIcon />
      {t.printTicket}
    </Button>
  );
}
