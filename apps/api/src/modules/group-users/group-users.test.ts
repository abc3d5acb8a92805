import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@meja/shared/contracts/group';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { errorOf, postLogin } from '../../../test/auth-flow';
import { call } from '../../../test/catalog';
import { createTenantGraph, createUser } from '../../../test/factories';
import {
  a1,
  a2,
  b1,
  createOk,
  ctx,
  expectNotFound,
  freshBranch,
  groupA,
  groupB,
  groupCall,
  loginOk,
  type Method,
  manager,
  solo,
  storedUser,
  superAdmin,
  useGroupUsersWorld,
  usersOf,
} from '../../../test/group-users';
import { HOUR, NEW_PASSWORD, newEmail } from '../../../test/staff-accounts';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/** GET/POST /group/:g/users and who may call them (SPEC §7 Group, issue 16). */
useGroupUsersWorld();

describe('GET /users', () => {
  it("lists the restaurant admins of the group's branches by branch then name, nothing else", async () => {
    const extra = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: a1.tenant.id });
    const items = await usersOf();
    expect(items.map((u) => u.email).sort()).toEqual([a1.admin.email, a2.admin.email, extra.email].sort());
    const expected = [...items].sort(
      (x, y) => x.tenantName.localeCompare(y.tenantName) || x.name.localeCompare(y.name),
    );
    expect(items.map((u) => u.tenantSlug)).toEqual(expected.map((u) => u.tenantSlug));
    expect(items.find((u) => u._id === a2.admin.id)).toMatchObject({
      name: 'USER RESTAURANT_ADMIN',
      email: a2.admin.email,
      tenantName: a2.tenant.name,
      tenantSlug: a2.tenant.slug,
      mustChangePassword: false,
    });
    // Group B's admin, the branches' other staff and the manager are never listed.
    const ids = items.map((u) => u._id);
    for (const other of [b1.admin, a1.cashier, a1.kitchen, a1.inventory, groupA.manager, solo.admin]) {
      expect(ids).not.toContain(other.id);
    }
    await groupCall('DELETE', `/users/${extra.id}`, manager());
  });

  it("leaves out a deleted branch's admins", async () => {
    const gone = await freshBranch();
    expect((await usersOf()).map((u) => u._id)).toContain(gone.admin.id);
    const now = new Date();
    await inAppTx(ctx.db, (tx) =>
      tx
        .update(tenants)
        .set({ deletedAt: now, purgeAfter: new Date(now.getTime() + 24 * HOUR), active: false })
        .where(eq(tenants.id, gone.tenant.id)),
    );
    expect((await usersOf()).map((u) => u._id)).not.toContain(gone.admin.id);
    const create = await groupCall('POST', '/users', manager(), {
      tenantSlug: gone.tenant.slug,
      email: newEmail('admin'),
      password: NEW_PASSWORD,
    });
    await expectNotFound(create, GROUP_MESSAGES.branchNotFound);
  });

  it('is open to the super admin, and answers 404 for an unknown group', async () => {
    const asSuper = await usersOf(superAdmin.token);
    expect(asSuper.map((u) => u._id)).toEqual((await usersOf()).map((u) => u._id));
    const unknown = await groupCall('GET', '/users', superAdmin.token, undefined, 'grup-tidak-ada');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /users', () => {
  it('adds a restaurant admin to the branch with the chosen password, to be changed at the first login', async () => {
    const email = newEmail('admin');
    const before = Date.now();
    const created = await createOk({
      tenantSlug: ` ${a2.tenant.slug} `,
      email: ` ${email.toUpperCase()} `,
      name: ' Budi Santoso ',
      password: NEW_PASSWORD,
    });
    expect(created).toMatchObject({
      name: 'BUDI SANTOSO',
      email,
      tenantName: a2.tenant.name,
      tenantSlug: a2.tenant.slug,
      mustChangePassword: true,
    });
    expect(await usersOf()).toContainEqual(created);

    const row = await storedUser(created._id);
    expect(row).toMatchObject({ role: 'RESTAURANT_ADMIN', tenantId: a2.tenant.id, groupId: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(NEW_PASSWORD);
    expect(row?.emailVerifiedAt).not.toBeNull();
    const expiry = (row?.tempPasswordExpiresAt?.getTime() ?? 0) - before;
    expect(expiry).toBeGreaterThanOrEqual(72 * HOUR - 60_000);
    expect(expiry).toBeLessThan(72 * HOUR + 60_000);

    // The new admin logs in with it and must change it before entering the branch.
    const { user, token } = await loginOk(email, NEW_PASSWORD);
    expect(user).toMatchObject({
      role: 'RESTAURANT_ADMIN',
      tenantSlug: a2.tenant.slug,
      mustChangePassword: true,
    });
    expect((await call(ctx, 'GET', a2.tenant.slug, '/context', token)).statusCode).toBe(403);
  });

  it('keeps the name optional', async () => {
    const created = await createOk({ tenantSlug: a1.tenant.slug, email: newEmail(), password: NEW_PASSWORD });
    expect(created.name).toBe('');
    await groupCall('DELETE', `/users/${created._id}`, manager());
  });

  it.each([
    [
      'no branch',
      { email: 'x@meja.test', password: NEW_PASSWORD },
      'tenantSlug',
      GROUP_MESSAGES.adminRequired,
    ],
    [
      'a blank branch',
      { tenantSlug: '  ', email: 'x@meja.test', password: NEW_PASSWORD },
      'tenantSlug',
      GROUP_MESSAGES.adminRequired,
    ],
    [
      'a bad email',
      { tenantSlug: 'a', email: 'bukan-email', password: NEW_PASSWORD },
      'email',
      'Email tidak valid',
    ],
    [
      'a short password',
      { tenantSlug: 'a', email: 'x@meja.test', password: 'pendek' },
      'password',
      'Password minimal 8 karakter',
    ],
  ])('refuses %s with its text', async (_label, body, field, message) => {
    const response = await groupCall('POST', '/users', manager(), body);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.[field]).toBe(message);
  });

  it('refuses an email any account of the platform has, in any case', async () => {
    const response = await groupCall('POST', '/users', manager(), {
      tenantSlug: a1.tenant.slug,
      email: b1.cashier.email.toUpperCase(),
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: STAFF_ACCOUNT_MESSAGES.emailTaken,
      fields: { email: STAFF_ACCOUNT_MESSAGES.emailTaken },
    });
  });

  it('refuses a branch of another group, a tenant of no group and an unknown slug (404), making nothing', async () => {
    for (const tenantSlug of [b1.tenant.slug, solo.tenant.slug, 'resto-tidak-ada']) {
      const email = newEmail('admin');
      const response = await groupCall('POST', '/users', manager(), {
        tenantSlug,
        email,
        password: NEW_PASSWORD,
      });
      await expectNotFound(response, GROUP_MESSAGES.branchNotFound);
      expect(errorOf(response).fields).toEqual({ tenantSlug: GROUP_MESSAGES.branchNotFound });
      expect((await postLogin(ctx.app, { email, password: NEW_PASSWORD })).statusCode).toBe(401);
    }
  });

  it("lets the super admin add one to any group's branch through that group's address", async () => {
    const response = await groupCall(
      'POST',
      '/users',
      superAdmin.token,
      { tenantSlug: b1.tenant.slug, email: newEmail('admin'), password: NEW_PASSWORD },
      groupB.group.slug,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ user: { tenantSlug: b1.tenant.slug } });
  });
});

describe('access to /users', () => {
  const routes = (): [Method, string, object | undefined][] => [
    ['GET', '/users', undefined],
    ['POST', '/users', { tenantSlug: a1.tenant.slug, email: newEmail(), password: NEW_PASSWORD }],
    ['PUT', `/users/${a1.admin.id}`, { password: NEW_PASSWORD }],
    ['DELETE', `/users/${a1.admin.id}`, undefined],
  ];

  it('refuses anonymous callers (401), branch roles (403) and the manager of another group (403)', async () => {
    const callers: [string, string | null, number][] = [
      ['anonymous', null, 401],
      ['restaurant admin', a1.admin.token, 403],
      ['cashier', a1.cashier.token, 403],
      ['kitchen', a1.kitchen.token, 403],
      ['inventory', a1.inventory.token, 403],
      ["group B's manager", groupB.manager.token, 403],
    ];
    for (const [method, path, body] of routes()) {
      for (const [label, token, status] of callers) {
        const response = await groupCall(method, path, token, body);
        expect(response.statusCode, `${label} ${method} ${path}: ${response.body}`).toBe(status);
        expect(Object.keys(response.json<object>()).sort()).toEqual(['code', 'message']);
      }
    }
    expect(await storedUser(a1.admin.id)).toMatchObject({ mustChangePassword: false });
  });

  it("refuses group A's manager on group B's address (403), whatever it names", async () => {
    const response = await groupCall(
      'PUT',
      `/users/${b1.admin.id}`,
      manager(),
      { password: NEW_PASSWORD },
      groupB.group.slug,
    );
    expect(response.statusCode).toBe(403);
    const list = await groupCall('GET', '/users', manager(), undefined, groupB.group.slug);
    expect(list.statusCode).toBe(403);
    expect(list.body).not.toContain(b1.admin.email);
  });

  it('lets the super admin set a password and delete in any group', async () => {
    const branch = await createTenantGraph(ctx.db, { groupId: groupB.group.id, package: 'ENTERPRISE' });
    const second = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: branch.tenant.id });
    const g = groupB.group.slug;
    const set = await groupCall(
      'PUT',
      `/users/${second.id}`,
      superAdmin.token,
      { password: NEW_PASSWORD },
      g,
    );
    expect(set.statusCode, set.body).toBe(200);
    const removed = await groupCall('DELETE', `/users/${second.id}`, superAdmin.token, undefined, g);
    expect(removed.statusCode, removed.body).toBe(204);
  });
});
