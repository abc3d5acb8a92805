import { tenantProfile, type TenantProfile, type TenantProfileUpdate } from '@meja/shared/contracts/tenant';
import { apiGet, apiRequest, segment } from '../../../api/http-client';

/* GET/PATCH /api/v1/tenant/{slug}/payments/profile: name, address and tax (KASIR_SAJA has no Settings). */

function profilePath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/payments/profile`;
}

export function profileQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'payments', 'profile'];
}

export function fetchProfile(tenantSlug: string, signal?: AbortSignal): Promise<TenantProfile> {
  return apiGet(profilePath(tenantSlug), tenantProfile, { signal });
}

export function saveProfile(tenantSlug: string, changes: TenantProfileUpdate): Promise<TenantProfile> {
  return apiRequest('PATCH', profilePath(tenantSlug), tenantProfile, { body: changes });
}
