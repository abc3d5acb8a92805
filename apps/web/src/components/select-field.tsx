import { useId, type ComponentPropsWithRef } from 'react';
import { fieldControlClass } from './field-classes';
import { FieldMessages } from './field-messages';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  hint?: string;
}

export function SelectField({
  label,
  options,
  error,
  hint,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  // The error replaces the hint while it is shown.
  const hintId = hint && !error ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${fieldControlClass(Boolean(error))} ${className ?? ''}`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={error ? undefined : hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
