import { zodResolver } from '@hookform/resolvers/zod';
import { tenantSettingsUpdate, type TenantSettings } from '@meja/shared/contracts/tenant';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsCard } from './settings-card';
import { settingsMessages } from './settings-messages';
import { TaxField } from './tax-field';
import { useSaveSettings } from './use-save-settings';

const taxSettings = tenantSettingsUpdate.pick({ taxPercent: true });

interface TaxCardProps {
  tenantSlug: string;
  settings: TenantSettings;
}

/** 'Pajak (PPN)' (SPEC §2, §9): the tenant's taxPercent, 0-110, used by the diner cart, POS and receipts. */
export function TaxCard({ tenantSlug, settings }: TaxCardProps) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings(tenantSlug);
  const form = useForm({
    resolver: zodResolver(taxSettings),
    defaultValues: { taxPercent: String(settings.taxPercent) },
  });
  const current = useWatch({ control: form.control, name: 'taxPercent' });

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => form.reset({ taxPercent: String(stored.taxPercent) }),
      onError: (error) => applyServerFieldErrors(form, error, ['taxPercent']),
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
      <TaxField
        current={current}
        error={form.formState.errors.taxPercent?.message}
        onClamp={(value) => form.setValue('taxPercent', value, { shouldDirty: true })}
        {...form.register('taxPercent')}
      />
    </SettingsCard>
  );
}
