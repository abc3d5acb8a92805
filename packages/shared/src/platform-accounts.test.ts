import { describe, expect, it } from 'vitest';
import { groupSave } from './contracts/console-groups';
import { platformUserCreate } from './contracts/platform-users';
import { platformChangeRefusal, roleLinkMissing, roleScope } from './platform-accounts';

const ME = { id: 'sa-1', role: 'SUPER_ADMIN' } as const;
const OTHER = { id: 'sa-2', role: 'SUPER_ADMIN' } as const;
const MANAGER = { id: 'gm-1', role: 'GROUP_MANAGER' } as const;

describe('platformChangeRefusal (issue 15)', () => {
  it('refuses deleting or demoting oneself, however many super admins there are', () => {
    expect(platformChangeRefusal({ actorId: ME.id, target: ME, newRole: null, superAdminCount: 5 })).toBe(
      'SELF_DELETE',
    );
    expect(
      platformChangeRefusal({ actorId: ME.id, target: ME, newRole: 'GROUP_MANAGER', superAdminCount: 5 }),
    ).toBe('SELF_DEMOTE');
  });

  it('refuses removing the last super admin (the count seen under lock)', () => {
    for (const superAdminCount of [1, 0]) {
      expect(platformChangeRefusal({ actorId: ME.id, target: OTHER, newRole: null, superAdminCount })).toBe(
        'LAST_SUPER_ADMIN',
      );
      expect(
        platformChangeRefusal({ actorId: ME.id, target: OTHER, newRole: 'CASHIER', superAdminCount }),
      ).toBe('LAST_SUPER_ADMIN');
    }
  });

  it('allows removing another super admin while one stays, and any change of other roles', () => {
    expect(
      platformChangeRefusal({ actorId: ME.id, target: OTHER, newRole: null, superAdminCount: 2 }),
    ).toBeNull();
    for (const newRole of [null, 'SUPER_ADMIN', 'CASHIER'] as const) {
      expect(
        platformChangeRefusal({ actorId: ME.id, target: MANAGER, newRole, superAdminCount: 1 }),
      ).toBeNull();
    }
  });

  it('treats keeping the same role as no change', () => {
    expect(
      platformChangeRefusal({ actorId: ME.id, target: ME, newRole: 'SUPER_ADMIN', superAdminCount: 1 }),
    ).toBeNull();
  });
});

describe('roleScope and roleLinkMissing', () => {
  it('names what each role belongs to', () => {
    expect(roleScope('SUPER_ADMIN')).toBe('platform');
    expect(roleScope('GROUP_MANAGER')).toBe('group');
    for (const role of ['RESTAURANT_ADMIN', 'CASHIER', 'KITCHEN', 'INVENTORY'] as const) {
      expect(roleScope(role)).toBe('tenant');
    }
  });

  it('finds the missing tenant or group', () => {
    const none = { tenantId: null, groupId: null };
    expect(roleLinkMissing('CASHIER', none)).toBe('tenant');
    expect(roleLinkMissing('GROUP_MANAGER', none)).toBe('group');
    expect(roleLinkMissing('SUPER_ADMIN', none)).toBeNull();
    expect(roleLinkMissing('CASHIER', { tenantId: 't', groupId: null })).toBeNull();
    expect(roleLinkMissing('GROUP_MANAGER', { tenantId: 't', groupId: null })).toBe('group');
  });
});

describe('the console contracts', () => {
  it('needs a slug for a tenant or group role, not for a super admin', () => {
    const base = { name: 'A', email: 'a@meja.test' };
    expect(platformUserCreate.safeParse({ ...base, role: 'SUPER_ADMIN' }).success).toBe(true);
    const cashier = platformUserCreate.safeParse({ ...base, role: 'CASHIER', slug: '' });
    expect(cashier.success).toBe(false);
    expect(cashier.error?.issues[0]?.path).toEqual(['slug']);
    expect(platformUserCreate.safeParse({ ...base, role: 'GROUP_MANAGER', slug: 'grup-a' }).success).toBe(
      true,
    );
    expect(platformUserCreate.safeParse({ ...base, role: 'CASHIER', slug: 'Bukan Slug' }).success).toBe(
      false,
    );
  });

  it('keeps group slugs to the slug rules', () => {
    expect(groupSave.safeParse({ name: 'Grup', slug: 'grup-satu' }).success).toBe(true);
    for (const slug of ['', 'Grup', 'grup satu', '-grup', 'a'.repeat(81)]) {
      expect(groupSave.safeParse({ name: 'Grup', slug }).success).toBe(false);
    }
  });
});
