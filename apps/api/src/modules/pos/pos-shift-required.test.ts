import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { POS_MESSAGES, posOrderCreated } from '@meja/shared/contracts/pos';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import {
  closeShiftOk,
  freshPos,
  openShiftOk,
  payOk,
  posCall,
  posOrderOk,
  rowsOf,
  saleItems,
} from '../../../test/pos';

/**
 * Selling at the POS needs an open shift (issue 12): POST /pos/orders and /pay/create-intent answer
 * 409 SHIFT_REQUIRED without one — except a replay from the POS queue (X-Meja-Replay: 1), which
 * already happened at the counter and is recorded without a shift.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const shiftRequired = { code: 'SHIFT_REQUIRED', message: POS_MESSAGES.shiftRequired };

describe('without an open shift', () => {
  it('refuses a sale (409 SHIFT_REQUIRED) to the cashier and the admin, and writes nothing', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    for (const token of [t.cashier.token, t.admin.token]) {
      const response = await posCall(ctx, 'POST', '/pos/orders', {
        token,
        key: randomUUID(),
        payload: { items: saleItems(kitchen) },
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response)).toEqual(shiftRequired);
    }
    expect(await rowsOf.orders(ctx, t.tenant.id)).toEqual([]);
  });

  it('refuses the payment once the shift is closed, by any method, and writes nothing', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    await openShiftOk(ctx, t.cashier.token, 0);
    const order = await posOrderOk(ctx, t, kitchen);
    await closeShiftOk(ctx, t.cashier.token, 0);
    for (const method of ['CASH', 'CARD', 'QRIS'] as const) {
      const response = await posCall(ctx, 'POST', '/pay/create-intent', {
        token: t.cashier.token,
        payload: { orderId: order._id, method },
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(errorOf(response)).toEqual(shiftRequired);
    }
    expect(await rowsOf.payments(ctx, t.tenant.id)).toEqual([]);
  });

  it("is not satisfied by another user's open shift", async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    await openShiftOk(ctx, t.admin.token, 0);
    const response = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      payload: { items: saleItems(kitchen) },
    });
    expect(errorOf(response)).toEqual(shiftRequired);
  });

  it('refuses a request whose replay header is not exactly 1', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    for (const replay of ['0', 'true', '']) {
      const response = await posCall(ctx, 'POST', '/pos/orders', {
        token: t.cashier.token,
        replay,
        payload: { items: saleItems(kitchen) },
      });
      expect(response.statusCode, `${replay}: ${response.body}`).toBe(409);
    }
  });
});

describe('a replay from the POS queue (X-Meja-Replay: 1)', () => {
  it('records the sale and its cash payment without a shift: it already happened', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    const orderId = uuidv7();
    const created = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      key: randomUUID(),
      replay: '1',
      payload: { _id: orderId, items: saleItems(kitchen) },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(posOrderCreated.parse(created.json()).order._id).toBe(orderId);
    const paid = await payOk(
      ctx,
      t.cashier.token,
      { orderId, method: 'CASH', cashReceived: 50_000 },
      randomUUID(),
      '1',
    );
    expect(paid.payment).toMatchObject({ status: 'COMPLETED', cashReceived: 50_000, change: 11_150 });
    expect(paid.order).toMatchObject({ paymentStatus: 'COMPLETED' });
    const [payment] = await rowsOf.payments(ctx, t.tenant.id);
    expect(payment).toMatchObject({ shiftId: null, cashReceived: 50_000 });
  });

  it('still carries the open shift when there is one', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    const shift = await openShiftOk(ctx, t.cashier.token, 0);
    const order = await posOrderOk(ctx, t, kitchen);
    await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CASH' }, randomUUID(), '1');
    const [payment] = await rowsOf.payments(ctx, t.tenant.id);
    expect(payment?.shiftId).toBe(shift._id);
  });

  it('a resend (same key) of a sale made during the shift gets its stored answer after the close', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    await openShiftOk(ctx, t.cashier.token, 0);
    const key = randomUUID();
    const payload = { _id: uuidv7(), items: saleItems(kitchen) };
    const first = await posCall(ctx, 'POST', '/pos/orders', { token: t.cashier.token, key, payload });
    expect(first.statusCode, first.body).toBe(201);
    await closeShiftOk(ctx, t.cashier.token, 0);
    const again = await posCall(ctx, 'POST', '/pos/orders', { token: t.cashier.token, key, payload });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('never lets a replay past the other rules: an unknown dish is still 400', async () => {
    const { t } = await freshPos(ctx, { openShifts: false });
    const response = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      replay: '1',
      payload: { items: [{ menuItemId: uuidv7(), qty: 1 }] },
    });
    expect(response.statusCode, response.body).toBe(400);
  });
});
