import { zodResolver } from '@hookform/resolvers/zod';
import {
  WA_PROVIDERS,
  platformSettingsUpdate,
  type PlatformSettingsView,
} from '@meja/shared/contracts/platform';
import { waTemplateProblems } from '@meja/shared/whatsapp-templates';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsCard } from '../../admin/settings/settings-card';
import { platformSettingsMessages } from './platform-settings-messages';
import { SecretField } from '../../../components/secret-field';
import { useSettingsCardSave } from './use-save-platform-settings';

const whatsappSettings = platformSettingsUpdate
  .pick({
    waProvider: true,
    waBusinessNumber: true,
    waPhoneNumberId: true,
    waAccessToken: true,
    waVerifyToken: true,
    waAppSecret: true,
    twilioAccountSid: true,
    twilioAuthToken: true,
    twilioFromNumber: true,
    waBroadcastTemplate: true,
    waReadyTemplate: true,
    waTemplateLanguage: true,
    broadcastPricePerRecipient: true,
  })
  // A template is named as the chosen provider names it (the server checks the same).
  .superRefine((values, context) => {
    const problems = waTemplateProblems({
      waProvider: values.waProvider ?? 'none',
      waBroadcastTemplate: values.waBroadcastTemplate ?? '',
      waReadyTemplate: values.waReadyTemplate ?? '',
    });
    for (const [field, message] of Object.entries(problems)) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
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
  'waBroadcastTemplate',
  'waReadyTemplate',
  'waTemplateLanguage',
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
    waBroadcastTemplate: settings.waBroadcastTemplate,
    waReadyTemplate: settings.waReadyTemplate,
    waTemplateLanguage: settings.waTemplateLanguage,
    broadcastPricePerRecipient: String(settings.broadcastPricePerRecipient),
  };
}

/**
 * 'WhatsApp API': the provider, its numbers and tokens (tokens encrypted) — Meta's or Twilio's,
 * only the chosen one's fields shown — the approved templates that go outside the 24-hour window
 * (Meta's names with their language, or Twilio's Content SIDs), and the broadcast price.
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
      {provider === 'meta' || provider === 'twilio' ? (
        <fieldset className="space-y-4 border-t border-stone-200 pt-4">
          <legend className="float-left w-full font-semibold text-stone-900">{t.waTemplatesTitle}</legend>
          <p className="clear-left text-sm text-stone-600">{t.waTemplatesHint}</p>
          <TextField
            label={provider === 'meta' ? t.waBroadcastTemplateMeta : t.waBroadcastTemplateTwilio}
            hint={t.waBroadcastTemplateHint}
            optional
            maxLength={512}
            autoComplete="off"
            spellCheck={false}
            error={errors.waBroadcastTemplate?.message}
            {...form.register('waBroadcastTemplate')}
          />
          <TextField
            label={provider === 'meta' ? t.waReadyTemplateMeta : t.waReadyTemplateTwilio}
            hint={t.waReadyTemplateHint}
            optional
            maxLength={512}
            autoComplete="off"
            spellCheck={false}
            error={errors.waReadyTemplate?.message}
            {...form.register('waReadyTemplate')}
          />
          {provider === 'meta' ? (
            <TextField
              label={t.waTemplateLanguage}
              hint={t.waTemplateLanguageHint}
              maxLength={10}
              autoComplete="off"
              spellCheck={false}
              className="sm:max-w-40"
              error={errors.waTemplateLanguage?.message}
              {...form.register('waTemplateLanguage')}
            />
          ) : null}
        </fieldset>
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
