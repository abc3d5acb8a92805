import { tenantContext, type TenantContext } from '@meja/shared/contracts/tenant';
import { apiGet, segment } from './http-client';

export function fetchTenantContext(tenantSlug: string): Promise<TenantContext> {
  return apiGet(`/tenant/${segment(tenantSlug)}/context`, tenantContext);
}

export function tenantContextQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'context'];
}
