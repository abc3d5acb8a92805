/* The pages of the group area (SPEC §2 Group area, issue 16), one folder each; one lazy chunk. */
export { GroupOverviewPage } from './overview/group-overview-page';
export { GroupRestaurantsPage } from './restaurants/group-restaurants-page';
export { GroupReportsPage } from './reports/group-reports-page';
export { GroupUsersPage } from './users/group-users-page';
export { GroupSettingsPage } from './settings/group-settings-page';
