import { publicMenuList } from '@meja/shared/contracts/menu';
import { orderedCategories } from '@meja/shared/menu-categories';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet, segment } from '../../../api/http-client';
import { fetchAdminMenu, menuQueryKey } from '../../../api/menu-api';
import { categoryLookup } from './kitchen-tickets';

/** The menu does not change often: read again after this long, or when a ticket names a new dish. */
const MENU_STALE_MS = 5 * 60_000;

async function fetchPublicMenuItems(tenantSlug: string) {
  const list = await apiGet(`/public/${segment(tenantSlug)}/menu`, publicMenuList);
  return list.items;
}

/**
 * The dishes' categories the tickets are routed by (issue 21): the admin menu (every dish, inactive
 * ones too) for whoever may read it; the kitchen staff, who may not, read the diners' menu instead.
 * Read only when `needed`: tickets by category, or the printer panel's list of them.
 */
export function useTicketMenu(tenantSlug: string, canReadAdminMenu: boolean, needed: boolean) {
  const menu = useQuery({
    enabled: needed,
    queryKey: canReadAdminMenu ? menuQueryKey(tenantSlug) : ['tenant', tenantSlug, 'kitchen-ticket-menu'],
    queryFn: (): Promise<{ _id: string; category: string }[]> =>
      canReadAdminMenu ? fetchAdminMenu(tenantSlug) : fetchPublicMenuItems(tenantSlug),
    staleTime: MENU_STALE_MS,
  });
  const items = menu.data;
  const lookup = useMemo(
    () => ({ categoryOf: categoryLookup(items ?? []), categories: orderedCategories(items ?? []) }),
    [items],
  );
  return {
    ...lookup,
    ready: menu.isSuccess,
    failed: menu.isError && !menu.data,
    /** The menu read again, for a dish it did not know yet. */
    async reload() {
      const fresh = await menu.refetch();
      return categoryLookup(fresh.data ?? items ?? []);
    },
  };
}

export type TicketMenu = ReturnType<typeof useTicketMenu>;
