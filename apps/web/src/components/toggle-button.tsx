interface ToggleButtonProps {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  pending?: boolean;
  /** Read by screen readers after the label, e.g. the item's name. */
  context?: string;
}

/** An on/off switch as a button (aria-pressed): filled when on. */
export function ToggleButton({ label, pressed, onToggle, pending = false, context }: ToggleButtonProps) {
  const base =
    'inline-flex min-h-11 items-center justify-center gap-1 rounded-full border px-2 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-60 sm:px-3';
  const tone = pressed
    ? 'border-(--tenant-accent) bg-(--tenant-accent) text-white hover:opacity-90'
    : 'border-stone-300 bg-white text-stone-600 hover:bg-stone-100';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={pending}
      onClick={onToggle}
      className={`${base} ${tone}`}
    >
      <span aria-hidden="true" className="inline-flex size-4 items-center justify-center">
        {pressed ? (
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
          </svg>
        ) : (
          <span className="size-3 rounded-full border-2 border-current" />
        )}
      </span>
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
    </button>
  );
}
