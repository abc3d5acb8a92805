import { describe, expect, it } from 'vitest';
import { staffPasswordIssued, staffUserCreate } from './contracts/users';
import {
  TEMP_PASSWORD_HOURS,
  getsTempPassword,
  isTempPasswordExpired,
  staffChangeRefusal,
  tempPasswordExpiry,
} from './staff-accounts';

const ADMIN = { id: 'admin-1', role: 'RESTAURANT_ADMIN' } as const;
const OTHER_ADMIN = { id: 'admin-2', role: 'RESTAURANT_ADMIN' } as const;
const CASHIER = { id: 'cashier-1', role: 'CASHIER' } as const;

describe('staffChangeRefusal (issue 14)', () => {
  it('refuses an admin deleting their own account, even with other admins', () => {
    expect(staffChangeRefusal({ actorId: ADMIN.id, target: ADMIN, newRole: null, adminCount: 3 })).toBe(
      'SELF_DELETE',
    );
  });

  it.each(['CASHIER', 'KITCHEN', 'INVENTORY'] as const)(
    'refuses an admin demoting themselves to %s',
    (role) => {
      expect(staffChangeRefusal({ actorId: ADMIN.id, target: ADMIN, newRole: role, adminCount: 2 })).toBe(
        'SELF_DEMOTE',
      );
    },
  );

  it('lets an admin keep their own role (nothing changes)', () => {
    expect(
      staffChangeRefusal({ actorId: ADMIN.id, target: ADMIN, newRole: 'RESTAURANT_ADMIN', adminCount: 1 }),
    ).toBeNull();
  });

  it('refuses deleting or demoting the last admin (a super admin asking)', () => {
    const base = { actorId: 'super-admin', target: ADMIN, adminCount: 1 };
    expect(staffChangeRefusal({ ...base, newRole: null })).toBe('LAST_ADMIN');
    expect(staffChangeRefusal({ ...base, newRole: 'KITCHEN' })).toBe('LAST_ADMIN');
    // A count of 0 (the rows moved meanwhile) is no licence either.
    expect(staffChangeRefusal({ ...base, adminCount: 0, newRole: null })).toBe('LAST_ADMIN');
  });

  it('allows removing another admin while a second one stays', () => {
    expect(
      staffChangeRefusal({ actorId: ADMIN.id, target: OTHER_ADMIN, newRole: null, adminCount: 2 }),
    ).toBeNull();
    expect(
      staffChangeRefusal({ actorId: ADMIN.id, target: OTHER_ADMIN, newRole: 'CASHIER', adminCount: 2 }),
    ).toBeNull();
  });

  it('allows any change of a non-admin, also promoting to admin', () => {
    for (const newRole of [null, 'KITCHEN', 'INVENTORY', 'RESTAURANT_ADMIN'] as const) {
      expect(staffChangeRefusal({ actorId: ADMIN.id, target: CASHIER, newRole, adminCount: 1 })).toBeNull();
    }
  });
});

describe('temporary passwords', () => {
  it('are given to cashier, kitchen and inventory accounts, never to an admin (SPEC §6)', () => {
    expect(getsTempPassword('CASHIER')).toBe(true);
    expect(getsTempPassword('KITCHEN')).toBe(true);
    expect(getsTempPassword('INVENTORY')).toBe(true);
    expect(getsTempPassword('RESTAURANT_ADMIN')).toBe(false);
  });

  it('expire 72 hours after they are made, at the exact instant', () => {
    const made = new Date('2026-03-01T10:00:00.000Z');
    const expiry = tempPasswordExpiry(made);
    expect(TEMP_PASSWORD_HOURS).toBe(72);
    expect(expiry.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    expect(isTempPasswordExpired(expiry, new Date(expiry.getTime() - 1))).toBe(false);
    expect(isTempPasswordExpired(expiry, expiry)).toBe(true);
    expect(isTempPasswordExpired(expiry, new Date(expiry.getTime() + 1))).toBe(true);
  });

  it('never expire when there is none', () => {
    expect(isTempPasswordExpired(null, new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the users contract', () => {
  it('trims the name and email, and names the missing fields in Indonesian', () => {
    expect(staffUserCreate.parse({ name: '  Sari ', email: ' sari@meja.test ', role: 'CASHIER' })).toEqual({
      name: 'Sari',
      email: 'sari@meja.test',
      role: 'CASHIER',
    });
    const failed = staffUserCreate.safeParse({ name: ' ', email: 'bukan-email', role: 'SUPER_ADMIN' });
    expect(failed.success).toBe(false);
    const messages = failed.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['name', 'Nama wajib diisi'],
      ['email', 'Email tidak valid'],
      ['role', 'Pilih peran user'],
    ]);
  });

  it('refuses platform roles: only the four tenant roles can be created', () => {
    for (const role of ['SUPER_ADMIN', 'GROUP_MANAGER']) {
      expect(staffUserCreate.safeParse({ name: 'A', email: 'a@meja.test', role }).success).toBe(false);
    }
  });

  it('answers a temporary password as optional (an admin gets an email instead)', () => {
    const user = {
      _id: 'u',
      name: 'A',
      email: 'a@meja.test',
      role: 'RESTAURANT_ADMIN',
      lastLoginAt: null,
      mustChangePassword: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(staffPasswordIssued.parse({ user, delivery: 'EMAIL' }).tempPassword).toBeUndefined();
  });
});
