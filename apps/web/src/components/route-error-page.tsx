import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from './button-classes';
import { StatusScreen } from './status-screen';

/** Shown when a route fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col justify-center bg-stone-50">
      <StatusScreen
        title="Terjadi kesalahan"
        tone="danger"
        actions={
          <>
            <button type="button" className={primaryButtonClass} onClick={() => window.location.reload()}>
              Muat ulang halaman
            </button>
            <Link to="/" className={secondaryButtonClass}>
              Kembali ke beranda
            </Link>
          </>
        }
      >
        <p>Halaman tidak dapat ditampilkan. Silakan muat ulang atau coba lagi nanti.</p>
        {detail ? <p className="text-sm text-stone-600">{detail}</p> : null}
      </StatusScreen>
    </main>
  );
}
