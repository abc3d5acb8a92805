import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest, type LoginRequest } from '@meja/shared/contracts/auth';
import type { PosUser } from '@meja/shared/contracts/pos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { getSessionUser } from '../../../api/session-store';
import { Button } from '../../../components/button/button';
import { DocumentTitle } from '../../../components/document-title';
import { LoadingState } from '../../../components/loading-state';
import { InfoMessage } from '../../../components/messages';
import { changePasswordPath } from '../../../lib/change-password-path';
import { useMessages } from '../../../i18n/use-messages';
import { prettifySlug } from '../../../lib/prettify-slug';
import { AuthCard } from '../../auth/auth-card';
import { demoAccountsForPos, DEMO_PASSWORD } from '../../auth/demo-accounts';
import { DemoAccountsHint } from '../../auth/demo-accounts-hint';
import { useDemoLogins } from '../../auth/use-demo-logins';
import { posSso } from '../pos-api';
import { posErrorText } from '../pos-errors';
import { posLabelMessages, roleLabel } from '../pos-labels';
import { posLoginPath, posReturnPath } from '../pos-paths';
import { posKeys } from '../pos-query-keys';
import { writePosSession } from '../pos-session';
import { usePosSession } from '../use-pos-session';
import { usePosWordsReady } from '../use-pos-words';
import { PosLanguageSwitch } from '../shell/pos-language-switch';
import { loginMessages } from './login-messages';
import { readLoginNotice } from './login-notice';
import { PosLoginForm } from './pos-login-form';

/** /pos/{slug}/login (SPEC §2): an admin already logged in on the site goes straight in (SSO). */
export function PosLoginPage() {
  const { tenantSlug = '' } = useParams();
  const session = usePosSession(tenantSlug);
  const location = useLocation();
  const wordsReady = usePosWordsReady();
  if (session) return <Navigate replace to={posReturnPath(location.state, tenantSlug)} />;
  if (!wordsReady) return null;
  return <PosLoginScreen key={tenantSlug} tenantSlug={tenantSlug} />;
}

function PosLoginScreen({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(loginMessages);
  const labels = useMessages(posLabelMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = readLoginNotice(location.state);
  const siteUser = getSessionUser();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: notice?.email ?? '', password: '' },
  });
  // This restaurant's demo admin and cashier, only where the server's demo data is on (issue 12).
  const demoAccounts = useDemoLogins().demoLogins ? demoAccountsForPos(tenantSlug) : [];
  // The cookie of a site login (an admin) may already be there: try it once before asking.
  const sso = useQuery({
    queryKey: ['pos-sso', tenantSlug],
    queryFn: () => posSso(tenantSlug),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    networkMode: 'always',
  });

  const enter = useCallback(
    (user: PosUser): void => {
      // A temporary password is changed first (issue 14); the POS login then finds the session.
      if (user.mustChangePassword) {
        void navigate(changePasswordPath(`/pos/${encodeURIComponent(tenantSlug)}`), { replace: true });
        return;
      }
      // Another account's cached POS data must not leak into this one.
      queryClient.removeQueries({ queryKey: posKeys.all(tenantSlug) });
      writePosSession(tenantSlug, { user });
    },
    [navigate, queryClient, tenantSlug],
  );

  // The stored session makes PosLoginPage go to the POS.
  useEffect(() => {
    if (sso.data) enter(sso.data);
  }, [sso.data, enter]);

  // A site session still on its temporary password (issue 14) changes it first, then comes back.
  const mustChangePassword = sso.error instanceof ApiError && sso.error.code === 'PASSWORD_CHANGE_REQUIRED';
  useEffect(() => {
    if (mustChangePassword) {
      void navigate(changePasswordPath(`/pos/${encodeURIComponent(tenantSlug)}`), { replace: true });
    }
  }, [mustChangePassword, navigate, tenantSlug]);

  if (sso.isPending || sso.data || mustChangePassword) return <LoadingState label={t.checkingSession} />;

  function pickDemoAccount(email: string): void {
    form.setValue('email', email, { shouldValidate: true });
    form.setValue('password', DEMO_PASSWORD, { shouldValidate: true });
  }

  return (
    <AuthCard
      aside={
        demoAccounts.length > 0 ? (
          <DemoAccountsHint accounts={demoAccounts} onPick={pickDemoAccount} />
        ) : undefined
      }
    >
      <DocumentTitle title={t.title} />
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t.title}</h1>
        <PosLanguageSwitch />
      </div>
      <p className="mt-2 text-stone-700">
        {t.restaurant} <span className="font-semibold text-stone-900">{prettifySlug(tenantSlug)}</span>{' '}
        <span className="font-mono text-sm text-stone-600">({tenantSlug})</span>
      </p>
      <div className="mt-4 space-y-3 empty:hidden">
        {notice ? <InfoMessage>{notice.notice}</InfoMessage> : null}
        {siteUser && sso.isError ? (
          <InfoMessage className="space-y-2">
            <p>
              {t.siteUser} <span className="font-semibold">{siteUser.email}</span>{' '}
              {t.siteUserRefused({
                role: roleLabel(labels, siteUser.role),
                reason: posErrorText(sso.error, t.loginFailed),
              })}
            </p>
            <Button variant="secondary" disabled={sso.isFetching} onClick={() => void sso.refetch()}>
              {t.tryThisAccount}
            </Button>
          </InfoMessage>
        ) : null}
      </div>
      <PosLoginForm
        tenantSlug={tenantSlug}
        form={form}
        onLoggedIn={enter}
        onOtherTenant={(otherSlug, email) =>
          void navigate(posLoginPath(otherSlug), {
            replace: true,
            state: { notice: t.otherTenant, email },
          })
        }
      />
    </AuthCard>
  );
}
