import { messageOf } from '../api/api-error';
import { Button } from './button/button';
import { StatusScreen } from './status-screen';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const loadFailedScreenMessages = i18n('common/load-failed-screen', {
  gagalMemuatData: 'Gagal memuat data',
  cobaLagi: 'Coba lagi',
  terjadiKesalahan: 'Terjadi kesalahan.',
});

/** An area's context could not be loaded: the server's message and a retry. */
export function LoadFailedScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages(loadFailedScreenMessages);
  return (
    <StatusScreen
      title={t.gagalMemuatData}
      tone="danger"
      actions={
        <Button variant="primary" onClick={onRetry}>
          {t.cobaLagi}
        </Button>
      }
    >
      <p className="text-red-800">{messageOf(error, t.terjadiKesalahan)}</p>
    </StatusScreen>
  );
}
