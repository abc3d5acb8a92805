import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { orderedCategories } from '@meja/shared/menu-categories';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { fieldControlClass } from '../../../components/field-classes';
import { filterPosMenu, sortPosMenu } from '../menu-filter';
import { useMessages } from '../../../i18n/use-messages';
import { CategoryChips } from './category-chips';
import { dashboardMessages } from './dashboard-messages';
import { MenuGrid } from './menu-grid';

interface MenuSectionProps {
  items: readonly PublicMenuItem[];
  onAdd: (item: PublicMenuItem) => void;
}

/** SPEC §2 POS dashboard: menu search, category chips and the grid. */
export const MenuSection = memo(function MenuSection({ items, onAdd }: MenuSectionProps) {
  const t = useMessages(dashboardMessages);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search);
  const sorted = useMemo(() => sortPosMenu(items), [items]);
  const categories = useMemo(() => orderedCategories(items), [items]);
  const visible = useMemo(
    () => filterPosMenu(sorted, category, deferredSearch),
    [sorted, category, deferredSearch],
  );

  return (
    <section aria-labelledby="pos-menu-title" className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="pos-menu-title" className="text-lg font-bold text-stone-900">
          {t.menu}
        </h2>
        <div className="sm:w-72">
          <label htmlFor="pos-menu-search" className="sr-only">
            {t.searchLabel}
          </label>
          <input
            id="pos-menu-search"
            type="search"
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={fieldControlClass(false)}
          />
        </div>
      </div>
      {items.length === 0 ? (
        <EmptyState>{t.menuEmpty}</EmptyState>
      ) : (
        <>
          <CategoryChips categories={categories} selected={category} onSelect={setCategory} />
          <MenuGrid items={visible} onAdd={onAdd} />
        </>
      )}
    </section>
  );
});
