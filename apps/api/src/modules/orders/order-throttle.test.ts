import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, freshIp } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { menuGraph, orderOk, ordersOf, postOrder } from '../../../test/orders';

/** Order creation is rate-limited per IP and per table (small limits for the test). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 3, ordersPerTable: 2 } });
});
afterAll(() => ctx.close());

describe('order throttling', () => {
  it('per IP: the fourth order from one address within the window → 429 with retry-after', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const ip = freshIp();
    for (const table of ['P1', 'P2', 'P3'])
      await orderOk(ctx, t.tenant.slug, { items: [{ menuItemId: nasi._id, qty: 1 }], table }, { ip });
    const refused = await postOrder(
      ctx,
      t.tenant.slug,
      { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'P4' },
      { ip },
    );
    expect(refused.statusCode, refused.body).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(3);
    // Another address is not affected.
    await orderOk(ctx, t.tenant.slug, { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'P4' });
  });

  it('per table (case-insensitive): the third order of one table from different addresses → 429', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const items = [{ menuItemId: nasi._id, qty: 1 }];
    await orderOk(ctx, t.tenant.slug, { items, table: 'q1' });
    await orderOk(ctx, t.tenant.slug, { items, table: ' Q1 ' });
    const refused = await postOrder(ctx, t.tenant.slug, { items, table: 'Q1' });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(2);
    // Another table of the same tenant, and the same table name in another tenant, still order.
    await orderOk(ctx, t.tenant.slug, { items, table: 'Q2' });
    const other = await createTenantGraph(ctx.db);
    const otherMenu = await menuGraph(ctx, other);
    await orderOk(ctx, other.tenant.slug, {
      items: [{ menuItemId: otherMenu.nasi._id, qty: 1 }],
      table: 'Q1',
    });
  });
});
