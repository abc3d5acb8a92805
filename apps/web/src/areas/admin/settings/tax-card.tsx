import { zodResolver } from '@hookform/resolvers/zod';
import { tenantSettingsUpdate, type TenantSettings } from '@meja/shared/contracts/tenant';
import { FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { useMessages } from '../../../i18n/use-messages';
import { ChargesFields } from './charges-fields';
import { CHARGE_FIELDS, chargesFormValues } from './charges-form';
import { SettingsCard } from './settings-card';
import { settingsMessages } from './settings-messages';
import { useSaveSettings } from './use-save-settings';

const chargeSettings = tenantSettingsUpdate.pick({
  taxType: true,
  taxPercent: true,
  serviceChargePercent: true,
});

interface TaxCardProps {
  tenantSlug: string;
  settings: TenantSettings;
}

/**
 * 'Pajak & biaya layanan' (SPEC §2, §9; issue 20): the tax type (PPN or PB1), the taxPercent (0-110)
 * and the service charge (0-20 %), saved together and used by the diner cart, POS and receipts.
 */
export function TaxCard({ tenantSlug, settings }: TaxCardProps) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings(tenantSlug);
  const form = useForm({
    resolver: zodResolver(chargeSettings),
    defaultValues: chargesFormValues(settings),
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => form.reset(chargesFormValues(stored)),
      onError: (error) => applyServerFieldErrors(form, error, CHARGE_FIELDS),
    }),
  );

  return (
    <SettingsCard
      id="tax"
      title={t.taxTitle}
      description={t.taxDescription}
      saving={save.isPending}
      saved={save.isSuccess && !form.formState.isDirty}
      error={save.error}
      onSubmit={() => void submit()}
    >
      <FormProvider {...form}>
        <ChargesFields />
      </FormProvider>
    </SettingsCard>
  );
}
