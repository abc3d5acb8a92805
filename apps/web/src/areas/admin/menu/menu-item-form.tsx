import { zodResolver } from '@hookform/resolvers/zod';
import { savableBomLines } from '@meja/shared/bom';
import type { InventoryItem } from '@meja/shared/contracts/inventory';
import {
  MENU_DESCRIPTION_MAX,
  menuItemCreate,
  type AdminMenuItem,
  type MenuItemCreate,
} from '@meja/shared/contracts/menu';
import { marginPercent } from '@meja/shared/bom';
import { effectivePrice } from '@meja/shared/pricing';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { ErrorMessage } from '../../../components/messages';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { formatCount } from '../../../lib/format-number';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { draftFoodCost, draftFromBom, type BomDraftRow } from '../bom/bom-draft';
import { BomLinesEditor } from '../bom/bom-lines-editor';
import { FoodCostSummary } from '../bom/food-cost-summary';
import {
  descriptionLength,
  descriptionTooLong,
  EMPTY_MENU_FORM,
  menuFormValuesOf,
  previewPricing,
  textOf,
  type MenuFormValues,
} from './menu-form-values';
import { menuMessages } from './menu-messages';
import { MenuImageField } from './menu-image-field';
import { MenuOptionGroupsField } from './menu-option-groups-field';
import { MenuPrice } from './menu-price';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';

export const menuItemFormMessages = i18n('admin/menu/menu-item-form', {
  edit: params('Edit {name}'),
  menuBaru: 'Menu baru',
  namaMenu: 'Nama menu',
  hargaRp: 'Harga (Rp)',
  kategori: 'Kategori',
  deskripsi: 'Deskripsi',
  deskripsiHint: 'Tampil di kartu menu (dipersingkat) dan utuh di halaman menu pelanggan.',
  deskripsiCount: params('{count} / {max} karakter'),
  lainnya: 'LAINNYA',
  diskon: 'Diskon',
  diskon2: 'Diskon (%)',
  diskonRp: 'Diskon (Rp)',
  hargaJual: 'Harga jual',
  status: 'Status',
  aktif: 'Aktif',
  tampilDiMenuPelanggan: 'Tampil di menu pelanggan',
  spesial: 'Spesial',
  spesialHariIni: 'Spesial Hari Ini',
  favorit: 'Favorit',
  resepBomPerPorsi: 'Resep (BOM) per porsi',
  gagalMenyimpan: 'Gagal menyimpan',
  batal: 'Batal',
  menungguUnggahan: 'Menunggu unggahan...',
  simpan: 'Simpan',
  tambahMenu: 'Tambah menu',
});

export type MenuItemPayload = ReturnType<typeof menuItemCreate.parse>;

interface MenuItemFormProps {
  tenantSlug: string;
  /** Edit this item; without it the form creates a new one. */
  item?: AdminMenuItem;
  categories: readonly string[];
  ingredients: readonly InventoryItem[];
  ingredientsError?: string | null;
  submit: (payload: MenuItemPayload) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

const FIELD_NAMES: readonly (keyof MenuFormValues & keyof MenuItemCreate)[] = [
  'name',
  'description',
  'price',
  'category',
  'discountPercent',
  'discountFixed',
  'imageUrl',
];

/** The API's message about the dish's groups ('optionGroupIds' or one of its ids), if any. */
function optionGroupIdsError(fields: Readonly<Record<string, string>>): string | undefined {
  return Object.entries(fields).find(
    ([name]) => name === 'optionGroupIds' || name.startsWith('optionGroupIds.'),
  )?.[1];
}

/** Create or edit one menu item: details, flags, discount, image and BOM, with a live cost preview. */
export function MenuItemForm({
  tenantSlug,
  item,
  categories,
  ingredients,
  ingredientsError,
  submit,
  onDone,
  onCancel,
}: MenuItemFormProps) {
  const menuTexts = useMessages(menuMessages);
  const t = useMessages(menuItemFormMessages);
  const formId = useId();
  // Typed as the schema's input so the shared resolver fits; the values themselves are text.
  const defaultValues: MenuItemCreate = item ? menuFormValuesOf(item) : EMPTY_MENU_FORM;
  const form = useForm({ resolver: zodResolver(menuItemCreate), defaultValues });
  const [bomRows, setBomRows] = useState<BomDraftRow[]>(() => draftFromBom(item?.bom ?? []));
  const [groupIds, setGroupIds] = useState<string[]>(() => item?.optionGroups.map((group) => group.id) ?? []);
  const [uploading, setUploading] = useState(false);
  const { errors } = form.formState;

  useEffect(() => {
    // Opening the form (create or in-place edit) puts the cursor in the name.
    form.setFocus('name');
  }, [form]);
  const mutation = useMutation({
    mutationFn: submit,
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });

  const [description, price, discountPercent, discountFixed, imageUrl] = useWatch({
    control: form.control,
    name: ['description', 'price', 'discountPercent', 'discountFixed', 'imageUrl'],
  });
  const descriptionText = description ?? '';
  const pricing = previewPricing({
    price: textOf(price),
    discountPercent: textOf(discountPercent),
    discountFixed: textOf(discountFixed),
  });
  const selling = effectivePrice(pricing);
  const cost = draftFoodCost(bomRows, ingredients);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      { ...values, bom: savableBomLines(bomRows), optionGroupIds: groupIds },
      { onSuccess: onDone },
    ),
  );
  const groupsError =
    mutation.error instanceof ApiError ? optionGroupIdsError(mutation.error.fields) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="text-lg font-bold text-stone-900">
        {item ? t.edit({ name: item.name }) : t.menuBaru}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t.namaMenu}
          required
          maxLength={120}
          autoComplete="off"
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.name?.message}
          {...form.register('name', { setValueAs: toUpperCaseText })}
        />
        <TextField
          label={t.hargaRp}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          label={t.kategori}
          optional
          list={`${formId}-categories`}
          placeholder={t.lainnya}
          maxLength={60}
          autoComplete="off"
          hint={menuTexts.categoryHint}
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.category?.message}
          {...form.register('category', { setValueAs: toUpperCaseText })}
        />
        <datalist id={`${formId}-categories`}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>

      <TextAreaField
        label={t.deskripsi}
        optional
        rows={3}
        hint={t.deskripsiHint}
        counter={
          <span
            className={descriptionTooLong(descriptionText) ? 'font-semibold text-red-700' : undefined}
            data-description-length={descriptionLength(descriptionText)}
          >
            {t.deskripsiCount({
              count: formatCount(descriptionLength(descriptionText)),
              max: formatCount(MENU_DESCRIPTION_MAX),
            })}
          </span>
        }
        className="resize-y"
        error={errors.description?.message}
        {...form.register('description')}
      />

      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-semibold text-stone-900">{t.diskon}</legend>
        <p className="text-sm text-stone-600">{menuTexts.discountHint}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label={t.diskon2}
            optional
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            error={errors.discountPercent?.message}
            {...form.register('discountPercent', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value !== '') form.setValue('discountFixed', '');
              },
            })}
          />
          <TextField
            label={t.diskonRp}
            optional
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.discountFixed?.message}
            {...form.register('discountFixed', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value !== '') form.setValue('discountPercent', '');
              },
            })}
          />
          <div className="rounded-lg bg-stone-50 px-3 py-2">
            <p className="text-sm text-stone-600">{t.hargaJual}</p>
            <MenuPrice {...pricing} effectivePrice={selling} />
          </div>
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t.status}</legend>
        <div className="flex flex-wrap gap-2">
          <CheckboxField label={t.aktif} hint={t.tampilDiMenuPelanggan} {...form.register('isActive')} />
          <CheckboxField label={t.spesial} hint={t.spesialHariIni} {...form.register('isSpecialToday')} />
          <CheckboxField label={t.favorit} {...form.register('isFavorite')} />
        </div>
      </fieldset>

      <MenuImageField
        tenantSlug={tenantSlug}
        value={textOf(imageUrl)}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true })}
        onUploadingChange={setUploading}
      />
      {errors.imageUrl?.message ? <ErrorMessage>{errors.imageUrl.message}</ErrorMessage> : null}

      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-semibold text-stone-900">{t.resepBomPerPorsi}</legend>
        {ingredientsError ? <ErrorMessage>{ingredientsError}</ErrorMessage> : null}
        <BomLinesEditor
          tenantSlug={tenantSlug}
          rows={bomRows}
          onChange={setBomRows}
          ingredients={ingredients}
        />
        <div className="rounded-lg border border-stone-200 bg-white px-3 py-2">
          <FoodCostSummary
            foodCost={cost.cost}
            marginPercent={marginPercent(selling, cost.cost)}
            lines={cost.lines}
            missingPrice={cost.missingPrice}
            size="md"
          />
        </div>
      </fieldset>

      <MenuOptionGroupsField
        tenantSlug={tenantSlug}
        value={groupIds}
        onChange={setGroupIds}
        known={item?.optionGroups ?? []}
        error={groupsError}
        disabled={mutation.isPending}
      />

      {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, t.gagalMenyimpan)}</ErrorMessage> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
          {t.batal}
        </Button>
        <Button type="submit" variant="primary" loading={mutation.isPending} disabled={uploading}>
          {uploading ? t.menungguUnggahan : item ? t.simpan : t.tambahMenu}
        </Button>
      </div>
    </form>
  );
}
