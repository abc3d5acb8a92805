import type { SessionUser } from '@meja/shared/contracts/auth';
import { homeFor } from '@meja/shared/return-to';
import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';
import { loginPathReturningTo } from '../../lib/login-path';

interface SuperAdminForbiddenProps {
  user: SessionUser | null;
}

export function SuperAdminForbidden({ user }: SuperAdminForbiddenProps) {
  const home = user ? homeFor(user) : '/';
  return (
    <StatusScreen
      title="Forbidden"
      tone="danger"
      actions={
        user ? (
          <ButtonLink to={home} variant="secondary">
            {home === '/' ? 'Kembali ke beranda' : 'Ke halaman saya'}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={loginPathReturningTo('/super-admin')} variant="primary">
              Login
            </ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Kembali ke beranda
            </ButtonLink>
          </>
        )
      }
    >
      <p>Anda tidak memiliki akses ke area Super Admin.</p>
    </StatusScreen>
  );
}
