import type { AreaNavItem } from '../../components/area/area-nav-item';

export function groupNavItems(groupSlug: string): AreaNavItem[] {
  const base = `/group/${encodeURIComponent(groupSlug)}`;
  return [
    { to: base, label: 'Overview', end: true },
    { to: `${base}/restaurants`, label: 'Restaurants' },
    { to: `${base}/reports`, label: 'Reports' },
    { to: `${base}/users`, label: 'Users' },
    { to: `${base}/settings`, label: 'Settings' },
  ];
}
