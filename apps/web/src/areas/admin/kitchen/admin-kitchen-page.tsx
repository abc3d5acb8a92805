import { useMessages } from '../../../i18n/use-messages';
import { EmptyState } from '../../../components/empty-state';
import { LoadingState } from '../../../components/loading-state';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { adminSectionMessages } from '../admin-sections';
import { useFloorLive } from '../floor-live';
import { kitchenOrders, recentlyReadyOrders, unconfirmedPendingCount } from '../orders/order-display';
import { useStaffOrders } from '../orders/use-staff-orders';
import { RefreshIndicator } from '../refresh-indicator';
import { KitchenCard } from './kitchen-card';
import { kitchenMessages } from './kitchen-messages';
import { RecentlyReady } from './recently-ready';
import { useCallback, useRef, useState } from 'react';
import { useNow } from '../../../lib/use-now';
import { SoundToggle } from '../floor-calls/sound-toggle';
import { useBumpKeys, useNewOrderFlash } from './use-kitchen-alarms';
import { KitchenTicketsPanel, TicketFailures } from './kitchen-tickets-panel';
import { useKitchenTickets } from './use-kitchen-tickets';

/** A card's age moves on every this many ms, without new data. */
const AGE_TICK_MS = 15_000;

/** /{tenantSlug}/admin/kitchen (SPEC §2 Admin kitchen): kitchen, admin and super admin. */
export function AdminKitchenPage() {
  return (
    <AdminSectionGate section="kitchen">
      <KitchenScreen />
    </AdminSectionGate>
  );
}

function KitchenScreen() {
  const sectionLabels = useMessages(adminSectionMessages);
  const kitchenTexts = useMessages(kitchenMessages);
  const { tenant, sections } = useAdminArea();
  const orders = useStaffOrders(tenant.slug);
  useFloorLive(tenant.slug);
  const all = orders.data ?? [];
  const cards = kitchenOrders(all);
  const recent = recentlyReadyOrders(all, orders.dataUpdatedAt);
  const waiting = unconfirmedPendingCount(all);
  const now = useNow(AGE_TICK_MS);
  const alarms = { amberMinutes: tenant.kitchenAmberMinutes, redMinutes: tenant.kitchenRedMinutes };
  const flashingCards = useNewOrderFlash(cards, orders.isSuccess);
  const tickets = useKitchenTickets({
    tenantSlug: tenant.slug,
    canReadAdminMenu: sections.includes('menu'),
    cards,
    loaded: orders.isSuccess,
  });
  // Each card's READY, by its place: what a bump bar's keys 1–9 press (not while the printer's
  // panel is open over the cards).
  const [panelOpen, setPanelOpen] = useState(false);
  const bumpers = useRef(new Map<string, () => void>());
  const registerBump = useCallback((orderId: string, bump: (() => void) | null) => {
    if (bump) bumpers.current.set(orderId, bump);
    else bumpers.current.delete(orderId);
  }, []);
  useBumpKeys((place) => {
    if (panelOpen) return;
    const card = cards[place - 1];
    if (card) bumpers.current.get(card._id)?.();
  });

  return (
    <div>
      <div className="relative">
        <PageHeading title={sectionLabels.kitchen} />
        <RefreshIndicator active={orders.isFetching && !orders.isPending} />
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <p className="hidden text-sm text-stone-600 sm:block">{kitchenTexts.bumpHint}</p>
        <KitchenTicketsPanel tickets={tickets} onOpenChange={setPanelOpen} />
        <SoundToggle what={kitchenTexts.soundContext} notArmed={kitchenTexts.soundNotArmed} />
      </div>
      <TicketFailures tickets={tickets} />
      {waiting > 0 ? (
        <p
          role="status"
          className="mb-4 rounded-xl border-2 border-amber-400 bg-amber-50 px-4 py-3 text-lg font-bold text-amber-950"
        >
          {kitchenTexts.waitingBanner({ count: waiting })}
        </p>
      ) : null}
      {orders.isPending ? (
        <LoadingState />
      ) : orders.error && !orders.data ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          {orders.error ? <QueryError error={orders.error} onRetry={() => void orders.refetch()} /> : null}
          {cards.length === 0 ? (
            <EmptyState>{kitchenTexts.empty}</EmptyState>
          ) : (
            <ol className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-label={kitchenTexts.queueLabel}>
              {cards.map((order, index) => (
                <li key={order._id} className="flex">
                  <div className="flex w-full flex-col">
                    <KitchenCard
                      tenantSlug={tenant.slug}
                      order={order}
                      position={index + 1}
                      now={Math.max(now, orders.dataUpdatedAt)}
                      alarms={alarms}
                      flash={flashingCards.has(order._id)}
                      registerBump={registerBump}
                      onPrintTicket={tickets.canPrint ? () => tickets.print(order) : undefined}
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
          <RecentlyReady tenantSlug={tenant.slug} orders={recent} now={orders.dataUpdatedAt} />
        </>
      )}
    </div>
  );
}
