import { MAX_BOM_LINES } from '@meja/shared/bom';
import type { InventoryItem } from '@meja/shared/contracts/inventory';
import { formatRupiah } from '@meja/shared/money';
import { useId, type Ref } from 'react';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { bomMessages } from './bom-messages';
import {
  bomRowState,
  canAddBomRow,
  emptyBomRow,
  parseQty,
  placeNewIngredient,
  type BomDraftRow,
} from './bom-draft';
import { useNewIngredient } from './use-new-ingredient';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const bomLinesEditorMessages = i18n('admin/bom/bom-lines-editor', {
  belumAdaBahanDi: 'Belum ada bahan di resep ini.',
  bahan: 'Bahan',
  qtyPerPorsi: 'Qty per porsi',
  biaya: 'Biaya',
  bahan2: 'Bahan ',
  pilihBahan: '— Pilih bahan —',
  qtyBahan: 'Qty bahan ',
  belumAdaHargaBeli: 'belum ada harga beli',
  hargaBeliTerakhir: params('Harga beli terakhir {unitCost}{value}'),
  hapusBahan: 'Hapus bahan ',
  tambahBahan: '+ Tambah bahan',
  membuatBahan: 'Membuat bahan...',
  bahanBaru: '+ Bahan baru',
  bahan3: ' bahan',
});

interface BomLinesEditorProps {
  tenantSlug: string;
  rows: BomDraftRow[];
  onChange: (rows: BomDraftRow[]) => void;
  ingredients: readonly InventoryItem[];
  /** The first ingredient select, for "edit BOM" to focus. */
  firstSelectRef?: Ref<HTMLSelectElement>;
  disabled?: boolean;
}

/** Up to 5 lines of ingredient + qty per portion (SPEC §5, §9), with inline ingredient creation. */
export function BomLinesEditor({
  tenantSlug,
  rows,
  onChange,
  ingredients,
  firstSelectRef,
  disabled = false,
}: BomLinesEditorProps) {
  const bomTexts = useMessages(bomMessages);
  const t = useMessages(bomLinesEditorMessages);
  const baseId = useId();
  const newIngredient = useNewIngredient(tenantSlug, (ingredientId) => {
    const placed = placeNewIngredient(rows, ingredientId);
    if (!placed) return false;
    onChange(placed);
    return true;
  });
  const canAdd = canAddBomRow(rows);

  function updateRow(key: string, changes: Partial<BomDraftRow>): void {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  }

  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{t.belumAdaBahanDi}</p>
      ) : (
        <div className="rounded-lg border border-stone-200 bg-stone-50">
          <div
            aria-hidden="true"
            className="hidden gap-2 border-b border-stone-200 px-3 py-2 text-xs font-semibold uppercase tracking-wide text-stone-600 sm:grid sm:grid-cols-[minmax(0,1fr)_10rem_9rem_2.75rem]"
          >
            <span>{t.bahan}</span>
            <span>{t.qtyPerPorsi}</span>
            <span>{t.biaya}</span>
            <span />
          </div>
          <ol className="divide-y divide-stone-200">
            {rows.map((row, index) => {
              const state = bomRowState(row);
              const ingredient = ingredients.find((item) => item._id === row.inventoryItemId);
              const qty = parseQty(row.qty);
              const unitCost = ingredient?.lastUnitCost ?? null;
              const hintId = `${baseId}-${row.key}-hint`;
              const takenElsewhere = new Set(
                rows.filter((other) => other.key !== row.key).map((other) => other.inventoryItemId),
              );
              return (
                <li
                  key={row.key}
                  className="grid grid-cols-[minmax(0,1fr)_2.75rem] items-end gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_9rem_2.75rem] sm:items-center"
                >
                  <div className="col-span-2 space-y-1 sm:col-span-1">
                    <label
                      htmlFor={`${baseId}-${row.key}-item`}
                      className="block text-sm font-medium text-stone-800 sm:sr-only"
                    >
                      {t.bahan2}
                      {index + 1}
                    </label>
                    <select
                      id={`${baseId}-${row.key}-item`}
                      ref={index === 0 ? firstSelectRef : undefined}
                      value={row.inventoryItemId}
                      disabled={disabled}
                      aria-describedby={state === 'no-ingredient' ? hintId : undefined}
                      onChange={(event) => updateRow(row.key, { inventoryItemId: event.target.value })}
                      className={fieldControlClass(state === 'no-ingredient')}
                    >
                      <option value="">{t.pilihBahan}</option>
                      {ingredients.map((item) => (
                        <option key={item._id} value={item._id} disabled={takenElsewhere.has(item._id)}>
                          {item.name}
                          {item.unit ? ` (${item.unit})` : ''}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="space-y-1">
                    <label
                      htmlFor={`${baseId}-${row.key}-qty`}
                      className="block text-sm font-medium text-stone-800 sm:sr-only"
                    >
                      {t.qtyBahan}
                      {index + 1}
                    </label>
                    <div className="flex items-center gap-2">
                      <input
                        id={`${baseId}-${row.key}-qty`}
                        type="number"
                        inputMode="decimal"
                        step="0.0001"
                        min="0"
                        value={row.qty}
                        disabled={disabled}
                        aria-describedby={state === 'bad-qty' ? hintId : undefined}
                        onChange={(event) => updateRow(row.key, { qty: event.target.value })}
                        className={fieldControlClass(state === 'bad-qty')}
                      />
                      <span className="w-10 shrink-0 text-sm text-stone-600">{ingredient?.unit ?? ''}</span>
                    </div>
                  </div>
                  <p className="order-1 col-span-2 text-sm tabular-nums text-stone-700 sm:order-none sm:col-span-1">
                    {state !== 'complete' ? (
                      <span className="text-stone-400">–</span>
                    ) : unitCost === null ? (
                      <span className="text-amber-800">{t.belumAdaHargaBeli}</span>
                    ) : (
                      <span
                        title={t.hargaBeliTerakhir({
                          unitCost: formatRupiah(unitCost),
                          value: ingredient?.unit ? `/${ingredient.unit}` : '',
                        })}
                      >
                        {formatRupiah((qty ?? 0) * unitCost)}
                        <span className="block text-xs text-stone-500">
                          @ {formatRupiah(unitCost)}
                          {ingredient?.unit ? `/${ingredient.unit}` : ''}
                        </span>
                      </span>
                    )}
                  </p>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                    className="inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="sr-only">
                      {t.hapusBahan}
                      {index + 1}
                    </span>
                  </button>
                  {state === 'no-ingredient' || state === 'bad-qty' ? (
                    <p
                      id={hintId}
                      className="order-2 col-span-2 text-sm font-medium text-amber-800 sm:order-none sm:col-span-4"
                    >
                      {state === 'no-ingredient' ? bomTexts.lineNoIngredient : bomTexts.lineBadQty}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      {ingredients.length === 0 ? <p className="text-sm text-stone-600">{bomTexts.noIngredients}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={disabled || !canAdd}
          onClick={() => onChange([...rows, emptyBomRow()])}
        >
          {t.tambahBahan}
        </Button>
        <Button
          variant="secondary"
          disabled={disabled || newIngredient.pending}
          onClick={() => void newIngredient.createFromPrompts()}
        >
          {newIngredient.pending ? t.membuatBahan : t.bahanBaru}
        </Button>
        <span className="text-sm text-stone-600">
          {rows.length}/{MAX_BOM_LINES} {t.bahan3}
          {canAdd ? '' : ` · ${bomTexts.maxLines({ max: MAX_BOM_LINES })}`}
        </span>
      </div>
      {newIngredient.notice ? (
        newIngredient.notice.tone === 'success' ? (
          <SuccessMessage>{newIngredient.notice.text}</SuccessMessage>
        ) : (
          <ErrorMessage>
            <p>{newIngredient.notice.text}</p>
            {newIngredient.notice.detail && newIngredient.notice.detail !== newIngredient.notice.text ? (
              <p className="mt-1">{newIngredient.notice.detail}</p>
            ) : null}
          </ErrorMessage>
        )
      ) : null}
    </div>
  );
}
