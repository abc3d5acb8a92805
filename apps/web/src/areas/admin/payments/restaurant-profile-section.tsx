import { zodResolver } from '@hookform/resolvers/zod';
import {
  tenantProfileUpdate,
  type TenantProfile,
  type TenantProfileUpdate,
} from '@meja/shared/contracts/tenant';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { tenantContextQueryKey } from '../../../api/tenant-api';
import { Button } from '../../../components/button/button';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { TextField } from '../../../components/text-field';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { ChargesFields } from '../settings/charges-fields';
import { CHARGE_FIELDS, chargesFormValues } from '../settings/charges-form';
import { settingsMessages } from '../settings/settings-messages';
import { fetchProfile, profileQueryKey, saveProfile } from './profile-api';

export const restaurantProfileMessages = i18n('admin/payments/restaurant-profile', {
  title: 'Profil, pajak & biaya layanan',
  description:
    'Paket KASIR_SAJA tidak memiliki menu Settings: atur di sini nama dan alamat yang tercetak di struk, serta pajak dan biaya layanan untuk kasir.',
  save: 'Simpan profil',
  saved: 'Pengaturan disimpan',
  saveFailed: 'Gagal menyimpan pengaturan',
});

const FIELDS = ['name', 'address', ...CHARGE_FIELDS] as const;
/** The discount limit has its own card (discount-settings-section). */
const profileFields = tenantProfileUpdate.omit({ discountLimitPercent: true });

/** For a restaurant without the Settings section (KASIR_SAJA, SPEC §1): name, address, tax and service charge. */
export function RestaurantProfileSection({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(restaurantProfileMessages);
  const profile = useQuery({
    queryKey: profileQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchProfile(tenantSlug, signal),
  });
  return (
    <section aria-labelledby="restaurant-profile-title" className="space-y-4">
      <div>
        <h2 id="restaurant-profile-title" className="text-xl font-bold text-stone-900">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t.description}</p>
      </div>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm tenantSlug={tenantSlug} profile={profile.data} />
      )}
    </section>
  );
}

const formValues = (profile: TenantProfile) => ({
  name: profile.name,
  address: profile.address,
  ...chargesFormValues(profile),
});

function ProfileForm({ tenantSlug, profile }: { tenantSlug: string; profile: TenantProfile }) {
  const t = useMessages(restaurantProfileMessages);
  const settingsTexts = useMessages(settingsMessages);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(profileFields), defaultValues: formValues(profile) });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (changes: TenantProfileUpdate) => saveProfile(tenantSlug, changes),
    onSuccess: (stored) => {
      queryClient.setQueryData(profileQueryKey(tenantSlug), stored);
      // The layout and the receipts show the name and address.
      void queryClient.invalidateQueries({ queryKey: tenantContextQueryKey(tenantSlug) });
      form.reset(formValues(stored));
    },
    onError: (error) => applyServerFieldErrors(form, error, FIELDS),
  });

  return (
    <form
      noValidate
      aria-labelledby="restaurant-profile-title"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={settingsTexts.name}
          required
          maxLength={120}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={settingsTexts.address}
          optional
          maxLength={300}
          error={errors.address?.message}
          {...form.register('address')}
        />
      </div>
      <div className="border-t border-stone-200 pt-4">
        <FormProvider {...form}>
          <ChargesFields />
        </FormProvider>
      </div>
      {save.isSuccess && !form.formState.isDirty ? <SuccessMessage>{t.saved}</SuccessMessage> : null}
      {save.isError ? <ErrorMessage>{messageOf(save.error, t.saveFailed)}</ErrorMessage> : null}
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
