import type { SessionUser } from '@meja/shared/contracts/auth';
import { ROLE_LABELS } from '@meja/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { ApiError, hasStatus } from '../../api/api-error';
import { fetchGroupContext, groupContextQueryKey } from '../../api/group-api';
import { clearSession } from '../../api/session-store';
import { useLogoutToLogin } from '../../api/use-logout';
import { useVerifiedSession } from '../../api/use-verified-session';
import { AreaFrame } from '../../components/area/area-frame';
import { AreaSidebar } from '../../components/area/area-sidebar';
import { AreaTopBar } from '../../components/area/area-top-bar';
import { ButtonLink } from '../../components/button/button-link';
import { LoadingState } from '../../components/loading-state';
import { RedirectToLogin } from '../../components/redirect-to-login';
import { StatusScreen } from '../../components/status-screen';
import { groupNavItems } from './group-nav-items';
import { LoadFailedScreen } from '../../components/load-failed-screen';
import { params } from '@nanostores/i18n';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const groupLayoutMessages = i18n('group/group-layout', {
  loading: 'Loading...',
  grup: params('Grup: {groupSlug}'),
  menuGrup: 'Menu grup',
  groupTidakDitemukan: 'Group tidak ditemukan',
  kembaliKeBeranda: 'Kembali ke beranda',
  grupYangAndaBuka: 'Grup yang Anda buka tidak terdaftar di Meja. Periksa kembali alamatnya.',
  aksesDitolak: 'Akses ditolak',
  akunAndaTidakMemiliki: 'Akun Anda tidak memiliki akses ke grup ini.',
});

/** SPEC §2 group area: GROUP_MANAGER or SUPER_ADMIN only. */
export function GroupLayout() {
  const t = useMessages(groupLayoutMessages);
  const { groupSlug = '' } = useParams();
  const { user, checking } = useVerifiedSession();
  if (checking) return <LoadingState label={t.loading} />;
  if (!user || (user.role !== 'GROUP_MANAGER' && user.role !== 'SUPER_ADMIN')) return <RedirectToLogin />;
  return <GroupArea key={`${user._id}:${groupSlug}`} user={user} groupSlug={groupSlug} />;
}

interface GroupAreaProps {
  user: SessionUser;
  groupSlug: string;
}

function GroupArea({ user, groupSlug }: GroupAreaProps) {
  const t = useMessages(groupLayoutMessages);
  const logout = useLogoutToLogin();
  const context = useQuery({
    queryKey: groupContextQueryKey(groupSlug),
    queryFn: () => fetchGroupContext(groupSlug),
  });

  const sessionExpired = hasStatus(context.error, 401);
  useEffect(() => {
    if (sessionExpired) clearSession();
  }, [sessionExpired]);

  if (sessionExpired) return <RedirectToLogin />;
  if (context.isPending) return <LoadingState label={t.loading} />;
  if (context.error)
    return <GroupContextError error={context.error} onRetry={() => void context.refetch()} />;

  return (
    <AreaFrame
      themeClass="area-theme-brand"
      topBar={
        <AreaTopBar
          title={context.data.group.name}
          subtitle={t.grup({ groupSlug })}
          roleLabel={ROLE_LABELS[user.role]}
          onLogout={logout}
        />
      }
      sidebar={<AreaSidebar label={t.menuGrup} items={groupNavItems(groupSlug)} />}
    >
      <Outlet />
    </AreaFrame>
  );
}

interface GroupContextErrorProps {
  error: Error;
  onRetry: () => void;
}

function GroupContextError({ error, onRetry }: GroupContextErrorProps) {
  const t = useMessages(groupLayoutMessages);
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) {
    return (
      <StatusScreen
        title={t.groupTidakDitemukan}
        actions={
          <ButtonLink to="/" variant="secondary">
            {t.kembaliKeBeranda}
          </ButtonLink>
        }
      >
        <p>{t.grupYangAndaBuka}</p>
      </StatusScreen>
    );
  }
  if (status === 403) {
    return (
      <StatusScreen title={t.aksesDitolak} tone="danger">
        <p>{t.akunAndaTidakMemiliki}</p>
      </StatusScreen>
    );
  }
  return <LoadFailedScreen error={error} onRetry={onRetry} />;
}
