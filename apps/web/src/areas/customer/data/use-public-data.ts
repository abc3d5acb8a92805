import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { RESTAURANT_NOT_FOUND_TITLE } from '@meja/shared/restaurant-not-found';
import { ApiError } from '../../../api/api-error';
import { ResourceFamily, useResource } from './diner-resource';
import { readEmbeddedDinerData } from './embedded-data';
import { lightGet } from '../../../api/light-http';
import { segment } from './url-segment';
import { toPublicMenuItems, toPublicTenant } from './public-guards';
import { publicMenuKey, publicTenantKey } from './local-keys';
import { readLocalJson, writeLocalJson } from './local-storage';

/** No answer, or the server failed: the cached copy is better than nothing (SPEC §3, §7). */
function worthFallingBack(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function readCachedTenant(slug: string): PublicTenant | null {
  return toPublicTenant(readLocalJson(publicTenantKey(slug)));
}

export function readCachedMenu(slug: string): PublicMenuItem[] | null {
  return toPublicMenuItems(readLocalJson(publicMenuKey(slug)));
}

/** GET /api/v1/public/resolve/{slug} (SPEC §7). */
function fetchPublicTenant(slug: string): Promise<PublicTenant> {
  return lightGet(`/public/resolve/${segment(slug)}`, toPublicTenant);
}

/** GET /api/v1/public/{slug}/menu (SPEC §7). */
function fetchPublicMenu(slug: string): Promise<PublicMenuItem[]> {
  return lightGet(`/public/${segment(slug)}/menu`, toPublicMenuItems);
}

const tenants = new ResourceFamily<PublicTenant>();
const menus = new ResourceFamily<PublicMenuItem[]>();
const PUBLIC_STALE_MS = 60_000;

/* The server sends the first screen's data inside the page: the menu draws without an API round trip. */
const embedded = readEmbeddedDinerData();
if (embedded?.kind === 'restaurant') {
  tenants.set(embedded.tenantSlug, embedded.tenant);
  menus.set(embedded.tenantSlug, embedded.menu);
  writeLocalJson(publicTenantKey(embedded.tenantSlug), embedded.tenant);
  writeLocalJson(publicMenuKey(embedded.tenantSlug), { items: embedded.menu });
} else if (embedded?.kind === 'missing') {
  tenants.fail(
    embedded.tenantSlug,
    new ApiError({ status: 404, code: 'NOT_FOUND', message: RESTAURANT_NOT_FOUND_TITLE }),
  );
}

/** The API's answer that no restaurant has this address (a malformed address is none either). */
export function isRestaurantMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The menu already loaded in this visit (the item page shows it without waiting). */
export function loadedMenu(slug: string): PublicMenuItem[] | undefined {
  return menus.peek(slug);
}

/** The tenant, else its cached copy when offline or the server fails (SPEC §3, §7). */
export function usePublicTenant(slug: string) {
  return useResource(
    tenants,
    slug,
    async () => {
      try {
        const tenant = await fetchPublicTenant(slug);
        writeLocalJson(publicTenantKey(slug), tenant);
        return tenant;
      } catch (error) {
        const cached = worthFallingBack(error) ? readCachedTenant(slug) : null;
        if (cached) return cached;
        throw error;
      }
    },
    { staleMs: PUBLIC_STALE_MS },
  );
}

/** The menu, else its cached copy when offline or the server fails (SPEC §3, §7). */
export function usePublicMenu(slug: string) {
  return useResource(
    menus,
    slug,
    async () => {
      try {
        const items = await fetchPublicMenu(slug);
        writeLocalJson(publicMenuKey(slug), { items });
        return items;
      } catch (error) {
        const cached = worthFallingBack(error) ? readCachedMenu(slug) : null;
        if (cached) return cached;
        throw error;
      }
    },
    { staleMs: PUBLIC_STALE_MS },
  );
}
