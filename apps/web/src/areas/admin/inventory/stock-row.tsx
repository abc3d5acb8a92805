import { zodResolver } from '@hookform/resolvers/zod';
import { inventoryUpdate, type InventoryItem, type InventoryUpdate } from '@meja/shared/contracts/inventory';
import { formatRupiah } from '@meja/shared/money';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { deleteInventoryItem, updateInventoryItem } from '../../../api/inventory-api';
import { Button } from '../../../components/button/button';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { fieldControlClass } from '../../../components/field-classes';
import { formatStock } from '../../../lib/format-number';
import { inventoryMessages } from './inventory-messages';
import { StockMovements } from './stock-movements';
import { useInventoryCache } from './use-inventory-cache';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const stockRowMessages = i18n('admin/inventory/stock-row', {
  gagalMenyimpan: 'Gagal menyimpan',
  gagalMenghapusBahan: 'Gagal menghapus bahan',
  belumAdaHargaBeli: 'Belum ada harga beli',
  hargaBeliTerakhir: params('Harga beli terakhir {lastUnitCost}{value}'),
  dipakaiDiMenu: params(' · dipakai di {usedInBom} menu'),
  riwayatStok: 'Riwayat stok',
  sku: 'SKU',
  stok: 'Stok',
  satuan: 'Satuan',
  stokMin: 'Stok min.',
  simpan: 'Simpan',
  batal: 'Batal',
  edit: 'Edit',
  menghapus: 'Menghapus...',
  hapus: 'Hapus',
  fieldName: 'Nama bahan',
  fieldMinStock: 'Stok minimum',
});

interface StockRowProps {
  tenantSlug: string;
  item: InventoryItem;
  onDeleted: (message: string) => void;
}

type Notice = { tone: 'success' | 'error'; text: string };

const FIELD_NAMES = ['name', 'sku', 'stock', 'unit', 'minStock'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function valuesOf(item: InventoryItem): InventoryUpdate {
  return {
    name: item.name,
    sku: item.sku,
    stock: String(item.stock),
    unit: item.unit,
    minStock: String(item.minStock),
  };
}

/** One ingredient: read-only, or edited in place (edit → save / cancel), with its ledger below. */
export function StockRow({ tenantSlug, item, onDeleted }: StockRowProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(stockRowMessages);
  const formId = useId();
  const cache = useInventoryCache(tenantSlug);
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const form = useForm({ resolver: zodResolver(inventoryUpdate), defaultValues: valuesOf(item) });
  const { errors } = form.formState;

  useEffect(() => {
    if (notice?.tone !== 'success') return undefined;
    const timer = window.setTimeout(() => setNotice(null), 4000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const save = useMutation({
    mutationFn: (changes: InventoryUpdate) => updateInventoryItem(tenantSlug, item._id, changes),
    onSuccess: (updated) => {
      cache.replace(updated);
      setEditing(false);
      setNotice({ tone: 'success', text: inventoryTexts.saved });
      window.requestAnimationFrame(() => editButtonRef.current?.focus());
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
      setNotice({ tone: 'error', text: messageOf(error, t.gagalMenyimpan) });
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteInventoryItem(tenantSlug, item._id),
    onSuccess: () => {
      cache.remove(item._id);
      onDeleted(inventoryTexts.deleted({ name: item.name }));
    },
    onError: (error) => setNotice({ tone: 'error', text: messageOf(error, t.gagalMenghapusBahan) }),
  });

  function startEditing(): void {
    form.reset(valuesOf(item));
    setNotice(null);
    setEditing(true);
  }

  function cancelEditing(): void {
    form.reset(valuesOf(item));
    setNotice(null);
    setEditing(false);
    window.requestAnimationFrame(() => editButtonRef.current?.focus());
  }

  const input = (
    name: FieldName,
    label: string,
    extra: Record<string, string | number | boolean> = {},
    className = '',
  ) => (
    <div className="space-y-1">
      <label htmlFor={`${formId}-${name}`} className="block text-xs font-medium text-stone-700 lg:sr-only">
        {label}
      </label>
      <input
        id={`${formId}-${name}`}
        form={formId}
        aria-invalid={errors[name] ? true : undefined}
        {...extra}
        className={`${fieldControlClass(Boolean(errors[name]))} ${className}`}
        {...form.register(name)}
      />
      {errors[name]?.message ? (
        <p className="text-xs font-medium text-red-700">{errors[name]?.message}</p>
      ) : null}
    </div>
  );

  return (
    <>
      <TableRow
        tone={item.belowMin || item.stock < 0 ? 'alert' : 'plain'}
        className="grid grid-cols-2 gap-x-4 gap-y-3 p-4"
        data-stock-item={item.name}
      >
        <TableCell className="col-span-2">
          {editing ? (
            input('name', t.fieldName, { maxLength: 120, autoComplete: 'off' })
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                <span className="break-words">{item.name}</span>
                {item.stock < 0 ? (
                  <span className="rounded bg-red-800 px-1.5 py-0.5 text-xs font-semibold text-white">
                    {inventoryTexts.negativeRow}
                  </span>
                ) : item.belowMin ? (
                  <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-semibold text-white">
                    {inventoryTexts.belowMinRow}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-xs text-stone-600">
                {item.lastUnitCost === null
                  ? t.belumAdaHargaBeli
                  : t.hargaBeliTerakhir({
                      lastUnitCost: formatRupiah(item.lastUnitCost),
                      value: item.unit ? `/${item.unit}` : '',
                    })}
                {item.usedInBom > 0 ? t.dipakaiDiMenu({ usedInBom: item.usedInBom }) : ''}
              </p>
              <button
                type="button"
                aria-expanded={showHistory}
                className="-ml-1 mt-1 inline-flex min-h-11 items-center gap-1 rounded px-1 text-sm font-semibold text-(--tenant-accent-text) underline decoration-stone-300 underline-offset-4 hover:decoration-current lg:min-h-8"
                onClick={() => setShowHistory((open) => !open)}
              >
                {t.riwayatStok}
                <span aria-hidden="true">{showHistory ? '▴' : '▾'}</span>
                <span className="sr-only"> {item.name}</span>
              </button>
            </>
          )}
        </TableCell>
        <TableCell>
          {editing ? (
            input('sku', t.sku, { maxLength: 60, autoComplete: 'off' })
          ) : (
            <>
              <CellLabel>{t.sku}</CellLabel>
              <p className="break-words text-stone-800">{item.sku || '–'}</p>
            </>
          )}
        </TableCell>
        <TableCell className="lg:text-right">
          {editing ? (
            input('stock', t.stok, { type: 'number', inputMode: 'decimal', step: '0.0001' })
          ) : (
            <>
              <CellLabel>{t.stok}</CellLabel>
              <p
                className={`font-semibold tabular-nums ${item.belowMin || item.stock < 0 ? 'text-red-800' : 'text-stone-900'}`}
              >
                {formatStock(item.stock)}
                <span className="font-normal text-stone-600 lg:hidden"> {item.unit}</span>
              </p>
            </>
          )}
        </TableCell>
        <TableCell>
          {editing ? (
            input('unit', t.satuan, { maxLength: 20, autoComplete: 'off' })
          ) : (
            <>
              <CellLabel>{t.satuan}</CellLabel>
              <p className="text-stone-800">{item.unit || '–'}</p>
            </>
          )}
        </TableCell>
        <TableCell className="lg:text-right">
          {editing ? (
            input('minStock', t.fieldMinStock, {
              type: 'number',
              inputMode: 'decimal',
              step: '0.0001',
              min: 0,
            })
          ) : (
            <>
              <CellLabel>{t.stokMin}</CellLabel>
              <p className="tabular-nums text-stone-800">{formatStock(item.minStock)}</p>
            </>
          )}
        </TableCell>
        <TableCell className="col-span-2">
          {editing ? (
            <form
              id={formId}
              noValidate
              onSubmit={form.handleSubmit((changes) => save.mutate(changes))}
              className="flex flex-col gap-2"
            >
              <p className="text-xs text-stone-600">{inventoryTexts.stockAdjustHint}</p>
              <div className="grid grid-cols-2 gap-2">
                <Button type="submit" variant="primary" loading={save.isPending}>
                  {t.simpan}
                </Button>
                <Button variant="secondary" onClick={cancelEditing} disabled={save.isPending}>
                  {t.batal}
                </Button>
              </div>
            </form>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Button
                ref={editButtonRef}
                variant="secondary"
                onClick={startEditing}
                disabled={remove.isPending}
              >
                {t.edit}
                <span className="sr-only"> {item.name}</span>
              </Button>
              <Button
                variant="danger"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(inventoryTexts.confirmDelete)) remove.mutate();
                }}
              >
                {remove.isPending ? t.menghapus : t.hapus}
                <span className="sr-only"> {item.name}</span>
              </Button>
            </div>
          )}
          <div aria-live="polite" className="text-sm">
            {notice ? (
              <p
                className={`mt-2 ${notice.tone === 'success' ? 'font-semibold text-green-800' : 'font-medium text-red-700'}`}
                role={notice.tone === 'error' ? 'alert' : undefined}
              >
                {notice.text}
              </p>
            ) : null}
          </div>
        </TableCell>
      </TableRow>
      {showHistory ? (
        <TableRow tone="muted" flat className="block p-4">
          <TableCell colSpan={6}>
            <StockMovements tenantSlug={tenantSlug} item={item} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
