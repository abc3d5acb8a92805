import { memo } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';

interface CategoryChipsProps {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

function chipClass(active: boolean): string {
  const base =
    'inline-flex min-h-11 shrink-0 touch-manipulation items-center rounded-full border px-4 text-sm font-semibold transition-colors';
  return active
    ? `${base} border-(--tenant-accent) bg-(--tenant-accent) text-white`
    : `${base} border-stone-300 bg-white text-stone-700 hover:bg-stone-100`;
}

/** 'Semua' and one chip per category (aria-pressed); a row that scrolls sideways on phones. */
export const CategoryChips = memo(function CategoryChips({
  categories,
  selected,
  onSelect,
}: CategoryChipsProps) {
  const t = useMessages(dashboardMessages);
  return (
    <div role="group" aria-label={t.categoryFilter} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      <button
        type="button"
        aria-pressed={selected === null}
        className={chipClass(selected === null)}
        onClick={() => onSelect(null)}
      >
        {t.allCategories}
      </button>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={selected === category}
          className={chipClass(selected === category)}
          onClick={() => onSelect(selected === category ? null : category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
});
