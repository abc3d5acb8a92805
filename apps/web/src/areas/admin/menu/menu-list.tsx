import type { InventoryItem } from '@meja/shared/contracts/inventory';
import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { fieldControlClass } from '../../../components/field-classes';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { categoryCounts, groupMenu } from './menu-filter';
import { MenuItemEntry } from './menu-item-entry';
import { menuMessages } from './menu-messages';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const menuListMessages = i18n('admin/menu/menu-list', {
  cariMenu: 'Cari menu',
  cariMenu2: 'Cari menu…',
  filterKategori: 'Filter kategori',
  semua: 'Semua ',
  menu: ' menu',
  menuAndStatus: 'Menu & status',
  harga: 'Harga',
  foodCostMargin: 'Food cost · Margin',
  aksi: 'Aksi',
});

interface MenuListProps {
  tenantSlug: string;
  items: readonly AdminMenuItem[];
  categories: readonly string[];
  ingredients: readonly InventoryItem[];
  ingredientsError: string | null;
}

function chipClass(active: boolean): string {
  const base =
    'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap';
  return active
    ? `${base} border-(--tenant-accent) bg-(--tenant-accent) text-white`
    : `${base} border-stone-300 bg-white text-stone-700 hover:bg-stone-100`;
}

/** The menu grouped by category, with category chips and a name search. */
export function MenuList({ tenantSlug, items, categories, ingredients, ingredientsError }: MenuListProps) {
  const menuTexts = useMessages(menuMessages);
  const t = useMessages(menuListMessages);
  const searchId = useId();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [pageNotice, setPageNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const counts = categoryCounts(items);
  const activeCategory = counts.some((entry) => entry.category === category) ? category : null;
  const groups = groupMenu(items, activeCategory, search);

  if (items.length === 0) return <EmptyState>{menuTexts.empty}</EmptyState>;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="lg:w-64 lg:shrink-0">
          <label htmlFor={searchId} className="sr-only">
            {t.cariMenu}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t.cariMenu2}
            className={fieldControlClass(false)}
          />
        </div>
        <div
          role="group"
          aria-label={t.filterKategori}
          className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 py-1"
        >
          <button
            type="button"
            aria-pressed={activeCategory === null}
            className={chipClass(activeCategory === null)}
            onClick={() => setCategory(null)}
          >
            {t.semua}
            <span className="font-normal">{items.length}</span>
          </button>
          {counts.map((entry) => (
            <button
              key={entry.category}
              type="button"
              aria-pressed={activeCategory === entry.category}
              className={chipClass(activeCategory === entry.category)}
              onClick={() => setCategory(entry.category)}
            >
              {entry.category} <span className="font-normal">{entry.count}</span>
            </button>
          ))}
        </div>
      </div>

      {pageNotice ? (
        pageNotice.tone === 'success' ? (
          <SuccessMessage>{pageNotice.text}</SuccessMessage>
        ) : (
          <ErrorMessage>{pageNotice.text}</ErrorMessage>
        )
      ) : null}

      {groups.length === 0 ? <EmptyState>{menuTexts.noMatch}</EmptyState> : null}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`${searchId}-${group.category}`}>
          <h3
            id={`${searchId}-${group.category}`}
            className="mb-2 flex items-baseline gap-2 text-base font-bold tracking-wide text-stone-900"
          >
            {group.category}
            <span className="text-sm font-normal text-stone-600">
              {group.items.length} {t.menu}
            </span>
          </h3>
          <ResponsiveTable from="xl">
            <colgroup>
              <col />
              <col className="xl:w-40" />
              <col className="xl:w-56" />
              <col className="xl:w-32" />
            </colgroup>
            <TableHead>
              <HeaderCell>{t.menuAndStatus}</HeaderCell>
              <HeaderCell>{t.harga}</HeaderCell>
              <HeaderCell>{t.foodCostMargin}</HeaderCell>
              <HeaderCell hidden>{t.aksi}</HeaderCell>
            </TableHead>
            <TableBody>
              {group.items.map((item) => (
                <MenuItemEntry
                  key={item._id}
                  tenantSlug={tenantSlug}
                  item={item}
                  categories={categories}
                  ingredients={ingredients}
                  ingredientsError={ingredientsError}
                  onDeleted={(text) => setPageNotice({ tone: 'success', text })}
                  onDeleteFailed={(text) => setPageNotice({ tone: 'error', text })}
                />
              ))}
            </TableBody>
          </ResponsiveTable>
        </section>
      ))}
    </div>
  );
}
