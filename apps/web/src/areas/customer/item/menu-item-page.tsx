import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { priceWithOptions } from '@meja/shared/menu-options';
import { formatRupiah } from '@meja/shared/money';
import { useId, useState } from 'react';
import { Link, useLocationState, useNavigate, useRouteParam } from '../shell/diner-router';
import { DocumentTitle } from '../../../components/document-title';
import { useCart } from '../cart/cart-store';
import { CustomerShell } from '../shell/customer-shell';
import { DinerEmptyState, DinerLoadingState, DinerQueryError } from '../shell/diner-states';
import { dinerPrimaryButtonClass, dinerTextLinkClass } from '../shell/diner-ui';
import { discountBadgeText, MenuPrice } from '../menu/menu-price';
import { MenuImage } from '../menu/menu-image';
import { SOLD_OUT_BADGE_CLASS, SOLD_OUT_IMAGE_CLASS } from '@meja/shared/sold-out';
import { useMessages } from '../../../i18n/use-messages';
import { dishMessages } from '../menu/dish-messages';
import { itemMessages, optionMessages } from './item-messages';
import { optionChoice } from './option-choice';
import { OptionGroupsField } from './option-groups-field';
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

/**
 * SPEC §2 item detail: from navigation state, else the cached menu, else the fetched list. A dish
 * with option groups (issue 20) is chosen for here, and added by a button that carries its price.
 */
export function CustomerMenuItemPage() {
  const t = useMessages(itemMessages);
  const dish = useMessages(dishMessages);
  const o = useMessages(optionMessages);
  const hintId = useId();
  const slug = useTenantSlug();
  const itemId = useRouteParam('itemId');
  const locationState = useLocationState();
  const navigate = useNavigate();
  const { add } = useCart(slug);
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
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
  const groups = item?.optionGroups ?? [];
  const choice = optionChoice(groups, chosen);
  const orderable = item !== null && !item.soldOut && accepting;

  const addItem = (added: PublicMenuItem) => {
    add({
      menuItemId: added._id,
      name: added.name,
      price: added.effectivePrice,
      imageUrl: added.imageUrl,
      choices: optionChoice(added.optionGroups, chosen).options,
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
              ) : accepting && groups.length === 0 ? (
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
            {orderable && groups.length > 0 ? (
              <div className="flex flex-col gap-4 border-t border-(--diner-border) p-4">
                <OptionGroupsField groups={groups} chosen={chosen} onChange={setChosen} />
                {choice.missing ? (
                  <p id={hintId} className="text-sm font-semibold text-(--diner-text)" data-choice-hint>
                    {o.chooseFirst({ group: choice.missing })}
                  </p>
                ) : null}
                <button
                  type="button"
                  onClick={() => addItem(item)}
                  disabled={!choice.complete || adding}
                  aria-describedby={choice.missing ? hintId : undefined}
                  className={`${dinerPrimaryButtonClass} min-h-12 w-full text-base`}
                  data-add-with-options
                >
                  {adding
                    ? o.added
                    : o.add({ price: formatRupiah(priceWithOptions(item.effectivePrice, choice.options)) })}
                </button>
              </div>
            ) : null}
          </article>
        ) : null}
      </div>
    </CustomerShell>
  );
}
