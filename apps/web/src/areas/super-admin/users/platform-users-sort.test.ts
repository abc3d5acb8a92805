import { describe, expect, it } from 'vitest';
import type { PlatformUser } from '@meja/shared/contracts/platform-users';
import { slugOfUser, sortUsers } from './platform-users-sort';

const user = (
  name: string,
  role: PlatformUser['role'],
  tenantSlug: string | null,
  groupSlug: string | null = null,
) =>
  ({
    _id: name,
    name,
    email: `${name.toLowerCase()}@meja.test`,
    role,
    tenantSlug,
    groupSlug,
    mustChangePassword: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  }) satisfies PlatformUser;

const USERS = [
  user('Budi', 'CASHIER', 'warung-b'),
  user('ani', 'GROUP_MANAGER', null, 'grup-a'),
  user('Citra', 'SUPER_ADMIN', null),
  user('Dewi', 'RESTAURANT_ADMIN', 'warung-a', 'grup-a'),
];
const names = (list: PlatformUser[]) => list.map((u) => u.name);

describe('sortUsers', () => {
  it('sorts by name, ignoring case, both ways', () => {
    expect(names(sortUsers(USERS, { key: 'name', direction: 'asc' }))).toEqual([
      'ani',
      'Budi',
      'Citra',
      'Dewi',
    ]);
    expect(names(sortUsers(USERS, { key: 'name', direction: 'desc' }))).toEqual([
      'Dewi',
      'Citra',
      'Budi',
      'ani',
    ]);
  });

  it('sorts by the tenant slug, else the group slug; none first', () => {
    expect(names(sortUsers(USERS, { key: 'slug', direction: 'asc' }))).toEqual([
      'Citra',
      'ani',
      'Dewi',
      'Budi',
    ]);
    expect(slugOfUser({ tenantSlug: 'warung-a', groupSlug: 'grup-a' })).toBe('warung-a');
    expect(slugOfUser({ tenantSlug: null, groupSlug: null })).toBe('');
  });

  it('sorts by role from the super admin down, and back', () => {
    expect(names(sortUsers(USERS, { key: 'role', direction: 'asc' }))).toEqual([
      'Citra',
      'ani',
      'Dewi',
      'Budi',
    ]);
    expect(names(sortUsers(USERS, { key: 'role', direction: 'desc' }))).toEqual([
      'Budi',
      'Dewi',
      'ani',
      'Citra',
    ]);
  });

  it('leaves the given list as it was', () => {
    const copy = [...USERS];
    sortUsers(USERS, { key: 'role', direction: 'desc' });
    expect(USERS).toEqual(copy);
  });
});
