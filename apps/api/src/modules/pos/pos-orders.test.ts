import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { posOrderCreated } from '@meja/shared/contracts/pos';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { orderItemsOf, setTenant } from '../../../test/orders';
import { freshPos, payOk, posCall, rowsOf, saleItems } from '../../../test/pos';
import { listOrders } from '../../../test/staff-orders';
import { withIdempotency } from '../../platform/idempotency';

/** POST /api/v1/pos/pos/orders (issue 6): priced by the server, replayable exactly once. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const post = (token: string, payload: unknown, key?: string) =>
  posCall(ctx, 'POST', '/pos/orders', { token, payload, key });

describe('POST /pos/orders', () => {
  it('creates a confirmed POS order priced from the database, whatever the screen sent', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const id = uuidv7();
    const tampered = saleItems(kitchen).map((line) => ({ ...line, price: 1, name: 'GRATIS' }));
    const response = await post(t.cashier.token, { _id: id, items: tampered });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = posOrderCreated.strict().parse(response.json());
    expect(order).toMatchObject({
      _id: id,
      table: 'POS',
      status: 'PENDING',
      confirmed: true,
      ready: false,
      total: 35000,
      tax: 3850,
      grandTotal: 38850,
      paymentStatus: 'NONE',
      items: [
        { menuItemId: kitchen.nasi._id, name: 'NASI GORENG', price: 15000, qty: 2 },
        { menuItemId: kitchen.esTeh._id, name: 'ES TEH', price: 5000, qty: 1 },
      ],
    });
    const [row] = await rowsOf.orders(ctx, t.tenant.id);
    expect(row).toMatchObject({ source: 'POS', tableNumber: 'POS', subtotal: 35000, total: 38850 });
    expect((await orderItemsOf(ctx, t.tenant.id)).map((i) => i.price).sort()).toEqual([15000, 5000]);
    // The kitchen and the admin orders list see it (confirmed, PENDING).
    expect((await listOrders(ctx, t, t.kitchen.token)).map((o) => o._id)).toEqual([id]);
  });

  it('adds the tenant’s service charge before its tax, and a cash payment takes exactly that total', async () => {
    const { t, kitchen } = await freshPos(ctx);
    await setTenant(ctx, t.tenant.id, { serviceChargePercent: 10, taxType: 'PB1', taxPercent: 10 });
    const response = await post(t.cashier.token, { items: saleItems(kitchen) });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = posOrderCreated.strict().parse(response.json());
    // 35 000 + 3 500 service = 38 500; PB1 10 % of that = 3 850.
    expect(order).toMatchObject({
      total: 35000,
      serviceCharge: 3500,
      serviceChargePercent: 10,
      tax: 3850,
      taxType: 'PB1',
      grandTotal: 42350,
    });
    const paid = await payOk(ctx, t.cashier.token, {
      orderId: order._id,
      method: 'CASH',
      cashReceived: 50000,
    });
    expect(paid.payment).toMatchObject({ amount: 42350, change: 7650 });
  });

  it('keeps each line’s note; the kitchen reads it with the sale', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const [nasi, teh] = saleItems(kitchen);
    const response = await post(t.cashier.token, {
      items: [
        { ...nasi, qty: 1, note: 'tanpa bawang' },
        { ...nasi, qty: 1 },
        { ...teh, note: ' es sedikit ' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = posOrderCreated.strict().parse(response.json());
    expect(order.items.map((line) => [line.name, line.qty, line.note])).toEqual([
      ['NASI GORENG', 1, 'tanpa bawang'],
      ['NASI GORENG', 1, ''],
      ['ES TEH', 1, 'es sedikit'],
    ]);
    const [listed] = await listOrders(ctx, t, t.kitchen.token);
    expect(listed?.items.map((line) => line.note)).toEqual(['tanpa bawang', '', 'es sedikit']);
    const long = await post(t.cashier.token, { items: [{ ...nasi, note: 'x'.repeat(141) }] });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toHaveProperty(['items.0.note']);
  });

  it('lets the admin sell too', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const response = await post(t.admin.token, { items: saleItems(kitchen) });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['an empty cart', { items: [] }, 'items', 'Keranjang kosong.'],
    ['a quantity of 0', { items: [{ menuItemId: randomUUID(), qty: 0 }] }, 'items.0.qty', 'Jumlah minimal 1'],
    [
      'a broken menu id',
      { items: [{ menuItemId: 'x', qty: 1 }] },
      'items.0.menuItemId',
      'Menu tidak ditemukan',
    ],
    ['a broken client id', { _id: 'x', items: [] }, '_id', 'Id tidak valid'],
  ])('refuses %s with 400 VALIDATION', async (_label, payload, field, message) => {
    const { t } = await freshPos(ctx);
    const response = await post(t.cashier.token, payload);
    expect(response.statusCode).toBe(400);
    const body = errorOf(response);
    expect(body.code).toBe('VALIDATION');
    expect(body.fields?.[field]).toBe(message);
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(0);
  });

  it("refuses a menu item that is not the tenant's (or not active) with 400", async () => {
    const { t, kitchen } = await freshPos(ctx);
    const other = await freshPos(ctx);
    const response = await post(t.cashier.token, {
      items: [{ menuItemId: other.kitchen.nasi._id, qty: 1 }, ...saleItems(kitchen)],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'ITEM_UNAVAILABLE',
      message: 'Ada menu yang tidak tersedia lagi. Perbarui keranjang Anda.',
    });
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(0);
  });
});

describe('POST /pos/orders with an Idempotency-Key', () => {
  it('a replay gets the same 201 and body, marked replayed; one order exists', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const key = randomUUID();
    const body = { _id: uuidv7(), items: saleItems(kitchen) };
    const first = await post(t.cashier.token, body, key);
    expect(first.statusCode, first.body).toBe(201);
    // The screen's copy of name and price is not part of the request: a changed price is the same sale.
    const replay = await post(
      t.cashier.token,
      { ...body, items: body.items.map((line) => ({ ...line, price: line.price + 1 })) },
      key,
    );
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('a replay without a client id returns the first order', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const key = randomUUID();
    const first = await post(t.cashier.token, { items: saleItems(kitchen) }, key);
    const replay = await post(t.cashier.token, { items: saleItems(kitchen) }, key);
    expect(replay.json()).toEqual(first.json());
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('the same key with another body → 422 and nothing new', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const key = randomUUID();
    await post(t.cashier.token, { items: saleItems(kitchen) }, key);
    const other = await post(t.cashier.token, { items: [{ menuItemId: kitchen.nasi._id, qty: 5 }] }, key);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other)).toEqual({
      code: 'IDEMPOTENCY_MISMATCH',
      message: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    });
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('the same key on another endpoint → 422, never the stored order', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const key = randomUUID();
    await post(t.cashier.token, { items: saleItems(kitchen) }, key);
    const shift = await posCall(ctx, 'POST', '/pos/shifts/open', {
      token: t.cashier.token,
      payload: { openingCash: 0 },
      key,
    });
    expect(shift.statusCode).toBe(422);
    expect(errorOf(shift).code).toBe('IDEMPOTENCY_MISMATCH');
    // Only the two shifts freshPos opened.
    expect(await rowsOf.shifts(ctx, t.tenant.id)).toHaveLength(2);
  });

  it('hashes the route with the body: the same key and the same body on another route → 422', async () => {
    const { t } = await freshPos(ctx);
    const key = randomUUID();
    const send = (route: string) =>
      withIdempotency(
        ctx.db,
        {
          tenantId: t.tenant.id,
          request: { key, route, replay: false },
          body: { openingCash: 0 },
          now: ctx.clock.now,
        },
        async () => ({ status: 201, body: { route } }),
      );
    expect(await send('POST /api/v1/pos/pos/shifts/open')).toMatchObject({
      body: { route: 'POST /api/v1/pos/pos/shifts/open' },
    });
    expect(await send('POST /api/v1/pos/pos/shifts/open')).toMatchObject({ replayed: true });
    await expect(send('POST /api/v1/pos/pos/shifts/close')).rejects.toMatchObject({
      status: 422,
      code: 'IDEMPOTENCY_MISMATCH',
    });
  });

  it('10 concurrent copies of one request create one order; the rest replay it or get 409 IN_PROGRESS', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const key = randomUUID();
    const body = { _id: uuidv7(), items: saleItems(kitchen) };
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(t.cashier.token, body, key)));
    const created = responses.filter((r) => r.statusCode === 201);
    const running = responses.filter((r) => r.statusCode === 409);
    expect(created.length + running.length, responses.map((r) => r.body).join('\n')).toBe(10);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of created) expect(r.json()).toEqual(created[0]?.json());
    for (const r of running) expect(errorOf(r).code).toBe('IN_PROGRESS');
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(1);
    expect(await rowsOf.keys(ctx, t.tenant.id, key)).toHaveLength(1);
  });

  it('a client id already used under another key → 409 CONFLICT', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const body = { _id: uuidv7(), items: saleItems(kitchen) };
    await post(t.cashier.token, body, randomUUID());
    const again = await post(t.cashier.token, body, randomUUID());
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'ORDER_ID_TAKEN', message: 'Pesanan dengan id ini sudah ada.' });
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('refuses a key longer than 100 characters with 400', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const response = await post(t.cashier.token, { items: saleItems(kitchen) }, 'k'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(0);
  });
});
