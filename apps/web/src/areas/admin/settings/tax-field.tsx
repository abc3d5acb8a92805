import { clampTaxPercent } from '@meja/shared/contracts/tenant';
import { formatRupiah } from '@meja/shared/money';
import { computeTax } from '@meja/shared/tax';
import type { ComponentPropsWithRef, FocusEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { settingsMessages } from './settings-messages';

interface TaxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  error?: string;
  /** What the field holds now, for the example under it. */
  current: unknown;
  /** Sets the field to the clamped value (SPEC §5: integer clamped 0-110). */
  onClamp: (value: string) => void;
}

/** The tax percent: 0-110 (SPEC §5), clamped when the field is left, with an example of what it does. */
export function TaxField({ error, current, onClamp, onBlur, ...inputProps }: TaxFieldProps) {
  const t = useMessages(settingsMessages);
  const typed = Number(String(current ?? '').replace(',', '.'));
  const example =
    Number.isFinite(typed) && String(current ?? '').trim() !== '' ? clampTaxPercent(typed) : null;
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const text = event.target.value.trim().replace(',', '.');
    if (text !== '' && Number.isFinite(Number(text))) onClamp(String(clampTaxPercent(Number(text))));
    onBlur?.(event);
  };
  return (
    <div className="space-y-2">
      <TextField
        label={t.taxPercent}
        type="number"
        inputMode="numeric"
        min={0}
        max={110}
        step={1}
        hint={t.taxHint}
        error={error}
        className="sm:max-w-40"
        onBlur={blur}
        {...inputProps}
      />
      {example === null ? null : <TaxExample taxPercent={example} />}
    </div>
  );
}

function TaxExample({ taxPercent }: { taxPercent: number }) {
  const t = useMessages(settingsMessages);
  const { tax, total, ratePercent, inclusive } = computeTax(100_000, taxPercent);
  const label =
    ratePercent === 0
      ? t.taxNone
      : inclusive
        ? t.taxIncluded({ rate: ratePercent })
        : t.taxAdded({ rate: ratePercent });
  return (
    <p className="text-sm text-stone-700" data-tax-example>
      {t.taxExample({ label, tax: formatRupiah(tax), total: formatRupiah(total) })}
    </p>
  );
}
