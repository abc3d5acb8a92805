import { afterLogin } from '@meja/shared/return-to';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { hasStatus } from '../../api/api-error';
import { fetchMe, ME_QUERY_KEY } from '../../api/auth-api';
import { useLogoutToLogin } from '../../api/use-logout';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/button/button';
import { DocumentTitle } from '../../components/document-title';
import { LoadingState } from '../../components/loading-state';
import { RedirectToLogin } from '../../components/redirect-to-login';
import { useMessages } from '../../i18n/use-messages';
import { AuthCard } from './auth-card';
import { ChangePasswordForm } from './change-password-form';
import { changePasswordMessages } from './change-password-messages';

/**
 * /change-password?returnTo=… (issue 14): after a login with a temporary password the staff areas
 * send the user here until it is changed; there is no way on but saving a new one (or logging out).
 */
export function ChangePasswordPage() {
  const t = useMessages(changePasswordMessages);
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  // Asked of the server, not the stored profile: the POS login (its own profile) leads here too.
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 0 });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogoutToLogin();

  if (me.isPending) return <LoadingState />;
  if (hasStatus(me.error, 401)) return <RedirectToLogin />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => void me.refetch()} />;
  const { user } = me.data;
  const forced = user.mustChangePassword === true;
  const title = forced ? t.forcedTitle : t.title;

  return (
    <AuthCard>
      <DocumentTitle title={title} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-700">{forced ? t.forcedIntro : t.intro}</p>
      <p className="mt-1 text-sm text-stone-700">{user.email}</p>
      <div className="mt-6">
        <ChangePasswordForm
          forced={forced}
          onChanged={(changed) => {
            // What was refused while the password was temporary is asked again.
            void queryClient.invalidateQueries();
            void navigate(afterLogin(returnTo, changed), { replace: true });
          }}
        />
      </div>
      <div className="mt-6 border-t border-stone-200 pt-4">
        <Button variant="secondary" onClick={() => void logout()}>
          {t.logout}
        </Button>
      </div>
    </AuthCard>
  );
}
