import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { useState } from 'react';
import { Link, useLocationState, useNavigate, useRouteParam } from '../shell/diner-router';
import { DocumentTitle } from '../../../components/document-title';
import { useCart } from '../cart/cart-store';
import { CustomerShell } from '../shell/customer-shell';
import { DinerEmptyState, DinerLoadingState, DinerQueryError } from '../shell/diner-states';
import { dinerTextLinkClass } from '../shell/diner-ui';
import { discountBadgeText, MenuPrice } from '../menu/menu-price';
import { MenuImage } from '../menu/menu-image';
import { SOLD_OUT_BADGE_CLASS, SOLD_OUT_IMAGE_CLASS } from '@meja/shared/sold-out';
import { useMessages } from '../../../i18n/use-messages';
import { dishMessages } from '../menu/dish-messages';
import { itemMessages } from './item-messages';
import { toPublicMenuItem } from '../data/public-guards';
import { OrderingClosedNotice } from '../menu/ordering-closed-notice';
import { loadedMenu, readCachedMenu, usePublicMenu, usePublicTenant } from '../data/use-public-data';
import { useTenantSlug } from '../shell/use-tenant-slug';

const ADD_ANIMATION_MS = 600;

function itemFromState(state: unknown, itemId: string): PublicMenuItem | null {
  if (typeof state !== 'object' || state === null || !('item' in state)) return null;
  const item = toPublicMenuItem(state.item);
  return item && item._id === itemId ? item : null;
}

/** SPEC §2 item detail: from navigation state, else the cached menu, else the fetched list. */
export function CustomerMenuItemPage() {
  const t = useMessages(itemMessages);
  const dish = useMessages(dishMessages);
  const slug = useTenantSlug();
  const itemId = useRouteParam('itemId');
  const locationState = useLocationState();
  const navigate = useNavigate();
  const { add } = useCart(slug);
  const [adding, setAdding] = useState(false);
  const [known] = useState(
    () =>
      itemFromState(locationState, itemId) ??
      (loadedMenu(slug) ?? readCachedMenu(slug))?.find((i) => i._id === itemId) ??
      null,
  );
  const menu = usePublicMenu(slug);
  const accepting = usePublicTenant(slug).data?.acceptingOrders ?? true;
  // The fetched menu knows best whether the dish is still available ('Habis' may have changed).
  const item = menu.data?.find((entry) => entry._id === itemId) ?? known;

  const addItem = (chosen: PublicMenuItem) => {
    add({
      menuItemId: chosen._id,
      name: chosen.name,
      price: chosen.effectivePrice,
      imageUrl: chosen.imageUrl,
    });
    setAdding(true);
    window.setTimeout(() => navigate(`/${slug}/menu`), ADD_ANIMATION_MS);
  };

  return (
    <CustomerShell slug={slug}>
      <DocumentTitle title={item?.name ?? t.titleFallback} />
      <div className="mx-auto flex max-w-xl flex-col gap-4">
        <Link to={`/${slug}/menu`} className={`${dinerTextLinkClass} self-start`}>
          {t.back}
        </Link>
        {item && !accepting ? <OrderingClosedNotice /> : null}
        {!item && menu.isPending && !menu.isError ? <DinerLoadingState /> : null}
        {!item && menu.isPending && menu.isError ? (
          <DinerQueryError error={menu.error} onRetry={() => void menu.refetch()} />
        ) : null}
        {!item && !menu.isPending ? <DinerEmptyState>{t.notFound}</DinerEmptyState> : null}
        {item ? (
          <article className="overflow-hidden rounded-xl border border-(--diner-border) bg-(--diner-surface)">
            <MenuImage
              url={item.imageUrl}
              alt={item.name}
              size={640}
              eager
              className={item.soldOut ? SOLD_OUT_IMAGE_CLASS : ''}
            />
            <div className="px-4 pt-4">
              <h1 className="text-2xl font-bold text-(--diner-text)">{item.name}</h1>
              {/* Whole here, across the card's width (the menu card shortens it to two lines). */}
              {item.description ? (
                <p
                  className="mt-1 whitespace-pre-line text-sm leading-relaxed text-(--diner-muted) [overflow-wrap:anywhere]"
                  data-menu-description
                >
                  {item.description}
                </p>
              ) : null}
            </div>
            <div className="mt-2 flex items-end justify-between gap-3 px-4 pb-4">
              <div className="min-w-0">
                {discountBadgeText(item) ? (
                  <span className="mt-1 inline-block rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                    {discountBadgeText(item)}
                  </span>
                ) : null}
                <MenuPrice item={item} />
              </div>
              {item.soldOut ? (
                <span className={SOLD_OUT_BADGE_CLASS}>{dish.soldOut}</span>
              ) : accepting ? (
                <button
                  type="button"
                  onClick={() => addItem(item)}
                  disabled={adding}
                  aria-label={dish.addToCart({ name: item.name })}
                  className={`inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-(--diner-accent) text-3xl font-bold text-(--diner-on-accent) shadow transition-transform duration-500 motion-reduce:transition-none ${adding ? '-translate-y-24 scale-50 opacity-0' : ''}`}
                >
                  +
                </button>
              ) : null}
            </div>
            {item.soldOut ? <p className="px-4 pb-4 text-sm text-(--diner-muted)">{t.soldOut}</p> : null}
          </article>
        ) : null}
      </div>
    </CustomerShell>
  );
}
