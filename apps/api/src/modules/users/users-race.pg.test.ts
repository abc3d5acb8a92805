import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser } from '../../../test/factories';
import { buildTestApp, openTestContext, type TestApp } from '../../../test/harness';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/** Issue 14 on real PostgreSQL: two admins removing each other at the same moment leave one admin. */
let ctx: Ctx;
let pool: DatabaseHandle;
let wide: TestApp;

beforeAll(async () => {
  ctx = await openTestContext();
  // Enough connections that the requests really run at the same time.
  pool = openPostgres(inject('postgresUrl'), 16);
  wide = await buildTestApp(pool);
});
afterAll(async () => {
  await wide.app.close();
  await pool.close();
  await ctx.close();
});

const adminsOf = async (tenantId: string) =>
  inAppTx(ctx.db, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.role, 'RESTAURANT_ADMIN'))),
  );

async function twoAdmins() {
  const t = await createTenantGraph(ctx.db);
  const second = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: t.tenant.id });
  return { t, first: t.admin, second };
}

const hit = (slug: string, method: 'PUT' | 'DELETE', id: string, token: string) =>
  wide.app.inject({
    method,
    url: `/api/v1/tenant/${slug}/users/${id}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'PUT' && { 'content-type': 'application/json' }),
    },
    ...(method === 'PUT' && { payload: JSON.stringify({ role: 'CASHIER' }) }),
  });

describe('two admins at the same moment (PostgreSQL)', () => {
  it.each(['DELETE', 'PUT'] as const)('%s each other: exactly one wins, one admin stays', async (method) => {
    const tenants = await Promise.all(Array.from({ length: 6 }, twoAdmins));
    const outcomes = await Promise.all(
      tenants.map(async ({ t, first, second }) => {
        const [a, b] = await Promise.all([
          hit(t.tenant.slug, method, second.id, first.token),
          hit(t.tenant.slug, method, first.id, second.token),
        ]);
        return { t, statuses: [a.statusCode, b.statusCode].sort(), bodies: [a.body, b.body] };
      }),
    );
    for (const { t, statuses, bodies } of outcomes) {
      // The loser is refused as the last admin, or (its own session ended first) as logged out.
      expect(statuses[0], bodies.join(' | ')).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      expect(await adminsOf(t.tenant.id)).toHaveLength(1);
    }
  });
});
