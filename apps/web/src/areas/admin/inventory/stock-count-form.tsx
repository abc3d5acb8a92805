import { useMessages } from '../../../i18n/use-messages';
import { STOCK_COUNT_MESSAGES, type InventoryItem } from '@meja/shared/contracts/inventory';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { messageOf } from '../../../api/api-error';
import { createStockCount, type StockCountResult } from '../../../api/inventory-api';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { ErrorMessage } from '../../../components/messages';
import {
  HeaderCell,
  ResponsiveTable,
  TableBody,
  TableHead,
} from '../../../components/responsive-table/responsive-table';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import { inventoryMessages } from './inventory-messages';
import { countSheet, hasUnsavedCounts } from './stock-count';
import { StockCountRow } from './stock-count-row';
import { useInventoryCache } from './use-inventory-cache';

interface StockCountFormProps {
  tenantSlug: string;
  items: readonly InventoryItem[];
  /** The count was recorded: the text to show ('N bahan disesuaikan'). */
  onDone: (message: string) => void;
  onCancel: () => void;
}

function resultText(result: StockCountResult): string {
  const texts = inventoryMessages.get();
  const unchanged = result.items.length - result.adjusted;
  return texts.countDone({
    adjusted: result.adjusted,
    unchanged: unchanged > 0 ? texts.countDoneUnchanged({ unchanged }) : '',
  });
}

/**
 * 'Stok opname' (issue 12): every ingredient with its recorded stock, a field for the counted
 * quantity (blank = not counted) and the difference as it is typed. Only counted lines are sent;
 * the server records each as an adjustment with both figures and who counted.
 */
export function StockCountForm({ tenantSlug, items, onDone, onCancel }: StockCountFormProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const titleId = useId();
  const searchId = useId();
  const noteId = useId();
  const cache = useInventoryCache(tenantSlug);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const sorted = useMemo(() => [...items].sort((a, b) => a.name.localeCompare(b.name, 'id-ID')), [items]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? sorted.filter((item) => item.name.toLowerCase().includes(needle)) : sorted;
  const sheet = countSheet(sorted, drafts);

  const save = useMutation({
    mutationFn: () => createStockCount(tenantSlug, { lines: sheet.lines, note }),
    onSuccess: (result) => {
      cache.refresh();
      onDone(resultText(result));
    },
  });
  useUnsavedGuard(hasUnsavedCounts(drafts, note) && !save.isSuccess, inventoryTexts.countLeave);

  const onDraft = useCallback((id: string, text: string) => {
    setProblem(null);
    setDrafts((current) => ({ ...current, [id]: text }));
  }, []);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (save.isPending) return;
    if (sheet.invalid.length > 0) {
      setProblem(inventoryTexts.countInvalid({ count: sheet.invalid.length }));
    } else if (sheet.lines.length === 0) {
      setProblem(STOCK_COUNT_MESSAGES.empty);
    } else {
      setProblem(null);
      save.mutate();
    }
  }

  function cancel(): void {
    if (hasUnsavedCounts(drafts, note) && !window.confirm(inventoryTexts.countDiscard)) return;
    onCancel();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="rounded-xl border border-(--tenant-accent) bg-white shadow-sm"
    >
      <div className="space-y-4 p-4 sm:p-5">
        <div>
          <h3 id={titleId} className="text-lg font-bold text-stone-900">
            {inventoryTexts.countTitle}
          </h3>
          <p className="mt-1 text-sm text-stone-700">{inventoryTexts.countIntro}</p>
        </div>
        <div className="sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            {inventoryTexts.countSearch}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={`${inventoryTexts.countSearch}…`}
            onChange={(event) => setSearch(event.target.value)}
            className={fieldControlClass(false)}
          />
        </div>
        {shown.length === 0 ? (
          <p className="text-sm text-stone-600">{inventoryTexts.countNoMatch}</p>
        ) : (
          <ResponsiveTable from="lg" dense className="text-sm">
            <colgroup>
              <col />
              <col className="lg:w-40" />
              <col className="lg:w-44" />
              <col className="lg:w-40" />
            </colgroup>
            <TableHead>
              <HeaderCell>{inventoryTexts.countIngredient}</HeaderCell>
              <HeaderCell className="text-right">{inventoryTexts.countExpected}</HeaderCell>
              <HeaderCell>{inventoryTexts.countCounted}</HeaderCell>
              <HeaderCell className="text-right">{inventoryTexts.countDifference}</HeaderCell>
            </TableHead>
            <TableBody>
              {shown.map((item) => (
                <StockCountRow key={item._id} item={item} draft={drafts[item._id] ?? ''} onDraft={onDraft} />
              ))}
            </TableBody>
          </ResponsiveTable>
        )}
        <div className="space-y-1">
          <label htmlFor={noteId} className="block text-sm font-medium text-stone-800">
            {inventoryTexts.countNote}
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={200}
            autoComplete="off"
            placeholder={inventoryTexts.countNotePlaceholder}
            onChange={(event) => setNote(event.target.value)}
            className={fieldControlClass(false)}
          />
        </div>
      </div>
      <div className="sticky bottom-0 space-y-3 rounded-b-xl border-t border-stone-200 bg-white/95 p-4 backdrop-blur sm:px-5">
        {problem ? <ErrorMessage>{problem}</ErrorMessage> : null}
        {save.isError ? (
          <ErrorMessage>{messageOf(save.error, inventoryTexts.countFailed)}</ErrorMessage>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-stone-800" aria-live="polite">
            {inventoryTexts.countProgress({ counted: sheet.lines.length, total: sorted.length })}
          </p>
          <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:flex">
            <Button type="submit" variant="primary" loading={save.isPending}>
              {inventoryTexts.countSubmit}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
              {inventoryTexts.countCancel}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
