import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { tenants, users } from '../../db/schema/platform';
import { inAppTx, inTenantTx } from '../../platform/db-scope';
import { createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { createIngredient, recordPurchase } from '../../../test/catalog';
import { menuGraph, orderOk } from '../../../test/orders';
import { auditOfTenant, tenantOk, type Ctx } from '../../../test/platform-tenants';
import { purgeDeletedTenants } from './platform-tenants.service';

let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  // Purges every tenant past its date: a database of its own on PostgreSQL.
  ctx = await openTestContext({ database: { own: true } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('purging deleted tenants', () => {
  it('deletes a tenant and all its rows once its 30 days have passed, recorded by the platform', async () => {
    const doomed = await createTenantGraph(ctx.db);
    const kept = await createTenantGraph(ctx.db);
    for (const graph of [doomed, kept]) {
      const { nasi } = await menuGraph(ctx, graph);
      await orderOk(ctx, graph.tenant.slug, { items: [{ menuItemId: nasi._id, qty: 2 }], table: '4' });
      await createIngredient(ctx, graph, { name: 'BERAS', unit: 'kg', stock: 10 });
      await recordPurchase(ctx, graph, { date: '2026-01-05', name: 'BERAS', qty: 5, price: 12000 });
    }
    const deleted = await tenantOk(ctx, superAdmin.token, 'DELETE', `/${doomed.tenant.id}`, {
      confirmSlug: doomed.tenant.slug,
    });
    const deletedAt = Date.parse(deleted.deletedAt ?? '');

    expect(await purgeDeletedTenants(ctx.db, new Date(deletedAt + 29 * DAY_MS))).toBe(0);
    expect(await purgeDeletedTenants(ctx.db, new Date(deletedAt + 30 * DAY_MS + 1000))).toBe(1);

    const tenantRows = await inAppTx(ctx.db, (tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, doomed.tenant.id)),
    );
    expect(tenantRows).toHaveLength(0);
    const staff = await inAppTx(ctx.db, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.tenantId, doomed.tenant.id)),
    );
    expect(staff).toHaveLength(0);
    const countOrders = (tenantId: string) =>
      inTenantTx(ctx.db, tenantId, (tx) => tx.select({ n: sql<number>`count(*)::int` }).from(orders));
    expect((await countOrders(doomed.tenant.id))[0]?.n).toBe(0);
    expect((await countOrders(kept.tenant.id))[0]?.n).toBe(1);

    const [purge] = await auditOfTenant(ctx, superAdmin.token, doomed.tenant.id);
    expect(purge).toMatchObject({ action: 'tenant.purge', byPerson: false, targetLabel: doomed.tenant.slug });
    // Nothing left to purge: a second run does nothing.
    expect(await purgeDeletedTenants(ctx.db, new Date(deletedAt + 40 * DAY_MS))).toBe(0);
  });

  it('runs as the background job: the runner purges what is due on its clock', async () => {
    const doomed = await createTenantGraph(ctx.db);
    await tenantOk(ctx, superAdmin.token, 'DELETE', `/${doomed.tenant.id}`, {
      confirmSlug: doomed.tenant.slug,
    });
    const exists = async () =>
      (
        await inAppTx(ctx.db, (tx) =>
          tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, doomed.tenant.id)),
        )
      ).length === 1;

    const early = await ctx.app.jobs.runAll();
    expect(early.find((run) => run.name === 'tenant-purge')).toEqual({
      name: 'tenant-purge',
      ran: true,
      error: null,
    });
    expect(await exists()).toBe(true);
    try {
      ctx.clock.advance(31 * DAY_MS);
      await ctx.app.jobs.runAll();
      expect(await exists()).toBe(false);
    } finally {
      ctx.clock.reset();
    }
  });
});
