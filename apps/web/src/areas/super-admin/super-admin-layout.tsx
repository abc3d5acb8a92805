import { canEnterSuperAdmin } from '@meja/shared/access';
import { ROLE_LABELS } from '@meja/shared/roles';
import { Outlet } from 'react-router';
import { useLogoutToLogin } from '../../api/use-logout';
import { useVerifiedSession } from '../../api/use-verified-session';
import { AreaFrame } from '../../components/area/area-frame';
import { AreaSidebar } from '../../components/area/area-sidebar';
import { AreaTopBar } from '../../components/area/area-top-bar';
import { LoadingState } from '../../components/loading-state';
import { SUPER_ADMIN_NAV_ITEMS } from './super-admin-nav-items';
import { SuperAdminForbidden } from './super-admin-forbidden';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const superAdminLayoutMessages = i18n('superadmin/super-admin-layout', {
  loading: 'Loading...',
  superAdmin: 'Super Admin',
  konsolPlatformMeja: 'Konsol platform Meja',
  menuSuperAdmin: 'Menu super admin',
});

/** SPEC §2 / DESIGN §4: the super-admin area is protected ('Forbidden' for everyone else). */
export function SuperAdminLayout() {
  const t = useMessages(superAdminLayoutMessages);
  const { user, checking } = useVerifiedSession();
  const logout = useLogoutToLogin();

  if (checking) return <LoadingState label={t.loading} />;
  if (!user || !canEnterSuperAdmin(user)) return <SuperAdminForbidden user={user} />;

  return (
    <AreaFrame
      themeClass="area-theme-brand"
      topBar={
        <AreaTopBar
          title={t.superAdmin}
          subtitle={t.konsolPlatformMeja}
          roleLabel={ROLE_LABELS[user.role]}
          onLogout={logout}
        />
      }
      sidebar={<AreaSidebar label={t.menuSuperAdmin} items={SUPER_ADMIN_NAV_ITEMS} />}
    >
      <Outlet />
    </AreaFrame>
  );
}
