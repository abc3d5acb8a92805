import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tenants, users } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { createGroup, unique } from '../../../test/factories';
import { callGroup, type Ctx } from '../../../test/group-branches';
import { openTestContext } from '../../../test/harness';

/** Two managers' clicks at once on real PostgreSQL (issue 16): a slug or an email goes to one branch. */
let ctx: Ctx;
let home: Awaited<ReturnType<typeof createGroup>>;

beforeAll(async () => {
  ctx = await openTestContext();
  home = await createGroup(ctx.db);
});
afterAll(() => ctx.close());

const codeOf = (body: string) => z.object({ code: z.string().optional() }).parse(JSON.parse(body)).code;

describe('racing branch creates (PostgreSQL)', () => {
  it('gives a slug to exactly one of ten creates arriving together; the others leave nothing', async () => {
    const slug = unique('rebutan');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        callGroup(ctx, 'POST', home.group.slug, '/branches', home.manager.token, {
          name: `Cabang ${n}`,
          slug,
          adminEmail: `${unique(`admin${n}`)}@meja.test`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(codeOf(response.body)).toBe('SLUG_TAKEN');
    }
    const rows = await inAppTx(ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.slug, slug)));
    expect(rows).toHaveLength(1);
    // Only the winner's admin exists: the losers' admins went with their transactions.
    const admins = await inAppTx(ctx.db, (tx) =>
      tx
        .select()
        .from(users)
        .where(eq(users.tenantId, rows[0]?.id ?? '')),
    );
    expect(admins).toHaveLength(1);
  });

  it('gives an admin email to exactly one of two branches created together', async () => {
    const email = `${unique('satu')}@meja.test`;
    const slugs = [unique('cabang'), unique('cabang')];
    const responses = await Promise.all(
      slugs.map((slug) =>
        callGroup(ctx, 'POST', home.group.slug, '/branches', home.manager.token, {
          name: 'Cabang',
          slug,
          adminEmail: email,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.statusCode === 409);
    expect(codeOf(loser?.body ?? '{}')).toBe('EMAIL_TAKEN');
    const rows = await inAppTx(ctx.db, (tx) => tx.select().from(tenants).where(inArray(tenants.slug, slugs)));
    expect(rows).toHaveLength(1);
  });
});
