import { useId, type ComponentPropsWithRef } from 'react';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  hint?: string;
}

/** A checkbox with a 44 px tall touch target around box and label. */
export function CheckboxField({ label, hint, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label
      htmlFor={inputId}
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft) has-disabled:cursor-not-allowed has-disabled:opacity-60 ${className ?? ''}`}
    >
      <input
        id={inputId}
        type="checkbox"
        className="size-5 shrink-0 accent-(--tenant-accent)"
        {...inputProps}
      />
      <span>
        {label}
        {hint ? <span className="block text-xs font-normal text-stone-600">{hint}</span> : null}
      </span>
    </label>
  );
}
