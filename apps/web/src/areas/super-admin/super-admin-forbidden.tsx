import type { SessionUser } from '@meja/shared/contracts/auth';
import { homeFor } from '@meja/shared/return-to';
import { Link } from 'react-router';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
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
          <Link to={home} className={secondaryButtonClass}>
            {home === '/' ? 'Kembali ke beranda' : 'Ke halaman saya'}
          </Link>
        ) : (
          <>
            <Link to={loginPathReturningTo('/super-admin')} className={primaryButtonClass}>
              Login
            </Link>
            <Link to="/" className={secondaryButtonClass}>
              Kembali ke beranda
            </Link>
          </>
        )
      }
    >
      <p>Anda tidak memiliki akses ke area Super Admin.</p>
    </StatusScreen>
  );
}
