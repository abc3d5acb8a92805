import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Ctx } from '../../../test/catalog';
import { createGroup, createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { buildTestApp, openTestContext, type TestApp } from '../../../test/harness';
import { NEW_PASSWORD, newEmail } from '../../../test/staff-accounts';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/** Issue 16 on real PostgreSQL: the group manager's simultaneous requests keep a branch's admin and an email's owner unique. */
let ctx: Ctx;
let pool: DatabaseHandle;
let wide: TestApp;
let group: Awaited<ReturnType<typeof createGroup>>;
let branch: TenantGraph;

const ROUNDS = 200;

beforeAll(async () => {
  ctx = await openTestContext();
  // Enough connections that the requests really run at the same time.
  pool = openPostgres(inject('postgresUrl'), 16);
  wide = await buildTestApp(pool);
  group = await createGroup(ctx.db);
  branch = await createTenantGraph(ctx.db, { groupId: group.group.id, package: 'ENTERPRISE' });
});
afterAll(async () => {
  await wide.app.close();
  await pool.close();
  await ctx.close();
});

const adminsOfBranch = () =>
  inAppTx(ctx.db, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, branch.tenant.id), eq(users.role, 'RESTAURANT_ADMIN'))),
  );

/** The branch with exactly two admins. */
async function twoAdmins() {
  await inAppTx(ctx.db, (tx) =>
    tx.delete(users).where(and(eq(users.tenantId, branch.tenant.id), eq(users.role, 'RESTAURANT_ADMIN'))),
  );
  return [
    await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: branch.tenant.id }),
    await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: branch.tenant.id }),
  ] as const;
}

const hit = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
  wide.app.inject({
    method,
    url: `/api/v1/group/${group.group.slug}${path}`,
    headers: {
      authorization: `Bearer ${group.manager.token}`,
      ...(payload && { 'content-type': 'application/json' }),
    },
    ...(payload && { payload: JSON.stringify(payload) }),
  });

describe("the group manager's requests at the same moment (PostgreSQL)", () => {
  it(`deleting a branch's two admins at once ${ROUNDS} times: exactly one goes each time, one admin stays`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = await twoAdmins();
      const [a, b] = await Promise.all([
        hit('DELETE', `/users/${first.id}`),
        hit('DELETE', `/users/${second.id}`),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses, `round ${round}: ${a.body} | ${b.body}`).toEqual([204, 409]);
      expect([a.body, b.body].join()).toContain('LAST_ADMIN');
      expect(await adminsOfBranch()).toHaveLength(1);
    }
  }, 180_000);

  it('adding two admins with one email at once: one account, the other answer 409 EMAIL_TAKEN', async () => {
    for (let round = 0; round < 20; round += 1) {
      const email = newEmail('admin');
      const body = { tenantSlug: branch.tenant.slug, email, password: NEW_PASSWORD };
      const [a, b] = await Promise.all([
        hit('POST', '/users', body),
        hit('POST', '/users', { ...body, email: email.toUpperCase() }),
      ]);
      expect([a.statusCode, b.statusCode].sort(), `${a.body} | ${b.body}`).toEqual([201, 409]);
      expect([a.body, b.body].join()).toContain('EMAIL_TAKEN');
      const accounts = await inAppTx(ctx.db, (tx) =>
        tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
      );
      expect(accounts).toHaveLength(1);
    }
  }, 60_000);
});
