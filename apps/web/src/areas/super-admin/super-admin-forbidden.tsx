import type { SessionUser } from '@meja/shared/contracts/auth';
import { homeFor } from '@meja/shared/return-to';
import { ButtonLink } from '../../components/button/button-link';
import { StatusScreen } from '../../components/status-screen';
import { loginPathReturningTo } from '../../lib/login-path';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const superAdminForbiddenMessages = i18n('superadmin/super-admin-forbidden', {
  forbidden: 'Forbidden',
  kembaliKeBeranda: 'Kembali ke beranda',
  keHalamanSaya: 'Ke halaman saya',
  login: 'Login',
  andaTidakMemilikiAkses: 'Anda tidak memiliki akses ke area Super Admin.',
});

interface SuperAdminForbiddenProps {
  user: SessionUser | null;
}

export function SuperAdminForbidden({ user }: SuperAdminForbiddenProps) {
  const t = useMessages(superAdminForbiddenMessages);
  const home = user ? homeFor(user) : '/';
  return (
    <StatusScreen
      title={t.forbidden}
      tone="danger"
      actions={
        user ? (
          <ButtonLink to={home} variant="secondary">
            {home === '/' ? t.kembaliKeBeranda : t.keHalamanSaya}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={loginPathReturningTo('/super-admin')} variant="primary">
              {t.login}
            </ButtonLink>
            <ButtonLink to="/" variant="secondary">
              {t.kembaliKeBeranda}
            </ButtonLink>
          </>
        )
      }
    >
      <p>{t.andaTidakMemilikiAkses}</p>
    </StatusScreen>
  );
}
