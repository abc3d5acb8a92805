import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@meja/shared/stock-rules';
import { errorOf } from '../../../test/auth-flow';
import { adminMenu, call, publicMenu, type Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { postOrder } from '../../../test/orders';
import { openShiftOk, posCall } from '../../../test/pos';
import { freshKitchen } from '../../../test/staff-orders';

/**
 * 'Habis hari ini' (issue 12): an admin marks a dish sold out by hand for the restaurant's day,
 * under either stock policy; diners and the POS cannot order it; it comes back by hand or at the
 * restaurant's midnight.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;

describe('PUT /menu/:id {soldOutToday}', () => {
  it('sells a dish out for today on every menu, refuses orders of it, and lifts by hand', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const mark = (soldOutToday: unknown) =>
      call(ctx, 'PUT', t.tenant.slug, `/menu/${kitchen.nasi._id}`, t.admin.token, { soldOutToday });
    const marked = await mark(true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ soldOutToday: true, soldOut: true, stockOut: false });
    expect((await publicMenu(ctx, t.tenant.slug)).find((i) => i._id === kitchen.nasi._id)?.soldOut).toBe(
      true,
    );

    const order = await postOrder(ctx, t.tenant.slug, {
      table: 'H1',
      items: [
        { menuItemId: kitchen.esTeh._id, qty: 1 },
        { menuItemId: kitchen.nasi._id, qty: 1 },
      ],
    });
    expect(order.statusCode, order.body).toBe(409);
    expect(errorOf(order)).toEqual({
      code: 'SOLD_OUT',
      message: STOCK_MESSAGES.dishSoldOut('NASI GORENG'),
      dishes: ['NASI GORENG'],
    });

    await openShiftOk(ctx, t.cashier.token, 0);
    const sale = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      payload: { items: [{ menuItemId: kitchen.nasi._id, qty: 1 }] },
    });
    expect(sale.statusCode, sale.body).toBe(409);
    expect(errorOf(sale).code).toBe('SOLD_OUT');

    const lifted = await mark(false);
    expect(lifted.json()).toMatchObject({ soldOutToday: false, soldOut: false });
    expect(
      (
        await postOrder(ctx, t.tenant.slug, {
          table: 'H1',
          items: [{ menuItemId: kitchen.nasi._id, qty: 1 }],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('comes back by itself on the restaurant’s next day', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    await call(ctx, 'PUT', t.tenant.slug, `/menu/${kitchen.esTeh._id}`, t.admin.token, {
      soldOutToday: true,
    });
    // The factories' sessions last an hour: the admin's view is read before the clock moves.
    expect((await adminMenu(ctx, t)).find((i) => i._id === kitchen.esTeh._id)).toMatchObject({
      soldOut: true,
      soldOutToday: true,
    });
    ctx.clock.advance(DAY_MS);
    try {
      expect((await publicMenu(ctx, t.tenant.slug)).find((i) => i._id === kitchen.esTeh._id)?.soldOut).toBe(
        false,
      );
      const order = await postOrder(ctx, t.tenant.slug, {
        table: 'H2',
        items: [{ menuItemId: kitchen.esTeh._id, qty: 1 }],
      });
      expect(order.statusCode, order.body).toBe(201);
    } finally {
      ctx.clock.reset();
    }
  });

  it('refuses a soldOutToday that is not a boolean (400), and is the menu section’s (403 for the cashier)', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const bad = await call(ctx, 'PUT', t.tenant.slug, `/menu/${kitchen.nasi._id}`, t.admin.token, {
      soldOutToday: 'ya',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const cashier = await call(ctx, 'PUT', t.tenant.slug, `/menu/${kitchen.nasi._id}`, t.cashier.token, {
      soldOutToday: true,
    });
    expect(cashier.statusCode).toBe(403);
    expect((await publicMenu(ctx, t.tenant.slug)).every((i) => !i.soldOut)).toBe(true);
  });
});
