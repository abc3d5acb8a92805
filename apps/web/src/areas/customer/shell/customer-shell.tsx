import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { Link } from './diner-router';
import { cartCount } from '../cart/cart-lines';
import { useCart } from '../cart/cart-store';
import { useDocumentTheme } from './use-document-theme';
import { useOfflineReplay } from '../offline/use-offline-replay';
import { usePublicTenant } from '../data/use-public-data';
import { LanguageSwitch } from './language-switch';
import { shellMessages } from './shell-messages';

interface CustomerShellProps {
  slug: string;
  children: ReactNode;
  /** Extra controls in the top bar (the share buttons on the menu). */
  actions?: ReactNode;
}

/**
 * The diner's frame: the tenant's theme (SPEC §2: classic, dark, emerald, sunset, ocean; colours in
 * styles.css `.diner-theme-*`) and the sticky top bar with the cart and 'Order Tracking' links.
 */
export function CustomerShell({ slug, children, actions }: CustomerShellProps) {
  const t = useMessages(shellMessages);
  const tenant = usePublicTenant(slug);
  useOfflineReplay();
  const { lines } = useCart(slug);
  const count = cartCount(lines);
  const theme = tenant.data?.theme ?? 'classic';
  useDocumentTheme(theme);

  return (
    <div className={`diner-theme diner-theme-${theme} flex flex-1 flex-col`}>
      <div className="sticky top-0 z-20 border-b border-(--diner-bar-border) text-(--diner-bar-text) [--diner-ring:var(--diner-bar-focus)] [background:var(--diner-bar-bg)]">
        <nav aria-label={t.navigation} className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
          {/* With actions (the menu) the link to the page itself gives way to them on phones. */}
          <Link
            to={`/${slug}/menu`}
            className={`${actions ? 'hidden sm:inline-flex' : 'inline-flex'} mr-auto min-h-11 min-w-0 items-center truncate font-semibold`}
          >
            <span className="sm:hidden">{t.menu}</span>
            <span className="hidden truncate sm:inline">{tenant.data?.name ?? t.menu}</span>
          </Link>
          {actions ? <div className="ml-auto flex items-center sm:ml-0">{actions}</div> : null}
          <div className="hidden sm:block">
            <LanguageSwitch tone="bar" />
          </div>
          <Link
            to={`/${slug}/order-track`}
            className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-(--diner-bar-link) hover:bg-(--diner-bar-hover)"
          >
            {t.orderTracking}
          </Link>
          <Link
            to={`/${slug}/cart`}
            data-cart-link
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-(--diner-bar-button) px-3 text-sm font-semibold text-(--diner-bar-button-text)"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
              <circle cx="9" cy="20" r="1.4" />
              <circle cx="17" cy="20" r="1.4" />
            </svg>
            {/* Name 'Keranjang 2 item': the visible words, then ' item' for screen readers only. */}
            <span className="max-[359px]:sr-only">{t.cart} </span>
            <span className="min-w-5 rounded-full bg-(--diner-bar-button-text) px-1.5 text-center text-xs text-(--diner-bar-button)">
              {count}
              <span className="sr-only">{t.cartItems(count)}</span>
            </span>
          </Link>
        </nav>
      </div>
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 pb-28 pt-4">
        {/* On a phone the bar has no room for the language switch. */}
        <div className="-mt-2 mb-2 flex justify-end sm:hidden">
          <LanguageSwitch tone="page" />
        </div>
        {children}
      </div>
    </div>
  );
}
