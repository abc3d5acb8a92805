import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { lightGet } from '../../api/light-http';
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

export function publicTenantQueryKey(slug: string): string[] {
  return ['public', slug, 'tenant'];
}

export function publicMenuQueryKey(slug: string): string[] {
  return ['public', slug, 'menu'];
}

export function usePublicTenant(slug: string) {
  return useQuery({
    queryKey: publicTenantQueryKey(slug),
    queryFn: async () => {
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
    staleTime: 60_000,
    // Offline the fetch fails fast and the cached copy is used instead of a paused query.
    networkMode: 'always',
  });
}

export function usePublicMenu(slug: string) {
  return useQuery({
    queryKey: publicMenuQueryKey(slug),
    queryFn: async () => {
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
    staleTime: 60_000,
    // Offline the fetch fails fast and the cached copy is used instead of a paused query.
    networkMode: 'always',
  });
}
