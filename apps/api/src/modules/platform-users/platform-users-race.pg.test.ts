import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createUser, type TestUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { createOwnPostgres } from '../../../test/test-db';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';

/**
 * Issue 15 on real PostgreSQL: two super admins removing each other at the same moment leave one.
 * The count is platform-wide, so this file has a database of its own with no other super admin.
 */
let own: Awaited<ReturnType<typeof createOwnPostgres>>;
let pool: DatabaseHandle;
let wide: TestApp;
let groupId: string;

const ROUNDS = 200;

beforeAll(async () => {
  own = await createOwnPostgres();
  // Enough connections that the requests really run at the same time.
  pool = openPostgres(own.url, 16);
  wide = await buildTestApp(pool);
  groupId = (await createGroup(pool.db)).group.id;
});
afterAll(async () => {
  await wide.app.close();
  await pool.close();
  await own.drop();
});

const superAdmins = () =>
  inAppTx(pool.db, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.role, 'SUPER_ADMIN')));

/** Two super admins, each able to become the group's manager (so a demotion is a valid change). */
async function twoSuperAdmins(): Promise<[TestUser, TestUser]> {
  await inAppTx(pool.db, (tx) => tx.delete(users).where(eq(users.role, 'SUPER_ADMIN')));
  return [
    await createUser(pool.db, { role: 'SUPER_ADMIN', groupId }),
    await createUser(pool.db, { role: 'SUPER_ADMIN', groupId }),
  ];
}

const demoteOrDelete = (method: 'PUT' | 'DELETE', id: string, token: string) =>
  wide.app.inject({
    method,
    url: `/api/v1/super-admin/users/${id}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'PUT' && { 'content-type': 'application/json' }),
    },
    ...(method === 'PUT' && { payload: JSON.stringify({ role: 'GROUP_MANAGER' }) }),
  });

describe('two super admins at the same moment (PostgreSQL)', () => {
  it(`demoting or deleting each other ${ROUNDS} times: exactly one wins each time, one super admin stays`, async () => {
    const losers: Record<number, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const method = round % 2 === 0 ? 'PUT' : 'DELETE';
      const [first, second] = await twoSuperAdmins();
      const [a, b] = await Promise.all([
        demoteOrDelete(method, second.id, first.token),
        demoteOrDelete(method, first.id, second.token),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      // The loser is refused as the last super admin, or (its own session ended first) as logged out.
      expect(statuses[0], `${method} round ${round}: ${a.body} | ${b.body}`).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const loser = statuses[1] ?? 0;
      losers[loser] = (losers[loser] ?? 0) + 1;
      if (loser === 409) expect([a.body, b.body].join()).toContain('LAST_SUPER_ADMIN');
      expect(await superAdmins()).toHaveLength(1);
    }
    expect((losers[401] ?? 0) + (losers[409] ?? 0)).toBe(ROUNDS);
  }, 120_000);
});
