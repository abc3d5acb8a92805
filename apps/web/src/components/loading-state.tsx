interface LoadingStateProps {
  label?: string;
}

/** SPEC §8 loading text: 'Memuat data...'. */
export function LoadingState({ label = 'Memuat data...' }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-stone-700"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
