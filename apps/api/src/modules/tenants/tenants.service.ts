import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { inAppTx } from '../../platform/db-scope';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/deps';
import { presentPublicTenant } from './tenants.presenter';
import { findTenantBySlug } from './tenants.repo';

export function createTenantsService(deps: Pick<ServiceDeps, 'db' | 'now'>) {
  async function bySlug(slug: string) {
    return inAppTx(deps.db, (tx) => findTenantBySlug(tx, slug));
  }

  async function resolvePublic(slug: string): Promise<PublicTenant> {
    const tenant = await bySlug(slug);
    if (!tenant) throw notFound('Tenant tidak ditemukan.');
    return presentPublicTenant(tenant, deps.now());
  }

  return { bySlug, resolvePublic };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
