import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { tableFromLink } from '@meja/shared/table-list';
import { useEffect } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { AdSlot } from '../ads/ad-slot';
import { BookmarkDialog } from './bookmark-dialog';
import { CartToast } from './cart-toast';
import { useCart } from '../cart/cart-store';
import { CustomerShell } from '../shell/customer-shell';
import { DinerEmptyState, DinerLoadingState, DinerQueryError } from '../shell/diner-states';
import { JumpBar } from './jump-bar';
import { MenuItemCard } from './menu-item-card';
import { OrderingClosedNotice } from './ordering-closed-notice';
import {
  categorySectionId,
  DRINKS_CATEGORY,
  FAVORITE_SECTION_ID,
  menuSections,
  SPECIAL_SECTION_ID,
} from '@meja/shared/menu-sections';
import { ShareButtons } from './share-buttons';
import { TenantInfo } from './tenant-info';
import { usePublicMenu, usePublicTenant } from '../data/use-public-data';
import { OfflineOrderNotice } from '../offline/offline-order-notice';
import { useBackGuard } from './use-back-guard';
import { useTenantSlug } from '../shell/use-tenant-slug';
import { useNavigate, useSearchParams } from '../shell/diner-router';
import { lastTableKey } from '../data/local-keys';
import { writeLocalText } from '../data/local-storage';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { WaOptinBanner } from './wa-optin-banner';
import { menuMessages } from './menu-messages';
import { useMessages } from '../../../i18n/use-messages';

export const CART_TOAST_MS = 1800;

/**
 * A table card's QR opens `/{slug}/menu?table=A1`: the table is remembered as the last one used, so
 * the cart arrives with it filled in (and tracking by table prefills it too).
 */
function useTableFromLink(slug: string): void {
  const [search] = useSearchParams();
  const table = tableFromLink(search.get('table'));
  useEffect(() => {
    if (table) writeLocalText(lastTableKey(slug), table);
  }, [slug, table]);
}

/** SPEC §2 customer menu /{slug}/menu. */
export function CustomerMenuPage() {
  const t = useMessages(menuMessages);
  const slug = useTenantSlug();
  const tenant = usePublicTenant(slug);
  const menu = usePublicMenu(slug);
  const { add } = useCart(slug);
  const [toast, showToast] = useTimedMessage(CART_TOAST_MS);
  const backGuard = useBackGuard();
  const navigate = useNavigate();
  useTableFromLink(slug);

  const addItem = (item: PublicMenuItem) => {
    // A dish with options (issue 20: 'Level pedas') is chosen for on its own page first.
    if (item.optionGroups.length > 0) {
      navigate(`/${slug}/menu/${item._id}`, { state: { item } });
      return;
    }
    add({ menuItemId: item._id, name: item.name, price: item.effectivePrice, imageUrl: item.imageUrl });
    showToast(t.added({ name: item.name }));
  };

  const sections = menuSections(menu.data ?? []);
  const has = (id: string) => sections.some((section) => section.id === id);
  const accepting = tenant.data?.acceptingOrders ?? true;
  // Specials and favourites are Meja's words; a category's title is the restaurant's own.
  const sectionTitle = (section: { id: string; title: string }) =>
    section.id === SPECIAL_SECTION_ID
      ? t.specialsTitle
      : section.id === FAVORITE_SECTION_ID
        ? t.favoritesTitle
        : section.title;

  return (
    <CustomerShell slug={slug} actions={tenant.data ? <ShareButtons title={tenant.data.name} /> : null}>
      <DocumentTitle title={tenant.data ? t.title({ name: tenant.data.name }) : t.titleFallback} />
      <OfflineOrderNotice slug={slug} />
      {tenant.data ? (
        <>
          <TenantInfo tenant={tenant.data} />
          <AdSlot adsEnabled={tenant.data.adsEnabled} />
          {accepting ? null : <OrderingClosedNotice />}
          <WaOptinBanner tenant={tenant.data} />
        </>
      ) : null}
      {tenant.isError ? <DinerQueryError error={tenant.error} onRetry={() => void tenant.refetch()} /> : null}
      {menu.isPending && !menu.isError ? <DinerLoadingState /> : null}
      {menu.isError ? <DinerQueryError error={menu.error} onRetry={() => void menu.refetch()} /> : null}
      {menu.data && sections.length === 0 ? <DinerEmptyState>{t.empty}</DinerEmptyState> : null}
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mb-8 scroll-mt-20"
        >
          <h2 id={`${section.id}-title`} className="mb-3 text-lg font-bold text-(--diner-text)">
            {sectionTitle(section)}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {section.items.map((item) => (
              <MenuItemCard
                key={item._id}
                slug={slug}
                item={item}
                onAdd={accepting ? addItem : undefined}
                eager={index === 0}
              />
            ))}
          </ul>
        </section>
      ))}
      <JumpBar
        targets={[
          { id: SPECIAL_SECTION_ID, label: t.jumpSpecials, available: has(SPECIAL_SECTION_ID) },
          { id: FAVORITE_SECTION_ID, label: t.jumpFavorites, available: has(FAVORITE_SECTION_ID) },
          {
            id: categorySectionId(DRINKS_CATEGORY),
            label: t.jumpDrinks,
            available: has(categorySectionId(DRINKS_CATEGORY)),
          },
        ]}
      />
      <CartToast slug={slug} message={toast} />
      <BookmarkDialog open={backGuard.open} onStay={backGuard.stay} onLeave={backGuard.leave} />
    </CustomerShell>
  );
}
