import { Button } from './button/button';
import { buttonLook } from './button/button-look';
import { StatusScreen } from './status-screen';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const pageErrorScreenMessages = i18n('common/page-error-screen', {
  terjadiKesalahan: 'Terjadi kesalahan',
  muatUlangHalaman: 'Muat ulang halaman',
  kembaliKeBeranda: 'Kembali ke beranda',
  halamanTidakDapatDitampilkan: 'Halaman tidak dapat ditampilkan. Silakan muat ulang atau coba lagi nanti.',
});

/**
 * A page that failed to render or to load its code (after a deploy, on a lost connection). The way
 * home is a full page load: whatever broke is not reused.
 */
export function PageErrorScreen({ detail = null }: { detail?: string | null }) {
  const t = useMessages(pageErrorScreenMessages);
  return (
    <StatusScreen
      title={t.terjadiKesalahan}
      tone="danger"
      actions={
        <>
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t.muatUlangHalaman}
          </Button>
          <a href="/" className={buttonLook('secondary')}>
            {t.kembaliKeBeranda}
          </a>
        </>
      }
    >
      <p>{t.halamanTidakDapatDitampilkan}</p>
      {detail ? <p className="text-sm text-stone-600">{detail}</p> : null}
    </StatusScreen>
  );
}
