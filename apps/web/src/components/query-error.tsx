import { messageOf } from '../api/api-error';
import { Button } from './button/button';
import { ErrorMessage } from './messages';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  fallback?: string;
}

/** A list that failed to load: the server's message in red (SPEC §8) and a retry button. */
export function QueryError({ error, onRetry, fallback = 'Gagal memuat data.' }: QueryErrorProps) {
  return (
    <ErrorMessage className="flex flex-wrap items-center justify-between gap-3">
      <span>{messageOf(error, fallback)}</span>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Coba lagi
        </Button>
      ) : null}
    </ErrorMessage>
  );
}
