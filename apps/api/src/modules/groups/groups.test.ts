import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupContext } from '@meja/shared/contracts/tenant';
import { createGroup, createTenantGraph, createUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let home: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  ctx = await openTestContext();
  home = await createGroup(ctx.db);
});
afterAll(() => ctx.close());

const context = (slug: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/group/${slug}/context`,
    headers: token ? bearer(token) : {},
  });

describe('GET /api/v1/group/:groupSlug/context', () => {
  it('gives the group to its manager', async () => {
    const response = await context(home.group.slug, home.manager.token);
    expect(response.statusCode).toBe(200);
    expect(groupContext.strict().parse(response.json())).toEqual({
      group: { _id: home.group.id, slug: home.group.slug, name: home.group.name },
    });
  });

  it('gives any group to SUPER_ADMIN', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const response = await context(home.group.slug, superAdmin.token);
    expect(response.statusCode).toBe(200);
    expect(groupContext.parse(response.json()).group._id).toBe(home.group.id);
  });

  it('refuses the manager of another group with 403 and no data', async () => {
    const other = await createGroup(ctx.db);
    const response = await context(home.group.slug, other.manager.token);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'FORBIDDEN',
      message: 'Anda tidak memiliki akses ke grup ini.',
    });
    expect(response.body).not.toContain(home.group.id);
  });

  it('refuses the staff of a branch in the group with 403', async () => {
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
    for (const user of [branch.admin, branch.cashier]) {
      const response = await context(home.group.slug, user.token);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
  });

  it('is 404 for an unknown group', async () => {
    const response = await context('tidak-ada-grup-ini', home.manager.token);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Group tidak ditemukan.' });
  });

  it('refuses the anonymous with 401, known group or not', async () => {
    for (const slug of [home.group.slug, 'tidak-ada-grup-ini']) {
      const response = await context(slug);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
  });
});
