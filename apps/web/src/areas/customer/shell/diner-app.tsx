import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingState } from '../../../components/loading-state';
import { SiteFooter } from '../../../components/site-footer';
import { SkipLink } from '../../../components/skip-link';
import { StatusScreen } from '../../../components/status-screen';
import { lazyNamed } from '../../../lib/lazy-named';
import { useMessages } from '../../../i18n/use-messages';
import { DinerErrorBoundary } from './diner-error-boundary';
import { CustomerMenuPage } from '../menu/menu-page';
import { RestaurantGate } from './restaurant-not-found';
import { shellMessages } from './shell-messages';
import { useDocumentLang } from './use-document-lang';

/* The menu is the first screen and ships in the entry; the other pages load when opened. */
const CustomerMenuItemPage = lazyNamed(
  () => import('../item/menu-item-page'),
  (m) => m.CustomerMenuItemPage,
);
const CustomerCartPage = lazyNamed(
  () => import('../cart/cart-page'),
  (m) => m.CustomerCartPage,
);
const CustomerOrderTrackPage = lazyNamed(
  () => import('../tracking/order-track-page'),
  (m) => m.CustomerOrderTrackPage,
);

function ScrollToTopOnNavigate() {
  const [pathname] = useLocation();
  useEffect(() => {
    // Not an expression body: Chromium's scrollTo now returns a promise, which React would call on unmount.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

function DinerNotFound() {
  const t = useMessages(shellMessages);
  return (
    <StatusScreen
      title={t.pageNotFoundTitle}
      actions={
        <a href="/" className="font-semibold text-brand-700 underline">
          {t.home}
        </a>
      }
    >
      <p>{t.pageNotFoundDetail}</p>
    </StatusScreen>
  );
}

/** The diner's web app (SPEC §2 customer menu, item detail, cart, order tracking): its own small entry. */
export function DinerApp() {
  const t = useMessages(shellMessages);
  useDocumentLang();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ScrollToTopOnNavigate />
      <main id="main-content" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        <DinerErrorBoundary>
          <RestaurantGate>
            <Suspense fallback={<LoadingState label={t.loading} />}>
              <Switch>
                <Route path="/:tenantSlug/menu" component={CustomerMenuPage} />
                <Route path="/:tenantSlug/menu/:itemId" component={CustomerMenuItemPage} />
                <Route path="/:tenantSlug/cart" component={CustomerCartPage} />
                <Route path="/:tenantSlug/order-track" component={CustomerOrderTrackPage} />
                <Route path="/:tenantSlug/order-track/:orderId" component={CustomerOrderTrackPage} />
                <Route component={DinerNotFound} />
              </Switch>
            </Suspense>
          </RestaurantGate>
        </DinerErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
