import { AreaPlaceholderPage } from '../../components/placeholder-page';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const groupPagesMessages = i18n('group/group-pages', {
  overview: 'Overview',
  restaurants: 'Restaurants',
  reports: 'Reports',
  users: 'Users',
  settings: 'Settings',
});

/* Pages of the group area. Later issues replace each placeholder with the page. */

export function GroupOverviewPage() {
  const t = useMessages(groupPagesMessages);
  return <AreaPlaceholderPage title={t.overview} />;
}

export function GroupRestaurantsPage() {
  const t = useMessages(groupPagesMessages);
  return <AreaPlaceholderPage title={t.restaurants} />;
}

export function GroupReportsPage() {
  const t = useMessages(groupPagesMessages);
  return <AreaPlaceholderPage title={t.reports} />;
}

export function GroupUsersPage() {
  const t = useMessages(groupPagesMessages);
  return <AreaPlaceholderPage title={t.users} />;
}

export function GroupSettingsPage() {
  const t = useMessages(groupPagesMessages);
  return <AreaPlaceholderPage title={t.settings} />;
}
