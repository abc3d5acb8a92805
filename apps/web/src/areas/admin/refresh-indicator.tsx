interface RefreshIndicatorProps {
  active: boolean;
}

/** The silent 'Menyegarkan…' while a 5 s refresh runs (the list stays on screen). */
export function RefreshIndicator({ active }: RefreshIndicatorProps) {
  return (
    <p
      aria-hidden="true"
      className={`absolute top-0 right-0 text-xs text-stone-600 ${active ? 'visible' : 'invisible'}`}
    >
      Menyegarkan…
    </p>
  );
}
