import type { ReactNode } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { shellMessages } from './shell-messages';
import { useErrorText } from './use-error-text';

/** An empty list ('Belum ada menu.', 'Keranjang kosong.') in the tenant's theme. */
export function DinerEmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-(--diner-field-border) bg-(--diner-surface) px-4 py-8 text-center text-(--diner-muted)">
      {children}
    </p>
  );
}

/** SPEC §8 loading text ('Memuat data...', 'Memuat status pesanan...') in the tenant's theme. */
export function DinerLoadingState({ label }: { label?: string }) {
  const t = useMessages(shellMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-(--diner-muted)"
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-(--diner-border) border-t-(--diner-accent) motion-reduce:animate-none"
      />
      <span>{label ?? t.loading}</span>
    </div>
  );
}

/**
 * Data that failed to load: the message in the visible locale (SPEC §8) and a retry button, drawn
 * as the shared QueryError draws it.
 */
export function DinerQueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages(shellMessages);
  const errorText = useErrorText();
  return (
    <ErrorMessage className="flex flex-wrap items-center justify-between gap-3">
      <span>{errorText(error, t.loadFailed)}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t.retry}
      </Button>
    </ErrorMessage>
  );
}
