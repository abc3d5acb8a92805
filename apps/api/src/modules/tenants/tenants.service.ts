import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { inAppTx, type Tx } from '../../platform/db-scope';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/deps';
import { presentPublicTenant } from './tenants.presenter';
import { findPublicTenantBySlug, findRedirectedSlug, findTenantBySlug } from './tenants.repo';
import type { TenantRow } from '../../db/schema/platform';

/** How long a hot public read may reuse a tenant row; changes made here are seen at once (forget). */
const HOT_READ_TTL_MS = 1000;

/** What diners see of the restaurant (the diner page embeds it in diner.html). */
export function publicTenantOf(row: TenantRow, now: Date, graceDays: number): PublicTenant {
  return presentPublicTenant(row, now, graceDays);
}

/** A tenant by its slug inside the caller's transaction (a menu copied from a branch of the group). */
export function tenantBySlug(tx: Tx, slug: string): Promise<TenantRow | undefined> {
  return findTenantBySlug(tx, slug);
}

export function createTenantsService(
  deps: Pick<ServiceDeps, 'db' | 'now'> & {
    /** The platform's grace days after a trial or paid period (cached by the settings service). */
    graceDays: () => Promise<number>;
  },
) {
  const hot = new Map<string, { row: TenantRow | undefined; until: number }>();

  async function bySlug(slug: string) {
    return inAppTx(deps.db, (tx) => findTenantBySlug(tx, slug));
  }

  /**
   * A restaurant diners may see (findPublicTenantBySlug: not before an admin verified their email),
   * also by an old slug of it: the row then carries the current slug (a QR code printed before a
   * rename keeps working; the diner page redirects to the new address).
   */
  function publicBySlug(slug: string) {
    return inAppTx(deps.db, async (tx) => {
      const current = await findPublicTenantBySlug(tx, slug);
      if (current) return current;
      const renamed = await findRedirectedSlug(tx, slug);
      return renamed === undefined ? undefined : findPublicTenantBySlug(tx, renamed);
    });
  }

  /**
   * For the busiest public read (the menu every diner's phone fetches): the tenant row is reused for
   * a second. This instance forgets it on every menu change; another instance sees it within 1 s.
   */
  async function bySlugForHotRead(slug: string) {
    const now = Date.now();
    const cached = hot.get(slug);
    if (cached && cached.until > now) return cached.row;
    const row = await publicBySlug(slug);
    if (hot.size > 5000) hot.clear();
    hot.set(slug, { row, until: now + HOT_READ_TTL_MS });
    return row;
  }

  /** Drops the tenant's cached rows, and every cached miss (a restored or renamed tenant appears at once). */
  function forget(tenantId: string) {
    for (const [slug, entry] of hot) if (!entry.row || entry.row.id === tenantId) hot.delete(slug);
  }

  /** The tenant of a public (diner) call, or 404; `hot` reuses the row for the busiest reads. */
  async function publicTenant(slug: string, options: { hot?: boolean } = {}): Promise<TenantRow> {
    const tenant = options.hot ? await bySlugForHotRead(slug) : await publicBySlug(slug);
    if (!tenant) throw notFound('Tenant tidak ditemukan.');
    return tenant;
  }

  async function resolvePublic(slug: string): Promise<PublicTenant> {
    const tenant = await publicTenant(slug);
    return presentPublicTenant(tenant, deps.now(), await deps.graceDays());
  }

  return { bySlug, publicTenant, forget, resolvePublic, graceDays: deps.graceDays };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
