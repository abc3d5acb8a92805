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
