import { dashboard, type Dashboard } from '@meja/shared/contracts/dashboard';
import { apiGet, segment } from './http-client';
import { floorScopeKey } from './orders-api';

/** Under the floor scope: an order or payment change on the tenant's stream refreshes it too. */
export function dashboardQueryKey(tenantSlug: string): string[] {
  return [...floorScopeKey(tenantSlug), 'dashboard'];
}

/** GET /api/v1/tenant/{slug}/dashboard (SPEC §7). */
export function fetchDashboard(tenantSlug: string, signal?: AbortSignal): Promise<Dashboard> {
  return apiGet(`/tenant/${segment(tenantSlug)}/dashboard`, dashboard, { signal });
}
