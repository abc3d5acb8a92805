import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import { StatusScreen } from '../../../components/status-screen';
import { useMessages } from '../../../i18n/use-messages';
import { isRestaurantMissing, usePublicTenant } from '../data/use-public-data';
import { shellMessages } from './shell-messages';

/**
 * A diner page of an address no restaurant has: one page that says so (the server draws the same
 * still copy in the page it answers 404: apps/api/src/modules/diner-page/restaurant-not-found-html.ts).
 */
export function RestaurantNotFound() {
  const t = useMessages(shellMessages);
  return (
    <StatusScreen
      title={t.restaurantNotFoundTitle}
      actions={
        <a href="/" className="font-semibold text-brand-700 underline">
          {t.restaurantNotFoundHome}
        </a>
      }
    >
      <p>{t.restaurantNotFoundDetail}</p>
    </StatusScreen>
  );
}

function RestaurantOf({ slug, children }: { slug: string; children: ReactNode }) {
  const tenant = usePublicTenant(slug);
  if (tenant.data === undefined && isRestaurantMissing(tenant.error)) return <RestaurantNotFound />;
  return children;
}

/** Every diner page of an unknown restaurant becomes 'Restoran tidak ditemukan' (nothing else polls or spins). */
export function RestaurantGate({ children }: { children: ReactNode }) {
  const [match, params] = useRoute('/:tenantSlug/*');
  if (!match) return children;
  return <RestaurantOf slug={params.tenantSlug}>{children}</RestaurantOf>;
}
