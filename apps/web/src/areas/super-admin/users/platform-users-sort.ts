import type { PlatformUser } from '@meja/shared/contracts/platform-users';
import { ROLES } from '@meja/shared/roles';

/* The users console's sorting (SPEC §2 Users): by name, slug or role, ascending or descending. */

export const USER_SORT_KEYS = ['name', 'slug', 'role'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface UserSort {
  key: UserSortKey;
  direction: SortDirection;
}

/** The slug a row shows: its tenant's, else its group's, else none. */
export function slugOfUser(user: Pick<PlatformUser, 'tenantSlug' | 'groupSlug'>): string {
  return user.tenantSlug ?? user.groupSlug ?? '';
}

const collator = new Intl.Collator('id', { sensitivity: 'base', numeric: true });

function compareBy(key: UserSortKey, a: PlatformUser, b: PlatformUser): number {
  switch (key) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'slug':
      return collator.compare(slugOfUser(a), slugOfUser(b));
    case 'role':
      // The roles' own order, from the platform down to the kitchen.
      return ROLES.indexOf(a.role) - ROLES.indexOf(b.role);
  }
}

/** A new array, sorted; ties keep the name order, then the email, so the list never jumps. */
export function sortUsers(users: readonly PlatformUser[], sort: UserSort): PlatformUser[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...users].sort(
    (a, b) =>
      sign * compareBy(sort.key, a, b) || collator.compare(a.name, b.name) || a.email.localeCompare(b.email),
  );
}
