import { zodResolver } from '@hookform/resolvers/zod';
import { purchaseCreate, type InventoryItem, type PurchaseCreate } from '@meja/shared/contracts/inventory';
import { formatRupiah } from '@meja/shared/money';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { createPurchase } from '../../../api/inventory-api';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { TextField } from '../../../components/text-field';
import { formatStock } from '../../../lib/format-number';
import { toIsoDate } from '../../../lib/local-date';
import { inventoryMessages } from './inventory-messages';
import { matchIngredient } from './match-ingredient';
import { useInventoryCache } from './use-inventory-cache';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const purchaseFormMessages = i18n('admin/inventory/purchase-form', {
  tanggal: 'Tanggal',
  namaBahan: 'Nama bahan',
  bahanBaruAkanDibuat: 'Bahan baru: akan dibuat saat disimpan.',
  pilihDariDaftarAtau: 'Pilih dari daftar atau ketik nama bahan baru.',
  sku: params('SKU {sku}'),
  sku2: 'SKU',
  qty: params('Qty{value}'),
  totalHargaRp: 'Total harga (Rp)',
  yangDibayarUntukSeluruh: 'Yang dibayar untuk seluruh qty.',
  satuanBahanBaru: 'Satuan bahan baru',
  kgLiterPcs: 'kg, liter, pcs',
  gagalMenyimpanBelanja: 'Gagal menyimpan belanja',
  simpanBelanja: 'Simpan belanja',
  hargaPer: 'Harga per ',
  satuan: 'satuan',
  registered: params('Bahan terdaftar: stok {stock} {unit}'),
});

const FIELD_NAMES = ['date', 'name', 'sku', 'qty', 'price', 'unit'] as const;

function emptyPurchase(date: string): PurchaseCreate {
  return { date, name: '', sku: '', qty: '', price: '', unit: '' };
}

interface PurchaseFormProps {
  tenantSlug: string;
  ingredients: readonly InventoryItem[];
}

/** SPEC §2/§5 'Input Belanja Bahan': date, ingredient name, optional SKU, qty and the total paid. */
export function PurchaseForm({ tenantSlug, ingredients }: PurchaseFormProps) {
  const inventoryTexts = useMessages(inventoryMessages);
  const t = useMessages(purchaseFormMessages);
  const formId = useId();
  const cache = useInventoryCache(tenantSlug);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(purchaseCreate),
    defaultValues: emptyPurchase(toIsoDate(new Date())),
  });
  const { errors } = form.formState;
  const [name, sku, qty, price] = useWatch({ control: form.control, name: ['name', 'sku', 'qty', 'price'] });
  const match = matchIngredient(ingredients, name, typeof sku === 'string' ? sku : '');
  const typedName = name.trim() !== '';

  const mutation = useMutation({
    mutationFn: (purchase: PurchaseCreate) => createPurchase(tenantSlug, purchase),
    onSuccess: ({ item }, purchase) => {
      cache.upsert(item);
      setSaved(
        inventoryTexts.purchaseSaved({
          name: item.name,
          stock: formatStock(item.stock),
          unit: item.unit ? ` ${item.unit}` : '',
        }),
      );
      form.reset(emptyPurchase(purchase.date));
      form.setFocus('name');
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });

  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      className="space-y-4"
      onSubmit={form.handleSubmit((purchase) => {
        setSaved(null);
        mutation.mutate(purchase);
      })}
    >
      <h2 id={`${formId}-title`} className="text-xl font-bold text-stone-900">
        {inventoryTexts.purchaseTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t.tanggal}
          type="date"
          required
          error={errors.date?.message}
          {...form.register('date')}
        />
        <div className="space-y-1.5 lg:col-span-2">
          <TextField
            label={t.namaBahan}
            required
            list={`${formId}-ingredients`}
            autoComplete="off"
            maxLength={120}
            hint={
              match
                ? t.registered({ stock: formatStock(match.stock), unit: match.unit }).trim()
                : typedName
                  ? t.bahanBaruAkanDibuat
                  : t.pilihDariDaftarAtau
            }
            error={errors.name?.message}
            {...form.register('name')}
          />
          <datalist id={`${formId}-ingredients`}>
            {ingredients.map((item) => (
              <option key={item._id} value={item.name}>
                {item.sku ? t.sku({ sku: item.sku }) : undefined}
              </option>
            ))}
          </datalist>
        </div>
        <TextField
          label={t.sku2}
          optional
          maxLength={60}
          autoComplete="off"
          error={errors.sku?.message}
          {...form.register('sku')}
        />
        <TextField
          label={t.qty({ value: match?.unit ? ` (${match.unit})` : '' })}
          required
          type="number"
          inputMode="decimal"
          step="0.0001"
          min={0}
          error={errors.qty?.message}
          {...form.register('qty')}
        />
        <TextField
          label={t.totalHargaRp}
          required
          type="number"
          inputMode="numeric"
          step={1}
          min={0}
          hint={t.yangDibayarUntukSeluruh}
          error={errors.price?.message}
          {...form.register('price')}
        />
        {typedName && !match ? (
          <TextField
            label={t.satuanBahanBaru}
            optional
            placeholder={t.kgLiterPcs}
            maxLength={20}
            autoComplete="off"
            error={errors.unit?.message}
            {...form.register('unit')}
          />
        ) : null}
      </div>
      <UnitPricePreview qty={qty} price={price} unit={match?.unit ?? ''} />
      {saved ? <SuccessMessage>{saved}</SuccessMessage> : null}
      {mutation.isError ? (
        <ErrorMessage>{messageOf(mutation.error, t.gagalMenyimpanBelanja)}</ErrorMessage>
      ) : null}
      <Button type="submit" variant="primary" className="w-full sm:w-auto" loading={mutation.isPending}>
        {t.simpanBelanja}
      </Button>
    </form>
  );
}

function UnitPricePreview({ qty, price, unit }: { qty: unknown; price: unknown; unit: string }) {
  const t = useMessages(purchaseFormMessages);
  const q = typeof qty === 'string' ? Number(qty.replace(',', '.')) : Number.NaN;
  const p = typeof price === 'string' ? Number(price.replace(',', '.')) : Number.NaN;
  if (!(q > 0) || !(p >= 0) || (typeof price === 'string' && price.trim() === '')) return null;
  return (
    <p className="text-sm text-stone-700">
      {t.hargaPer}
      {unit || t.satuan}: <span className="font-semibold">{formatRupiah(p / q)}</span>
    </p>
  );
}
