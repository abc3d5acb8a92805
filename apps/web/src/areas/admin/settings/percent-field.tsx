import type { ComponentPropsWithRef, FocusEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { typedNumber } from './charges-form';

interface PercentFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'min' | 'max'> {
  label: string;
  hint?: string;
  error?: string;
  /** The largest value the field takes. */
  maxPercent: number;
  /** The value as it may be stored (a whole number in range). */
  clamp: (value: number) => number;
  /** Sets the field to the clamped value. */
  onClamp: (value: string) => void;
}

/** A whole percent, clamped into its range when the field is left (the tax: 0-110, SPEC §5; the service charge: 0-20). */
export function PercentField({
  label,
  hint,
  error,
  maxPercent,
  clamp,
  onClamp,
  onBlur,
  ...inputProps
}: PercentFieldProps) {
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const typed = typedNumber(event.target.value);
    if (typed !== null) onClamp(String(clamp(typed)));
    onBlur?.(event);
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      max={maxPercent}
      step={1}
      hint={hint}
      error={error}
      className="sm:max-w-40"
      onBlur={blur}
      {...inputProps}
    />
  );
}
