import { messageOf } from '../api/api-error';
import { Button } from './button/button';
import { ErrorMessage } from './messages';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const queryErrorMessages = i18n('common/query-error', {
  cobaLagi: 'Coba lagi',
  loadFailed: 'Gagal memuat data.',
});

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  fallback?: string;
}

/** A list that failed to load: the server's message in red (SPEC §8) and a retry button. */
export function QueryError({ error, onRetry, fallback }: QueryErrorProps) {
  const t = useMessages(queryErrorMessages);
  return (
    <ErrorMessage className="flex flex-wrap items-center justify-between gap-3">
      <span>{messageOf(error, fallback ?? t.loadFailed)}</span>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t.cobaLagi}
        </Button>
      ) : null}
    </ErrorMessage>
  );
}
