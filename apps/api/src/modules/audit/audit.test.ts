import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditList } from '@meja/shared/contracts/audit';
import { inAppTx } from '../../platform/db-scope';
import { createTenantGraph, createUser, type TenantGraph, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let superAdmin: TestUser;
let tenant: TenantGraph;

beforeAll(async () => {
  // The settings row changes here: on PostgreSQL a database of its own.
  ctx = await openTestContext({ database: { own: true } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  tenant = await createTenantGraph(ctx.db);
});
afterAll(() => ctx.close());

async function auditOf(query: string, token = superAdmin.token) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/super-admin/audit${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditList.strict().parse(response.json()).items;
}

describe('the audit log', () => {
  it('records a platform settings change with who, before → after (secrets masked), and lists it', async () => {
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/super-admin/settings',
      headers: bearer(superAdmin.token),
      payload: { graceDays: 5, stripeSecretKey: 'sk_test_abcdef1234' },
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const [entry] = await auditOf('?targetType=settings');
    expect(entry).toMatchObject({
      action: 'settings.update',
      actorEmail: superAdmin.email,
      byPerson: true,
      targetId: 'platform',
      before: { graceDays: 7, stripeSecretKey: '' },
      after: { graceDays: 5, stripeSecretKey: '••••1234' },
    });
    expect(JSON.stringify(entry)).not.toContain('sk_test_abcdef');
    // Unchanged fields are not part of the record.
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['graceDays', 'stripeSecretKey']);
  });

  it('records nothing when a save changes nothing', async () => {
    const before = (await auditOf('?targetType=settings')).length;
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/super-admin/settings',
      headers: bearer(superAdmin.token),
      payload: { graceDays: 5 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await auditOf('?targetType=settings')).toHaveLength(before);
  });

  it('pages back with before and limit, newest first', async () => {
    for (const graceDays of [1, 2, 3]) {
      const patch = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/super-admin/settings',
        headers: bearer(superAdmin.token),
        payload: { graceDays },
      });
      expect(patch.statusCode, patch.body).toBe(200);
    }
    const firstPage = await auditOf('?targetType=settings&limit=2');
    expect(firstPage.map((e) => e.after?.graceDays)).toEqual([3, 2]);
    const last = firstPage.at(-1);
    const next = await auditOf(`?targetType=settings&limit=2&before=${encodeURIComponent(last?.at ?? '')}`);
    expect(next[0]?.after?.graceDays).toBe(1);
  });

  it('refuses a bad page size or date with 400', async () => {
    for (const query of ['?limit=0', '?limit=201', '?limit=abc', '?before=yesterday']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/super-admin/audit${query}`,
        headers: bearer(superAdmin.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });

  it('is closed to anyone but the super admin', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/super-admin/audit' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/super-admin/audit',
      headers: bearer(tenant.admin.token),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('cannot be changed or erased by the application role', async () => {
    for (const statement of [sql`update audit_log set action = 'x'`, sql`delete from audit_log`]) {
      const failure: unknown = await inAppTx(ctx.db, (tx) => tx.execute(statement)).then(
        () => null,
        (error: unknown) => error,
      );
      const cause = failure instanceof Error ? failure.cause : null;
      expect(cause instanceof Error ? cause.message : 'no error').toMatch(/permission denied/);
    }
  });
});
