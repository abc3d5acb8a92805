import { AreaPlaceholderPage } from '../../components/placeholder-page';

/* Pages of the super-admin area. Later issues replace each placeholder with the page. */

export function SuperAdminOverviewPage() {
  return <AreaPlaceholderPage title="Overview" />;
}

export function SuperAdminTenantsPage() {
  return <AreaPlaceholderPage title="Tenants" />;
}

export function SuperAdminGroupsPage() {
  return <AreaPlaceholderPage title="Groups" />;
}

export function SuperAdminBillingPage() {
  return <AreaPlaceholderPage title="Billing & Plans" />;
}

export function SuperAdminUsersPage() {
  return <AreaPlaceholderPage title="Users" />;
}

export function SuperAdminSettingsPage() {
  return <AreaPlaceholderPage title="Platform Settings" />;
}
