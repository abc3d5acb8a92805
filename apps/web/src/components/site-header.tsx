import { Suspense } from 'react';
import { useMatches } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { POS_ROUTE_HANDLE, TENANT_ADMIN_ROUTE_HANDLE } from '../lib/route-handles';
import { BrandLink } from './brand-link';
import { SiteNavigation } from './site-navigation';

/* Only tenant admin pages need it (and the API contracts it brings): its own chunk. */
const TenantPlanControls = lazyNamed(
  () => import('./tenant-plan-controls'),
  (m) => m.TenantPlanControls,
);

export function SiteHeader() {
  const matches = useMatches();
  const onTenantAdmin = matches.some((match) => match.handle === TENANT_ADMIN_ROUTE_HANDLE);
  const onPos = matches.some((match) => match.handle === POS_ROUTE_HANDLE);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:gap-4 sm:px-6">
        <BrandLink />
        {onTenantAdmin ? (
          <Suspense fallback={null}>
            <TenantPlanControls />
          </Suspense>
        ) : null}
        {/* Staff pages have their own menu and logout: the public links would only crowd a tablet. */}
        {onTenantAdmin || onPos ? null : <SiteNavigation />}
      </div>
    </header>
  );
}
