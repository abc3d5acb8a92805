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
import { RESET_TEXTS } from './password-reset-messages';
import { VERIFIED_MESSAGE, verifyErrorMessage } from './verify-notices';
import { DocumentTitle } from '../../components/document-title';

/** SPEC §2 /login with §5 returnTo validation. */
export function LoginPage() {
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
    void navigate(afterLogin(returnTo, loggedIn), { replace: true });
  }

  if (redirecting) return <LoadingState label="Mengalihkan..." />;
  if (user && !returnTo) return <AlreadyLoggedInPanel user={user} onSwitchAccount={endSession} />;

  const header = (
    <>
      <DocumentTitle title="Login" />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Login</h1>
      <p className="mt-2 text-stone-700">
        Masuk untuk mengelola restoran Anda. Belum punya akun?{' '}
        <TextLink to="/register">Daftar di sini</TextLink>
      </p>
      <div className="mt-4 space-y-3 empty:hidden">
        {params.get('verified') === '1' ? <SuccessMessage>{VERIFIED_MESSAGE}</SuccessMessage> : null}
        {params.get('reset') === '1' ? <SuccessMessage>{RESET_TEXTS.done}</SuccessMessage> : null}
        {verifyError ? <ErrorMessage>{verifyErrorMessage(verifyError)}</ErrorMessage> : null}
        {user && returnTo ? (
          <InfoMessage>
            Anda sedang login sebagai <span className="font-semibold">{user.email}</span> (
            {ROLE_LABELS[user.role]}).{' '}
            {isAllowedReturnTo(returnTo, user) ? (
              <TextLink to={returnTo}>Lanjutkan dengan akun ini</TextLink>
            ) : (
              'Akun ini tidak punya akses ke halaman tujuan; login dengan akun lain.'
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
