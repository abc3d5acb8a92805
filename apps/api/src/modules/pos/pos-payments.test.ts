import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { payIntentResponse, POS_MESSAGES } from '@meja/shared/contracts/pos';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { dynamicQris, isValidQrisCrc } from '@meja/shared/qris';
import { errorOf } from '../../../test/auth-flow';
import { createMenuItem, type Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { setTaxPercent } from '../../../test/orders';
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
import { listPayments, orderMovements, stockByName } from '../../../test/staff-orders';
import { DEMO_QRIS_STATIC } from '../../seed/seed';

/** POST /api/v1/pos/pay/create-intent and /pay/{paymentId}/confirm (issue 6). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

/** What the sale of test/pos.ts takes from the kitchen of kitchenGraph. */
const AFTER_SALE = { Beras: 9.6, Telur: 28, Teh: 0.95 };

const intent = (token: string, payload: unknown, key?: string) =>
  posCall(ctx, 'POST', '/pay/create-intent', { token, payload, key });
const confirm = (token: string, paymentId: string, key?: string) =>
  posCall(ctx, 'POST', `/pay/${paymentId}/confirm`, { token, key });

describe('CASH', () => {
  it('completes at once: payment COMPLETED, order PAID, stock deducted once, the shift carried', async () => {
    const { t, kitchen } = await freshPos(ctx, { openShifts: false });
    const shift = await openShiftOk(ctx, t.cashier.token, 100_000);
    const order = await posOrderOk(ctx, t, kitchen);
    const id = uuidv7();
    const answer = await payOk(ctx, t.cashier.token, { _id: id, orderId: order._id, method: 'CASH' });
    expect(answer.payment).toEqual({
      _id: id,
      orderId: order._id,
      method: 'CASH',
      status: 'COMPLETED',
      amount: SALE_DUE,
      qrString: null,
      payUrl: null,
      gateway: null,
      createdAt: expect.any(String),
      cashReceived: null,
      change: null,
    });
    expect(answer.order).toMatchObject({ _id: order._id, status: 'PAID', paymentStatus: 'COMPLETED' });
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
    const [row] = await rowsOf.payments(ctx, t.tenant.id);
    expect(row).toMatchObject({ shiftId: shift._id, createdBy: t.cashier.id });
    // The admin payments history shows it.
    expect((await listPayments(ctx, t)).map((p) => p._id)).toEqual([id]);
  });

  it('a second payment of a paid order → 409 and the stock stays deducted once', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CASH' });
    for (const method of ['CASH', 'QRIS'] as const) {
      const again = await intent(t.cashier.token, { orderId: order._id, method });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toEqual({ code: 'ORDER_ALREADY_PAID', message: PAYMENT_MESSAGES.alreadyPaid });
    }
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
    expect(await rowsOf.payments(ctx, t.tenant.id)).toHaveLength(1);
  });
});

describe('CASH with the cash received (issue 12)', () => {
  it('records what the customer handed over and answers the change against the server’s amount', async () => {
    const { t, kitchen } = await freshPos(ctx);
    for (const [received, change] of [
      [100_000, 61_150],
      [SALE_DUE, 0],
    ] as const) {
      const order = await posOrderOk(ctx, t, kitchen);
      const answer = await payOk(ctx, t.cashier.token, {
        orderId: order._id,
        method: 'CASH',
        cashReceived: received,
      });
      expect(answer.payment).toMatchObject({ amount: SALE_DUE, cashReceived: received, change });
      const row = (await rowsOf.payments(ctx, t.tenant.id)).find((p) => p.id === answer.payment._id);
      expect(row?.cashReceived).toBe(received);
      const history = (await listPayments(ctx, t)).find((p) => p._id === answer.payment._id);
      expect(history).toMatchObject({ cashReceived: received, change });
    }
  });

  it('refuses cash below the amount due with 400 on cashReceived, and writes nothing', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const response = await intent(t.cashier.token, {
      orderId: order._id,
      method: 'CASH',
      cashReceived: SALE_DUE - 1,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION',
      message: 'Uang diterima kurang dari total',
      fields: { cashReceived: 'Uang diterima kurang dari total' },
    });
    expect(await rowsOf.payments(ctx, t.tenant.id)).toEqual([]);
    // The sale took its stock when it was made; the refused payment changed nothing more.
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
  });

  it.each([
    [{ method: 'QRIS', cashReceived: 50_000 }, 'Uang diterima hanya untuk pembayaran tunai (CASH)'],
    [{ method: 'CARD', cashReceived: 0 }, 'Uang diterima hanya untuk pembayaran tunai (CASH)'],
    [{ method: 'CASH', cashReceived: -1 }, 'Uang diterima harus bilangan bulat 0 atau lebih'],
    [{ method: 'CASH', cashReceived: 50_000.5 }, 'Uang diterima harus bilangan bulat 0 atau lebih'],
    [{ method: 'CASH', cashReceived: 1e16 }, 'Uang diterima harus bilangan bulat 0 atau lebih'],
    [{ method: 'CASH', cashReceived: '50000' }, 'Uang diterima harus bilangan bulat 0 atau lebih'],
  ])('refuses %j with 400 on cashReceived', async (body, message) => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const response = await intent(t.cashier.token, { orderId: order._id, ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields?.cashReceived).toBe(message);
    expect(await rowsOf.payments(ctx, t.tenant.id)).toEqual([]);
  });

  it('keeps the cash received in the request’s identity: the same key with another amount → 422', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const key = randomUUID();
    await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CASH', cashReceived: 50_000 }, key);
    const other = await intent(
      t.cashier.token,
      { orderId: order._id, method: 'CASH', cashReceived: 100_000 },
      key,
    );
    expect(other.statusCode).toBe(422);
  });
});

describe('QRIS', () => {
  it('stays PENDING with the dynamic QRIS of the exact amount; confirming pays the order; stock taken once', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const { payment, order: waiting } = await payOk(ctx, t.cashier.token, {
      orderId: order._id,
      method: 'QRIS',
    });
    expect(payment).toMatchObject({ method: 'QRIS', status: 'PENDING', amount: SALE_DUE, payUrl: null });
    expect(payment.qrString).toBe(dynamicQris(DEMO_QRIS_STATIC, SALE_DUE));
    expect(isValidQrisCrc(payment.qrString ?? '')).toBe(true);
    expect(payment.qrString).toContain(`5405${SALE_DUE}`);
    expect(waiting).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING' });
    // The sale took its stock when it was made (a POS sale is confirmed at once, issue 12).
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);

    const key = randomUUID();
    const confirmed = await confirmOk(ctx, t.cashier.token, payment._id, key);
    expect(confirmed.payment).toMatchObject({
      _id: payment._id,
      status: 'COMPLETED',
      qrString: payment.qrString,
    });
    expect(confirmed.order).toMatchObject({ status: 'PAID', paymentStatus: 'COMPLETED' });
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);

    // Replayed with its key, then confirmed again without one: the same answer, stock once.
    const replay = await confirm(t.cashier.token, payment._id, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(confirmed);
    const twice = await confirmOk(ctx, t.admin.token, payment._id);
    expect(twice).toEqual(confirmed);
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
    expect((await orderMovements(ctx, t.tenant.id, order._id)).filter((m) => m.kind === 'SALE')).toHaveLength(
      3,
    );
    const [row] = await rowsOf.payments(ctx, t.tenant.id);
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('matches the published test vector of integrations §8.2 for Rp 25 000', async () => {
    const { t } = await freshPos(ctx);
    await setTaxPercent(ctx, t.tenant.id, 0);
    const item = await createMenuItem(ctx, t, { name: 'Paket Hemat', price: 25000 });
    const created = await posCall(ctx, 'POST', '/pos/orders', {
      token: t.cashier.token,
      payload: { items: [{ menuItemId: item._id, qty: 1 }] },
    });
    const orderId = created.json<{ order: { _id: string } }>().order._id;
    const { payment } = await payOk(ctx, t.cashier.token, { orderId, method: 'QRIS' });
    expect(payment.qrString).toBe(
      '00020101021226700020ID.CO.BANKCONTOH.WWW011993600999000000123450212MID0000123450303UMI' +
        '51440014ID.CO.QRIS.WWW0215ID10230000123450303UMI5204581253033605405250005802ID5922WARUNG MAKAN SEDERHANA' +
        '6007JAKARTA61051219062110707KASIR016304A380',
    );
  });

  it('is refused with a message when the tenant has no static QRIS; nothing is written', async () => {
    const { t, kitchen } = await freshPos(ctx, { qris: false });
    const order = await posOrderOk(ctx, t, kitchen);
    const response = await intent(t.cashier.token, { orderId: order._id, method: 'QRIS' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'QRIS_NOT_CONFIGURED',
      message: POS_MESSAGES.qrisNotConfigured,
    });
    expect(await rowsOf.payments(ctx, t.tenant.id)).toHaveLength(0);
  });

  it('paying a waiting order in cash instead marks the unscanned QRIS FAILED; its confirm → 409', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const qris = await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'QRIS' });
    await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CASH' });
    const late = await confirm(t.cashier.token, qris.payment._id);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('Pembayaran ini tidak menunggu konfirmasi lagi.');
    const rows = await rowsOf.payments(ctx, t.tenant.id);
    expect(rows.map((r) => `${r.method}:${r.status}`).sort()).toEqual(['CASH:COMPLETED', 'QRIS:FAILED']);
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
  });
});

describe('CARD', () => {
  it('waits for the terminal slip (payUrl null with the manual provider), then completes on confirm', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const { payment } = await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CARD' });
    expect(payment).toMatchObject({ method: 'CARD', status: 'PENDING', qrString: null, payUrl: null });
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
    const confirmed = await confirmOk(ctx, t.cashier.token, payment._id);
    expect(confirmed.payment.status).toBe('COMPLETED');
    expect(confirmed.order.status).toBe('PAID');
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
  });
});

describe('validation and not found', () => {
  it.each([
    [{ orderId: 'x', method: 'CASH' }, 'orderId', 'Pesanan tidak ditemukan.'],
    [{ orderId: randomUUID(), method: 'GOPAY' }, 'method', 'Metode pembayaran harus CASH, CARD atau QRIS'],
  ])('refuses %j with 400', async (payload, field, message) => {
    const { t } = await freshPos(ctx);
    const response = await intent(t.cashier.token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it('answers 404 for an unknown order or payment, and 400 for a malformed payment id', async () => {
    const { t } = await freshPos(ctx);
    expect((await intent(t.cashier.token, { orderId: randomUUID(), method: 'CASH' })).statusCode).toBe(404);
    const missing = await confirm(t.cashier.token, randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Pembayaran tidak ditemukan.');
    expect((await confirm(t.cashier.token, 'nope')).statusCode).toBe(400);
  });

  it("cannot reach another tenant's order or payment (404)", async () => {
    const { t, kitchen } = await freshPos(ctx);
    const other = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const { payment } = await payOk(ctx, t.cashier.token, { orderId: order._id, method: 'CARD' });
    expect((await intent(other.t.cashier.token, { orderId: order._id, method: 'CASH' })).statusCode).toBe(
      404,
    );
    expect((await confirm(other.t.cashier.token, payment._id)).statusCode).toBe(404);
  });
});

describe('idempotent payment writes', () => {
  it('create-intent: a replay is the same payment; another body → 422; another endpoint → 422', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const key = randomUUID();
    const body = { _id: uuidv7(), orderId: order._id, method: 'CASH' };
    const first = await intent(t.cashier.token, body, key);
    const replay = await intent(t.cashier.token, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await intent(t.cashier.token, { ...body, method: 'CARD' }, key)).statusCode).toBe(422);
    const payment = payIntentResponse.parse(first.json()).payment;
    expect((await confirm(t.cashier.token, payment._id, key)).statusCode).toBe(422);
    expect(await rowsOf.payments(ctx, t.tenant.id)).toHaveLength(1);
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
  });

  it('concurrent copies of a QRIS intent and of its confirmation: one payment, stock deducted once', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const order = await posOrderOk(ctx, t, kitchen);
    const key = randomUUID();
    const body = { _id: uuidv7(), orderId: order._id, method: 'QRIS' };
    const intents = await Promise.all(Array.from({ length: 6 }, () => intent(t.cashier.token, body, key)));
    for (const r of intents) expect([201, 409], r.body).toContain(r.statusCode);
    for (const r of intents.filter((i) => i.statusCode === 409)) expect(errorOf(r).code).toBe('IN_PROGRESS');
    expect(await rowsOf.payments(ctx, t.tenant.id)).toHaveLength(1);

    const confirmKey = randomUUID();
    const confirms = await Promise.all([
      ...Array.from({ length: 4 }, () => confirm(t.cashier.token, body._id, confirmKey)),
      confirm(t.admin.token, body._id),
    ]);
    for (const r of confirms) expect([200, 409], r.body).toContain(r.statusCode);
    expect(confirms.some((r) => r.statusCode === 200)).toBe(true);
    expect(await stockByName(ctx, t)).toEqual(AFTER_SALE);
    const [row] = await rowsOf.payments(ctx, t.tenant.id);
    expect(row?.status).toBe('COMPLETED');
  });

  it('a payment id already used → 409 CONFLICT', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const first = await posOrderOk(ctx, t, kitchen);
    const second = await posOrderOk(ctx, t, kitchen);
    const id = uuidv7();
    await payOk(ctx, t.cashier.token, { _id: id, orderId: first._id, method: 'CARD' });
    const again = await intent(t.cashier.token, { _id: id, orderId: second._id, method: 'CARD' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'PAYMENT_ID_TAKEN',
      message: 'Pembayaran dengan id ini sudah ada.',
    });
  });
});
