import { zodResolver } from '@hookform/resolvers/zod';
import { tenantSettingsUpdate, WA_OPTIN_MODES, type TenantSettings } from '@meja/shared/contracts/tenant';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { fieldControlClass } from '../../../components/field-classes';
import { SwitchField } from '../../../components/switch-field';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsCard } from './settings-card';
import { settingsMessages } from './settings-messages';
import { useSaveSettings } from './use-save-settings';

const waOptinSettings = tenantSettingsUpdate.pick({
  waOptinEnabled: true,
  waOptinText: true,
  waOptinMode: true,
  waReadyNotice: true,
});

interface WaOptinCardProps {
  tenantSlug: string;
  settings: TenantSettings;
}

/**
 * 'WhatsApp opt-in' (SPEC §2 customer menu banner): on or off, its text, CHAT or FORM; and whether
 * a diner who left their number on their order's page hears 'Pesanan Anda siap' (issue 18).
 */
export function WaOptinCard({ tenantSlug, settings }: WaOptinCardProps) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings(tenantSlug);
  const defaults = (from: TenantSettings) => ({
    waOptinEnabled: from.waOptinEnabled,
    waOptinText: from.waOptinText,
    waOptinMode: from.waOptinMode,
    waReadyNotice: from.waReadyNotice,
  });
  const form = useForm({ resolver: zodResolver(waOptinSettings), defaultValues: defaults(settings) });
  const textError = form.formState.errors.waOptinText?.message;

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => form.reset(defaults(stored)),
      onError: (error) =>
        applyServerFieldErrors(form, error, [
          'waOptinEnabled',
          'waOptinText',
          'waOptinMode',
          'waReadyNotice',
        ]),
    }),
  );

  return (
    <SettingsCard
      id="wa-optin"
      title={t.waOptinTitle}
      description={t.waOptinDescription}
      saving={save.isPending}
      saved={save.isSuccess && !form.formState.isDirty}
      error={save.error}
      onSubmit={() => void submit()}
    >
      <SwitchField
        label={t.waOptinEnabled}
        hint={t.waOptinEnabledHint}
        {...form.register('waOptinEnabled')}
      />
      <div className="space-y-1.5">
        <label htmlFor="wa-optin-text" className="block text-sm font-medium text-stone-800">
          {t.waOptinText}
        </label>
        <textarea
          id="wa-optin-text"
          rows={2}
          maxLength={200}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? 'wa-optin-text-error' : undefined}
          className={fieldControlClass(Boolean(textError))}
          {...form.register('waOptinText')}
        />
        {textError ? (
          <p id="wa-optin-text-error" className="text-sm font-medium text-red-700">
            {textError}
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t.waOptinMode}</legend>
        {WA_OPTIN_MODES.map((mode) => (
          <label
            key={mode}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft)"
          >
            <input
              type="radio"
              value={mode}
              className="size-5 shrink-0 accent-(--tenant-accent)"
              {...form.register('waOptinMode')}
            />
            {mode === 'CHAT' ? t.waOptinModeChat : t.waOptinModeForm}
          </label>
        ))}
      </fieldset>
      <SwitchField
        className="border-t border-stone-200 pt-4"
        label={t.waReadyNotice}
        hint={t.waReadyNoticeHint}
        {...form.register('waReadyNotice')}
      />
    </SettingsCard>
  );
}
