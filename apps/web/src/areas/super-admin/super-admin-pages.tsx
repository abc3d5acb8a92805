import { AreaPlaceholderPage } from '../../components/placeholder-page';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const superAdminPagesMessages = i18n('superadmin/super-admin-pages', {
  tenants: 'Tenants',
  groups: 'Groups',
  users: 'Users',
});

/* Pages of the super-admin area. Later issues replace each placeholder with the page. */

export function SuperAdminTenantsPage() {
  const t = useMessages(superAdminPagesMessages);
  return <AreaPlaceholderPage title={t.tenants} />;
}

export function SuperAdminGroupsPage() {
  const t = useMessages(superAdminPagesMessages);
  return <AreaPlaceholderPage title={t.groups} />;
}

export function SuperAdminUsersPage() {
  const t = useMessages(superAdminPagesMessages);
  return <AreaPlaceholderPage title={t.users} />;
}
