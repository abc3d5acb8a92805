import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_FIELD_MESSAGES } from '@meja/shared/contracts/payments';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { PAYMENT_MESSAGES } from '@meja/shared/payment-rules';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { setOrderFlags, setTenant, trackOk } from '../../../test/orders';
import {
  dinerOrder,
  freshKitchen,
  type Kitchen,
  kitchenGraph,
  listPayments,
  orderMovements,
  patchOrder,
  patchOrderOk,
  paymentsOf,
  payOk,
  postPayment,
  stockByName,
} from '../../../test/staff-orders';
import { payments } from '../../db/schema/payments';
import { uniqueViolationConstraint } from '../../platform/pg-errors';
import { inTenantTx } from '../../platform/db-scope';
import { ONE_COMPLETED_PER_ORDER } from '../../db/schema/payments';

/** POST and GET /payments (SPEC §5, §7; issue 5). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const fresh = () => freshKitchen(ctx);
const stockOf = (t: TenantGraph) => stockByName(ctx, t);

/** dinerOrder is 35 000 before tax: 38 850 with 11 % PPN. */
const DUE = 38850;

describe('POST /payments', () => {
  it.each(['CASH', 'CARD', 'QRIS'] as const)(
    'records a COMPLETED %s payment of the server’s amount, marks the order paid and deducts stock',
    async (method) => {
      const { t, kitchen } = await fresh();
      const created = await dinerOrder(ctx, t, kitchen, 'T1');
      const answer = await payOk(ctx, t, { orderId: created.order._id, method, amount: DUE });
      expect(answer.payment).toEqual({
        _id: expect.any(String),
        orderId: created.order._id,
        method,
        amount: DUE,
        status: 'COMPLETED',
        createdAt: expect.any(String),
        cashReceived: null,
        change: null,
        gateway: null,
        gatewayRef: null,
        part: null,
        order: { _id: created.order._id, table: 'T1', status: 'PAID' },
      });
      // One lifecycle (issue 12): paid means PAID and confirmed — the kitchen cooks it until READY.
      expect(answer.order).toEqual({
        ...created.order,
        status: 'PAID',
        confirmed: true,
        confirmedAt: expect.any(String),
        paymentStatus: 'COMPLETED',
      });
      expect(await stockOf(t)).toEqual({ Beras: 9.6, Telur: 28, Teh: 0.95 });
      const tracking = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
      expect(tracking.paymentStatus).toBe('COMPLETED');
      expect(tracking.order.paymentStatus).toBe('COMPLETED');
      expect(tracking.kitchenQueue).toBe(1);
    },
  );

  it('accepts float noise of the same rupiah (a client’s own × 1.11) but records the exact amount', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const answer = await payOk(ctx, t, { orderId: created.order._id, method: 'CASH', amount: 35000 * 1.11 });
    expect(answer.payment.amount).toBe(DUE);
  });

  it('follows the order’s tax rule: 0 % and prices that already include tax', async () => {
    // One tenant per setting: the diner side may reuse a tenant row for a second.
    for (const [taxPercent, due] of [
      [0, 35000],
      [110, 35000],
    ] as const) {
      const t = await createTenantGraph(ctx.db);
      await setTenant(ctx, t.tenant.id, { taxPercent });
      const created = await dinerOrder(ctx, t, await kitchenGraph(ctx, t));
      expect(created.order).toMatchObject({ taxPercent, grandTotal: due });
      const refused = await postPayment(ctx, t, {
        orderId: created.order._id,
        method: 'CASH',
        amount: 38850,
      });
      expect(refused.statusCode).toBe(400);
      expect(
        (await payOk(ctx, t, { orderId: created.order._id, method: 'QRIS', amount: due })).payment.amount,
      ).toBe(due);
    }
  });

  it('asks for the service charge the order was priced with, even after the setting changed', async () => {
    const t = await createTenantGraph(ctx.db);
    await setTenant(ctx, t.tenant.id, { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 });
    const created = await dinerOrder(ctx, t, await kitchenGraph(ctx, t));
    // 35 000 + 1 750 service = 36 750; PB1 10 % on top = 3 675.
    const due = 40425;
    expect(created.order).toMatchObject({ serviceCharge: 1750, tax: 3675, grandTotal: due });
    await setTenant(ctx, t.tenant.id, { serviceChargePercent: 0, taxType: 'PPN', taxPercent: 11 });
    for (const amount of [38850, 38500, due + 1]) {
      const refused = await postPayment(ctx, t, { orderId: created.order._id, method: 'CASH', amount });
      expect(refused.statusCode, `${amount}: ${refused.body}`).toBe(400);
      expect(errorOf(refused).message).toBe(PAYMENT_MESSAGES.amountMismatch(due));
    }
    const paid = await payOk(ctx, t, { orderId: created.order._id, method: 'CASH', amount: due });
    expect(paid.payment.amount).toBe(due);
  });

  it('refuses another amount with 400 naming the amount due, and records nothing', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    for (const amount of [35000, DUE - 1, DUE + 1, DUE + 0.5, 0]) {
      const response = await postPayment(ctx, t, { orderId: created.order._id, method: 'CASH', amount });
      expect(response.statusCode, `${amount}: ${response.body}`).toBe(400);
      const message = PAYMENT_MESSAGES.amountMismatch(DUE);
      expect(errorOf(response)).toEqual({ code: 'VALIDATION', message, fields: { amount: message } });
      expect(message).toContain('Rp 38.850');
    }
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toEqual([]);
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toEqual([]);
  });

  it('refuses a second payment of the same order with 409, by any method', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await payOk(ctx, t, { orderId: created.order._id, method: 'QRIS', amount: DUE });
    for (const method of ['CASH', 'CARD', 'QRIS']) {
      const again = await postPayment(
        ctx,
        t,
        { orderId: created.order._id, method, amount: DUE },
        t.admin.token,
      );
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toEqual({ code: 'ORDER_ALREADY_PAID', message: PAYMENT_MESSAGES.alreadyPaid });
    }
    expect(await paymentsOf(ctx, t.tenant.id, created.order._id)).toHaveLength(1);
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toHaveLength(3);
  });

  it('refuses a closed order (paid when closed) and a cancelled one with 409', async () => {
    const { t, kitchen } = await fresh();
    const closed = await dinerOrder(ctx, t, kitchen, 'Y1');
    await patchOrderOk(ctx, t, closed.order._id, { status: 'PAID', confirmed: true });
    const cancelled = await dinerOrder(ctx, t, kitchen, 'Y2');
    await patchOrderOk(ctx, t, cancelled.order._id, { status: 'CANCELLED' });
    for (const [id, code, message] of [
      [closed.order._id, 'ORDER_ALREADY_PAID', PAYMENT_MESSAGES.alreadyPaid],
      [cancelled.order._id, 'ORDER_CANCELLED', PAYMENT_MESSAGES.cancelled],
    ] as const) {
      const response = await postPayment(ctx, t, { orderId: id, method: 'CARD', amount: DUE });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code, message });
    }
  });

  it('answers 404 to an unknown order and to another tenant’s order', async () => {
    const { t } = await fresh();
    const other = await fresh();
    const theirs = await dinerOrder(ctx, other.t, other.kitchen);
    for (const orderId of [randomUUID(), theirs.order._id]) {
      const response = await postPayment(ctx, t, { orderId, method: 'CASH', amount: DUE });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: ORDER_TRANSITION_MESSAGES.notFound });
    }
    expect(await paymentsOf(ctx, other.t.tenant.id, theirs.order._id)).toEqual([]);
  });

  it('maps the unique index to the same 409 when the order row does not know it was paid', async () => {
    // An inconsistent row (a COMPLETED payment the order does not show) gets past the rule; the
    // database still refuses a second COMPLETED payment, and the answer is the usual 409.
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.insert(payments).values({
        tenantId: t.tenant.id,
        orderId: created.order._id,
        method: 'CASH',
        status: 'COMPLETED',
        amount: DUE,
      }),
    );
    const response = await postPayment(ctx, t, { orderId: created.order._id, method: 'CARD', amount: DUE });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'ORDER_ALREADY_PAID', message: PAYMENT_MESSAGES.alreadyPaid });
    expect(await orderMovements(ctx, t.tenant.id, created.order._id)).toEqual([]);
  });

  it('lets the database hold several non-COMPLETED payments but only one COMPLETED per order', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    const row = (status: 'FAILED' | 'PENDING' | 'COMPLETED' | 'REFUNDED') => ({
      tenantId: t.tenant.id,
      orderId: created.order._id,
      method: 'QRIS' as const,
      status,
      amount: DUE,
    });
    await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx
        .insert(payments)
        .values([row('FAILED'), row('FAILED'), row('PENDING'), row('REFUNDED'), row('COMPLETED')]),
    );
    const second = inTenantTx(ctx.db, t.tenant.id, (tx) => tx.insert(payments).values(row('COMPLETED')));
    const error = await second.then(
      () => null,
      (e: unknown) => e,
    );
    expect(uniqueViolationConstraint(error)).toBe(ONE_COMPLETED_PER_ORDER);
  });
});

describe('POST /payments validation', () => {
  let t: TenantGraph;
  let kitchen: Kitchen;
  let orderId: string;
  beforeAll(async () => {
    ({ t, kitchen } = await fresh());
    orderId = (await dinerOrder(ctx, t, kitchen)).order._id;
  });

  it('names every missing field', async () => {
    const response = await postPayment(ctx, t, {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION',
      fields: {
        orderId: PAYMENT_FIELD_MESSAGES.order,
        method: PAYMENT_FIELD_MESSAGES.method,
        amount: PAYMENT_FIELD_MESSAGES.amount,
      },
    });
  });

  it.each([
    [{ method: 'BITCOIN' }, 'method'],
    [{ method: 'cash' }, 'method'],
    [{ method: null }, 'method'],
    [{ amount: '38850' }, 'amount'],
    [{ amount: -1 }, 'amount'],
    [{ amount: 1e13 }, 'amount'],
    [{ amount: null }, 'amount'],
    [{ orderId: 'A1' }, 'orderId'],
    [{ orderId: 42 }, 'orderId'],
  ])('%j → 400 on %s', async (override, field) => {
    const response = await postPayment(ctx, t, { orderId, method: 'CASH', amount: DUE, ...override });
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(await paymentsOf(ctx, t.tenant.id, orderId)).toEqual([]);
  });
});

describe('GET /payments', () => {
  it('lists payments newest first with each order in short; refunds stay in the history', async () => {
    const { t, kitchen } = await fresh();
    const first = await dinerOrder(ctx, t, kitchen, 'H1');
    const second = await dinerOrder(ctx, t, kitchen, 'H2');
    const a = await payOk(ctx, t, { orderId: first.order._id, method: 'CARD', amount: DUE });
    await patchOrderOk(ctx, t, second.order._id, { status: 'PAID', confirmed: true });
    await patchOrderOk(
      ctx,
      t,
      first.order._id,
      { status: 'CANCELLED', reason: 'salah input' },
      t.admin.token,
    );
    const items = await listPayments(ctx, t);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      orderId: second.order._id,
      method: 'CASH',
      amount: DUE,
      status: 'COMPLETED',
      order: { _id: second.order._id, table: 'H2', status: 'PAID' },
    });
    expect(items[1]).toEqual({
      ...a.payment,
      status: 'REFUNDED',
      order: { _id: first.order._id, table: 'H1', status: 'CANCELLED' },
    });
    const response = await call(ctx, 'GET', t.tenant.slug, '/payments', t.admin.token);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers {items: []} before the first payment, and shows no other tenant’s payments', async () => {
    const { t, kitchen } = await fresh();
    const other = await fresh();
    const theirs = await dinerOrder(ctx, other.t, other.kitchen);
    await payOk(ctx, other.t, { orderId: theirs.order._id, method: 'CASH', amount: DUE });
    await dinerOrder(ctx, t, kitchen);
    expect(await listPayments(ctx, t)).toEqual([]);
  });
});

describe('payments access (SPEC §6)', () => {
  let t: TenantGraph;
  let other: TenantGraph;
  let posOnly: TenantGraph;
  let orderId: string;
  let posOrderId: string;
  beforeAll(async () => {
    const own = await fresh();
    t = own.t;
    orderId = (await dinerOrder(ctx, t, own.kitchen)).order._id;
    other = await createTenantGraph(ctx.db);
    const pos = await fresh();
    await setTenant(ctx, pos.t.tenant.id, { package: 'POS_ONLY' });
    posOnly = pos.t;
    posOrderId = (await dinerOrder(ctx, posOnly, pos.kitchen)).order._id;
  });

  it('refuses anonymous, kitchen, inventory, another tenant’s staff and a POS_ONLY kitchen', async () => {
    const refused: [string, string | null, string, number, string][] = [
      ['anonymous', null, t.tenant.slug, 401, 'UNAUTHENTICATED'],
      ['kitchen', t.kitchen.token, t.tenant.slug, 403, 'FORBIDDEN'],
      ['inventory', t.inventory.token, t.tenant.slug, 403, 'FORBIDDEN'],
      ['other admin', other.admin.token, t.tenant.slug, 403, 'FORBIDDEN'],
      ['other cashier', other.cashier.token, t.tenant.slug, 403, 'FORBIDDEN'],
      ['POS_ONLY kitchen', posOnly.kitchen.token, posOnly.tenant.slug, 403, 'FORBIDDEN'],
    ];
    for (const [label, token, slug, status, code] of refused) {
      for (const response of [
        await call(ctx, 'GET', slug, '/payments', token),
        await call(ctx, 'POST', slug, '/payments', token, {
          orderId: slug === t.tenant.slug ? orderId : posOrderId,
          method: 'CASH',
          amount: DUE,
        }),
      ]) {
        expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
        expect(errorOf(response).code, label).toBe(code);
      }
    }
    expect(await paymentsOf(ctx, t.tenant.id, orderId)).toEqual([]);
  });

  it('lets the cashier, the admin and the super admin in; POS_ONLY keeps payments', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    for (const token of [t.cashier.token, t.admin.token, superAdmin.token]) {
      const response = await call(ctx, 'GET', t.tenant.slug, '/payments', token);
      expect(response.statusCode).toBe(200);
    }
    await payOk(ctx, posOnly, { orderId: posOrderId, method: 'CASH', amount: DUE }, posOnly.cashier.token);
    expect(await listPayments(ctx, posOnly, posOnly.admin.token)).toHaveLength(1);
  });
});

describe('a payment and the order’s other fields', () => {
  it('keeps a confirmed order’s READY, confirmation time and kitchen place; the stock is taken once', async () => {
    const { t, kitchen } = await fresh();
    const created = await dinerOrder(ctx, t, kitchen);
    await patchOrderOk(ctx, t, created.order._id, { confirmed: true });
    await setOrderFlags(ctx, t.tenant.id, created.order._id, { ready: false });
    const before = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    await payOk(ctx, t, { orderId: created.order._id, method: 'CASH', amount: DUE });
    const after = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(after).toEqual({
      ...before,
      paymentStatus: 'COMPLETED',
      order: { ...before.order, status: 'PAID', paymentStatus: 'COMPLETED' },
    });
    expect(after.kitchenQueue).toBe(1);
    expect(await stockOf(t)).toEqual({ Beras: 9.6, Telur: 28, Teh: 0.95 });
    // Paid: the confirmation is no longer the cashier's toggle.
    expect((await patchOrder(ctx, t, created.order._id, { confirmed: false })).statusCode).toBe(409);
  });
});
