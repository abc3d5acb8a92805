import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOID_REASON_MAX, VOID_REASON_MESSAGES } from '@meja/shared/contracts/orders';
import { ORDER_TRANSITION_MESSAGES as M } from '@meja/shared/order-transitions';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { profitLossOf } from '../../../test/finance';
import type { TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import {
  dinerOrder,
  freshKitchen,
  patchOrder,
  patchOrderOk,
  paymentsOf,
  stockByName,
} from '../../../test/staff-orders';
import { orderVoids } from '../../db/schema/orders';
import { inTenantTx } from '../../platform/db-scope';

/** Issue 20: a void — a paid order cancelled — needs the admin and a reason, and the report lists it. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const voidsOf = (tenantId: string) => inTenantTx(ctx.db, tenantId, (tx) => tx.select().from(orderVoids));

/** A diner's order, closed and paid in cash by the cashier. */
async function paidOrder(t: TenantGraph, kitchen: Awaited<ReturnType<typeof freshKitchen>>['kitchen']) {
  const created = await dinerOrder(ctx, t, kitchen);
  return patchOrderOk(ctx, t, created.order._id, { status: 'PAID', confirmed: true });
}

describe('voiding a paid order', () => {
  it('refunds it with the admin’s reason, and the report lists who, why and how much', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const paid = await paidOrder(t, kitchen);
    const before = await profitLossOf(ctx, t);
    expect(before.voids).toEqual([]);

    const voided = await patchOrderOk(
      ctx,
      t,
      paid._id,
      { status: 'CANCELLED', reason: '  tamu batal, salah meja  ' },
      t.admin.token,
    );
    expect(voided).toMatchObject({ status: 'CANCELLED' });
    expect((await paymentsOf(ctx, t.tenant.id, paid._id)).map((p) => p.status)).toEqual(['REFUNDED']);
    const [stored] = await voidsOf(t.tenant.id);
    expect(stored).toMatchObject({
      orderId: paid._id,
      amount: paid.grandTotal,
      reason: 'tamu batal, salah meja',
      voidedByName: 'USER RESTAURANT_ADMIN',
    });

    const after = await profitLossOf(ctx, t);
    expect(after.revenue).toBe(before.revenue - paid.grandTotal);
    expect(after.voids).toEqual([
      {
        orderId: paid._id,
        table: paid.table,
        amount: paid.grandTotal,
        reason: 'tamu batal, salah meja',
        by: 'USER RESTAURANT_ADMIN',
        at: expect.any(String),
      },
    ]);
  });

  it.each([
    ['without a reason', {}, 'VOID_REASON_REQUIRED', VOID_REASON_MESSAGES.required],
    ['with a blank reason', { reason: '   ' }, 'VOID_REASON_REQUIRED', VOID_REASON_MESSAGES.required],
    [
      'with a reason too long',
      { reason: 'x'.repeat(VOID_REASON_MAX + 1) },
      'VALIDATION',
      VOID_REASON_MESSAGES.tooLong,
    ],
    ['with a reason that is not text', { reason: 5 }, 'VALIDATION', VOID_REASON_MESSAGES.invalid],
  ])('refuses a void %s with 400, and changes nothing', async (_label, extra, code, message) => {
    const { t, kitchen } = await freshKitchen(ctx);
    const paid = await paidOrder(t, kitchen);
    const stock = await stockByName(ctx, t);
    const response = await patchOrder(ctx, t, paid._id, { status: 'CANCELLED', ...extra }, t.admin.token);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe(code);
    expect(JSON.stringify(errorOf(response))).toContain(message);
    expect((await paymentsOf(ctx, t.tenant.id, paid._id)).map((p) => p.status)).toEqual(['COMPLETED']);
    expect(await stockByName(ctx, t)).toEqual(stock);
    expect(await voidsOf(t.tenant.id)).toEqual([]);
  });

  it('leaves the void to the admin even with a reason; an unpaid cancel needs none and is no void', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const paid = await paidOrder(t, kitchen);
    const byCashier = await patchOrder(ctx, t, paid._id, { status: 'CANCELLED', reason: 'salah input' });
    expect(byCashier.statusCode).toBe(403);
    expect(errorOf(byCashier)).toEqual({ code: 'VOID_NEEDS_ADMIN', message: M.voidNeedsAdmin });

    const unpaid = await dinerOrder(ctx, t, kitchen);
    await patchOrderOk(ctx, t, unpaid.order._id, { status: 'CANCELLED' });
    expect(await voidsOf(t.tenant.id)).toEqual([]);
    expect((await profitLossOf(ctx, t)).voids).toEqual([]);
  });

  it('records one void and one refund when 20 voids of one order race', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const paid = await paidOrder(t, kitchen);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        patchOrder(ctx, t, paid._id, { status: 'CANCELLED', reason: `void ${i}` }, t.admin.token),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await voidsOf(t.tenant.id)).toHaveLength(1);
    expect((await paymentsOf(ctx, t.tenant.id, paid._id)).map((p) => p.status)).toEqual(['REFUNDED']);
  });

  it('keeps each restaurant’s voids to itself, and another restaurant’s admin cannot void', async () => {
    const own = await freshKitchen(ctx);
    const other = await freshKitchen(ctx);
    const paid = await paidOrder(own.t, own.kitchen);
    const foreign = await patchOrder(
      ctx,
      own.t,
      paid._id,
      { status: 'CANCELLED', reason: 'x' },
      other.t.admin.token,
    );
    expect(foreign.statusCode).toBe(403);
    expect((await paymentsOf(ctx, own.t.tenant.id, paid._id)).map((p) => p.status)).toEqual(['COMPLETED']);
    expect(await voidsOf(own.t.tenant.id)).toEqual([]);
    await patchOrderOk(
      ctx,
      own.t,
      paid._id,
      { status: 'CANCELLED', reason: 'salah input' },
      own.t.admin.token,
    );
    expect((await profitLossOf(ctx, own.t)).voids).toHaveLength(1);
    expect((await profitLossOf(ctx, other.t)).voids).toEqual([]);
  });
});
