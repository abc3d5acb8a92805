import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_MESSAGES } from '@meja/shared/cash';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import {
  dinerOrder,
  freshKitchen,
  listPayments,
  orderMovements,
  paymentsOf,
  payOk,
  postPayment,
} from '../../../test/staff-orders';

/** POST /payments with the cash the customer handed over, and the change in the history (issue 12). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

/** dinerOrder is 35 000 before tax: 38 850 with 11 % PPN. */
const DUE = 38850;

describe('POST /payments with cashReceived', () => {
  it('stores the cash received and answers the change; the history shows both', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const created = await dinerOrder(ctx, t, kitchen);
    const answer = await payOk(ctx, t, {
      orderId: created.order._id,
      method: 'CASH',
      amount: DUE,
      cashReceived: 50_000,
    });
    expect(answer.payment).toMatchObject({ amount: DUE, cashReceived: 50_000, change: 11_150 });
    const [row] = await paymentsOf(ctx, t.tenant.id, created.order._id);
    expect(row).toMatchObject({ cashReceived: 50_000, amount: DUE });
    const [listed] = await listPayments(ctx, t, t.admin.token);
    expect(listed).toMatchObject({ _id: answer.payment._id, cashReceived: 50_000, change: 11_150 });
  });

  it('takes the exact amount as change 0, and no entry as nulls', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const exact = await dinerOrder(ctx, t, kitchen, 'E1');
    const none = await dinerOrder(ctx, t, kitchen, 'E2');
    const paidExact = await payOk(ctx, t, {
      orderId: exact.order._id,
      method: 'CASH',
      amount: DUE,
      cashReceived: DUE,
    });
    expect(paidExact.payment).toMatchObject({ cashReceived: DUE, change: 0 });
    const paidNone = await payOk(ctx, t, { orderId: none.order._id, method: 'CASH', amount: DUE });
    expect(paidNone.payment).toMatchObject({ cashReceived: null, change: null });
  });

  it('refuses cash below the amount due with 400 on cashReceived, and records nothing', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const created = await dinerOrder(ctx, t, kitchen);
    const response = await postPayment(ctx, t, {
      orderId: created.order._id,
      method: 'CASH',
      amount: DUE,
      cashReceived: DUE - 1,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION',
      message: CASH_MESSAGES.tooLittle,
      fields: { cashReceived: CASH_MESSAGES.tooLittle },
    });
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toEqual([]);
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toEqual([]);
  });

  it.each([
    [{ method: 'CARD', cashReceived: 50_000 }, CASH_MESSAGES.cashOnly],
    [{ method: 'QRIS', cashReceived: DUE }, CASH_MESSAGES.cashOnly],
    [{ method: 'CASH', cashReceived: -1 }, CASH_MESSAGES.invalid],
    [{ method: 'CASH', cashReceived: 40_000.5 }, CASH_MESSAGES.invalid],
    [{ method: 'CASH', cashReceived: 1e16 }, CASH_MESSAGES.invalid],
    [{ method: 'CASH', cashReceived: null }, CASH_MESSAGES.invalid],
  ])('%j → 400 on cashReceived', async (override, message) => {
    const { t, kitchen } = await freshKitchen(ctx);
    const created = await dinerOrder(ctx, t, kitchen);
    const response = await postPayment(ctx, t, { orderId: created.order._id, amount: DUE, ...override });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields).toEqual({ cashReceived: message });
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toEqual([]);
  });

  it('keeps the access rules: anonymous 401, kitchen 403, another tenant 403; nothing recorded', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const other = await createTenantGraph(ctx.db);
    const created = await dinerOrder(ctx, t, kitchen);
    const body = { orderId: created.order._id, method: 'CASH', amount: DUE, cashReceived: 50_000 };
    for (const [token, status] of [
      [null, 401],
      [t.kitchen.token, 403],
      [other.admin.token, 403],
    ] as const) {
      const response = await call(ctx, 'POST', t.tenant.slug, '/payments', token, body);
      expect(response.statusCode, response.body).toBe(status);
    }
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toEqual([]);
  });
});
