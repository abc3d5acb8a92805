import { zodResolver } from '@hookform/resolvers/zod';
import {
  BILLING_PROVIDERS,
  platformSettingsUpdate,
  type BillingProvider,
  type PlatformSettingsView,
} from '@meja/shared/contracts/platform';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsCard } from '../../admin/settings/settings-card';
import { platformSettingsMessages } from './platform-settings-messages';
import { useSettingsCardSave } from './use-save-platform-settings';

const billingSettings = platformSettingsUpdate.pick({
  billingProvider: true,
  priceBasic: true,
  pricePOS: true,
  pricePro: true,
  priceEnterprise: true,
  trialDays: true,
  reminderDays: true,
  graceDays: true,
  whatsappNumber: true,
  bankName: true,
  bankAccountNumber: true,
  bankAccountName: true,
  bankTransferNote: true,
});
const FIELDS = [
  'billingProvider',
  'priceBasic',
  'pricePOS',
  'pricePro',
  'priceEnterprise',
  'trialDays',
  'reminderDays',
  'graceDays',
  'whatsappNumber',
  'bankName',
  'bankAccountNumber',
  'bankAccountName',
  'bankTransferNote',
] as const;

function knownProvider(value: string): BillingProvider {
  return BILLING_PROVIDERS.find((provider) => provider === value) ?? 'manual';
}

function formValues(settings: PlatformSettingsView) {
  return {
    billingProvider: knownProvider(settings.billingProvider),
    priceBasic: String(settings.priceBasic),
    pricePOS: String(settings.pricePOS),
    pricePro: String(settings.pricePro),
    priceEnterprise: String(settings.priceEnterprise),
    trialDays: String(settings.trialDays),
    reminderDays: settings.reminderDays.join(','),
    graceDays: String(settings.graceDays),
    whatsappNumber: settings.whatsappNumber,
    bankName: settings.bankName,
    bankAccountNumber: settings.bankAccountNumber,
    bankAccountName: settings.bankAccountName,
    bankTransferNote: settings.bankTransferNote,
  };
}

/** 'Billing & harga': the billing provider, the four prices, reminders, grace and the public WhatsApp number. */
export function BillingCard({ settings }: { settings: PlatformSettingsView }) {
  const t = useMessages(platformSettingsMessages);
  const form = useForm({ resolver: zodResolver(billingSettings), defaultValues: formValues(settings) });
  const { errors } = form.formState;
  const providerLabels: Record<BillingProvider, string> = {
    manual: t.providerManual,
    midtrans: t.providerMidtrans,
    xendit: t.providerXendit,
    stripe: t.providerStripe,
  };

  const cardSave = useSettingsCardSave(form, formValues, FIELDS);

  const money = { inputMode: 'numeric', maxLength: 13 } as const;
  return (
    <SettingsCard id="billing" title={t.billingTitle} description={t.billingDescription} {...cardSave}>
      <SelectField
        label={t.billingProvider}
        options={BILLING_PROVIDERS.map((provider) => ({ value: provider, label: providerLabels[provider] }))}
        error={errors.billingProvider?.message}
        {...form.register('billingProvider')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.priceBasic}
          {...money}
          error={errors.priceBasic?.message}
          {...form.register('priceBasic')}
        />
        <TextField
          label={t.pricePOS}
          {...money}
          error={errors.pricePOS?.message}
          {...form.register('pricePOS')}
        />
        <TextField
          label={t.pricePro}
          {...money}
          error={errors.pricePro?.message}
          {...form.register('pricePro')}
        />
        <TextField
          label={t.priceEnterprise}
          {...money}
          error={errors.priceEnterprise?.message}
          {...form.register('priceEnterprise')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.trialDays}
          inputMode="numeric"
          maxLength={3}
          error={errors.trialDays?.message}
          {...form.register('trialDays')}
        />
        <TextField
          label={t.graceDays}
          inputMode="numeric"
          maxLength={3}
          hint={t.graceDaysHint}
          error={errors.graceDays?.message}
          {...form.register('graceDays')}
        />
      </div>
      <TextField
        label={t.reminderDays}
        inputMode="numeric"
        maxLength={40}
        hint={t.reminderDaysHint}
        error={errors.reminderDays?.message}
        {...form.register('reminderDays')}
      />
      <TextField
        label={t.whatsappNumber}
        optional
        type="tel"
        inputMode="tel"
        maxLength={20}
        hint={t.whatsappNumberHint}
        error={errors.whatsappNumber?.message}
        {...form.register('whatsappNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.bankName}
          optional
          maxLength={200}
          error={errors.bankName?.message}
          {...form.register('bankName')}
        />
        <TextField
          label={t.bankAccountNumber}
          optional
          maxLength={200}
          error={errors.bankAccountNumber?.message}
          {...form.register('bankAccountNumber')}
        />
        <TextField
          label={t.bankAccountName}
          optional
          maxLength={200}
          error={errors.bankAccountName?.message}
          {...form.register('bankAccountName')}
        />
        <TextField
          label={t.bankTransferNote}
          optional
          maxLength={200}
          error={errors.bankTransferNote?.message}
          {...form.register('bankTransferNote')}
        />
      </div>
    </SettingsCard>
  );
}
