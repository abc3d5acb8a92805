import { useId, type ComponentPropsWithRef } from 'react';
import { fieldControlClass } from './field-classes';
import { FieldMessages } from './field-messages';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const textFieldMessages = i18n('common/text-field', {
  opsional: ' (opsional)',
});

interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  optional = false,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const t = useMessages(textFieldMessages);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  // The error replaces the hint while it is shown.
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> {t.opsional}</span> : null}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${fieldControlClass(Boolean(error))} ${className ?? ''}`}
        {...inputProps}
      />
      <FieldMessages hint={error ? undefined : hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
