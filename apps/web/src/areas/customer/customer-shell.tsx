import type { ReactNode } from 'react';
import { Link } from './diner-router';
import { cartCount } from './cart-lines';
import { useCart } from './cart-store';
import { useOfflineReplay } from './use-offline-replay';
import { usePublicTenant } from './use-public-data';

interface CustomerShellProps {
  slug: string;
  children: ReactNode;
  /** Extra controls on the right of the top bar (share buttons on the menu). */
  actions?: ReactNode;
}

/** The diner's frame: tenant theme (SPEC §2: five themes) and the sticky top bar. */
export function CustomerShell({ slug, children, actions }: CustomerShellProps) {
  const tenant = usePublicTenant(slug);
  useOfflineReplay();
  const { lines } = useCart(slug);
  const count = cartCount(lines);
  const theme = tenant.data?.theme ?? 'classic';

  return (
    <div className={`tenant-theme-${theme} customer-theme flex flex-1 flex-col`}>
      <div className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
        <nav aria-label="Navigasi pelanggan" className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-2">
          <Link
            to={`/${slug}/menu`}
            className="inline-flex min-h-11 min-w-0 flex-1 items-center truncate font-semibold text-stone-900"
          >
            <span className="sm:hidden">Menu</span>
            <span className="hidden truncate sm:inline">{tenant.data?.name ?? 'Menu'}</span>
          </Link>
          {actions}
          <Link
            to={`/${slug}/order-track`}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-(--tenant-accent-text) hover:bg-(--tenant-accent-soft)"
          >
            Order Tracking
          </Link>
          <Link
            to={`/${slug}/cart`}
            data-cart-link
            aria-label={`Keranjang, ${count} item`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-(--tenant-accent) px-3 text-sm font-semibold text-white"
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
            <span>Keranjang</span>
            <span className="min-w-5 rounded-full bg-white px-1.5 text-center text-xs text-stone-900">
              {count}
            </span>
          </Link>
        </nav>
      </div>
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 pb-28 pt-4">{children}</div>
    </div>
  );
}
