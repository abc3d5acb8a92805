import { NO_CHARGE_SETTINGS } from '@meja/shared/charges';
import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { useCallback, useMemo, useState } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingState } from '../../../components/loading-state';
import { InfoMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { useMessages } from '../../../i18n/use-messages';
import { posCartStore } from '../cart-store';
import { QuickManagePanel } from '../manage/quick-manage-panel';
import { usePosArea } from '../pos-area-context';
import { formatDateTime } from '../pos-format';
import { PosPrintCopy } from '../print/browser-print';
import { useCurrentShift } from '../shift/use-current-shift';
import { useSessionExpiry } from '../use-session-expiry';
import { CartPanel } from './cart-panel';
import { CartSummaryBar } from './cart-summary-bar';
import { dashboardMessages } from './dashboard-messages';
import { MenuSection } from './menu-section';
import { OpenShiftPrompt } from './open-shift-prompt';
import { OptionPickerDialog } from './option-picker-dialog';
import { RecentTransactions } from './recent-transactions';
import { usePosMenu } from './use-pos-menu';

/**
 * /pos/{slug} (SPEC §2 POS dashboard). Without an open shift it offers to open one first (issue 12). A tap on the menu only touches the cart store: the page and
 * the grid stay as they are, and only the cart (and the phone's cart bar) render again.
 */
export function PosDashboardPage() {
  const t = useMessages(dashboardMessages);
  const { slug, canManage, user } = usePosArea();
  const menu = usePosMenu(slug);
  const cart = posCartStore(slug);
  const shift = useCurrentShift(slug);
  useSessionExpiry(slug, menu.error);
  const load = menu.data;
  const restaurant = load?.menu.restaurant;
  const receiptHeader = useMemo(
    () => restaurant ?? { name: user.tenantName, address: '' },
    [restaurant, user.tenantName],
  );
  // Issue 20: the discounts' giver; a cashier above the limit needs an admin's PIN.
  const giver = useMemo(() => ({ name: user.name, role: user.role }), [user.name, user.role]);
  // A dish with option groups is chosen for first (issue 20); the others join the cart at a tap.
  const [choosing, setChoosing] = useState<PublicMenuItem | null>(null);
  const addItem = useCallback(
    (item: PublicMenuItem) => {
      if (item.optionGroups.length > 0) setChoosing(item);
      else cart.addItem(item);
    },
    [cart],
  );

  return (
    <div className="grid gap-4 pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:pb-0 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <DocumentTitle title={t.title} />
      <h1 className="sr-only">{t.title}</h1>
      <div className="min-w-0 space-y-4 lg:col-start-1">
        {shift.state === 'none' ? (
          <OpenShiftPrompt slug={slug} onOpened={() => void shift.refresh()} />
        ) : null}
        {canManage ? <QuickManagePanel slug={slug} items={load?.menu.items ?? []} /> : null}
        <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          {menu.isPending ? (
            <LoadingState label={t.loadingMenu} />
          ) : !load ? (
            <QueryError error={menu.error} fallback={t.loadFailed} onRetry={() => void menu.refetch()} />
          ) : (
            <div className="space-y-3">
              {load.fromCache ? (
                <InfoMessage>
                  {t.menuFromCache}
                  {load.updatedAt
                    ? t.menuUpdated({ time: formatDateTime(new Date(load.updatedAt).toISOString()) })
                    : ''}
                </InfoMessage>
              ) : null}
              <MenuSection items={load.menu.items} onAdd={addItem} />
            </div>
          )}
        </div>
      </div>
      {choosing ? (
        <OptionPickerDialog
          item={choosing}
          onAdd={(options) => {
            cart.addItem(choosing, options);
            setChoosing(null);
          }}
          onClose={() => setChoosing(null)}
        />
      ) : null}
      <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <CartPanel
          slug={slug}
          cart={cart}
          menu={load?.menu}
          restaurant={receiptHeader}
          giver={giver}
          // Unknown (the server erred): the server decides at the sale.
          canSell={shift.state === 'open' || shift.state === 'unknown'}
          onShiftRequired={() => void shift.refresh()}
        />
      </div>
      <div className="min-w-0 lg:col-start-1">
        <RecentTransactions slug={slug} restaurant={receiptHeader} />
      </div>
      <CartSummaryBar cart={cart} settings={load?.menu ?? NO_CHARGE_SETTINGS} />
      <PosPrintCopy />
    </div>
  );
}
