import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posOrderCreated } from '@meja/shared/contracts/pos';
import { DISCOUNT_MESSAGES } from '@meja/shared/discounts';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { FACTORY_PASSWORD, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { freshPos, payOk, posCall, rowsOf, saleItems } from '../../../test/pos';
import { stockByName } from '../../../test/staff-orders';

/**
 * Discounts on a POS sale (issue 20): part of the sale (and of its Idempotency-Key's request), the
 * same rules as the payments screen. saleItems: Nasi Goreng × 2 (line 0, 30 000), Es Teh × 1
 * (line 1, 5 000): 35 000, 38 850 with 11 % PPN; the cashier's limit is 10 %.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const PIN = '650021';
const sell = (t: TenantGraph, payload: unknown, key?: string, token = t.cashier.token) =>
  posCall(ctx, 'POST', '/pos/orders', { token, payload, key });

// 10 % of the Es Teh (500) and Rp 2.000 off the bill: 2 500, 7 % of the dishes.
const withinLimit = [
  { line: 1, kind: 'PERCENT', value: 10, reason: 'Es kurang dingin' },
  { line: null, kind: 'FIXED', value: 2_000, reason: 'Pelanggan tetap' },
];
const overLimit = [{ line: null, kind: 'PERCENT', value: 25, reason: 'Ulang tahun' }];

describe('a POS sale with discounts', () => {
  it('within the limit: priced by the server, paid at the discounted total, the stock taken once', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const key = randomUUID();
    const body = { items: saleItems(kitchen), discounts: withinLimit };
    const response = await sell(t, body, key);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = posOrderCreated.strict().parse(response.json());
    // 35 000 − 2 500 = 32 500; PPN 3 575.
    expect(order).toMatchObject({ total: 35_000, discount: 2_500, tax: 3_575, grandTotal: 36_075 });
    expect(order.discounts.map((discount) => [discount.line, discount.amount, discount.by])).toEqual([
      [1, 500, 'USER CASHIER'],
      [null, 2_000, 'USER CASHIER'],
    ]);

    // The queue's replay: the same answer, one order, one deduction.
    const replay = await sell(t, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(posOrderCreated.parse(replay.json()).order).toEqual(order);
    // The same key with other discounts is another request.
    const changed = await sell(t, { ...body, discounts: [withinLimit[0]] }, key);
    expect(changed.statusCode).toBe(422);
    expect((await rowsOf.orders(ctx, t.tenant.id)).length).toBe(1);
    expect((await stockByName(ctx, t)).Telur).toBe(28);

    const paid = await payOk(ctx, t.cashier.token, {
      orderId: order._id,
      method: 'CASH',
      cashReceived: 40_000,
    });
    expect(paid.payment).toMatchObject({ amount: 36_075, status: 'COMPLETED', change: 3_925 });
  });

  it("above the limit a cashier's sale needs an admin's PIN: refused without it, nothing stored", async () => {
    const { t, kitchen } = await freshPos(ctx);
    const setPin = await call(ctx, 'PUT', t.tenant.slug, '/payments/discount-pin', t.admin.token, {
      pin: PIN,
      password: FACTORY_PASSWORD,
    });
    expect(setPin.statusCode, setPin.body).toBe(200);
    const key = randomUUID();
    const body = { items: saleItems(kitchen), discounts: overLimit };
    const refused = await sell(t, body, key);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: 'DISCOUNT_PIN_REQUIRED',
      message: DISCOUNT_MESSAGES.pinRequired(10),
    });
    const wrong = await sell(t, { ...body, discountPin: '999999' }, key);
    expect(errorOf(wrong).code).toBe('DISCOUNT_PIN_WRONG');
    expect(await rowsOf.orders(ctx, t.tenant.id)).toEqual([]);
    expect(await rowsOf.keys(ctx, t.tenant.id, key)).toEqual([]);
    expect((await stockByName(ctx, t)).Telur).toBe(30);

    // The same key with the PIN: the sale goes through once (the PIN is not part of the request).
    const approved = await sell(t, { ...body, discountPin: PIN }, key);
    expect(approved.statusCode, approved.body).toBe(201);
    const { order } = posOrderCreated.parse(approved.json());
    expect(order).toMatchObject({ discount: 8_750, grandTotal: 29_138 });
    expect(order.discounts[0]).toMatchObject({ by: 'USER CASHIER', approvedBy: 'USER RESTAURANT_ADMIN' });
    expect((await sell(t, body, key)).headers['idempotent-replayed']).toBe('true');

    // An admin at the POS needs no PIN.
    const byAdmin = await sell(t, body, undefined, t.admin.token);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(posOrderCreated.parse(byAdmin.json()).order.discounts[0]?.approvedBy).toBeNull();
  });

  it.each([
    [
      'a line the sale does not have',
      [{ line: 2, kind: 'FIXED', value: 100, reason: 'x' }],
      'DISCOUNT_INVALID',
    ],
    ['more than the line', [{ line: 1, kind: 'FIXED', value: 5_001, reason: 'x' }], 'DISCOUNT_INVALID'],
    ['no reason', [{ line: null, kind: 'FIXED', value: 100, reason: '' }], 'VALIDATION'],
    ['a percent of 0', [{ line: null, kind: 'PERCENT', value: 0, reason: 'x' }], 'VALIDATION'],
  ])('refuses %s with 400 and stores nothing', async (_label, discounts, code) => {
    const { t, kitchen } = await freshPos(ctx);
    const response = await sell(t, { items: saleItems(kitchen), discounts });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe(code);
    expect(await rowsOf.orders(ctx, t.tenant.id)).toEqual([]);
  });
});
