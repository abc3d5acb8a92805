import type { SessionUser } from '@meja/shared/contracts/auth';
import { homeFor } from '@meja/shared/return-to';
import { ApiError } from '../../api/api-error';
import { useLogoutToLogin } from '../../api/use-logout';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';
import { LoadFailedScreen } from '../../components/load-failed-screen';

interface AdminContextErrorProps {
  error: Error;
  user: SessionUser;
  tenantSlug: string;
  onRetry: () => void;
}

/** Unknown tenant (404), another tenant's staff (403), or the call failed. */
export function AdminContextError({ error, user, tenantSlug, onRetry }: AdminContextErrorProps) {
  const logout = useLogoutToLogin();
  const status = error instanceof ApiError ? error.status : 0;

  if (status === 404) {
    return (
      <StatusScreen
        title="Tenant not found"
        actions={
          <ButtonLink to="/" variant="secondary">
            Kembali ke beranda
          </ButtonLink>
        }
      >
        <p>
          Restoran <span className="font-semibold">{tenantSlug}</span> tidak terdaftar di Meja. Periksa
          kembali alamat yang Anda buka.
        </p>
      </StatusScreen>
    );
  }

  if (status === 403) {
    const home = homeFor(user);
    return (
      <StatusScreen
        title="Akses ditolak"
        tone="danger"
        actions={
          <>
            {home !== '/' ? (
              <ButtonLink to={home} variant="primary">
                Ke halaman saya
              </ButtonLink>
            ) : null}
            <Button variant="secondary" onClick={() => void logout()}>
              Ganti akun
            </Button>
          </>
        }
      >
        <p>
          Akun Anda ({user.email}) tidak memiliki akses ke admin restoran{' '}
          <span className="font-semibold">{tenantSlug}</span>.
        </p>
      </StatusScreen>
    );
  }

  return <LoadFailedScreen error={error} onRetry={onRetry} />;
}
