import { useId, type ComponentPropsWithRef } from 'react';

interface SwitchFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  label: string;
  /** One line under the label; also read by screen readers with the switch. */
  hint?: string;
}

/** An on/off setting: a checkbox with role="switch", drawn as a track and knob (44 px touch target). */
export function SwitchField({ label, hint, id, className = '', ...inputProps }: SwitchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`flex items-start justify-between gap-4 ${className}`}>
      <div className="min-w-0 pt-2">
        <label htmlFor={inputId} className="block font-semibold text-stone-900">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex h-11 w-14 shrink-0 items-center justify-center">
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          aria-describedby={hint ? hintId : undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          {...inputProps}
        />
        <span
          aria-hidden="true"
          className="h-7 w-12 rounded-full border border-stone-500 bg-stone-300 transition-colors peer-checked:border-(--tenant-accent) peer-checked:bg-(--tenant-accent) peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-50 motion-reduce:transition-none"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-2 top-3 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 peer-disabled:opacity-80 motion-reduce:transition-none"
        />
      </span>
    </div>
  );
}
