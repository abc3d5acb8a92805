import { SERVICE_CHARGE_MAX_PERCENT, TAX_TYPES, type TaxType } from '@meja/shared/charges';
import { clampTaxPercent, TAX_PERCENT_MAX } from '@meja/shared/contracts/tenant';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { useMessages } from '../../../i18n/use-messages';
import {
  chargesExampleText,
  clampServiceChargePercent,
  typedChargeSettings,
  type ChargesFormValues,
} from './charges-form';
import { PercentField } from './percent-field';
import { settingsMessages } from './settings-messages';

/**
 * The tax type, the tax percent and the service charge (issue 20), with a worked example of what
 * they make of an order of Rp 100.000. Drawn inside a form's FormProvider whose values include
 * ChargesFormValues: the settings card and the KASIR_SAJA profile section.
 */
export function ChargesFields() {
  const t = useMessages(settingsMessages);
  const form = useFormContext<ChargesFormValues>();
  const { errors } = form.formState;
  const [taxType, taxPercent, serviceChargePercent] = useWatch({
    control: form.control,
    name: ['taxType', 'taxPercent', 'serviceChargePercent'],
  });
  const example = typedChargeSettings({ taxType, taxPercent, serviceChargePercent });
  const taxTypeLabels: Record<TaxType, string> = { PPN: t.taxTypePPN, PB1: t.taxTypePB1 };
  // A clamped value is valid: validating it clears the message a submit without leaving the field left.
  const clamped = (name: 'taxPercent' | 'serviceChargePercent') => (value: string) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: true });

  return (
    // Side by side only where the form is wide (the payments section), not in a settings card's column.
    <div className="@container space-y-4">
      <SelectField
        label={t.taxType}
        hint={t.taxTypeHint}
        options={TAX_TYPES.map((type) => ({ value: type, label: taxTypeLabels[type] }))}
        error={errors.taxType?.message}
        className="sm:max-w-80"
        {...form.register('taxType')}
      />
      <div className="grid gap-4 @lg:grid-cols-2">
        <PercentField
          label={t.taxPercent}
          hint={t.taxHint({ type: taxType })}
          maxPercent={TAX_PERCENT_MAX}
          clamp={clampTaxPercent}
          onClamp={clamped('taxPercent')}
          error={errors.taxPercent?.message}
          {...form.register('taxPercent')}
        />
        <PercentField
          label={t.serviceChargePercent}
          hint={t.serviceChargeHint({ max: SERVICE_CHARGE_MAX_PERCENT })}
          maxPercent={SERVICE_CHARGE_MAX_PERCENT}
          clamp={clampServiceChargePercent}
          onClamp={clamped('serviceChargePercent')}
          error={errors.serviceChargePercent?.message}
          {...form.register('serviceChargePercent')}
        />
      </div>
      {example === null ? null : (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800" data-charges-example>
          {chargesExampleText(t, example)}
        </p>
      )}
    </div>
  );
}
