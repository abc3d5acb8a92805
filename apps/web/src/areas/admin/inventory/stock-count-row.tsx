import { useMessages } from '../../../i18n/use-messages';
import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { memo } from 'react';
import { fieldControlClass } from '../../../components/field-classes';
import { formatSignedQty, formatStock } from '../../../lib/format-number';
import { inventoryMessages } from './inventory-messages';
import { countDifference, parseCount } from './stock-count';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';

/* The count sheet: a table from lg up, a card per ingredient below it (same markup). */
const ROW = 'grid grid-cols-3 gap-x-3 gap-y-2 p-3';

interface StockCountRowProps {
  item: InventoryItem;
  draft: string;
  onDraft: (id: string, text: string) => void;
}

/** One ingredient on the sheet: what the ledger says, the counted figure, the difference as it is typed. */
export const StockCountRow = memo(function StockCountRow({ item, draft, onDraft }: StockCountRowProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const parsed = parseCount(draft);
  const inputId = `count-${item._id}`;
  const diffId = `${inputId}-diff`;
  const unit = item.unit ? ` ${item.unit}` : '';
  const tone =
    parsed.kind === 'invalid'
      ? 'border-red-300 bg-red-50'
      : parsed.kind === 'counted'
        ? 'border-(--tenant-accent) bg-(--tenant-accent-soft)'
        : 'border-stone-200 bg-white';

  let difference = <span className="text-stone-600">{inventoryTexts.countNotCounted}</span>;
  if (parsed.kind === 'invalid') {
    difference = <span className="font-medium text-red-700">{inventoryTexts.countInvalidShort}</span>;
  } else if (parsed.kind === 'counted') {
    const diff = countDifference(item.stock, parsed.value);
    difference =
      diff === 0 ? (
        <span className="font-semibold text-stone-800">{inventoryTexts.countMatches}</span>
      ) : (
        <span className={`font-semibold tabular-nums ${diff < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
          {formatSignedQty(diff)}
          {unit}
        </span>
      );
  }

  return (
    <TableRow className={`${ROW} ${tone}`} data-count-item={item.name}>
      <TableCell align="middle" className="min-w-0 col-span-3">
        <span className="break-words font-semibold text-stone-900">{item.name}</span>
        {item.sku ? <span className="block text-xs text-stone-600">{item.sku}</span> : null}
      </TableCell>
      <TableCell align="middle" className="min-w-0 lg:text-right">
        <CellLabel>{inventoryTexts.countExpected}</CellLabel>
        <span
          className={`block font-semibold tabular-nums ${item.stock < 0 ? 'text-red-800' : 'text-stone-900'}`}
        >
          {formatStock(item.stock)}
          <span className="font-normal text-stone-600">{unit}</span>
        </span>
      </TableCell>
      <TableCell align="middle" className="min-w-0">
        <label htmlFor={inputId} className="block text-xs text-stone-600 lg:sr-only">
          {inventoryTexts.countCounted}
          <span className="sr-only"> {item.name}</span>
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft}
          aria-invalid={parsed.kind === 'invalid' ? true : undefined}
          aria-describedby={diffId}
          onChange={(event) => onDraft(item._id, event.target.value)}
          className={`${fieldControlClass(parsed.kind === 'invalid')} tabular-nums`}
        />
      </TableCell>
      <TableCell align="middle" className="min-w-0 lg:text-right">
        <CellLabel>{inventoryTexts.countDifference}</CellLabel>
        <span id={diffId} className="block text-sm" data-count-difference>
          {difference}
        </span>
      </TableCell>
    </TableRow>
  );
});
