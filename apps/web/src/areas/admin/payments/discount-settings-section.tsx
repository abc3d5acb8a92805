import { zodResolver } from '@hookform/resolvers/zod';
import { discountPinSet, type DiscountPinSet } from '@meja/shared/contracts/discounts';
import { numberInput } from '@meja/shared/contracts/input';
import type { TenantProfile } from '@meja/shared/contracts/tenant';
import { DISCOUNT_MESSAGES, DISCOUNT_PIN_LENGTH } from '@meja/shared/discounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../../api/api-error';
import { discountPinQueryKey, fetchDiscountPinSet, saveDiscountPin } from '../../../api/discounts-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { StatusBadge } from '../../../components/status-badge';
import { TextField } from '../../../components/text-field';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { PercentField } from '../settings/percent-field';
import { fetchProfile, profileQueryKey, saveProfile } from './profile-api';
import { tenantContextQueryKey } from '../../../api/tenant-api';

export const discountSettingsMessages = i18n('admin/payments/discount-settings', {
  title: 'Diskon',
  description:
    'Kasir boleh memberi diskon sampai batas di bawah ini. Di atas batas, kasir perlu PIN salah satu admin. Admin tidak perlu PIN.',
  limitTitle: 'Batas diskon kasir',
  limitLabel: 'Batas diskon kasir (%)',
  limitHint: 'Persen dari harga menu pesanan, 0–100. Isi 0 agar setiap diskon kasir perlu PIN.',
  saveLimit: 'Simpan batas',
  limitSaved: 'Batas diskon disimpan.',
  pinTitle: 'PIN diskon Anda',
  pinSet: 'Terpasang',
  pinNotSet: 'Belum dipasang',
  pinSetHint: 'Isi PIN baru dan kata sandi Anda untuk menggantinya.',
  pinNotSetHint: 'Pasang PIN agar Anda bisa menyetujui diskon kasir di atas batas.',
  newPin: 'PIN baru (6 angka)',
  password: 'Kata sandi Anda',
  passwordHint: 'Memastikan ini memang Anda.',
  setPin: 'Pasang PIN',
  changePin: 'Ganti PIN',
  pinSaved: DISCOUNT_MESSAGES.pinSaved,
  saveFailed: 'Gagal menyimpan.',
});

const CARD = 'space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

/**
 * 'Diskon' (issue 20, restaurant admin): the share of the dishes a cashier may discount without a
 * PIN (PATCH /payments/profile), and the admin's own PIN that approves more (PUT /payments/discount-pin).
 */
export function DiscountSettingsSection({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(discountSettingsMessages);
  const profile = useQuery({
    queryKey: profileQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchProfile(tenantSlug, signal),
  });
  return (
    <section aria-labelledby="discount-settings-title" className="space-y-4" data-discount-settings>
      <div>
        <h2 id="discount-settings-title" className="text-xl font-bold text-stone-900">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t.description}</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {profile.isPending ? (
          <LoadingState />
        ) : profile.isError ? (
          <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <LimitForm tenantSlug={tenantSlug} profile={profile.data} />
        )}
        <PinForm tenantSlug={tenantSlug} />
      </div>
    </section>
  );
}

const limitRange = DISCOUNT_MESSAGES.limitRange;
/** Only the limit (required here): the KASIR_SAJA profile form beside it leaves it out. */
const limitSchema = z.object({
  discountLimitPercent: numberInput(
    z.number({ error: limitRange }).int(limitRange).min(0, limitRange).max(100, limitRange),
  ),
});
const clampLimit = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

function LimitForm({ tenantSlug, profile }: { tenantSlug: string; profile: TenantProfile }) {
  const t = useMessages(discountSettingsMessages);
  const titleId = useId();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(limitSchema),
    defaultValues: { discountLimitPercent: String(profile.discountLimitPercent) },
  });
  const save = useMutation({
    mutationFn: (discountLimitPercent: number) => saveProfile(tenantSlug, { discountLimitPercent }),
    onSuccess: (stored) => {
      queryClient.setQueryData(profileQueryKey(tenantSlug), stored);
      // The cashiers' screens read the limit from the tenant's context.
      void queryClient.invalidateQueries({ queryKey: tenantContextQueryKey(tenantSlug) });
      form.reset({ discountLimitPercent: String(stored.discountLimitPercent) });
    },
    onError: (error) => applyServerFieldErrors(form, error, ['discountLimitPercent']),
  });
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={CARD}
      data-discount-limit
      onSubmit={form.handleSubmit((values) => save.mutate(values.discountLimitPercent))}
    >
      <h3 id={titleId} className="text-lg font-bold text-stone-900">
        {t.limitTitle}
      </h3>
      <PercentField
        label={t.limitLabel}
        hint={t.limitHint}
        maxPercent={100}
        clamp={clampLimit}
        onClamp={(value) =>
          form.setValue('discountLimitPercent', value, { shouldDirty: true, shouldValidate: true })
        }
        error={form.formState.errors.discountLimitPercent?.message}
        {...form.register('discountLimitPercent')}
      />
      {save.isSuccess && !form.formState.isDirty ? <SuccessMessage>{t.limitSaved}</SuccessMessage> : null}
      {save.isError && !form.formState.errors.discountLimitPercent ? (
        <ErrorMessage>{messageOf(save.error, t.saveFailed)}</ErrorMessage>
      ) : null}
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t.saveLimit}
      </Button>
    </form>
  );
}

function PinForm({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(discountSettingsMessages);
  const titleId = useId();
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: discountPinQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchDiscountPinSet(tenantSlug, signal),
  });
  const form = useForm<DiscountPinSet>({
    resolver: zodResolver(discountPinSet),
    defaultValues: { pin: '', password: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: DiscountPinSet) => saveDiscountPin(tenantSlug, body),
    onSuccess: (pinSet) => {
      queryClient.setQueryData(discountPinQueryKey(tenantSlug), pinSet);
      form.reset({ pin: '', password: '' });
    },
    onError: (error) => applyServerFieldErrors(form, error, ['pin', 'password']),
  });
  const pinSet = state.data === true;
  const fieldError = Boolean(errors.pin ?? errors.password);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={CARD}
      data-discount-pin-form
      onSubmit={form.handleSubmit((values) => {
        save.reset();
        save.mutate(values);
      })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-stone-900">
          {t.pinTitle}
        </h3>
        {state.isSuccess ? (
          <StatusBadge tone={pinSet ? 'done' : 'waiting'}>
            <span data-discount-pin-state>{pinSet ? t.pinSet : t.pinNotSet}</span>
          </StatusBadge>
        ) : null}
      </div>
      {state.isError ? <QueryError error={state.error} onRetry={() => void state.refetch()} /> : null}
      {state.isSuccess ? (
        <p className="text-sm text-stone-700">{pinSet ? t.pinSetHint : t.pinNotSetHint}</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.newPin}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={DISCOUNT_PIN_LENGTH}
          error={errors.pin?.message}
          {...form.register('pin')}
        />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          hint={t.passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </div>
      {save.isSuccess && !form.formState.isDirty ? <SuccessMessage>{t.pinSaved}</SuccessMessage> : null}
      {save.isError && !fieldError ? (
        <ErrorMessage>{messageOf(save.error, t.saveFailed)}</ErrorMessage>
      ) : null}
      <Button type="submit" variant="primary" loading={save.isPending}>
        {pinSet ? t.changePin : t.setPin}
      </Button>
    </form>
  );
}
