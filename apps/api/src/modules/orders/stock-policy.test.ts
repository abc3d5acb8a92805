import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '@meja/shared/stock-rules';
import { errorOf } from '../../../test/auth-flow';
import { adminMenu, call, publicMenu, recordPurchase, type Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { postOrder } from '../../../test/orders';
import { openShiftOk, posCall, saleItems } from '../../../test/pos';
import {
  dinerOrder,
  freshKitchen,
  patchOrder,
  patchOrderOk,
  postPayment,
  stockByName,
} from '../../../test/staff-orders';

/**
 * Stock that stops at zero (issue 12): under the tenant's BLOCK policy no sale takes an ingredient
 * below zero — a diner's order, a confirmation, a payment that confirms, a POS sale — and the dish
 * shows 'Habis' until a purchase brings it back. A sale that already happened (an offline POS sale
 * replayed, a CLOSE the staff insisted on) is recorded anyway.
 */
let ctx: Ctx;
/** How long a diner's menu read may reuse the tenant row, and a little more. */
const HOT_READ_MS = 1100;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

/**
 * The kitchen of freshKitchen (Beras 10 kg, Telur 30, Teh 1 kg; Nasi Goreng = 0.2 beras + 1 telur)
 * under BLOCK, with only 2 eggs left: two portions of Nasi Goreng can be made, not three.
 */
async function blocked() {
  const { t, kitchen } = await freshKitchen(ctx);
  await setPolicy(t, 'BLOCK');
  const counted = await call(ctx, 'POST', t.tenant.slug, '/inventory/counts', t.admin.token, {
    lines: [{ inventoryItemId: kitchen.telur._id, counted: 2 }],
  });
  expect(counted.statusCode, counted.body).toBe(201);
  return { t, kitchen };
}

async function setPolicy(t: Awaited<ReturnType<typeof freshKitchen>>['t'], stockPolicy: 'ALLOW' | 'BLOCK') {
  const response = await call(ctx, 'PATCH', t.tenant.slug, '/settings', t.admin.token, { stockPolicy });
  expect(response.statusCode, response.body).toBe(200);
}

const nasiOnly = (qty: number, kitchen: Awaited<ReturnType<typeof freshKitchen>>['kitchen']) => ({
  table: 'S1',
  items: [{ menuItemId: kitchen.nasi._id, qty }],
});

describe('BLOCK: a diner order that the stock cannot make', () => {
  it('is refused with 409 SOLD_OUT naming the dish; an order it can make passes and takes nothing yet', async () => {
    const { t, kitchen } = await blocked();
    const tooMany = await postOrder(ctx, t.tenant.slug, nasiOnly(3, kitchen));
    expect(tooMany.statusCode, tooMany.body).toBe(409);
    expect(errorOf(tooMany)).toEqual({
      code: 'SOLD_OUT',
      message: STOCK_MESSAGES.dishSoldOut('NASI GORENG'),
      dishes: ['NASI GORENG'],
    });
    const two = await postOrder(ctx, t.tenant.slug, nasiOnly(2, kitchen));
    expect(two.statusCode, two.body).toBe(201);
    expect((await stockByName(ctx, t)).Telur).toBe(2);
  });

  it('under ALLOW the same order passes and the stock goes negative when it is confirmed', async () => {
    const { t, kitchen } = await blocked();
    await setPolicy(t, 'ALLOW');
    const response = await postOrder(ctx, t.tenant.slug, nasiOnly(3, kitchen));
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json<{ order: { _id: string } }>();
    await patchOrderOk(ctx, t, order._id, { confirmed: true });
    expect((await stockByName(ctx, t)).Telur).toBe(-1);
  });
});

describe('BLOCK: confirming, paying and closing', () => {
  it('refuses the confirmation that would go below zero (409 SOLD_OUT naming the ingredient), and changes nothing', async () => {
    const { t, kitchen } = await blocked();
    const first = await dinerOrder(ctx, t, kitchen, 'C1'); // 2 nasi + 1 es teh: both eggs
    const second = await dinerOrder(ctx, t, kitchen, 'C2');
    await patchOrderOk(ctx, t, first.order._id, { confirmed: true });
    expect((await stockByName(ctx, t)).Telur).toBe(0);
    const refused = await patchOrder(ctx, t, second.order._id, { confirmed: true });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'SOLD_OUT',
      message: STOCK_MESSAGES.ingredientShort('Telur', ['NASI GORENG']),
      dishes: ['NASI GORENG'],
    });
    expect(await stockByName(ctx, t)).toEqual({ Beras: 9.6, Telur: 0, Teh: 0.95 });
    // A payment confirms the order: refused the same way, and no money recorded.
    const paid = await postPayment(ctx, t, { orderId: second.order._id, method: 'CASH', amount: 38850 });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(errorOf(paid).code).toBe('SOLD_OUT');
    const payments = await call(ctx, 'GET', t.tenant.slug, '/payments', t.cashier.token);
    expect(payments.json<{ items: unknown[] }>().items).toHaveLength(0);
    // Un-confirming the first puts its eggs back: now the second can be confirmed.
    await patchOrderOk(ctx, t, first.order._id, { confirmed: false });
    await patchOrderOk(ctx, t, second.order._id, { confirmed: true });
    expect((await stockByName(ctx, t)).Telur).toBe(0);
  });

  it('records a CLOSE the staff insisted on even past zero (what was served is gone)', async () => {
    const { t, kitchen } = await blocked();
    const first = await dinerOrder(ctx, t, kitchen, 'D1');
    const second = await dinerOrder(ctx, t, kitchen, 'D2');
    await patchOrderOk(ctx, t, first.order._id, { confirmed: true });
    const closed = await patchOrderOk(ctx, t, second.order._id, { status: 'PAID', confirmed: true });
    expect(closed).toMatchObject({
      status: 'PAID',
      confirmed: true,
      ready: true,
      paymentStatus: 'COMPLETED',
    });
    expect((await stockByName(ctx, t)).Telur).toBe(-2);
  });
});

describe('BLOCK: the menu says Habis and comes back after a purchase', () => {
  it('flips soldOut on the public, POS and admin menus with the stock, and the ETag moves', async () => {
    const { t, kitchen } = await blocked();
    const nasiOf = async () => (await publicMenu(ctx, t.tenant.slug)).find((i) => i._id === kitchen.nasi._id);
    expect((await nasiOf())?.soldOut).toBe(false);
    const before = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/${t.tenant.slug}/menu` });
    const order = await dinerOrder(ctx, t, kitchen, 'E1');
    await patchOrderOk(ctx, t, order.order._id, { confirmed: true }); // the last two eggs
    // The busiest public read reuses the tenant row (its menu version) for up to a second.
    await new Promise((resolve) => setTimeout(resolve, HOT_READ_MS));
    expect((await nasiOf())?.soldOut).toBe(true);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/${t.tenant.slug}/menu`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    const pos = await posCall(ctx, 'GET', '/core/menu', { token: t.cashier.token });
    expect(pos.json<{ items: { _id: string; soldOut: boolean }[] }>().items).toContainEqual(
      expect.objectContaining({ _id: kitchen.nasi._id, soldOut: true }),
    );
    const admin = (await adminMenu(ctx, t)).find((i) => i._id === kitchen.nasi._id);
    expect(admin).toMatchObject({ soldOut: true, stockOut: true, soldOutToday: false });
    // Es Teh uses no egg: still orderable.
    expect((await publicMenu(ctx, t.tenant.slug)).find((i) => i._id === kitchen.esTeh._id)?.soldOut).toBe(
      false,
    );

    await recordPurchase(ctx, t, { date: '2026-11-25', name: 'Telur', qty: 10, price: 20000 });
    await new Promise((resolve) => setTimeout(resolve, HOT_READ_MS));
    expect((await nasiOf())?.soldOut).toBe(false);
  });

  it('under ALLOW a dish out of stock stays orderable but is flagged for the staff', async () => {
    const { t, kitchen } = await blocked();
    await setPolicy(t, 'ALLOW');
    const order = await dinerOrder(ctx, t, kitchen, 'F1');
    await patchOrderOk(ctx, t, order.order._id, { confirmed: true });
    expect((await publicMenu(ctx, t.tenant.slug)).find((i) => i._id === kitchen.nasi._id)?.soldOut).toBe(
      false,
    );
    expect((await adminMenu(ctx, t)).find((i) => i._id === kitchen.nasi._id)).toMatchObject({
      soldOut: false,
      stockOut: true,
    });
  });
});

describe('BLOCK at the POS', () => {
  it('refuses a live sale the stock cannot make, records a replayed offline one, and never takes stock twice', async () => {
    const { t, kitchen } = await blocked();
    await openShiftOk(ctx, t.cashier.token, 0);
    const sale = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/pos/pos/orders',
        headers: {
          authorization: `Bearer ${t.cashier.token}`,
          'content-type': 'application/json',
          ...headers,
        },
        payload: JSON.stringify({ items: saleItems(kitchen) }), // 2 nasi: both eggs
      });
    expect((await sale()).statusCode).toBe(201);
    expect((await stockByName(ctx, t)).Telur).toBe(0);
    const refused = await sale();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'SOLD_OUT', dishes: ['NASI GORENG'] });
    expect((await stockByName(ctx, t)).Telur).toBe(0);

    // Sold at the counter while offline: the queue replays it with X-Meja-Replay; it is recorded.
    const key = 'replayed-sale-1';
    const replayed = await sale({ 'x-meja-replay': '1', 'idempotency-key': key });
    expect(replayed.statusCode, replayed.body).toBe(201);
    expect((await stockByName(ctx, t)).Telur).toBe(-2);
    const again = await sale({ 'x-meja-replay': '1', 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(replayed.json());
    expect((await stockByName(ctx, t)).Telur).toBe(-2);
  });
});
