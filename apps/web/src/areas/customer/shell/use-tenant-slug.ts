import { useRouteParam } from './diner-router';

/** The `:tenantSlug` of every customer route (always present on these routes). */
export function useTenantSlug(): string {
  return useRouteParam('tenantSlug');
}
