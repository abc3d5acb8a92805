import { useMessages } from '../../i18n/use-messages';
import type { SessionUser } from '@meja/shared/contracts/auth';
import { afterLogin, isAllowedReturnTo } from '@meja/shared/return-to';
import { ROLE_LABELS } from '@meja/shared/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { setSessionUser } from '../../api/session-store';
import { useEndSession } from '../../api/use-logout';
import { useVerifiedSession } from '../../api/use-verified-session';
import { TextLink } from '../../components/text-link';
import { LoadingState } from '../../components/loading-state';
import { ErrorMessage, InfoMessage, SuccessMessage } from '../../components/messages';
import { AlreadyLoggedInPanel } from './already-logged-in-panel';
import { LoginForm } from './login-form';
import { readLoginNotice } from '../pos/login/login-notice';
import { passwordResetMessages } from './password-reset-messages';
import { verifyErrorMessage, verifyNoticeMessages } from './verify-notices';
import { DocumentTitle } from '../../components/document-title';
import { changePasswordPath } from '../../lib/change-password-path';
import { i18n } from '../../i18n/i18n';

export const loginPageMessages = i18n('auth/login-page', {
  mengalihkan: 'Mengalihkan...',
  login: 'Login',
  masukUntukMengelolaRestoran: 'Masuk untuk mengelola restoran Anda. Belum punya akun?',
  daftarDiSini: 'Daftar di sini',
  andaSedangLoginSebagai: 'Anda sedang login sebagai ',
  lanjutkanDenganAkunIni: 'Lanjutkan dengan akun ini',
  akunIniTidakPunya: 'Akun ini tidak punya akses ke halaman tujuan; login dengan akun lain.',
});

/** SPEC §2 /login with §5 returnTo validation. */
export function LoginPage() {
  const t = useMessages(loginPageMessages);
  const resetTexts = useMessages(passwordResetMessages);
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const verifyError = params.get('verifyError');
  const { user } = useVerifiedSession();
  const endSession = useEndSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [redirecting, setRedirecting] = useState(false);

  function handleLoggedIn(loggedIn: SessionUser): void {
    setRedirecting(true);
    // Another account's cached data must not leak into this one.
    queryClient.clear();
    setSessionUser(loggedIn);
    const destination = afterLogin(returnTo, loggedIn);
    // A temporary password is changed first (issue 14); the destination follows.
    void navigate(loggedIn.mustChangePassword ? changePasswordPath(destination) : destination, {
      replace: true,
    });
  }

  if (redirecting) return <LoadingState label={t.mengalihkan} />;
  if (user && !returnTo) return <AlreadyLoggedInPanel user={user} onSwitchAccount={endSession} />;

  const header = (
    <>
      <DocumentTitle title={t.login} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t.login}</h1>
      <p className="mt-2 text-stone-700">
        {t.masukUntukMengelolaRestoran} <TextLink to="/register">{t.daftarDiSini}</TextLink>
      </p>
      <div className="mt-4 space-y-3 empty:hidden">
        {params.get('verified') === '1' ? (
          <SuccessMessage>{verifyNoticeMessages.get().verified}</SuccessMessage>
        ) : null}
        {params.get('reset') === '1' ? <SuccessMessage>{resetTexts.done}</SuccessMessage> : null}
        {verifyError ? <ErrorMessage>{verifyErrorMessage(verifyError)}</ErrorMessage> : null}
        {user && returnTo ? (
          <InfoMessage>
            {t.andaSedangLoginSebagai}
            <span className="font-semibold">{user.email}</span> ({ROLE_LABELS[user.role]}).{' '}
            {isAllowedReturnTo(returnTo, user) ? (
              <TextLink to={returnTo}>{t.lanjutkanDenganAkunIni}</TextLink>
            ) : (
              t.akunIniTidakPunya
            )}
          </InfoMessage>
        ) : null}
      </div>
    </>
  );

  return (
    <LoginForm
      header={header}
      initialEmail={readLoginNotice(location.state)?.email ?? ''}
      onLoggedIn={handleLoggedIn}
    />
  );
}
