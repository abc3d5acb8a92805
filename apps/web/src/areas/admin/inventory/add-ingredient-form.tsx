import { zodResolver } from '@hookform/resolvers/zod';
import { inventoryCreate, type InventoryCreate } from '@meja/shared/contracts/inventory';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { hasStatus, messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { createInventoryItem } from '../../../api/inventory-api';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { inventoryMessages } from './inventory-messages';
import { useInventoryCache } from './use-inventory-cache';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const addIngredientFormMessages = i18n('admin/inventory/add-ingredient-form', {
  tambahBahan: 'Tambah bahan',
  namaBahan: 'Nama bahan',
  satuan: 'Satuan',
  kgLiterPcs: 'kg, liter, pcs',
  sku: 'SKU',
  stokAwal: 'Stok awal',
  stokMinimum: 'Stok minimum',
  ditambahkan: params('{saved}: {savedName} ditambahkan.'),
  gagalMenyimpan: 'Gagal menyimpan',
  tutup: 'Tutup',
  simpanBahan: 'Simpan bahan',
});

const EMPTY: InventoryCreate = { name: '', unit: '', sku: '', stock: '', minStock: '' };

const FIELD_NAMES = ['name', 'unit', 'sku', 'stock', 'minStock'] as const;

interface AddIngredientFormProps {
  tenantSlug: string;
  onClose: () => void;
}

/** 'Tambah bahan': name, unit, SKU, opening stock and minimum stock. */
export function AddIngredientForm({ tenantSlug, onClose }: AddIngredientFormProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(addIngredientFormMessages);
  const cache = useInventoryCache(tenantSlug);
  const [savedName, setSavedName] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(inventoryCreate), defaultValues: EMPTY });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (item: InventoryCreate) => createInventoryItem(tenantSlug, item),
    onSuccess: (item) => {
      cache.upsert(item);
      setSavedName(item.name);
      form.reset(EMPTY);
      form.setFocus('name');
    },
    onError: (error) => {
      if (hasStatus(error, 409)) form.setError('sku', { type: 'server', message: messageOf(error, '') });
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="add-ingredient-title"
      className="space-y-4 rounded-xl border border-(--tenant-accent) bg-white p-4 shadow-sm sm:p-5"
      onSubmit={form.handleSubmit((item) => {
        setSavedName(null);
        mutation.mutate(item);
      })}
    >
      <h3 id="add-ingredient-title" className="text-lg font-bold text-stone-900">
        {t.tambahBahan}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="sm:col-span-2 lg:col-span-2">
          <TextField
            label={t.namaBahan}
            required
            autoFocus
            maxLength={120}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
        </div>
        <TextField
          label={t.satuan}
          optional
          placeholder={t.kgLiterPcs}
          maxLength={20}
          autoComplete="off"
          error={errors.unit?.message}
          {...form.register('unit')}
        />
        <TextField
          label={t.sku}
          optional
          maxLength={60}
          autoComplete="off"
          error={errors.sku?.message}
          {...form.register('sku')}
        />
        <TextField
          label={t.stokAwal}
          optional
          type="number"
          inputMode="decimal"
          step="0.0001"
          placeholder="0"
          error={errors.stock?.message}
          {...form.register('stock')}
        />
        <TextField
          label={t.stokMinimum}
          optional
          type="number"
          inputMode="decimal"
          step="0.0001"
          min={0}
          placeholder="0"
          error={errors.minStock?.message}
          {...form.register('minStock')}
        />
      </div>
      {savedName ? (
        <SuccessMessage>{t.ditambahkan({ saved: inventoryTexts.saved, savedName })}</SuccessMessage>
      ) : null}
      {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, t.gagalMenyimpan)}</ErrorMessage> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          {t.tutup}
        </Button>
        <Button type="submit" variant="primary" loading={mutation.isPending}>
          {t.simpanBahan}
        </Button>
      </div>
    </form>
  );
}
