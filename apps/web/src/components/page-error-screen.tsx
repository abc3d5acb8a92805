import { Button } from './button/button';
import { buttonLook } from './button/button-look';
import { StatusScreen } from './status-screen';

/**
 * A page that failed to render or to load its code (after a deploy, on a lost connection). The way
 * home is a full page load: whatever broke is not reused.
 */
export function PageErrorScreen({ detail = null }: { detail?: string | null }) {
  return (
    <StatusScreen
      title="Terjadi kesalahan"
      tone="danger"
      actions={
        <>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Muat ulang halaman
          </Button>
          <a href="/" className={buttonLook('secondary')}>
            Kembali ke beranda
          </a>
        </>
      }
    >
      <p>Halaman tidak dapat ditampilkan. Silakan muat ulang atau coba lagi nanti.</p>
      {detail ? <p className="text-sm text-stone-600">{detail}</p> : null}
    </StatusScreen>
  );
}
