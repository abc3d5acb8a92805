import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import type { PosMenu } from '@meja/shared/contracts/pos';

/** The menu query's data (offline/pos-writes loadPosMenu). */
export interface MenuLoad {
  menu: PosMenu;
  fromCache: boolean;
  updatedAt: number | null;
}

/** The loaded menu with one item added or replaced (a quick-add, a new picture): the grid shows it at once. */
export function withMenuItem<T extends MenuLoad>(load: T | undefined, item: PublicMenuItem): T | undefined {
  if (!load) return load;
  const known = load.menu.items.some((existing) => existing._id === item._id);
  const items = known
    ? load.menu.items.map((existing) => (existing._id === item._id ? item : existing))
    : [...load.menu.items, item];
  return { ...load, menu: { ...load.menu, items } };
}

/** How often the POS asks the network again while it shows the cached menu (a server that answered 5xx). */
export const CACHED_MENU_RETRY_MS = 15_000;

/**
 * Issue 12: 'Menu dari cache (offline)' stayed after reconnecting. A cached menu is fetched again as
 * soon as the browser is online, however fresh it looks (TanStack Query's own reconnect refetch
 * misses a page that was opened offline: its online manager starts out believing it is online).
 */
export function shouldRefetchCachedMenu(online: boolean, load: MenuLoad | undefined): boolean {
  return online && load?.fromCache === true;
}

/** While the menu shown is the cached copy, ask again now and then; a fresh menu needs no polling. */
export function menuRetryInterval(load: MenuLoad | undefined): number | false {
  return load?.fromCache ? CACHED_MENU_RETRY_MS : false;
}
