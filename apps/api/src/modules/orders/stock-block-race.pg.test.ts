import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, type Ctx } from '../../../test/catalog';
import { type TenantGraph } from '../../../test/factories';
import { buildTestApp, openTestContext, type TestApp } from '../../../test/harness';
import { openShiftOk } from '../../../test/pos';
import { freshKitchen, orderMovements, stockByName } from '../../../test/staff-orders';
import { openPostgres, type DatabaseHandle } from '../../db/client';

/**
 * Stock that stops at zero under a lunch rush (issue 12), on real PostgreSQL: 200 sales racing for
 * the last portions under BLOCK take exactly what there is — never one egg more — and every refusal
 * is a clean 409 SOLD_OUT that took nothing.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 100_000, ordersPerTable: 100_000 } });
});
afterAll(() => ctx.close());

/** freshKitchen under BLOCK with `eggs` eggs: Nasi Goreng takes one egg (and 0.2 kg of rice) a portion. */
async function blockedWithEggs(eggs: number) {
  const { t, kitchen } = await freshKitchen(ctx);
  for (const [path, body] of [
    ['/settings', { stockPolicy: 'BLOCK' }],
    ['/inventory/counts', { lines: [{ inventoryItemId: kitchen.telur._id, counted: eggs }] }],
  ] as const) {
    const response = await call(
      ctx,
      path === '/settings' ? 'PATCH' : 'POST',
      t.tenant.slug,
      path,
      t.admin.token,
      body,
    );
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  return { t, kitchen };
}

describe('200 sales racing for 37 eggs (PostgreSQL)', () => {
  let pool: DatabaseHandle;
  let wide: TestApp;
  beforeAll(async () => {
    pool = openPostgres(inject('postgresUrl'), 24);
    wide = await buildTestApp(pool, { limits: { ordersPerIp: 100_000, ordersPerTable: 100_000 } });
  });
  afterAll(async () => {
    await wide.app.close();
    await pool.close();
  });

  const inject200 = <T>(make: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: 200 }, (_, i) => make(i)));

  async function expectExactlyTaken(t: TenantGraph, statuses: number[], eggs: number) {
    expect(
      statuses.filter((s) => s !== 201 && s !== 200 && s !== 409),
      statuses.join(','),
    ).toEqual([]);
    const sold = statuses.filter((s) => s === 201 || s === 200).length;
    expect(sold).toBe(eggs);
    const stock = await stockByName(ctx, t);
    expect(stock.Telur).toBe(0);
    expect(stock.Beras).toBeCloseTo(10 - 0.2 * eggs, 4);
  }

  it('POS sales: exactly 37 recorded, 163 refused with SOLD_OUT, the eggs at exactly zero', async () => {
    const { t, kitchen } = await blockedWithEggs(37);
    const cashiers = [t.cashier, t.admin];
    for (const cashier of cashiers) await openShiftOk(ctx, cashier.token, 0);
    const responses = await inject200((i) =>
      wide.app.inject({
        method: 'POST',
        url: '/api/v1/pos/pos/orders',
        headers: {
          authorization: `Bearer ${cashiers[i % 2]?.token ?? ''}`,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ items: [{ menuItemId: kitchen.nasi._id, qty: 1 }] }),
      }),
    );
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json<{ code: string }>().code).toBe('SOLD_OUT');
    await expectExactlyTaken(
      t,
      responses.map((r) => r.statusCode),
      37,
    );
  }, 120_000);

  it('confirmations of 200 diner orders: exactly 37 confirmed, the rest refused and untouched', async () => {
    const { t, kitchen } = await blockedWithEggs(200);
    const created = await inject200((i) =>
      wide.app.inject({
        method: 'POST',
        url: `/api/v1/public/${t.tenant.slug}/orders`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ table: `R${i}`, items: [{ menuItemId: kitchen.nasi._id, qty: 1 }] }),
      }),
    );
    const ids = created.map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ order: { _id: string } }>().order._id;
    });
    // Now the stock shrinks to 37 eggs, and every order is confirmed at the same moment.
    const counted = await call(ctx, 'POST', t.tenant.slug, '/inventory/counts', t.admin.token, {
      lines: [{ inventoryItemId: kitchen.telur._id, counted: 37 }],
    });
    expect(counted.statusCode).toBe(201);
    const responses = await inject200((i) =>
      wide.app.inject({
        method: 'PATCH',
        url: `/api/v1/tenant/${t.tenant.slug}/orders/${ids[i] ?? ''}`,
        headers: { authorization: `Bearer ${t.cashier.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ confirmed: true }),
      }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(37);
    await expectExactlyTaken(t, statuses, 37);
    // A refused confirmation took nothing: its order holds no movement and is still unconfirmed.
    const refused = ids.filter((_, i) => statuses[i] === 409);
    for (const id of refused.slice(0, 10)) expect(await orderMovements(ctx, t.tenant.id, id)).toEqual([]);
  }, 180_000);
});
