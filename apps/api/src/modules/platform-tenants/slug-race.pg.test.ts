import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tenants, tenantSlugRedirects } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { createTenantGraph, createUser, unique, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { auditOfTenant, callTenants, type Ctx } from '../../../test/platform-tenants';

/** Two tenants renamed to the same slug at the same moment, on real PostgreSQL (issue 15). */
let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await openTestContext();
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

describe('racing for a slug (PostgreSQL)', () => {
  it('gives the slug to exactly one of two tenants when 20 renames arrive together', async () => {
    const a = await createTenantGraph(ctx.db);
    const b = await createTenantGraph(ctx.db);
    const wanted = unique('rebutan');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => {
        const id = n % 2 === 0 ? a.tenant.id : b.tenant.id;
        return callTenants(ctx, superAdmin.token, 'PUT', `/${id}`, { slug: wanted }).then((response) => ({
          id,
          status: response.statusCode,
          code: z.object({ code: z.string().optional() }).parse(response.json()).code,
        }));
      }),
    );
    expect(responses.every((r) => r.status === 200 || (r.status === 409 && r.code === 'SLUG_TAKEN'))).toBe(
      true,
    );

    const rows = await inAppTx(ctx.db, (tx) =>
      tx
        .select()
        .from(tenants)
        .where(inArray(tenants.id, [a.tenant.id, b.tenant.id])),
    );
    const winners = rows.filter((row) => row.slug === wanted);
    expect(winners).toHaveLength(1);
    const winner = winners[0]?.id ?? '';
    // The loser never changed; the winner's ten requests all succeed (the first renames, the rest find it done).
    expect(responses.filter((r) => r.id === winner).every((r) => r.status === 200)).toBe(true);
    expect(responses.filter((r) => r.id !== winner).every((r) => r.status === 409)).toBe(true);
    const renames = (await auditOfTenant(ctx, superAdmin.token, winner)).filter(
      (e) => e.action === 'tenant.slug',
    );
    expect(renames).toHaveLength(1);
  });

  it('never lets a tenant take a slug that another tenant is leaving at that moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const leaving = await createTenantGraph(ctx.db);
      const taker = await createTenantGraph(ctx.db);
      const old = leaving.tenant.slug;
      const [left, took] = await Promise.all([
        callTenants(ctx, superAdmin.token, 'PUT', `/${leaving.tenant.id}`, { slug: unique('pergi') }),
        callTenants(ctx, superAdmin.token, 'PUT', `/${taker.tenant.id}`, { slug: old }),
      ]);
      expect(left.statusCode).toBe(200);
      // The old slug keeps redirecting to the tenant that left it (printed QR codes), so it is taken.
      expect(took.statusCode).toBe(409);
      const redirect = await inAppTx(ctx.db, (tx) =>
        tx.select().from(tenantSlugRedirects).where(eq(tenantSlugRedirects.oldSlug, old)),
      );
      expect(redirect.map((r) => r.tenantId)).toEqual([leaving.tenant.id]);
    }
  });
});
