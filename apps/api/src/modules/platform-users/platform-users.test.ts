import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditList } from '@meja/shared/contracts/audit';
import { loginResponse } from '@meja/shared/contracts/auth';
import {
  platformPasswordReset,
  platformUser,
  platformUserCreated,
  platformUserList,
} from '@meja/shared/contracts/platform-users';
import { errorOf, freshIp, postLogin } from '../../../test/auth-flow';
import { createGroup, createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';

/** /api/v1/super-admin/users… (SPEC §2 Users, §7; issue 15). */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await openTestContext();
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const hit = (method: Method, path: string, token: string | null = superAdmin.token, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/super-admin${path}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });

const newEmail = (prefix = 'akun') => `${prefix}-${randomUUID().slice(0, 8)}@meja.test`;
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

async function createOk(body: { name: string; email: string; role: string; slug?: string }) {
  const response = await hit('POST', '/users', superAdmin.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return platformUserCreated.strict().parse(response.json());
}

async function auditOf(userId: string) {
  const response = await hit('GET', `/audit?targetType=user&targetId=${userId}`);
  return auditList.parse(response.json()).items;
}

async function listed(id: string) {
  const response = await hit('GET', '/users');
  expect(response.statusCode).toBe(200);
  return platformUserList
    .strict()
    .parse(response.json())
    .items.find((u) => u._id === id);
}

describe('who may use the users console', () => {
  it('refuses the anonymous (401), a group manager and a tenant admin (403) on every route', async () => {
    const home = await createGroup(ctx.db);
    const t = await createTenantGraph(ctx.db);
    const id = t.cashier.id;
    const routes: [Method, string, object?][] = [
      ['GET', '/users'],
      ['POST', '/users', { name: 'X', email: newEmail(), role: 'SUPER_ADMIN' }],
      ['PUT', `/users/${id}`, { role: 'KITCHEN' }],
      ['DELETE', `/users/${id}`],
      ['POST', `/users/${id}/reset-password`, {}],
    ];
    for (const [method, path, body] of routes) {
      expect((await hit(method, path, null, body)).statusCode, `${method} ${path}`).toBe(401);
      for (const token of [home.manager.token, t.admin.token]) {
        const refused = await hit(method, path, token, body);
        expect(refused.statusCode, `${method} ${path}`).toBe(403);
        expect(errorOf(refused).code).toBe('FORBIDDEN');
      }
    }
    expect((await me(t.cashier.token)).statusCode).toBe(200);
  });
});

describe('GET /users', () => {
  it("lists every account of the platform with its tenant's and group's slugs", async () => {
    const home = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
    const response = await hit('GET', '/users');
    const items = platformUserList.strict().parse(response.json()).items;
    expect(items.find((u) => u._id === home.manager.id)).toMatchObject({
      role: 'GROUP_MANAGER',
      tenantSlug: null,
      groupSlug: home.group.slug,
    });
    expect(items.find((u) => u._id === branch.cashier.id)).toMatchObject({
      role: 'CASHIER',
      tenantSlug: branch.tenant.slug,
      groupSlug: home.group.slug,
    });
    expect(items.find((u) => u._id === superAdmin.id)).toMatchObject({
      role: 'SUPER_ADMIN',
      tenantSlug: null,
    });
    expect(response.body).not.toMatch(/password_hash|passwordHash|\$argon2/);
  });
});

describe('POST /users', () => {
  it('makes a group manager with a temporary password that must be changed at the first login', async () => {
    const home = await createGroup(ctx.db);
    const email = newEmail('gm');
    const created = await createOk({
      name: 'Manajer Baru',
      email,
      role: 'GROUP_MANAGER',
      slug: home.group.slug,
    });
    expect(created.user).toMatchObject({
      name: 'MANAJER BARU',
      email,
      role: 'GROUP_MANAGER',
      groupSlug: home.group.slug,
      tenantSlug: null,
      mustChangePassword: true,
    });
    const login = await postLogin(ctx.app, { email, password: created.tempPassword });
    expect(login.statusCode, login.body).toBe(200);
    expect(loginResponse.parse(login.json()).user).toMatchObject({
      mustChangePassword: true,
      groupSlug: home.group.slug,
    });

    const [audit] = await auditOf(created.user._id);
    expect(audit).toMatchObject({
      action: 'user.create',
      actorEmail: superAdmin.email,
      targetLabel: email,
      after: { email, role: 'GROUP_MANAGER', groupSlug: home.group.slug },
    });
    expect(JSON.stringify(audit)).not.toContain(created.tempPassword);
  });

  it('makes tenant staff for a tenant slug, and a super admin without one', async () => {
    const t = await createTenantGraph(ctx.db);
    const cashier = await createOk({
      name: 'Kasir',
      email: newEmail(),
      role: 'CASHIER',
      slug: t.tenant.slug,
    });
    expect(cashier.user).toMatchObject({ role: 'CASHIER', tenantSlug: t.tenant.slug });
    const admin = await createOk({ name: 'Super', email: newEmail(), role: 'SUPER_ADMIN' });
    expect(admin.user).toMatchObject({ role: 'SUPER_ADMIN', tenantSlug: null, groupSlug: null });
  });

  it('refuses a missing or unknown tenant or group slug on the slug field (400)', async () => {
    const cases = [
      { role: 'CASHIER', slug: undefined },
      { role: 'CASHIER', slug: 'tidak-ada-resto' },
      { role: 'GROUP_MANAGER', slug: 'tidak-ada-grup' },
    ];
    for (const { role, slug } of cases) {
      const response = await hit('POST', '/users', superAdmin.token, {
        name: 'X',
        email: newEmail(),
        role,
        slug,
      });
      expect(response.statusCode, `${role} ${slug}`).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { slug: expect.any(String) } });
    }
    const badRole = await hit('POST', '/users', superAdmin.token, {
      name: 'X',
      email: newEmail(),
      role: 'BOSS',
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('refuses an email already on the platform, in any case (409)', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await hit('POST', '/users', superAdmin.token, {
      name: 'X',
      email: t.cashier.email.toUpperCase(),
      role: 'SUPER_ADMIN',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('EMAIL_TAKEN');
  });
});

describe('PUT /users/:id', () => {
  it("changes the role, ends the account's sessions and audits before → after", async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await hit('PUT', `/users/${t.cashier.id}`, superAdmin.token, { role: 'KITCHEN' });
    expect(response.statusCode, response.body).toBe(200);
    expect(platformUser.strict().parse(response.json())).toMatchObject({ role: 'KITCHEN' });
    expect((await me(t.cashier.token)).statusCode).toBe(401);
    expect((await listed(t.cashier.id))?.role).toBe('KITCHEN');
    const [audit] = await auditOf(t.cashier.id);
    expect(audit).toMatchObject({
      action: 'user.role',
      before: { role: 'CASHIER' },
      after: { role: 'KITCHEN' },
    });
  });

  it('refuses a role that needs a tenant or group the account lacks (400), changing nothing', async () => {
    const home = await createGroup(ctx.db);
    const t = await createTenantGraph(ctx.db);
    const toCashier = await hit('PUT', `/users/${home.manager.id}`, superAdmin.token, { role: 'CASHIER' });
    expect(toCashier.statusCode).toBe(400);
    expect(errorOf(toCashier)).toMatchObject({
      code: 'ROLE_NEEDS_LINK',
      fields: { role: expect.any(String) },
    });
    const toManager = await hit('PUT', `/users/${t.cashier.id}`, superAdmin.token, { role: 'GROUP_MANAGER' });
    expect(toManager.statusCode).toBe(400);
    expect(errorOf(toManager).message).toBe(
      'User ini tidak terhubung ke grup, jadi tidak dapat dijadikan Group Manager.',
    );
    expect((await me(home.manager.token)).statusCode).toBe(200);
    expect((await me(t.cashier.token)).statusCode).toBe(200);
  });

  it('refuses demoting oneself (409 SELF_ACCOUNT), an unknown account (404) and a bad role (400)', async () => {
    const self = await hit('PUT', `/users/${superAdmin.id}`, superAdmin.token, { role: 'GROUP_MANAGER' });
    expect(self.statusCode).toBe(409);
    expect(errorOf(self)).toEqual({
      code: 'SELF_ACCOUNT',
      message: 'Anda tidak dapat menurunkan peran akun Anda sendiri.',
    });
    expect(
      (await hit('PUT', `/users/${randomUUID()}`, superAdmin.token, { role: 'KITCHEN' })).statusCode,
    ).toBe(404);
    expect((await hit('PUT', `/users/${superAdmin.id}`, superAdmin.token, { role: 'RAJA' })).statusCode).toBe(
      400,
    );
  });

  it('lets a super admin demote another while one stays', async () => {
    const home = await createGroup(ctx.db);
    const other = await createUser(ctx.db, { role: 'SUPER_ADMIN', groupId: home.group.id });
    const response = await hit('PUT', `/users/${other.id}`, superAdmin.token, { role: 'GROUP_MANAGER' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
  });
});

describe('DELETE /users/:id', () => {
  it('deletes the account, ends its sessions and audits what it was', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await hit('DELETE', `/users/${t.kitchen.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(t.kitchen.token)).statusCode).toBe(401);
    expect(await listed(t.kitchen.id)).toBeUndefined();
    const [audit] = await auditOf(t.kitchen.id);
    expect(audit).toMatchObject({
      action: 'user.delete',
      targetLabel: t.kitchen.email,
      before: { role: 'KITCHEN', tenantSlug: t.tenant.slug },
    });
  });

  it('refuses deleting oneself (409) and answers 404 / 400 for an unknown or malformed id', async () => {
    const self = await hit('DELETE', `/users/${superAdmin.id}`);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).message).toBe('Anda tidak dapat menghapus akun Anda sendiri.');
    expect((await hit('DELETE', `/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await hit('DELETE', '/users/bukan-id')).statusCode).toBe(400);
  });
});

describe('POST /users/:id/reset-password', () => {
  it('gives a new temporary password, ends the sessions and audits without the password', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await hit('POST', `/users/${t.admin.id}/reset-password`, superAdmin.token, {});
    expect(response.statusCode, response.body).toBe(200);
    const { tempPassword } = platformPasswordReset.strict().parse(response.json());
    expect((await me(t.admin.token)).statusCode).toBe(401);
    const login = await postLogin(ctx.app, { email: t.admin.email, password: tempPassword }, freshIp());
    expect(login.statusCode, login.body).toBe(200);
    expect(loginResponse.parse(login.json()).user.mustChangePassword).toBe(true);
    const [audit] = await auditOf(t.admin.id);
    expect(audit).toMatchObject({ action: 'user.reset-password', after: { mustChangePassword: true } });
    expect(JSON.stringify(audit)).not.toContain(tempPassword);
  });

  it('answers 404 for an unknown account', async () => {
    expect(
      (await hit('POST', `/users/${randomUUID()}/reset-password`, superAdmin.token, {})).statusCode,
    ).toBe(404);
  });
});
