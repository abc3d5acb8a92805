import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSplit } from '@meja/shared/contracts/bill-split';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { discountPinState, orderDiscountsSaved } from '@meja/shared/contracts/discounts';
import { DISCOUNT_MESSAGES } from '@meja/shared/discounts';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, FACTORY_PASSWORD, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setTenant, trackOk } from '../../../test/orders';
import { rollupMismatches } from '../../../test/sales-rollup';
import { dinerOrder, freshKitchen, patchOrder, payOk, postPayment } from '../../../test/staff-orders';

/**
 * Discounts on an unpaid order (issue 20): PUT /orders/{id}/discounts and the admin's PIN. The
 * dinerOrder is Nasi Goreng × 2 (line 0, 30 000) and Es Teh × 1 (line 1, 5 000): 35 000, 38 850
 * with 11 % PPN. The restaurant's cashier limit is 10 % unless a test sets it.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({
    limits: { ordersPerIp: 10_000, ordersPerTable: 10_000, discountPinFailuresPerTenant: 3 },
  });
});
afterAll(() => ctx.close());

const PIN = '482913';
const bill = (kind: 'PERCENT' | 'FIXED', value: number, reason = 'Pelanggan tetap') => ({
  line: null,
  kind,
  value,
  reason,
});
const onLine = (line: number, kind: 'PERCENT' | 'FIXED', value: number, reason = 'Telur pecah') => ({
  line,
  kind,
  value,
  reason,
});

const putDiscounts = (t: TenantGraph, orderId: string, body: unknown, token = t.cashier.token) =>
  call(ctx, 'PUT', t.tenant.slug, `/orders/${orderId}/discounts`, token, body);

async function discountOk(t: TenantGraph, orderId: string, body: unknown, token = t.cashier.token) {
  const response = await putDiscounts(t, orderId, body, token);
  expect(response.statusCode, response.body).toBe(200);
  return orderDiscountsSaved.strict().parse(response.json()).order;
}

const setPin = (t: TenantGraph, body: unknown, token = t.admin.token) =>
  call(ctx, 'PUT', t.tenant.slug, '/payments/discount-pin', token, body);

async function withPin(t: TenantGraph) {
  const response = await setPin(t, { pin: PIN, password: FACTORY_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
}

async function dashboardOf(t: TenantGraph) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return dashboard.parse(response.json());
}

describe('discounts on the payments screen', () => {
  it('10 % off the bill: the service charge and tax follow, the payment takes the new total, the day adds up', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const { order, token } = await dinerOrder(ctx, t, kitchen);
    const discounted = await discountOk(t, order._id, { discounts: [bill('PERCENT', 10)] }, t.admin.token);
    // 35 000 − 3 500 = 31 500; PPN 11 % = 3 465; 34 965.
    expect(discounted).toMatchObject({ total: 35_000, discount: 3_500, tax: 3_465, grandTotal: 34_965 });
    expect(discounted.discounts).toEqual([
      { ...bill('PERCENT', 10), amount: 3_500, by: 'USER RESTAURANT_ADMIN', approvedBy: null },
    ]);

    // The diner's page shows the discount and the new total, not which staff gave it.
    const tracked = await trackOk(ctx, t.tenant.slug, order._id, token);
    expect(tracked.order).toMatchObject({ discount: 3_500, grandTotal: 34_965 });
    expect(tracked.order.discounts).toEqual([
      { ...bill('PERCENT', 10), amount: 3_500, by: '', approvedBy: null },
    ]);

    const stale = await postPayment(ctx, t, { orderId: order._id, method: 'CASH', amount: 38_850 });
    expect(stale.statusCode).toBe(400);
    expect(errorOf(stale).message).toBe(PAYMENT_MESSAGES.amountMismatch(34_965));
    const paid = await payOk(ctx, t, {
      orderId: order._id,
      method: 'CASH',
      amount: 34_965,
      cashReceived: 50_000,
    });
    expect(paid.payment).toMatchObject({ amount: 34_965, change: 15_035 });
    const board = await dashboardOf(t);
    expect(board.kpis.revenueToday).toBe(34_965);
    // The dishes count their share of what was paid: together, the payment.
    expect(board.topItems.reduce((sum, item) => sum + item.revenue, 0)).toBe(34_965);
    expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual({ days: [], dishes: [], months: [] });

    // Paid: its discounts stay as they were.
    const late = await putDiscounts(t, order._id, { discounts: [] }, t.admin.token);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toEqual({ code: 'ORDER_ALREADY_PAID', message: DISCOUNT_MESSAGES.orderPaid });
  });

  it('a line and the bill: the line first, the bill on the rest; an empty list takes them away again', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const { order } = await dinerOrder(ctx, t, kitchen);
    const both = await discountOk(
      t,
      order._id,
      { discounts: [bill('PERCENT', 10), onLine(0, 'FIXED', 5_000)] },
      t.admin.token,
    );
    // Line 0: 30 000 − 5 000; the bill: 10 % of 30 000 = 3 000; 27 000 + 2 970 PPN.
    expect(both).toMatchObject({ discount: 8_000, tax: 2_970, grandTotal: 29_970 });
    expect(both.discounts.map((discount) => [discount.line, discount.amount])).toEqual([
      [null, 3_000],
      [0, 5_000],
    ]);
    const none = await discountOk(t, order._id, { discounts: [] }, t.admin.token);
    expect(none).toMatchObject({ discount: 0, discounts: [], tax: 3_850, grandTotal: 38_850 });
  });

  it('with a 5 % service charge and 10 % PB1 included in the prices, the tax is inside the discounted amount', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    await setTenant(ctx, t.tenant.id, { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 110 });
    const { order } = await dinerOrder(ctx, t, kitchen);
    const discounted = await discountOk(t, order._id, { discounts: [bill('FIXED', 5_000)] }, t.admin.token);
    // 30 000; service 1 500; 31 500 of which PB1 is 31 500 × 10 / 110 = 2 864.
    expect(discounted).toMatchObject({
      discount: 5_000,
      serviceCharge: 1_500,
      tax: 2_864,
      grandTotal: 31_500,
    });
  });

  it("a split by dishes after a line's discount: the guest of the discounted dish pays less, the parts add up", async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const { order } = await dinerOrder(ctx, t, kitchen);
    await discountOk(
      t,
      order._id,
      { discounts: [onLine(1, 'PERCENT', 100, 'Gratis es teh')] },
      t.admin.token,
    );
    const response = await call(ctx, 'POST', t.tenant.slug, '/payments/splits', t.cashier.token, {
      mode: 'ITEMS',
      orderIds: [order._id],
      parts: [
        { items: [{ orderId: order._id, line: 0, qty: 2 }] },
        { items: [{ orderId: order._id, line: 1, qty: 1 }] },
      ],
    });
    // The Es Teh is free: its part would be Rp 0, which a split refuses.
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('SPLIT_INVALID');

    await discountOk(t, order._id, { discounts: [onLine(0, 'FIXED', 10_000)] }, t.admin.token);
    const split = billSplit.parse(
      (
        await call(ctx, 'POST', t.tenant.slug, '/payments/splits', t.cashier.token, {
          mode: 'ITEMS',
          orderIds: [order._id],
          parts: [
            { items: [{ orderId: order._id, line: 0, qty: 1 }] },
            {
              items: [
                { orderId: order._id, line: 0, qty: 1 },
                { orderId: order._id, line: 1, qty: 1 },
              ],
            },
          ],
        })
      ).json(),
    );
    // 25 000 after the discount, 27 750 with PPN: 10 000 of dishes for the first guest, 15 000 for the second.
    expect(split.parts.map((part) => part.amount)).toEqual([11_100, 16_650]);
    // While it is open, the discounts stay.
    const blocked = await putDiscounts(t, order._id, { discounts: [] }, t.admin.token);
    expect(errorOf(blocked).code).toBe('BILL_SPLIT_OPEN');
  });

  it('refuses a cancelled order', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const { order } = await dinerOrder(ctx, t, kitchen);
    expect((await patchOrder(ctx, t, order._id, { status: 'CANCELLED' })).statusCode).toBe(200);
    const response = await putDiscounts(t, order._id, { discounts: [bill('PERCENT', 5)] });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'ORDER_CANCELLED', message: DISCOUNT_MESSAGES.orderCancelled });
  });
});

describe("a cashier's discount and the admin's PIN", () => {
  it('up to the limit needs no PIN; a rupiah more does, and only an admin PIN lets it through', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const { order } = await dinerOrder(ctx, t, kitchen);
    // Exactly 10 % of 35 000.
    expect(await discountOk(t, order._id, { discounts: [bill('FIXED', 3_500)] })).toMatchObject({
      discount: 3_500,
      discounts: [{ by: 'USER CASHIER', approvedBy: null }],
    });

    const over = { discounts: [bill('FIXED', 3_501)] };
    const noPin = await putDiscounts(t, order._id, over);
    expect(noPin.statusCode).toBe(403);
    expect(errorOf(noPin)).toEqual({
      code: 'DISCOUNT_PIN_REQUIRED',
      message: DISCOUNT_MESSAGES.pinRequired(10),
    });
    // No admin has a PIN yet.
    const unset = await putDiscounts(t, order._id, { ...over, pin: PIN });
    expect(unset.statusCode).toBe(409);
    expect(errorOf(unset).code).toBe('DISCOUNT_PIN_NOT_SET');

    await withPin(t);
    const wrong = await putDiscounts(t, order._id, { ...over, pin: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toEqual({ code: 'DISCOUNT_PIN_WRONG', message: DISCOUNT_MESSAGES.pinWrong });
    const approved = await discountOk(t, order._id, { ...over, pin: PIN });
    expect(approved.discounts).toEqual([
      { ...bill('FIXED', 3_501), amount: 3_501, by: 'USER CASHIER', approvedBy: 'USER RESTAURANT_ADMIN' },
    ]);
    // Unchanged, it keeps its approval: the cashier can add nothing and resend it without the PIN.
    expect((await discountOk(t, order._id, over)).discounts[0]?.approvedBy).toBe('USER RESTAURANT_ADMIN');
    // A higher limit lets the same cashier give more alone.
    await setTenant(ctx, t.tenant.id, { discountLimitPercent: 50 });
    expect(await discountOk(t, order._id, { discounts: [bill('PERCENT', 50)] })).toMatchObject({
      discount: 17_500,
      discounts: [{ approvedBy: null }],
    });
    // Limit 0: every cashier discount needs the PIN; an admin never does.
    await setTenant(ctx, t.tenant.id, { discountLimitPercent: 0 });
    expect(errorOf(await putDiscounts(t, order._id, { discounts: [bill('FIXED', 1)] })).code).toBe(
      'DISCOUNT_PIN_REQUIRED',
    );
    expect(
      await discountOk(t, order._id, { discounts: [bill('PERCENT', 100)] }, t.admin.token),
    ).toMatchObject({
      grandTotal: 0,
    });
  });

  it('wrong PINs are counted per restaurant: after the limit even the right one waits (429)', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    await withPin(t);
    const { order } = await dinerOrder(ctx, t, kitchen);
    const over = { discounts: [bill('PERCENT', 20)] };
    for (const pin of ['111111', '222222', '333333']) {
      expect(errorOf(await putDiscounts(t, order._id, { ...over, pin })).code).toBe('DISCOUNT_PIN_WRONG');
    }
    const held = await putDiscounts(t, order._id, { ...over, pin: PIN });
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another restaurant is not held.
    const other = await freshKitchen(ctx);
    await withPin(other.t);
    const otherOrder = (await dinerOrder(ctx, other.t, other.kitchen)).order;
    expect((await putDiscounts(other.t, otherOrder._id, { ...over, pin: PIN })).statusCode).toBe(200);
  });

  it('the PIN: only an admin sets their own, with their password; it is never answered back', async () => {
    const t = await createTenantGraph(ctx.db);
    const state = async (token = t.admin.token) =>
      call(ctx, 'GET', t.tenant.slug, '/payments/discount-pin', token);
    expect(discountPinState.strict().parse((await state()).json())).toEqual({ pinSet: false });
    const wrongPassword = await setPin(t, { pin: PIN, password: 'bukan-ini' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { password: STAFF_ACCOUNT_MESSAGES.wrongCurrentPassword },
    });
    const saved = await setPin(t, { pin: PIN, password: FACTORY_PASSWORD });
    expect(saved.json()).toEqual({ pinSet: true });
    expect(JSON.stringify((await state()).json())).not.toContain(PIN);
    for (const [token, status] of [
      [t.cashier.token, 403],
      [t.kitchen.token, 403],
      [null, 401],
    ] as const) {
      expect((await state(token ?? '')).statusCode).toBe(status);
      expect((await setPin(t, { pin: '123456', password: FACTORY_PASSWORD }, token ?? '')).statusCode).toBe(
        status,
      );
    }
  });

  it.each([
    ['a PIN of letters', { pin: 'abcdef', password: FACTORY_PASSWORD }, 'pin', DISCOUNT_MESSAGES.pinFormat],
    ['a PIN of 4 digits', { pin: '1234', password: FACTORY_PASSWORD }, 'pin', DISCOUNT_MESSAGES.pinFormat],
    ['no password', { pin: PIN }, 'password', 'Masukkan kata sandi Anda.'],
  ])('refuses %s with 400', async (_label, body, field, message) => {
    const t = await createTenantGraph(ctx.db);
    const response = await setPin(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });
});

describe('what a discount request may be', () => {
  let t: TenantGraph;
  let orderId: string;
  beforeAll(async () => {
    const fresh = await freshKitchen(ctx);
    t = fresh.t;
    orderId = (await dinerOrder(ctx, t, fresh.kitchen)).order._id;
  });

  it.each([
    [
      'a percent above 100',
      { discounts: [bill('PERCENT', 101)] },
      'VALIDATION',
      DISCOUNT_MESSAGES.percentRange,
    ],
    ['a value of 0', { discounts: [bill('FIXED', 0)] }, 'VALIDATION', DISCOUNT_MESSAGES.valueRequired],
    [
      'a value with decimals',
      { discounts: [bill('FIXED', 10.5)] },
      'VALIDATION',
      DISCOUNT_MESSAGES.valueRequired,
    ],
    [
      'no reason',
      { discounts: [bill('FIXED', 1_000, '  ')] },
      'VALIDATION',
      DISCOUNT_MESSAGES.reasonRequired,
    ],
    [
      'a reason of 101 characters',
      { discounts: [bill('FIXED', 1_000, 'x'.repeat(101))] },
      'VALIDATION',
      DISCOUNT_MESSAGES.reasonTooLong,
    ],
    ['an unknown kind', { discounts: [{ ...bill('FIXED', 1_000), kind: 'GRATIS' }] }, 'VALIDATION', null],
    [
      'a PIN of letters',
      { discounts: [bill('FIXED', 1_000)], pin: 'abcdef' },
      'VALIDATION',
      DISCOUNT_MESSAGES.pinFormat,
    ],
    ['a field it does not know', { discounts: [], price: 1 }, 'VALIDATION', null],
    [
      'a line the order does not have',
      { discounts: [onLine(2, 'FIXED', 100)] },
      'DISCOUNT_INVALID',
      DISCOUNT_MESSAGES.unknownLine,
    ],
    [
      'two on one line',
      { discounts: [onLine(0, 'FIXED', 100), onLine(0, 'PERCENT', 5)] },
      'DISCOUNT_INVALID',
      DISCOUNT_MESSAGES.twice,
    ],
    [
      'two on the bill',
      { discounts: [bill('FIXED', 100), bill('PERCENT', 5)] },
      'DISCOUNT_INVALID',
      DISCOUNT_MESSAGES.twice,
    ],
    [
      'more than the line',
      { discounts: [onLine(1, 'FIXED', 5_001)] },
      'DISCOUNT_INVALID',
      DISCOUNT_MESSAGES.tooLarge,
    ],
    [
      'more than the bill',
      { discounts: [bill('FIXED', 35_001)] },
      'DISCOUNT_INVALID',
      DISCOUNT_MESSAGES.tooLarge,
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, body, code, message) => {
    const response = await putDiscounts(t, orderId, body, t.admin.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe(code);
    if (message) expect(response.body).toContain(message);
    const order = await discountOk(t, orderId, { discounts: [] }, t.admin.token);
    expect(order.grandTotal).toBe(38_850);
  });

  it('refuses the callers who may not: anonymous, kitchen, inventory, another tenant; an unknown order is 404', async () => {
    const other = await createTenantGraph(ctx.db);
    const body = { discounts: [bill('PERCENT', 5)] };
    const refused: [string | null, string, number, string][] = [
      [null, t.tenant.slug, 401, 'UNAUTHENTICATED'],
      [t.kitchen.token, t.tenant.slug, 403, 'FORBIDDEN'],
      [t.inventory.token, t.tenant.slug, 403, 'FORBIDDEN'],
      [other.admin.token, t.tenant.slug, 403, 'FORBIDDEN'],
      // Another tenant's admin on their own slug with this tenant's order: not theirs to see.
      [other.admin.token, other.tenant.slug, 404, 'NOT_FOUND'],
    ];
    for (const [token, slug, status, code] of refused) {
      const response = await call(ctx, 'PUT', slug, `/orders/${orderId}/discounts`, token, body);
      expect(response.statusCode, `${code} ${response.body}`).toBe(status);
      expect(errorOf(response).code).toBe(code);
    }
    const order = await discountOk(t, orderId, { discounts: [] }, t.admin.token);
    expect(order.discount).toBe(0);
  });
});
