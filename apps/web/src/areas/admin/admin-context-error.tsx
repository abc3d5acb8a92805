import type { SessionUser } from '@meja/shared/contracts/auth';
import { homeFor } from '@meja/shared/return-to';
import { ApiError } from '../../api/api-error';
import { useLogoutToLogin } from '../../api/use-logout';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';
import { LoadFailedScreen } from '../../components/load-failed-screen';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const adminContextErrorMessages = i18n('admin/admin-context-error', {
  tenantNotFound: 'Tenant not found',
  kembaliKeBeranda: 'Kembali ke beranda',
  restoran: 'Restoran ',
  tidakTerdaftarDiMeja: ' tidak terdaftar di Meja. Periksa kembali alamat yang Anda buka.',
  aksesDitolak: 'Akses ditolak',
  keHalamanSaya: 'Ke halaman saya',
  gantiAkun: 'Ganti akun',
  akunAnda: 'Akun Anda (',
  tidakMemilikiAksesKe: ') tidak memiliki akses ke admin restoran',
});

interface AdminContextErrorProps {
  error: Error;
  user: SessionUser;
  tenantSlug: string;
  onRetry: () => void;
}

/** Unknown tenant (404), another tenant's staff (403), or the call failed. */
export function AdminContextError({ error, user, tenantSlug, onRetry }: AdminContextErrorProps) {
  const t = useMessages(adminContextErrorMessages);
  const logout = useLogoutToLogin();
  const status = error instanceof ApiError ? error.status : 0;

  if (status === 404) {
    return (
      <StatusScreen
        title={t.tenantNotFound}
        actions={
          <ButtonLink to="/" variant="secondary">
            {t.kembaliKeBeranda}
          </ButtonLink>
        }
      >
        <p>
          {t.restoran}
          <span className="font-semibold">{tenantSlug}</span> {t.tidakTerdaftarDiMeja}
        </p>
      </StatusScreen>
    );
  }

  if (status === 403) {
    const home = homeFor(user);
    return (
      <StatusScreen
        title={t.aksesDitolak}
        tone="danger"
        actions={
          <>
            {home !== '/' ? (
              <ButtonLink to={home} variant="primary">
                {t.keHalamanSaya}
              </ButtonLink>
            ) : null}
            <Button variant="secondary" onClick={() => void logout()}>
              {t.gantiAkun}
            </Button>
          </>
        }
      >
        <p>
          {t.akunAnda}
          {user.email}
          {t.tidakMemilikiAksesKe} <span className="font-semibold">{tenantSlug}</span>.
        </p>
      </StatusScreen>
    );
  }

  return <LoadFailedScreen error={error} onRetry={onRetry} />;
}
