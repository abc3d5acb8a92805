import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { fieldControlClass } from './field-classes';
import { FieldMessages } from './field-messages';
import { textFieldMessages } from './text-field';
import { useMessages } from '../i18n/use-messages';

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label '(opsional)', as TextField does. */
  optional?: boolean;
  /** A live line beside the label (a character count), read by screen readers with the field. */
  counter?: ReactNode;
}

/** A labelled textarea with its hint, error and optional counter tied to it for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  optional = false,
  counter,
  id,
  className,
  rows = 4,
  ...textareaProps
}: TextAreaFieldProps) {
  const t = useMessages(textFieldMessages);
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint && !error ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const counterId = counter ? `${fieldId}-counter` : undefined;
  const describedBy = [counterId, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
          {label}
          {optional ? <span className="font-normal text-stone-600"> {t.opsional}</span> : null}
        </label>
        {counter ? (
          <span id={counterId} className="text-sm tabular-nums text-stone-700">
            {counter}
          </span>
        ) : null}
      </div>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${fieldControlClass(Boolean(error))} ${className ?? ''}`}
        {...textareaProps}
      />
      <FieldMessages hint={error ? undefined : hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
