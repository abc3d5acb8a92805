import { primaryButtonClass, secondaryButtonClass } from './button-classes';
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
          <button type="button" className={primaryButtonClass} onClick={() => window.location.reload()}>
            Muat ulang halaman
          </button>
          <a href="/" className={secondaryButtonClass}>
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
