import {
  tenantSettings,
  type TenantSettings,
  type TenantSettingsUpdate,
} from '@meja/shared/contracts/tenant';
import { apiGet, apiRequest, segment } from '../../../api/http-client';

/* GET/PATCH /api/v1/tenant/{slug}/settings: the restaurant's settings (restaurant admin). */

function settingsPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/settings`;
}

export function settingsQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'settings'];
}

export function fetchTenantSettings(tenantSlug: string, signal?: AbortSignal): Promise<TenantSettings> {
  return apiGet(settingsPath(tenantSlug), tenantSettings, { signal });
}

export function saveTenantSettings(
  tenantSlug: string,
  changes: TenantSettingsUpdate,
): Promise<TenantSettings> {
  return apiRequest('PATCH', settingsPath(tenantSlug), tenantSettings, { body: changes });
}
