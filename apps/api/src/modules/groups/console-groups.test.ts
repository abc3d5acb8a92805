import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditList } from '@meja/shared/contracts/audit';
import { consoleGroup, consoleGroupList, membershipAssigned } from '@meja/shared/contracts/console-groups';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { errorOf } from '../../../test/auth-flow';
import { createGroup, createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';

/** /api/v1/super-admin/groups… (SPEC §2 Groups, §7; issue 15). */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let superAdmin: TestUser;
let serial = 0;

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

const freshSlug = () => `grup-uji-${process.pid}-${++serial}`;

async function newGroup(name = 'Grup Uji') {
  const response = await hit('POST', '/groups', superAdmin.token, { name, slug: freshSlug() });
  expect(response.statusCode, response.body).toBe(201);
  return consoleGroup.strict().parse(response.json());
}

async function auditOf(targetType: string, targetId: string) {
  const response = await hit('GET', `/audit?targetType=${targetType}&targetId=${targetId}`);
  expect(response.statusCode).toBe(200);
  return auditList.parse(response.json()).items;
}

const tenantRow = async (id: string) => {
  const [row] = await inAppTx(ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, id)));
  return row;
};

describe('who may use the groups console', () => {
  it('refuses the anonymous (401), a group manager and a tenant admin (403) on every route', async () => {
    const home = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db);
    const id = home.group.id;
    const routes: [Method, string, object?][] = [
      ['GET', '/groups'],
      ['POST', '/groups', { name: 'X', slug: freshSlug() }],
      ['PUT', `/groups/${id}`, { name: 'X', slug: freshSlug() }],
      ['DELETE', `/groups/${id}`],
      ['POST', `/groups/${home.group.slug}/assign-membership`, { ownerSlug: branch.tenant.slug }],
    ];
    for (const [method, path, body] of routes) {
      const anonymous = await hit(method, path, null, body);
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      for (const token of [home.manager.token, branch.admin.token, branch.cashier.token]) {
        const refused = await hit(method, path, token, body);
        expect(refused.statusCode, `${method} ${path}`).toBe(403);
        expect(errorOf(refused).code).toBe('FORBIDDEN');
      }
    }
    expect((await tenantRow(branch.tenant.id))?.groupId).toBeNull();
  });
});

describe('GET and POST /groups', () => {
  it('creates a group, lists it with its tenant and manager counts, and audits it', async () => {
    const created = await newGroup('Grup Nusantara');
    expect(created).toMatchObject({ name: 'GRUP NUSANTARA', tenantCount: 0, managerCount: 0 });
    await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: created._id });
    await createUser(ctx.db, { role: 'GROUP_MANAGER', groupId: created._id });

    const response = await hit('GET', '/groups');
    expect(response.statusCode).toBe(200);
    const listed = consoleGroupList
      .strict()
      .parse(response.json())
      .items.find((g) => g._id === created._id);
    expect(listed).toMatchObject({ slug: created.slug, tenantCount: 1, managerCount: 1 });

    const [audit] = await auditOf('group', created._id);
    expect(audit).toMatchObject({
      action: 'group.create',
      actorEmail: superAdmin.email,
      targetLabel: created.slug,
      after: { name: 'GRUP NUSANTARA', slug: created.slug },
    });
  });

  it('refuses a taken slug with 409 GROUP_SLUG_TAKEN on the slug field', async () => {
    const existing = await newGroup();
    const response = await hit('POST', '/groups', superAdmin.token, { name: 'Lain', slug: existing.slug });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'GROUP_SLUG_TAKEN',
      fields: { slug: expect.any(String) },
    });
  });

  it.each([
    ['a blank name', { name: ' ', slug: 'grup-ok' }],
    ['a slug with capitals and spaces', { name: 'Grup', slug: 'Grup Satu' }],
    ['no slug', { name: 'Grup' }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await hit('POST', '/groups', superAdmin.token, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
  });
});

describe('PUT /groups/:id', () => {
  it('renames the group and audits only what changed', async () => {
    const group = await newGroup('Nama Lama');
    const slug = freshSlug();
    const response = await hit('PUT', `/groups/${group._id}`, superAdmin.token, { name: 'Nama Baru', slug });
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleGroup.parse(response.json())).toMatchObject({ name: 'NAMA BARU', slug });
    const [audit] = await auditOf('group', group._id);
    expect(audit).toMatchObject({
      action: 'group.update',
      before: { name: 'NAMA LAMA', slug: group.slug },
      after: { name: 'NAMA BARU', slug },
    });
  });

  it("refuses another group's slug (409) and an unknown group (404)", async () => {
    const [first, second] = [await newGroup(), await newGroup()];
    const taken = await hit('PUT', `/groups/${first._id}`, superAdmin.token, {
      name: 'X',
      slug: second.slug,
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('GROUP_SLUG_TAKEN');
    const unknown = await hit('PUT', `/groups/${crypto.randomUUID()}`, superAdmin.token, {
      name: 'X',
      slug: freshSlug(),
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await hit('PUT', `/groups/${first._id}`, superAdmin.token, { name: 'X', slug: 'a b' });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('DELETE /groups/:id', () => {
  it('refuses a group that still has tenants (409), leaving it and its branch as they were', async () => {
    const group = await newGroup();
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group._id });
    const response = await hit('DELETE', `/groups/${group._id}`);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('GROUP_HAS_TENANTS');
    expect((await tenantRow(branch.tenant.id))?.groupId).toBe(group._id);
  });

  it('deletes a group without tenants: its manager is signed out and reaches no group', async () => {
    const home = await createGroup(ctx.db);
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/group/${home.group.slug}/context`,
      headers: bearer(home.manager.token),
    });
    expect(before.statusCode).toBe(200);

    const response = await hit('DELETE', `/groups/${home.group.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(home.manager.token),
    });
    expect(me.statusCode).toBe(401);
    const listed = consoleGroupList.parse((await hit('GET', '/groups')).json()).items;
    expect(listed.some((g) => g._id === home.group.id)).toBe(false);
    const [audit] = await auditOf('group', home.group.id);
    expect(audit).toMatchObject({
      action: 'group.delete',
      before: { slug: home.group.slug, managersUnlinked: 1 },
      after: null,
    });
  });

  it('answers 404 for an unknown group and 400 for an id that is not one', async () => {
    expect((await hit('DELETE', `/groups/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await hit('DELETE', '/groups/bukan-id')).statusCode).toBe(400);
  });
});

describe('POST /groups/:slug/assign-membership', () => {
  const assign = (groupSlug: string, body: object) =>
    hit('POST', `/groups/${groupSlug}/assign-membership`, superAdmin.token, body);

  it('links the tenant to the group as ENTERPRISE with the SPEC text, and audits it', async () => {
    const home = await createGroup(ctx.db);
    const owner = await createTenantGraph(ctx.db, { package: 'PRO' });
    const response = await assign(home.group.slug, { ownerSlug: owner.tenant.slug });
    expect(response.statusCode, response.body).toBe(200);
    const body = membershipAssigned.strict().parse(response.json());
    expect(body.message).toBe('Owner berhasil di-link ke group dan di-set ENTERPRISE. Cek Dashboard GM.');
    expect(body.group).toMatchObject({ _id: home.group.id, tenantCount: 1, managerCount: 1 });
    expect(body.tenant).toEqual({ _id: owner.tenant.id, slug: owner.tenant.slug, package: 'ENTERPRISE' });
    expect(await tenantRow(owner.tenant.id)).toMatchObject({ groupId: home.group.id, package: 'ENTERPRISE' });

    const [audit] = await auditOf('tenant', owner.tenant.id);
    expect(audit).toMatchObject({
      action: 'group.assign-membership',
      targetLabel: owner.tenant.slug,
      before: { groupId: null, package: 'PRO', groupSlug: null },
      after: { groupId: home.group.id, package: 'ENTERPRISE', groupSlug: home.group.slug },
    });
    // Asked again: the same answer, nothing more recorded.
    expect((await assign(home.group.slug, { ownerSlug: owner.tenant.slug })).statusCode).toBe(200);
    expect(await auditOf('tenant', owner.tenant.id)).toHaveLength(1);
  });

  it('refuses a tenant that is a branch of another group (409) without moving it', async () => {
    const [mine, theirs] = [await createGroup(ctx.db), await createGroup(ctx.db)];
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: theirs.group.id });
    const response = await assign(mine.group.slug, { ownerSlug: branch.tenant.slug });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('TENANT_IN_OTHER_GROUP');
    expect((await tenantRow(branch.tenant.id))?.groupId).toBe(theirs.group.id);
  });

  it('answers 404 for an unknown group or tenant and 400 for a bad slug', async () => {
    const home = await createGroup(ctx.db);
    const owner = await createTenantGraph(ctx.db);
    const noGroup = await assign('tidak-ada-grup', { ownerSlug: owner.tenant.slug });
    expect(noGroup.statusCode).toBe(404);
    expect(errorOf(noGroup).message).toBe('Grup dengan slug ini tidak ditemukan.');
    const noTenant = await assign(home.group.slug, { ownerSlug: 'tidak-ada-resto' });
    expect(noTenant.statusCode).toBe(404);
    expect(errorOf(noTenant).message).toBe('Tenant dengan slug ini tidak ditemukan.');
    expect((await assign(home.group.slug, { ownerSlug: 'Bukan Slug' })).statusCode).toBe(400);
    expect((await assign(home.group.slug, {})).statusCode).toBe(400);
    expect((await tenantRow(owner.tenant.id))?.groupId).toBeNull();
  });
});
