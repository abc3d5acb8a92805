import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLIT_MESSAGES } from '@meja/shared/bill-split';
import { billSplit, billSplitList, splitPartPaid } from '@meja/shared/contracts/bill-split';
import { dashboard } from '@meja/shared/contracts/dashboard';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { rollupMismatches } from '../../../test/sales-rollup';
import {
  dinerOrder,
  freshKitchen,
  type Kitchen,
  listOrders,
  listPayments,
  patchOrder,
  postPayment,
  stockByName,
} from '../../../test/staff-orders';

/** /payments/splits (issue 20): a table's bill split in equal parts or by dishes, paid part by part. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

/** dinerOrder: Nasi Goreng × 2 (15 000) and Es Teh × 1 (5 000) = 35 000, 38 850 with 11 % PPN. */
const DUE = 38850;

const splitsUrl = '/payments/splits';
const createSplit = (t: TenantGraph, body: unknown, token = t.cashier.token) =>
  call(ctx, 'POST', t.tenant.slug, splitsUrl, token, body);
const payPart = (t: TenantGraph, id: string, part: number, body: unknown, token = t.cashier.token) =>
  call(ctx, 'POST', t.tenant.slug, `${splitsUrl}/${id}/parts/${part}/pay`, token, body);

async function createSplitOk(t: TenantGraph, body: unknown) {
  const response = await createSplit(t, body);
  expect(response.statusCode, response.body).toBe(201);
  return billSplit.strict().parse(response.json());
}

async function payPartOk(t: TenantGraph, id: string, part: number, body: unknown) {
  const response = await payPart(t, id, part, body);
  expect(response.statusCode, response.body).toBe(201);
  return splitPartPaid.strict().parse(response.json());
}

async function openSplitsOf(t: TenantGraph) {
  const response = await call(ctx, 'GET', t.tenant.slug, splitsUrl, t.cashier.token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return billSplitList.strict().parse(response.json()).items;
}

async function table(t: TenantGraph, kitchen: Kitchen, orders: number, name = 'A1') {
  const ids: string[] = [];
  for (let index = 0; index < orders; index += 1)
    ids.push((await dinerOrder(ctx, t, kitchen, name)).order._id);
  return ids;
}

describe('a bill split in equal parts', () => {
  it('pays a table of two orders in three parts across cash and QRIS, exactly once, to the rupiah', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const orderIds = await table(t, kitchen, 2);
    const split = await createSplitOk(t, { mode: 'EQUAL', orderIds, parts: 3 });
    expect(split).toMatchObject({ mode: 'EQUAL', table: 'A1', orderIds, total: 2 * DUE, paid: 0 });
    expect(split.parts.map((part) => part.amount)).toEqual([25900, 25900, 25900]);
    expect(split.parts.every((part) => part.payment === null && part.items.length === 0)).toBe(true);
    expect(await openSplitsOf(t)).toEqual([split]);

    // While it is open, its orders are paid through it only.
    const whole = await postPayment(ctx, t, { orderId: orderIds[0], method: 'CASH', amount: DUE });
    expect(whole.statusCode).toBe(409);
    expect(errorOf(whole)).toEqual({ code: 'BILL_SPLIT_OPEN', message: SPLIT_MESSAGES.splitOpen });
    const close = await patchOrder(ctx, t, orderIds[0] ?? '', { status: 'PAID' });
    expect(errorOf(close).code).toBe('BILL_SPLIT_OPEN');
    const cancel = await patchOrder(ctx, t, orderIds[1] ?? '', { status: 'CANCELLED' });
    expect(errorOf(cancel).code).toBe('BILL_SPLIT_OPEN');
    const again = await createSplit(t, { mode: 'EQUAL', orderIds: [orderIds[1]], parts: 2 });
    expect(errorOf(again).code).toBe('BILL_SPLIT_OPEN');

    const first = await payPartOk(t, split._id, 1, { method: 'CASH', amount: 25900, cashReceived: 30000 });
    expect(first.split.paid).toBe(25900);
    // A part across two orders: the cash and the change are the part's (its payments are per order).
    expect(first.split.parts[0]?.payment).toMatchObject({
      method: 'CASH',
      cashReceived: 30000,
      change: 4100,
    });
    expect(first.orders.map((order) => order.paymentStatus)).toEqual(['NONE', 'NONE']);
    const twice = await payPart(t, split._id, 1, { method: 'CARD', amount: 25900 });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toEqual({ code: 'SPLIT_PART_PAID', message: SPLIT_MESSAGES.partPaid });

    await payPartOk(t, split._id, 2, { method: 'QRIS', amount: 25900 });
    const last = await payPartOk(t, split._id, 3, { method: 'CASH', amount: 25900 });
    expect(last.orders.map((order) => [order.status, order.paymentStatus, order.confirmed])).toEqual([
      ['PAID', 'COMPLETED', true],
      ['PAID', 'COMPLETED', true],
    ]);
    expect(last.split.paid).toBe(2 * DUE);
    expect(await openSplitsOf(t)).toEqual([]);

    // Two orders × two Nasi Goreng: four eggs, taken once.
    expect(await stockByName(ctx, t)).toMatchObject({ Telur: 26 });
    const history = (await listPayments(ctx, t)).filter((payment) => payment.part !== null);
    expect(history).toHaveLength(6);
    expect(history.reduce((sum, payment) => sum + payment.amount, 0)).toBe(2 * DUE);
    expect(new Set(history.map((payment) => `${payment.part?.part}/${payment.part?.of}`))).toEqual(
      new Set(['1/3', '2/3', '3/3']),
    );
    expect(history.filter((payment) => payment.method === 'QRIS')).toHaveLength(2);

    // The dashboard counts the takings once and the dishes once (each part its share of them).
    const board = await call(ctx, 'GET', t.tenant.slug, '/dashboard', t.admin.token);
    const read = dashboard.parse(board.json());
    expect(read.kpis.revenueToday).toBe(2 * DUE);
    expect(Object.fromEntries(read.topItems.map((item) => [item.name, item.qty]))).toEqual({
      'NASI GORENG': 4,
      'ES TEH': 2,
    });
    expect(read.topItems.reduce((sum, item) => sum + item.revenue, 0)).toBe(2 * DUE);
    // Two orders paid this month: the average order is one order's total, not a part's.
    expect(read.kpis.avgOrderValueMonth).toBe(DUE);
    expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual({ days: [], dishes: [], months: [] });
  });

  it('shares an odd total out to the rupiah: the first parts take the rupiah left over', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const [orderId] = await table(t, kitchen, 1);
    const split = await createSplitOk(t, { mode: 'EQUAL', orderIds: [orderId], parts: 4 });
    expect(split.parts.map((part) => part.amount)).toEqual([9713, 9713, 9712, 9712]);
    const paid = await payPartOk(t, split._id, 2, { method: 'CASH', amount: 9713, cashReceived: 10000 });
    // One order: the part's cash received is kept and the change is the part's.
    expect(paid.split.parts[1]?.payment).toMatchObject({ method: 'CASH', cashReceived: 10000, change: 287 });
  });
});

describe('a bill split by dishes', () => {
  it('shares the order’s total (tax included) in proportion to each guest’s dishes', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const [orderId = ''] = await table(t, kitchen, 1);
    const split = await createSplitOk(t, {
      mode: 'ITEMS',
      orderIds: [orderId],
      parts: [
        {
          items: [
            { orderId, line: 0, qty: 1 },
            { orderId, line: 1, qty: 1 },
          ],
        },
        { items: [{ orderId, line: 0, qty: 1 }] },
      ],
    });
    expect(split.parts.map((part) => part.amount)).toEqual([22200, 16650]);
    expect(split.parts[0]?.items.map((item) => item.name)).toEqual(['NASI GORENG', 'ES TEH']);
    await payPartOk(t, split._id, 2, { method: 'CARD', amount: 16650 });
    const done = await payPartOk(t, split._id, 1, { method: 'CASH', amount: 22200, cashReceived: 50000 });
    expect(done.orders[0]?.status).toBe('PAID');
    expect(done.split.parts[0]?.payment?.change).toBe(27800);
  });

  it.each([
    ['a dish left out', [[{ line: 0, qty: 2 }], [{ line: 0, qty: 0 }]], SPLIT_MESSAGES.lineLeft],
    [
      'a dish given twice',
      [
        [
          { line: 0, qty: 2 },
          { line: 1, qty: 1 },
        ],
        [{ line: 0, qty: 1 }],
      ],
      SPLIT_MESSAGES.lineOver,
    ],
    [
      'a line the order does not have',
      [[{ line: 0, qty: 2 }], [{ line: 7, qty: 1 }]],
      SPLIT_MESSAGES.unknownLine(1),
    ],
    ['a part without dishes', [[{ line: 0, qty: 2 }], []], SPLIT_MESSAGES.emptyPart(1)],
  ])('refuses %s with 400 SPLIT_INVALID and writes nothing', async (_label, parts, message) => {
    const { t, kitchen } = await freshKitchen(ctx);
    const [orderId = ''] = await table(t, kitchen, 1);
    const body = {
      mode: 'ITEMS',
      orderIds: [orderId],
      parts: parts.map((items) => ({ items: items.map((item) => ({ orderId, ...item })) })),
    };
    const response = await createSplit(t, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toMatch(/SPLIT_INVALID|VALIDATION/);
    if (errorOf(response).code === 'SPLIT_INVALID') expect(errorOf(response).message).toBe(message);
    expect(await openSplitsOf(t)).toEqual([]);
    expect((await listOrders(ctx, t))[0]?.paymentStatus).toBe('NONE');
  });
});

describe('cancelling a split', () => {
  it('frees its orders before any part is paid, and is refused after', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const orderIds = await table(t, kitchen, 2);
    const split = await createSplitOk(t, { mode: 'EQUAL', orderIds, parts: 2 });
    const removed = await call(ctx, 'DELETE', t.tenant.slug, `${splitsUrl}/${split._id}`, t.cashier.token);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await openSplitsOf(t)).toEqual([]);
    const whole = await postPayment(ctx, t, { orderId: orderIds[0], method: 'CASH', amount: DUE });
    expect(whole.statusCode, whole.body).toBe(201);

    const next = await createSplitOk(t, { mode: 'EQUAL', orderIds: [orderIds[1]], parts: 2 });
    await payPartOk(t, next._id, 1, { method: 'QRIS', amount: next.parts[0]?.amount });
    const refused = await call(ctx, 'DELETE', t.tenant.slug, `${splitsUrl}/${next._id}`, t.cashier.token);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'SPLIT_PARTLY_PAID', message: SPLIT_MESSAGES.partlyPaid });
    expect(await openSplitsOf(t)).toHaveLength(1);
  });
});

describe('split validation', () => {
  let t: TenantGraph;
  let orderIds: string[];
  beforeAll(async () => {
    const fresh = await freshKitchen(ctx);
    t = fresh.t;
    orderIds = await table(t, fresh.kitchen, 1);
  });

  it.each([
    ['no body', undefined],
    ['an unknown mode', { mode: 'HALF', orderIds: ['x'], parts: 2 }],
    ['one part', { mode: 'EQUAL', orderIds: [], parts: 1 }],
    ['21 parts', { mode: 'EQUAL', orderIds: ['x'], parts: 21 }],
    ['no orders', { mode: 'EQUAL', orderIds: [], parts: 2 }],
    ['an order twice', { mode: 'EQUAL', orderIds: ['same', 'same'], parts: 2 }],
    ['a fractional part count', { mode: 'EQUAL', orderIds: ['x'], parts: 2.5 }],
  ])('refuses %s with 400 VALIDATION', async (_label, body) => {
    const ids = (body?.orderIds ?? []).map((id) => (id === 'x' || id === 'same' ? orderIds[0] : id));
    const response = await createSplit(t, body && { ...body, orderIds: ids });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
  });

  it('refuses a part paid with another amount than the server’s, or cash that does not cover it', async () => {
    const split = await createSplitOk(t, { mode: 'EQUAL', orderIds, parts: 2 });
    const wrong = await payPart(t, split._id, 1, { method: 'CASH', amount: 1000 });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('VALIDATION');
    const short = await payPart(t, split._id, 1, { method: 'CASH', amount: 19425, cashReceived: 10000 });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).code).toBe('VALIDATION');
    const cardCash = await payPart(t, split._id, 1, { method: 'CARD', amount: 19425, cashReceived: 20000 });
    expect(cardCash.statusCode).toBe(400);
    const noPart = await payPart(t, split._id, 3, { method: 'CARD', amount: 19425 });
    expect(noPart.statusCode).toBe(404);
    expect((await openSplitsOf(t))[0]?.paid).toBe(0);
  });
});

describe('split access', () => {
  let own: TenantGraph;
  let other: TenantGraph;
  let splitId: string;
  let orderId: string;
  beforeAll(async () => {
    const fresh = await freshKitchen(ctx);
    own = fresh.t;
    [orderId = ''] = await table(own, fresh.kitchen, 1);
    splitId = (await createSplitOk(own, { mode: 'EQUAL', orderIds: [orderId], parts: 2 }))._id;
    other = await createTenantGraph(ctx.db);
  });

  it('refuses anonymous, the kitchen, the inventory role and another restaurant’s admin on every route', async () => {
    const callers = [
      { token: null, status: 401 },
      { token: own.kitchen.token, status: 403 },
      { token: own.inventory.token, status: 403 },
      { token: other.admin.token, status: 403 },
    ];
    const routes = [
      ['POST', splitsUrl, { mode: 'EQUAL', orderIds: [orderId], parts: 2 }],
      ['GET', splitsUrl, undefined],
      ['POST', `${splitsUrl}/${splitId}/parts/1/pay`, { method: 'CASH', amount: 19425 }],
      ['DELETE', `${splitsUrl}/${splitId}`, undefined],
    ] as const;
    for (const caller of callers) {
      for (const [method, path, body] of routes) {
        const response = await call(ctx, method, own.tenant.slug, path, caller.token, body);
        expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(caller.status);
      }
    }
    expect((await openSplitsOf(own))[0]?.paid).toBe(0);
  });

  it('answers 404 for another restaurant’s order or split through one’s own slug', async () => {
    const mine = await freshKitchen(ctx);
    const foreignOrder = await createSplit(mine.t, { mode: 'EQUAL', orderIds: [orderId], parts: 2 });
    expect(foreignOrder.statusCode).toBe(404);
    const foreignPay = await payPart(mine.t, splitId, 1, { method: 'CASH', amount: 19425 });
    expect(foreignPay.statusCode).toBe(404);
    const foreignDelete = await call(
      ctx,
      'DELETE',
      mine.t.tenant.slug,
      `${splitsUrl}/${splitId}`,
      mine.t.admin.token,
    );
    expect(foreignDelete.statusCode).toBe(404);
    expect(await openSplitsOf(mine.t)).toEqual([]);
    expect(await openSplitsOf(own)).toHaveLength(1);
  });
});

describe('split races', () => {
  it('200 simultaneous payments of both parts: each part once, the order paid once, its stock taken once', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const [orderId = ''] = await table(t, kitchen, 1);
    const split = await createSplitOk(t, { mode: 'EQUAL', orderIds: [orderId], parts: 2 });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        payPart(t, split._id, (n % 2) + 1, { method: n % 4 < 2 ? 'CASH' : 'QRIS', amount: 19425 }),
      ),
    );
    const codes = answers.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code === 409)).toHaveLength(198);
    expect(await openSplitsOf(t)).toEqual([]);
    const paid = (await listPayments(ctx, t)).filter((payment) => payment.orderId === orderId);
    expect(paid.map((payment) => payment.part?.part).sort()).toEqual([1, 2]);
    expect(paid.reduce((sum, payment) => sum + payment.amount, 0)).toBe(DUE);
    // Nasi Goreng × 2: two eggs, once.
    expect(await stockByName(ctx, t)).toMatchObject({ Telur: 28 });
    expect(await rollupMismatches(ctx.db, t.tenant.id)).toEqual({ days: [], dishes: [], months: [] });
  });

  it('two simultaneous splits of one order: one is made, the other gets 409', async () => {
    const { t, kitchen } = await freshKitchen(ctx);
    const orderIds = await table(t, kitchen, 1);
    const answers = await Promise.all([
      createSplit(t, { mode: 'EQUAL', orderIds, parts: 2 }),
      createSplit(t, { mode: 'EQUAL', orderIds, parts: 3 }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await openSplitsOf(t)).toHaveLength(1);
  });
});
