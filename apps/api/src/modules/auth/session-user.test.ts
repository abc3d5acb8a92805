import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../test/catalog';
import { createGroup, createTenantGraph, createUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { sessions } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { hashToken } from '../../platform/auth/tokens';
import { findUserBySession, findUserForLogin } from './auth.repo';

/**
 * Every staff request reads its session's user through a hot statement (issue 19); it must read
 * what drizzle's query of the same user reads (authUserColumns), for every kind of account, and
 * nothing for a revoked or expired session.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

async function bothReadings(user: { email: string; token: string }) {
  return inAppTx(ctx.db, async (tx) => {
    const hot = await findUserBySession(tx, hashToken(user.token), new Date());
    const login = await findUserForLogin(tx, user.email);
    if (!login) throw new Error('user expected');
    const {
      passwordHash: _hash,
      emailVerifiedAt: _verified,
      tempPasswordExpiresAt: _temp,
      ...drizzle
    } = login;
    return { hot, drizzle };
  });
}

describe("a session's user", () => {
  it('is read as drizzle reads it: staff of a branch, a group manager, a super admin', async () => {
    const { group, manager } = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { groupId: group.id });
    const alone = await createTenantGraph(ctx.db);
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    for (const user of [branch.cashier, branch.admin, alone.kitchen, manager, superAdmin]) {
      const { hot, drizzle } = await bothReadings(user);
      expect(hot).toEqual(drizzle);
    }
    // The branch's staff carry their tenant's group; a restaurant of no group carries none.
    expect((await bothReadings(branch.cashier)).hot).toMatchObject({
      tenantSlug: branch.tenant.slug,
      groupSlug: group.slug,
    });
    expect((await bothReadings(alone.kitchen)).hot).toMatchObject({ groupId: null, groupSlug: null });
  });

  it('is nobody once the session is revoked or expired, or for an unknown token', async () => {
    const t = await createTenantGraph(ctx.db);
    const hash = (token: string) => hashToken(token);
    await inAppTx(ctx.db, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.tokenHash, hash(t.admin.token))),
    );
    await inAppTx(ctx.db, (tx) =>
      tx
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hash(t.cashier.token))),
    );
    for (const token of [t.admin.token, t.cashier.token, 'no-such-token']) {
      expect(await inAppTx(ctx.db, (tx) => findUserBySession(tx, hash(token), new Date()))).toBeUndefined();
    }
    expect(
      await inAppTx(ctx.db, (tx) => findUserBySession(tx, hash(t.kitchen.token), new Date())),
    ).toMatchObject({
      role: 'KITCHEN',
      tenantId: t.tenant.id,
    });
  });
});
