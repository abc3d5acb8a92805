import {
  platformTenantList,
  platformTenantReply,
  type PlatformTenant,
  type PlatformTenantChanges,
  type PlatformTenantCreate,
} from '@meja/shared/contracts/platform-tenants';
import { apiGet, apiPost, apiPut, apiRequest, segment } from './http-client';

/* /api/v1/super-admin/tenants: the platform's tenants (issue 15). */

const PATH = '/super-admin/tenants';
const tenantData = platformTenantReply.transform((reply) => reply.data);

export const platformTenantsQueryKey = ['super-admin', 'tenants'] as const;

export async function fetchPlatformTenants(signal?: AbortSignal): Promise<PlatformTenant[]> {
  return (await apiGet(PATH, platformTenantList, { signal })).items;
}

export function createPlatformTenant(body: PlatformTenantCreate): Promise<PlatformTenant> {
  return apiPost(PATH, tenantData, body);
}

export function updatePlatformTenant(id: string, changes: PlatformTenantChanges): Promise<PlatformTenant> {
  return apiPut(`${PATH}/${segment(id)}`, tenantData, changes);
}

export function deletePlatformTenant(id: string, confirmSlug: string): Promise<PlatformTenant> {
  return apiRequest('DELETE', `${PATH}/${segment(id)}`, tenantData, { body: { confirmSlug } });
}

export function restorePlatformTenant(id: string): Promise<PlatformTenant> {
  return apiPost(`${PATH}/${segment(id)}/restore`, tenantData, {});
}
