import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { memo } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';
import { MenuCard } from './menu-card';

interface MenuGridProps {
  items: readonly PublicMenuItem[];
  onAdd: (item: PublicMenuItem) => void;
}

/** The menu cards. Memoized: adding to the cart (a tap) never renders the grid again. */
export const MenuGrid = memo(function MenuGrid({ items, onAdd }: MenuGridProps) {
  const t = useMessages(dashboardMessages);
  if (items.length === 0) return <EmptyState>{t.menuNoMatch}</EmptyState>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-4" aria-label={t.menuList}>
      {items.map((item) => (
        <li key={item._id} className="min-w-0">
          <MenuCard item={item} onAdd={onAdd} />
        </li>
      ))}
    </ul>
  );
});
