import type { SessionUser } from '@meja/shared/contracts/auth';
import { ROLE_LABELS } from '@meja/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { ApiError, hasStatus } from '../../api/api-error';
import { clearSession } from '../../api/session-store';
import { fetchTenantContext, tenantContextQueryKey } from '../../api/tenant-api';
import { useLogoutToLogin } from '../../api/use-logout';
import { useVerifiedSession } from '../../api/use-verified-session';
import { AreaFrame } from '../../components/area/area-frame';
import { AreaSidebar } from '../../components/area/area-sidebar';
import { AreaTopBar } from '../../components/area/area-top-bar';
import { ButtonLink } from '../../components/button/button-link';
import { changePasswordPath } from '../../lib/change-password-path';
import { LoadingState } from '../../components/loading-state';
import { RedirectToLogin } from '../../components/redirect-to-login';
import { prettifySlug } from '../../lib/prettify-slug';
import { AdminAreaContext } from './admin-area-context';
import { hidesSidebarOnSmallScreens, mayEnterTenantAdminArea } from './admin-roles';
import { adminNavItems, adminPageMessages, adminSectionMessages, adminSectionPath } from './admin-sections';
import { AdminContextError } from './admin-context-error';
import { CashierShortcuts } from './cashier-shortcuts';
import { TenantInactiveScreen, TrialExpiredScreen } from './tenant-standing-screens';
import { TrialCountdownBanner } from './trial-countdown-banner';
import { endedPeriodKind, GraceBanner } from './grace-banner';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const adminLayoutMessages = i18n('admin/admin-layout', {
  menuAdminRestoran: 'Menu admin restoran',
  ubahPassword: 'Ubah password',
});

/** SPEC §2 tenant admin layout for /{tenantSlug}/admin/*. */
export function AdminLayout() {
  const { tenantSlug = '' } = useParams();
  const { user } = useVerifiedSession();
  const location = useLocation();
  if (!user || !mayEnterTenantAdminArea(user.role)) return <RedirectToLogin />;
  // A temporary password is changed before anything else (issue 14).
  if (user.mustChangePassword) {
    return <Navigate replace to={changePasswordPath(`${location.pathname}${location.search}`)} />;
  }
  return <TenantAdminArea key={`${user._id}:${tenantSlug}`} user={user} tenantSlug={tenantSlug} />;
}

interface TenantAdminAreaProps {
  user: SessionUser;
  tenantSlug: string;
}

function TenantAdminArea({ user, tenantSlug }: TenantAdminAreaProps) {
  const sectionLabels = useMessages(adminSectionMessages);
  const pageLabels = useMessages(adminPageMessages);
  const t = useMessages(adminLayoutMessages);
  const logout = useLogoutToLogin();
  const context = useQuery({
    queryKey: tenantContextQueryKey(tenantSlug),
    queryFn: () => fetchTenantContext(tenantSlug),
  });

  const sessionExpired = hasStatus(context.error, 401);
  useEffect(() => {
    if (sessionExpired) clearSession();
  }, [sessionExpired]);

  if (sessionExpired) return <RedirectToLogin />;
  if (context.isPending) return <LoadingState />;

  const topBar = (
    <AreaTopBar
      title={context.data?.tenant.name ?? prettifySlug(tenantSlug)}
      subtitle={prettifySlug(tenantSlug)}
      roleLabel={ROLE_LABELS[user.role]}
      onLogout={logout}
      accountLink={
        <ButtonLink variant="secondary" to={`${adminSectionPath(tenantSlug, 'dashboard')}/password`}>
          {t.ubahPassword}
        </ButtonLink>
      }
    />
  );

  if (context.error) {
    const blocked = blockedStandingOf(context.error);
    if (blocked) {
      return (
        <AreaFrame themeClass="tenant-theme-classic" topBar={topBar}>
          {blocked === 'blocked' ? (
            <TrialExpiredScreen tenantSlug={tenantSlug} role={user.role} kind="trial" />
          ) : (
            <TenantInactiveScreen />
          )}
        </AreaFrame>
      );
    }
    return (
      <AdminContextError
        error={context.error}
        user={user}
        tenantSlug={tenantSlug}
        onRetry={() => void context.refetch()}
      />
    );
  }

  const { tenant, standing, sections } = context.data;
  const themeClass = `tenant-theme-${tenant.theme}`;

  if (standing === 'blocked' || standing === 'inactive') {
    return (
      <AreaFrame themeClass={themeClass} topBar={topBar}>
        {standing === 'blocked' ? (
          <TrialExpiredScreen tenantSlug={tenant.slug} role={user.role} kind={endedPeriodKind(tenant)} />
        ) : (
          <TenantInactiveScreen />
        )}
      </AreaFrame>
    );
  }

  const navItems = adminNavItems(tenant.slug, sections, {
    sections: sectionLabels,
    tables: pageLabels.tables,
  });

  return (
    <AreaFrame
      themeClass={themeClass}
      topBar={topBar}
      sidebar={
        <AreaSidebar
          label={t.menuAdminRestoran}
          items={navItems}
          hideOnSmallScreens={hidesSidebarOnSmallScreens(user.role)}
        />
      }
      mobileShortcuts={user.role === 'CASHIER' ? <CashierShortcuts tenantSlug={tenant.slug} /> : undefined}
      // SPEC §6: only the restaurant admin sees the plan and its upgrade; in the grace days every
      // staff member sees when access ends (the admin with the pay link).
      notice={
        standing === 'grace' ? (
          <GraceBanner tenant={tenant} role={user.role} />
        ) : user.role === 'RESTAURANT_ADMIN' ? (
          <TrialCountdownBanner tenant={tenant} />
        ) : undefined
      }
    >
      <AdminAreaContext.Provider value={{ user, tenant, sections }}>
        <Outlet />
      </AdminAreaContext.Provider>
    </AreaFrame>
  );
}

/** The API may refuse a blocked tenant outright (402 PLAN_BLOCKED, 403 TENANT_INACTIVE). */
function blockedStandingOf(error: unknown): 'blocked' | 'inactive' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 402 || error.code === 'PLAN_BLOCKED') return 'blocked';
  if (error.code === 'TENANT_INACTIVE') return 'inactive';
  return null;
}
