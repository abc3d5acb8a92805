import { zodResolver } from '@hookform/resolvers/zod';
import { platformSettingsUpdate, type PlatformSettingsView } from '@meja/shared/contracts/platform';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsCard } from '../../admin/settings/settings-card';
import { platformSettingsMessages } from './platform-settings-messages';
import { SecretField } from '../../../components/secret-field';
import { useSettingsCardSave } from './use-save-platform-settings';

const gatewaySettings = platformSettingsUpdate.pick({
  xenditApiKey: true,
  xenditCallbackToken: true,
  midtransServerKey: true,
  midtransClientKey: true,
  midtransIsProduction: true,
  stripeSecretKey: true,
  stripeWebhookSecret: true,
});
const FIELDS = [
  'xenditApiKey',
  'xenditCallbackToken',
  'midtransServerKey',
  'midtransClientKey',
  'midtransIsProduction',
  'stripeSecretKey',
  'stripeWebhookSecret',
] as const;

function formValues(settings: PlatformSettingsView) {
  // Secrets are never sent back: each field starts blank, and blank keeps the stored one.
  return {
    xenditApiKey: '',
    xenditCallbackToken: '',
    midtransServerKey: '',
    midtransClientKey: settings.midtransClientKey,
    midtransIsProduction: settings.midtransIsProduction,
    stripeSecretKey: '',
    stripeWebhookSecret: '',
  };
}

/** 'Payment gateway': the Xendit, Midtrans and Stripe credentials (secret keys encrypted at rest). */
export function GatewayCard({ settings }: { settings: PlatformSettingsView }) {
  const t = useMessages(platformSettingsMessages);
  const form = useForm({ resolver: zodResolver(gatewaySettings), defaultValues: formValues(settings) });
  const { errors } = form.formState;
  const { secrets } = settings;

  const cardSave = useSettingsCardSave(form, formValues, FIELDS);

  return (
    <SettingsCard id="gateway" title={t.gatewayTitle} description={t.gatewayDescription} {...cardSave}>
      <SecretField
        label={t.xenditApiKey}
        stored={secrets.xenditApiKey}
        error={errors.xenditApiKey?.message}
        {...form.register('xenditApiKey')}
      />
      <SecretField
        label={t.xenditCallbackToken}
        stored={secrets.xenditCallbackToken}
        error={errors.xenditCallbackToken?.message}
        {...form.register('xenditCallbackToken')}
      />
      <SecretField
        label={t.midtransServerKey}
        stored={secrets.midtransServerKey}
        error={errors.midtransServerKey?.message}
        {...form.register('midtransServerKey')}
      />
      <TextField
        label={t.midtransClientKey}
        optional
        maxLength={200}
        spellCheck={false}
        error={errors.midtransClientKey?.message}
        {...form.register('midtransClientKey')}
      />
      <CheckboxField
        label={t.midtransIsProduction}
        hint={t.midtransIsProductionHint}
        {...form.register('midtransIsProduction')}
      />
      <SecretField
        label={t.stripeSecretKey}
        stored={secrets.stripeSecretKey}
        error={errors.stripeSecretKey?.message}
        {...form.register('stripeSecretKey')}
      />
      <SecretField
        label={t.stripeWebhookSecret}
        stored={secrets.stripeWebhookSecret}
        error={errors.stripeWebhookSecret?.message}
        {...form.register('stripeWebhookSecret')}
      />
    </SettingsCard>
  );
}
