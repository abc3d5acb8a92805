import type { AreaNavItem } from '../../components/area/area-nav-item';
import { i18n } from '../../i18n/i18n';

export const groupNavItemsMessages = i18n('group/group-nav-items', {
  overview: 'Overview',
  restaurants: 'Restaurants',
  reports: 'Reports',
  users: 'Users',
  settings: 'Settings',
});

export function groupNavItems(groupSlug: string): AreaNavItem[] {
  const base = `/group/${encodeURIComponent(groupSlug)}`;
  return [
    { to: base, label: groupNavItemsMessages.get().overview, end: true },
    { to: `${base}/restaurants`, label: groupNavItemsMessages.get().restaurants },
    { to: `${base}/reports`, label: groupNavItemsMessages.get().reports },
    { to: `${base}/users`, label: groupNavItemsMessages.get().users },
    { to: `${base}/settings`, label: groupNavItemsMessages.get().settings },
  ];
}
