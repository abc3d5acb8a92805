import { messageOf } from '../api/api-error';
import { Button } from './button/button';
import { StatusScreen } from './status-screen';

/** An area's context could not be loaded: the server's message and a retry. */
export function LoadFailedScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StatusScreen
      title="Gagal memuat data"
      tone="danger"
      actions={
        <Button variant="primary" onClick={onRetry}>
          Coba lagi
        </Button>
      }
    >
      <p className="text-red-800">{messageOf(error, 'Terjadi kesalahan.')}</p>
    </StatusScreen>
  );
}
