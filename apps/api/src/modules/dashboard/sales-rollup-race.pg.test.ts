import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { buildTestApp, openTestContext, type TestApp } from '../../../test/harness';
import { menuOf, rollupMismatches, unpaidOrder, type Line } from '../../../test/sales-rollup';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { inTenantTx } from '../../platform/db-scope';

/**
 * The daily sales rollups under 200 simultaneous payments and refunds of one restaurant on real
 * PostgreSQL (issue 16): every payment shares the day's row and several dish rows with the others,
 * written in name order by the trigger, so none deadlocks, none is lost, and the rollups still equal
 * the payments added up afresh.
 */
let ctx: Ctx;
let pool: DatabaseHandle;
let wide: TestApp;

beforeAll(async () => {
  ctx = await openTestContext();
  // Enough connections that the requests really run at the same time.
  pool = openPostgres(inject('postgresUrl'), 24);
  wide = await buildTestApp(pool);
});
afterAll(async () => {
  await wide.app.close();
  await pool.close();
  await ctx.close();
});

const DISHES = ['Ayam Bakar', 'Es Jeruk', 'Nasi Putih', 'Sambal', 'Tempe'];

/** Two to four dishes in an order that differs from order to order (the lock order is the trigger's). */
function linesOf(i: number): Line[] {
  const count = 2 + (i % 3);
  return Array.from({ length: count }, (_, k) => ({
    name: DISHES[(i * 3 + k * (i % 2 === 0 ? 1 : 4)) % DISHES.length] ?? 'Tempe',
    price: 4_000 + 1_500 * k,
    qty: 1 + ((i + k) % 3),
  }));
}

describe('the daily sales rollups under a rush (PostgreSQL)', () => {
  it('200 simultaneous payments, then 100 refunds racing 100 more payments: all answered, the rollups exact', async () => {
    const t = await createTenantGraph(ctx.db);
    const menu = await menuOf(ctx.db, t.tenant.id, DISHES);
    const orders = await inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      const made = [];
      for (let i = 0; i < 300; i++) made.push(await unpaidOrder(tx, t.tenant.id, menu, linesOf(i)));
      return made;
    });
    const request = (method: 'POST' | 'PATCH', url: string, payload: unknown) =>
      wide.app.inject({
        method,
        url: `/api/v1/tenant/${t.tenant.slug}${url}`,
        headers: { authorization: `Bearer ${t.admin.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const pay = (order: { id: string; total: number }) =>
      request('POST', '/payments', { orderId: order.id, method: 'CASH', amount: order.total });

    const first = await Promise.all(orders.slice(0, 200).map(pay));
    expect(first.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);

    const second = await Promise.all([
      ...orders
        .slice(0, 100)
        .map((order) =>
          request('PATCH', `/orders/${order.id}`, { status: 'CANCELLED', reason: 'salah input' }),
        ),
      ...orders.slice(200).map(pay),
    ]);
    expect(second.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 201)).toEqual([]);

    expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual({ days: [], dishes: [], months: [] });
  });
});
