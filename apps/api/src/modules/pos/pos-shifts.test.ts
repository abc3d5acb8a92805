import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { currentShiftResponse, POS_MESSAGES, shiftResponse } from '@meja/shared/contracts/pos';
import { shiftReconciliation } from '@meja/shared/shift';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import {
  confirmOk,
  freshPos,
  openShiftOk,
  payOk,
  posCall,
  posOrderOk,
  rowsOf,
  SALE_DUE,
} from '../../../test/pos';

/** POST /pos/shifts/open and /close, GET /pos/shifts/current (issue 6; card and QRIS counts, issue 12). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const current = async (token: string) => {
  const response = await posCall(ctx, 'GET', '/pos/shifts/current', { token });
  expect(response.statusCode, response.body).toBe(200);
  return currentShiftResponse.strict().parse(response.json()).shift;
};
const open = (token: string, payload: unknown, key?: string) =>
  posCall(ctx, 'POST', '/pos/shifts/open', { token, payload, key });
const close = (token: string, payload: unknown, key?: string) =>
  posCall(ctx, 'POST', '/pos/shifts/close', { token, payload, key });

describe('a shift from open to close', () => {
  it('expected cash = opening + the cash of this shift only; QRIS and CARD in the totals', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    expect(await current(t.cashier.token)).toBeNull();
    const id = uuidv7();
    const opened = await open(t.cashier.token, { _id: id, openingCash: 200_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(shiftResponse.strict().parse(opened.json()).shift).toEqual({
      _id: id,
      status: 'OPEN',
      openedAt: expect.any(String),
      closedAt: null,
      openingCash: 200_000,
      closingCash: null,
      expectedCash: 200_000,
      difference: null,
      orderCount: 0,
      totalSales: 0,
      totalsByMethod: { CASH: 0, CARD: 0, QRIS: 0 },
      expectedCard: 0,
      expectedQris: 0,
      countedCard: null,
      countedQris: null,
    });

    // Two cash sales, one QRIS (confirmed), one CARD still waiting (not counted).
    for (let i = 0; i < 2; i += 1) {
      const order = await posOrderOk(ctx, t, kitchen);
      await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CASH' });
    }
    const qrisOrder = await posOrderOk(ctx, t, kitchen);
    const qris = await payOk(ctx, t.cashier.token, { orderId: qrisOrder._id, method: 'QRIS' });
    await confirmOk(ctx, t.cashier.token, qris.payment._id);
    const cardOrder = await posOrderOk(ctx, t, kitchen);
    await payOk(ctx, t.cashier.token, { orderId: cardOrder._id, method: 'CARD' });
    // Cash taken by the admin belongs to no shift of this cashier.
    await openShiftOk(ctx, t.admin.token, 0);
    const adminOrder = await posOrderOk(ctx, t, kitchen, t.admin.token);
    await payOk(ctx, t.admin.token, { orderId: adminOrder._id, method: 'CASH' });

    expect(await current(t.cashier.token)).toMatchObject({
      _id: id,
      expectedCash: 200_000 + 2 * SALE_DUE,
      orderCount: 3,
      difference: null,
    });

    const closed = await close(t.cashier.token, { closingCash: 270_000, closingQris: 40_000 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(shiftResponse.strict().parse(closed.json()).shift).toEqual({
      _id: id,
      status: 'CLOSED',
      openedAt: expect.any(String),
      closedAt: expect.any(String),
      openingCash: 200_000,
      closingCash: 270_000,
      expectedCash: 200_000 + 2 * SALE_DUE,
      difference: 270_000 - (200_000 + 2 * SALE_DUE),
      orderCount: 3,
      totalSales: 3 * SALE_DUE,
      totalsByMethod: { CASH: 2 * SALE_DUE, CARD: 0, QRIS: SALE_DUE },
      // The card still waiting is not expected; QRIS was counted, card was not.
      expectedCard: 0,
      expectedQris: SALE_DUE,
      countedCard: null,
      countedQris: 40_000,
    });
    expect(await current(t.cashier.token)).toBeNull();
    const row = (await rowsOf.shifts(ctx, t.tenant.id)).find((shift) => shift.id === id);
    expect(row).toMatchObject({
      status: 'CLOSED',
      expectedCash: 277_700,
      orderCount: 3,
      expectedCard: 0,
      expectedQris: SALE_DUE,
      countedCard: null,
      countedQris: 40_000,
    });
  });

  it('one open shift per user (409), while another cashier may open theirs', async () => {
    const { t } = await freshPos(ctx, { openShifts: false });
    await openShiftOk(ctx, t.cashier.token, 0);
    const again = await open(t.cashier.token, { openingCash: 5 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'SHIFT_ALREADY_OPEN', message: POS_MESSAGES.shiftAlreadyOpen });
    await openShiftOk(ctx, t.admin.token, 0);
    expect(await rowsOf.shifts(ctx, t.tenant.id)).toHaveLength(2);
  });

  it('closing without an open shift → 409, and a closed shift can be followed by a new one', async () => {
    const { t } = await freshPos(ctx, { openShifts: false });
    const none = await close(t.cashier.token, { closingCash: 0 });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none)).toEqual({ code: 'SHIFT_NOT_OPEN', message: POS_MESSAGES.noOpenShift });
    await openShiftOk(ctx, t.cashier.token, 0);
    expect((await close(t.cashier.token, { closingCash: 0 })).statusCode).toBe(200);
    await openShiftOk(ctx, t.cashier.token, 50_000);
    expect((await current(t.cashier.token))?.openingCash).toBe(50_000);
  });

  it('closes with the card terminal and QRIS app totals: expected vs counted per method', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    await openShiftOk(ctx, t.cashier.token, 50_000);
    for (const method of ['CASH', 'CARD', 'QRIS'] as const) {
      const order = await posOrderOk(ctx, t, kitchen);
      const paid = await payOk(ctx, t.cashier.token, { orderId: order._id, method });
      if (method !== 'CASH') await confirmOk(ctx, t.cashier.token, paid.payment._id);
    }
    const closed = await close(t.cashier.token, {
      closingCash: 50_000 + SALE_DUE,
      closingCard: SALE_DUE - 1_000,
      closingQris: 0,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const shift = shiftResponse.strict().parse(closed.json()).shift;
    expect(shift).toMatchObject({
      expectedCash: 50_000 + SALE_DUE,
      difference: 0,
      expectedCard: SALE_DUE,
      countedCard: SALE_DUE - 1_000,
      expectedQris: SALE_DUE,
      countedQris: 0,
    });
    expect(shiftReconciliation(shift).map((row) => [row.method, row.difference])).toEqual([
      ['CASH', 0],
      ['CARD', -1_000],
      ['QRIS', -SALE_DUE],
    ]);
  });

  it.each([
    ['open', { openingCash: -1 }, 'openingCash', 'Kas awal harus bilangan bulat 0 atau lebih'],
    ['open', { openingCash: 1.5 }, 'openingCash', 'Kas awal harus bilangan bulat 0 atau lebih'],
    ['open', {}, 'openingCash', 'Kas awal harus bilangan bulat 0 atau lebih'],
    ['close', { closingCash: 'banyak' }, 'closingCash', 'Kas akhir harus bilangan bulat 0 atau lebih'],
    [
      'close',
      { closingCash: 0, closingCard: -5 },
      'closingCard',
      'Total kartu harus bilangan bulat 0 atau lebih',
    ],
    [
      'close',
      { closingCash: 0, closingQris: 2.5 },
      'closingQris',
      'Total QRIS harus bilangan bulat 0 atau lebih',
    ],
    [
      'close',
      { closingCash: 0, closingCard: 1e16 },
      'closingCard',
      'Total kartu harus bilangan bulat 0 atau lebih',
    ],
  ] as const)('%s refuses %j with 400', async (which, payload, field, message) => {
    const { t } = await freshPos(ctx, { openShifts: false });
    if (which === 'close') await openShiftOk(ctx, t.cashier.token, 0);
    const response = await (which === 'open' ? open : close)(t.cashier.token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });
});

describe('idempotent shift writes', () => {
  it('open: a replay is the same shift; another body → 422; concurrent copies → one shift', async () => {
    const { t } = await freshPos(ctx, { openShifts: false });
    const key = randomUUID();
    const body = { _id: uuidv7(), openingCash: 10_000 };
    const copies = await Promise.all(Array.from({ length: 5 }, () => open(t.cashier.token, body, key)));
    for (const r of copies) expect([201, 409], r.body).toContain(r.statusCode);
    for (const r of copies.filter((c) => c.statusCode === 409)) expect(errorOf(r).code).toBe('IN_PROGRESS');
    const replay = await open(t.cashier.token, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(copies.find((c) => c.statusCode === 201)?.json());
    expect((await open(t.cashier.token, { ...body, openingCash: 1 }, key)).statusCode).toBe(422);
    expect(await rowsOf.shifts(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('close: a replay after the shift closed is the same result, not a 409', async () => {
    const { t } = await freshPos(ctx, { openShifts: false });
    await openShiftOk(ctx, t.cashier.token, 10_000);
    const key = randomUUID();
    const first = await close(t.cashier.token, { closingCash: 9_000 }, key);
    const replay = await close(t.cashier.token, { closingCash: 9_000 }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await close(t.cashier.token, { closingCash: 1 }, key)).statusCode).toBe(422);
    expect((await close(t.cashier.token, { closingCash: 9_000 })).statusCode).toBe(409);
  });
});
