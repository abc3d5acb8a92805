import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import type { Ref } from 'react';
import { Button } from '../../../components/button/button';
import { TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { ToggleButton } from '../../../components/toggle-button';
import { FoodCostSummary } from '../bom/food-cost-summary';
import { menuMessages } from './menu-messages';
import { MenuPrice } from './menu-price';
import { MenuStockBadges } from './menu-stock-badges';
import { optionGroupMessages } from './option-group-messages';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const menuItemRowMessages = i18n('admin/menu/menu-item-row', {
  noImage: 'No Image',
  nonaktif: 'Nonaktif',
  status: params('Status {name}'),
  edit: 'Edit',
  menghapus: 'Menghapus...',
  hapus: 'Hapus',
  flagActive: 'Aktif',
  flagSpecialToday: 'Spesial',
  flagFavorite: 'Favorit',
});

export type MenuFlag = 'isActive' | 'isSpecialToday' | 'isFavorite' | 'soldOutToday';

const FLAGS: readonly MenuFlag[] = ['isActive', 'isSpecialToday', 'isFavorite', 'soldOutToday'];

interface MenuItemRowProps {
  item: AdminMenuItem;
  pendingFlag: MenuFlag | null;
  deleting: boolean;
  notice: { tone: 'success' | 'error'; text: string } | null;
  onToggle: (flag: MenuFlag) => void;
  onEdit: () => void;
  onDelete: () => void;
  editButtonRef?: Ref<HTMLButtonElement>;
}

/** One menu item: a card on phones, a table row on wide screens. */
export function MenuItemRow({
  item,
  pendingFlag,
  deleting,
  notice,
  onToggle,
  onEdit,
  onDelete,
  editButtonRef,
}: MenuItemRowProps) {
  const t = useMessages(menuItemRowMessages);
  const menuTexts = useMessages(menuMessages);
  const optionTexts = useMessages(optionGroupMessages);
  const flagLabels: Record<MenuFlag, string> = {
    isActive: t.flagActive,
    isSpecialToday: t.flagSpecialToday,
    isFavorite: t.flagFavorite,
    soldOutToday: menuTexts.soldOutToday,
  };
  return (
    <TableRow
      tone="plain"
      className={`block p-3 sm:p-4 ${item.isActive ? '' : 'bg-stone-50'}`}
      data-menu-item={item.name}
    >
      <TableCell>
        <div className="flex gap-3">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              loading="lazy"
              className={`size-16 shrink-0 rounded-lg border border-stone-200 object-cover ${item.isActive ? '' : 'opacity-50 grayscale'}`}
            />
          ) : (
            <div className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-dashed border-stone-300 bg-stone-50 text-[11px] text-stone-500">
              {t.noImage}
            </div>
          )}
          <div className="min-w-0">
            <p className="break-words font-semibold text-stone-900">{item.name}</p>
            <div className="mt-1 flex flex-wrap items-center gap-1.5">
              {item.isActive ? null : (
                <span className="inline-block rounded bg-stone-200 px-1.5 text-xs font-semibold text-stone-700">
                  {t.nonaktif}
                </span>
              )}
              <MenuStockBadges item={item} />
            </div>
            {item.optionGroups.length > 0 ? (
              <p className="mt-1 text-xs break-words text-stone-600" data-menu-option-groups>
                <span className="font-semibold text-stone-700">{optionTexts.rowGroups}</span>{' '}
                {item.optionGroups.map((group) => group.name).join(' · ')}
              </p>
            ) : null}
          </div>
        </div>
        <div
          className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:flex xl:flex-wrap"
          role="group"
          aria-label={t.status({ name: item.name })}
        >
          {FLAGS.map((flag) => (
            <ToggleButton
              key={flag}
              label={flagLabels[flag]}
              context={item.name}
              pressed={item[flag]}
              pending={pendingFlag === flag}
              onToggle={() => onToggle(flag)}
            />
          ))}
        </div>
      </TableCell>
      <TableCell className="mt-3 xl:mt-0">
        <MenuPrice {...item} />
      </TableCell>
      <TableCell className="mt-2 xl:mt-0">
        <FoodCostSummary
          foodCost={item.foodCost}
          marginPercent={item.marginPercent}
          lines={item.bom.length}
          missingPrice={item.bom.some((line) => line.unitCost === null)}
          stackFrom="xl"
        />
        {item.bom.length > 0 ? (
          <p className="mt-1 text-xs text-stone-600">{item.bom.map((line) => line.name).join(', ')}</p>
        ) : null}
      </TableCell>
      <TableCell className="mt-3 xl:mt-0">
        <div className="grid grid-cols-2 gap-2 xl:flex xl:flex-col">
          <Button ref={editButtonRef} variant="secondary" onClick={onEdit} disabled={deleting}>
            {t.edit}
            <span className="sr-only"> {item.name}</span>
          </Button>
          <Button variant="danger" onClick={onDelete} disabled={deleting}>
            {deleting ? t.menghapus : t.hapus}
            <span className="sr-only"> {item.name}</span>
          </Button>
        </div>
        <div aria-live="polite" className="mt-2 text-sm">
          {notice ? (
            <p
              className={
                notice.tone === 'success' ? 'font-semibold text-green-800' : 'font-medium text-red-700'
              }
            >
              {notice.text}
            </p>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
