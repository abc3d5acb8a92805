import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { fieldControlClass } from './field-classes';
import { FieldMessages } from './field-messages';

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
  hint?: string;
  /** A live line beside the label (a character count), read by screen readers with the field. */
  counter?: ReactNode;
}

/** A labelled textarea with its hint, error and optional counter tied to it for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  counter,
  id,
  className,
  rows = 4,
  ...textareaProps
}: TextAreaFieldProps) {
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
