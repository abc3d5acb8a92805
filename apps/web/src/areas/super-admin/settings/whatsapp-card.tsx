import { zodResolver } from '@hookform/resolvers/zod';
import {
  WA_PROVIDERS,
  platformSettingsUpdate,
  type PlatformSettingsView,
} from '@meja/shared/contracts/platform';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsCard } from '../../admin/settings/settings-card';
import { platformSettingsMessages } from './platform-settings-messages';
import { SecretField } from '../../../components/secret-field';
import { useSettingsCardSave } from './use-save-platform-settings';

const whatsappSettings = platformSettingsUpdate.pick({
  waProvider: true,
  waBusinessNumber: true,
  waPhoneNumberId: true,
  waAccessToken: true,
  waVerifyToken: true,
  waAppSecret: true,
  twilioAccountSid: true,
  twilioAuthToken: true,
  twilioFromNumber: true,
  broadcastPricePerRecipient: true,
});
const FIELDS = [
  'waProvider',
  'waBusinessNumber',
  'waPhoneNumberId',
  'waAccessToken',
  'waVerifyToken',
  'waAppSecret',
  'twilioAccountSid',
  'twilioAuthToken',
  'twilioFromNumber',
  'broadcastPricePerRecipient',
] as const;
type WaProvider = (typeof WA_PROVIDERS)[number];

function formValues(settings: PlatformSettingsView) {
  return {
    waProvider: WA_PROVIDERS.find((provider) => provider === settings.waProvider) ?? 'none',
    waBusinessNumber: settings.waBusinessNumber,
    waPhoneNumberId: settings.waPhoneNumberId,
    // Secrets are never sent back: blank keeps the stored one.
    waAccessToken: '',
    waVerifyToken: '',
    waAppSecret: '',
    twilioAccountSid: settings.twilioAccountSid,
    twilioAuthToken: '',
    twilioFromNumber: settings.twilioFromNumber,
    broadcastPricePerRecipient: String(settings.broadcastPricePerRecipient),
  };
}

/**
 * 'WhatsApp API': the provider, its numbers and tokens (tokens encrypted) — Meta's or Twilio's,
 * only the chosen one's fields shown — and the broadcast price.
 */
export function WhatsAppCard({ settings }: { settings: PlatformSettingsView }) {
  const t = useMessages(platformSettingsMessages);
  const form = useForm({ resolver: zodResolver(whatsappSettings), defaultValues: formValues(settings) });
  const { errors } = form.formState;
  const providerLabels: Record<WaProvider, string> = {
    none: t.waProviderNone,
    meta: t.waProviderMeta,
    twilio: t.waProviderTwilio,
  };
  const provider = useWatch({ control: form.control, name: 'waProvider' });

  const cardSave = useSettingsCardSave(form, formValues, FIELDS);

  return (
    <SettingsCard id="whatsapp" title={t.waTitle} description={t.waDescription} {...cardSave}>
      <SelectField
        label={t.waProvider}
        options={WA_PROVIDERS.map((provider) => ({ value: provider, label: providerLabels[provider] }))}
        error={errors.waProvider?.message}
        {...form.register('waProvider')}
      />
      {provider === 'meta' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.waBusinessNumber}
              optional
              type="tel"
              inputMode="tel"
              maxLength={20}
              error={errors.waBusinessNumber?.message}
              {...form.register('waBusinessNumber')}
            />
            <TextField
              label={t.waPhoneNumberId}
              optional
              maxLength={200}
              error={errors.waPhoneNumberId?.message}
              {...form.register('waPhoneNumberId')}
            />
          </div>
          <SecretField
            label={t.waAccessToken}
            stored={settings.secrets.waAccessToken}
            error={errors.waAccessToken?.message}
            {...form.register('waAccessToken')}
          />
          <SecretField
            label={t.waVerifyToken}
            stored={settings.secrets.waVerifyToken}
            error={errors.waVerifyToken?.message}
            {...form.register('waVerifyToken')}
          />
          <SecretField
            label={t.waAppSecret}
            stored={settings.secrets.waAppSecret}
            error={errors.waAppSecret?.message}
            {...form.register('waAppSecret')}
          />
        </>
      ) : null}
      {provider === 'twilio' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.twilioAccountSid}
              optional
              maxLength={200}
              error={errors.twilioAccountSid?.message}
              {...form.register('twilioAccountSid')}
            />
            <TextField
              label={t.twilioFromNumber}
              optional
              type="tel"
              inputMode="tel"
              maxLength={20}
              error={errors.twilioFromNumber?.message}
              {...form.register('twilioFromNumber')}
            />
          </div>
          <SecretField
            label={t.twilioAuthToken}
            stored={settings.secrets.twilioAuthToken}
            error={errors.twilioAuthToken?.message}
            {...form.register('twilioAuthToken')}
          />
        </>
      ) : null}
      <TextField
        label={t.broadcastPrice}
        inputMode="numeric"
        maxLength={13}
        error={errors.broadcastPricePerRecipient?.message}
        {...form.register('broadcastPricePerRecipient')}
      />
    </SettingsCard>
  );
}
