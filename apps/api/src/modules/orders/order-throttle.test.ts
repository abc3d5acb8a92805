import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, freshIp } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { buildTestApp, openTestContext } from '../../../test/harness';
import { menuGraph, orderOk, ordersOf, ordersUrl, postOrder } from '../../../test/orders';
import { DEFAULT_LIMITS } from '../../platform/throttle';

/** Order creation is rate-limited per IP and per (IP, table) (small limits for the test). */
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

  it('per table from one address (case-insensitive): that address waits, other addresses still order', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const items = [{ menuItemId: nasi._id, qty: 1 }];
    const ip = freshIp();
    await orderOk(ctx, t.tenant.slug, { items, table: 'q1' }, { ip });
    await orderOk(ctx, t.tenant.slug, { items, table: ' Q1 ' }, { ip });
    const refused = await postOrder(ctx, t.tenant.slug, { items, table: 'Q1' }, { ip });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(2);
    // The next diner at Q1 from another address is not blocked.
    await orderOk(ctx, t.tenant.slug, { items, table: 'Q1' });
    // The same table name in another tenant is another table.
    const other = await createTenantGraph(ctx.db);
    const otherMenu = await menuGraph(ctx, other);
    await orderOk(ctx, other.tenant.slug, {
      items: [{ menuItemId: otherMenu.nasi._id, qty: 1 }],
      table: 'Q1',
    });
  });
});

describe('the review’s case, with the default limits', () => {
  it('20 junk orders for one table from one address do not block the next diner there from another', async () => {
    const defaults = await buildTestApp(ctx.handle);
    try {
      const t = await createTenantGraph(ctx.db);
      const { nasi } = await menuGraph(ctx, t);
      const body = { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'A1' };
      const send = (ip: string) =>
        defaults.app.inject({
          method: 'POST',
          url: ordersUrl(t.tenant.slug),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
          remoteAddress: ip,
        });
      const junk = freshIp();
      for (let i = 0; i < DEFAULT_LIMITS.ordersPerTable; i++) expect((await send(junk)).statusCode).toBe(201);
      expect((await send(junk)).statusCode).toBe(429);
      const diner = await send(freshIp());
      expect(diner.statusCode, diner.body).toBe(201);
    } finally {
      await defaults.app.close();
    }
  });
});
