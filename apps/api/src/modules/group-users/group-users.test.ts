import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, groupUser, groupUserList } from '@meja/shared/contracts/group';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { errorOf, postLogin } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import {
  createGroup,
  createTenantGraph,
  createUser,
  FACTORY_PASSWORD,
  type TenantGraph,
  type TestUser,
} from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { HOUR, NEW_PASSWORD, newEmail, staffAccountsApi } from '../../../test/staff-accounts';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/** GET/POST /group/:g/users, PUT/DELETE /group/:g/users/:id (SPEC §7 Group, issue 16). */
let ctx: Ctx;
let groupA: Awaited<ReturnType<typeof createGroup>>;
let groupB: Awaited<ReturnType<typeof createGroup>>;
let a1: TenantGraph;
let a2: TenantGraph;
let b1: TenantGraph;
let solo: TenantGraph;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await openTestContext();
  groupA = await createGroup(ctx.db);
  groupB = await createGroup(ctx.db);
  a1 = await createTenantGraph(ctx.db, { groupId: groupA.group.id, package: 'ENTERPRISE' });
  a2 = await createTenantGraph(ctx.db, { groupId: groupA.group.id, package: 'ENTERPRISE' });
  b1 = await createTenantGraph(ctx.db, { groupId: groupB.group.id, package: 'ENTERPRISE' });
  solo = await createTenantGraph(ctx.db);
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

const { me, loginOk, storedUser } = staffAccountsApi(() => ctx);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function groupCall(
  method: Method,
  path: string,
  token: string | null,
  payload?: unknown,
  groupSlug = groupA.group.slug,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `/api/v1/group/${groupSlug}${path}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
}

const manager = () => groupA.manager.token;

async function usersOf(token = manager()) {
  const response = await groupCall('GET', '/users', token);
  expect(response.statusCode, response.body).toBe(200);
  return groupUserList.strict().parse(response.json()).items;
}

async function createOk(body: object) {
  const response = await groupCall('POST', '/users', manager(), body);
  expect(response.statusCode, response.body).toBe(201);
  return groupUser.strict().parse(response.json<{ user: unknown }>().user);
}

/** A branch of group A of its own, so a test may delete and add admins freely. */
const freshBranch = () => createTenantGraph(ctx.db, { groupId: groupA.group.id, package: 'ENTERPRISE' });

async function expectNotFound(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(404);
  expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message });
}

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

describe('PUT /users/:id', () => {
  it("sets a password: to be changed at the next login, the admin's sessions end, the old one stops working", async () => {
    const branch = await freshBranch();
    const target = branch.admin;
    expect((await me(target.token)).statusCode).toBe(200);
    const response = await groupCall('PUT', `/users/${target.id}`, manager(), { password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(groupUser.strict().parse(response.json<{ user: unknown }>().user)).toMatchObject({
      _id: target.id,
      email: target.email,
      tenantSlug: branch.tenant.slug,
      mustChangePassword: true,
    });
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await postLogin(ctx.app, { email: target.email, password: FACTORY_PASSWORD })).statusCode).toBe(
      401,
    );
    const { user } = await loginOk(target.email, NEW_PASSWORD);
    expect(user.mustChangePassword).toBe(true);
    // The branch's other staff keep their sessions.
    expect((await me(branch.cashier.token)).statusCode).toBe(200);
  });

  it('changes the name and email (upper-cased name, lower-cased email); the admin stays logged in', async () => {
    const branch = await freshBranch();
    const email = newEmail('baru');
    const response = await groupCall('PUT', `/users/${branch.admin.id}`, manager(), {
      name: ' Siti ',
      email: email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { name: 'SITI', email, mustChangePassword: false } });
    expect(await storedUser(branch.admin.id)).toMatchObject({ name: 'SITI', email });
    expect((await me(branch.admin.token)).statusCode).toBe(200);
    await loginOk(email, FACTORY_PASSWORD);

    // Its own email again, in another case, is not 'taken'.
    const same = await groupCall('PUT', `/users/${branch.admin.id}`, manager(), {
      name: 'Siti',
      email: email.toUpperCase(),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("refuses another account's email with 409", async () => {
    const response = await groupCall('PUT', `/users/${a1.admin.id}`, manager(), {
      name: 'Admin',
      email: b1.admin.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('EMAIL_TAKEN');
    expect(await storedUser(a1.admin.id)).toMatchObject({ email: a1.admin.email });
  });

  it.each([
    [
      'a password with a name and email',
      { password: NEW_PASSWORD, name: 'A', email: 'a@meja.test' },
      '(body)',
      GROUP_MESSAGES.editOneThing,
    ],
    ['nothing', {}, '(body)', GROUP_MESSAGES.editOneThing],
    ['a short password', { password: 'pendek' }, 'password', 'Password minimal 8 karakter'],
    ['a blank name', { name: ' ', email: 'a@meja.test' }, 'name', 'Nama wajib diisi'],
    ['a bad email', { name: 'A', email: 'bukan' }, 'email', 'Email tidak valid'],
  ])('refuses %s with its text', async (_label, body, field, message) => {
    const response = await groupCall('PUT', `/users/${a1.admin.id}`, manager(), body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it('names only a restaurant admin of the group (404 for any other account), changing nothing', async () => {
    const others = [b1.admin, a1.cashier, a1.kitchen, groupA.manager, groupB.manager, superAdmin, solo.admin];
    for (const other of others) {
      for (const body of [{ password: NEW_PASSWORD }, { name: 'X', email: newEmail() }]) {
        const response = await groupCall('PUT', `/users/${other.id}`, manager(), body);
        await expectNotFound(response, GROUP_MESSAGES.userNotFound);
      }
      expect(await storedUser(other.id)).toMatchObject({ email: other.email, mustChangePassword: false });
      expect((await me(other.token)).statusCode).toBe(200);
    }
    await expectNotFound(
      await groupCall('PUT', `/users/${randomUUID()}`, manager(), { password: NEW_PASSWORD }),
      GROUP_MESSAGES.userNotFound,
    );
    const notAnId = await groupCall('PUT', '/users/bukan-id', manager(), { password: NEW_PASSWORD });
    expect(notAnId.statusCode).toBe(400);
    expect(errorOf(notAnId).fields).toEqual({ id: GROUP_MESSAGES.userNotFound });
  });
});

describe('DELETE /users/:id', () => {
  it('deletes a branch admin: 204, gone from the list, its sessions end', async () => {
    const branch = await freshBranch();
    const second = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: branch.tenant.id });
    const response = await groupCall('DELETE', `/users/${second.id}`, manager());
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await storedUser(second.id)).toBeUndefined();
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await usersOf()).map((u) => u._id)).not.toContain(second.id);
    await expectNotFound(
      await groupCall('DELETE', `/users/${second.id}`, manager()),
      GROUP_MESSAGES.userNotFound,
    );
  });

  it("refuses to delete a branch's last admin (409), while the branch's other staff do not count", async () => {
    const branch = await freshBranch();
    const response = await groupCall('DELETE', `/users/${branch.admin.id}`, manager());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'LAST_ADMIN', message: GROUP_MESSAGES.lastAdmin });
    expect(await storedUser(branch.admin.id)).toBeDefined();
    expect((await me(branch.admin.token)).statusCode).toBe(200);
  });

  it('counts the admins of the branch only, not of the whole group', async () => {
    const branch = await freshBranch();
    // Group A has many admins, this branch one: it stays.
    const response = await groupCall('DELETE', `/users/${branch.admin.id}`, manager());
    expect(response.statusCode).toBe(409);
  });

  it('names only a restaurant admin of the group (404 for any other account), deleting nothing', async () => {
    const spare = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: b1.tenant.id });
    for (const other of [
      spare,
      a1.cashier,
      a1.inventory,
      groupA.manager,
      groupB.manager,
      superAdmin,
      solo.admin,
    ]) {
      await expectNotFound(
        await groupCall('DELETE', `/users/${other.id}`, manager()),
        GROUP_MESSAGES.userNotFound,
      );
      expect(await storedUser(other.id)).toBeDefined();
    }
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
