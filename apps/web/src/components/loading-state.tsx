import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const loadingStateMessages = i18n('common/loading-state', {
  loading: 'Memuat data...',
});

interface LoadingStateProps {
  label?: string;
}

/** SPEC §8 loading text: 'Memuat data...'. */
export function LoadingState({ label }: LoadingStateProps) {
  const t = useMessages(loadingStateMessages);
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
      <span>{label ?? t.loading}</span>
    </div>
  );
}
