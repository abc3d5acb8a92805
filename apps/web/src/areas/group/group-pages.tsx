import { AreaPlaceholderPage } from '../../components/placeholder-page';

/* Pages of the group area. Later issues replace each placeholder with the page. */

export function GroupOverviewPage() {
  return <AreaPlaceholderPage title="Overview" />;
}

export function GroupRestaurantsPage() {
  return <AreaPlaceholderPage title="Restaurants" />;
}

export function GroupReportsPage() {
  return <AreaPlaceholderPage title="Reports" />;
}

export function GroupUsersPage() {
  return <AreaPlaceholderPage title="Users" />;
}

export function GroupSettingsPage() {
  return <AreaPlaceholderPage title="Settings" />;
}
