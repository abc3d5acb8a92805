import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { confirmOk, freshPos, payOk, posOrderOk } from '../../../test/pos';
import { listOrders, stockByName } from '../../../test/staff-orders';

/**
 * POS sales and the kitchen (issue 12): a sale is confirmed at once and takes its stock at once; it
 * goes to the kitchen screen when the tenant's 'POS ke dapur' is on and its package has a kitchen,
 * paid or not, until READY; otherwise it is made READY at once (nothing to cook).
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const AFTER_SALE = { Beras: 9.6, Telur: 28, Teh: 0.95 };

describe('a POS sale and the kitchen', () => {
  it('PRO with POS ke dapur on: confirmed, stock taken, on the kitchen screen paid or not until READY', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const sale = await posOrderOk(ctx, t, kitchen);
    expect(sale).toMatchObject({
      source: 'POS',
      status: 'PENDING',
      confirmed: true,
      ready: false,
      confirmedAt: expect.any(String),
    });
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
    const onKitchen = async () => (await listOrders(ctx, t, t.kitchen.token)).map((o) => o._id);
    expect(await onKitchen()).toContain(sale._id);

    const { payment } = await payOk(ctx, t.cashier.token, { orderId: sale._id, method: 'QRIS' });
    const paid = await confirmOk(ctx, t.cashier.token, payment._id);
    expect(paid.order).toMatchObject({ status: 'PAID', confirmed: true, ready: false });
    expect(await onKitchen()).toContain(sale._id);
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);

    const ready = await call(ctx, 'PATCH', t.tenant.slug, `/orders/${sale._id}/ready`, t.kitchen.token, {
      ready: true,
    });
    expect(ready.statusCode, ready.body).toBe(200);
    expect((await listOrders(ctx, t, t.kitchen.token)).find((o) => o._id === sale._id)).toMatchObject({
      ready: true, // in the kitchen's 'Baru saja READY' strip, no longer a card
    });
  });

  it('with POS ke dapur off the sale is READY at once: nothing for the kitchen, stock still taken', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const off = await call(ctx, 'PATCH', t.tenant.slug, '/settings', t.admin.token, { posToKitchen: false });
    expect(off.statusCode, off.body).toBe(200);
    const sale = await posOrderOk(ctx, t, kitchen);
    expect(sale).toMatchObject({ confirmed: true, ready: true, readyAt: expect.any(String) });
    const cards = (await listOrders(ctx, t, t.kitchen.token)).filter((o) => o.confirmed && !o.ready);
    expect(cards).toEqual([]);
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
    const { order } = await payOk(ctx, t.cashier.token, { orderId: sale._id, method: 'CASH' });
    expect(order).toMatchObject({ status: 'PAID', confirmed: true, ready: true }); // closed
  });

  it('KASIR_SAJA has no kitchen: the sale is READY at once whatever the setting says', async () => {
    const { t, kitchen } = await freshPos(ctx, { package: 'POS_ONLY' });
    const sale = await posOrderOk(ctx, t, kitchen);
    expect(sale).toMatchObject({ confirmed: true, ready: true });
  });
});
