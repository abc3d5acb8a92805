import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diningTableList, TABLE_MESSAGES, tableBoard, tableMoved } from '@meja/shared/contracts/tables';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { orderOk } from '../../../test/orders';
import { dinerOrder, freshKitchen, type Kitchen, patchOrderOk, payOk } from '../../../test/staff-orders';

/** /tables, /tables/board, /tables/merge, /orders/:id/table, /table-calls (issue 20). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const addTables = (t: TenantGraph, body: unknown, token = t.admin.token) =>
  call(ctx, 'POST', t.tenant.slug, '/tables', token, body);

async function boardOf(t: TenantGraph, token = t.cashier.token) {
  const response = await call(ctx, 'GET', t.tenant.slug, '/tables/board', token);
  expect(response.statusCode, response.body).toBe(200);
  return tableBoard.strict().parse(response.json()).tables;
}

const states = async (t: TenantGraph) =>
  Object.fromEntries((await boardOf(t)).map((table) => [table.name, table.state]));

const dinerCall = (t: TenantGraph, orderId: string, body: { kind: string; token: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/public/${t.tenant.slug}/orders/${orderId}/calls`,
    payload: body,
  });

async function floor() {
  const { t, kitchen } = await freshKitchen(ctx);
  const added = await addTables(t, { tables: ['A1', 'A2', 'a3', 'A2'], area: 'Lantai 2' });
  expect(added.statusCode, added.body).toBe(201);
  return { t, kitchen, tables: diningTableList.strict().parse(added.json()).items };
}

describe('the table list', () => {
  it('adds tables upper-cased, once each, in the order typed, and keeps names already there', async () => {
    const { t, tables } = await floor();
    expect(tables.map((table) => [table.name, table.area])).toEqual([
      ['A1', 'Lantai 2'],
      ['A2', 'Lantai 2'],
      ['A3', 'Lantai 2'],
    ]);
    const again = diningTableList.parse((await addTables(t, { tables: ['A3', 'B1'] })).json()).items;
    expect(again.map((table) => `${table.name}:${table.area}`)).toEqual([
      'A1:Lantai 2',
      'A2:Lantai 2',
      'A3:Lantai 2',
      'B1:',
    ]);
  });

  it('renames a table, refuses a name another table has, and deletes one', async () => {
    const { t, tables } = await floor();
    const [a1, a2] = tables;
    const renamed = await call(ctx, 'PATCH', t.tenant.slug, `/tables/${a1?._id}`, t.admin.token, {
      name: 'vip-1',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'VIP-1', area: 'Lantai 2' });
    const taken = await call(ctx, 'PATCH', t.tenant.slug, `/tables/${a2?._id}`, t.admin.token, {
      name: 'VIP-1',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({ code: 'TABLE_NAME_TAKEN', message: TABLE_MESSAGES.taken });
    const removed = await call(ctx, 'DELETE', t.tenant.slug, `/tables/${a2?._id}`, t.admin.token);
    expect(removed.statusCode).toBe(204);
    const gone = await call(ctx, 'DELETE', t.tenant.slug, `/tables/${a2?._id}`, t.admin.token);
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    ['no tables', { tables: [] }],
    ['a name with a space', { tables: ['A 1'] }],
    ['a name over 20 characters', { tables: ['A'.repeat(21)] }],
    ['201 tables', { tables: Array.from({ length: 201 }, (_, n) => `T${n}`) }],
    ['an area over 40 characters', { tables: ['A1'], area: 'x'.repeat(41) }],
    ['a control character in the area', { tables: ['A1'], area: 'Lantai\u00002' }],
  ])('refuses %s with 400 VALIDATION', async (_label, body) => {
    const t = await createTenantGraph(ctx.db);
    const response = await addTables(t, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
  });
});

describe('the floor', () => {
  it('derives each table’s state from its open orders, and lists a table only an order names', async () => {
    const { t, kitchen } = await floor();
    expect(await states(t)).toEqual({ A1: 'FREE', A2: 'FREE', A3: 'FREE' });
    const a2 = await dinerOrder(ctx, t, kitchen, 'A2');
    const a3 = await dinerOrder(ctx, t, kitchen, 'a3');
    await dinerOrder(ctx, t, kitchen, 'Teras');
    expect(await states(t)).toEqual({ A1: 'FREE', A2: 'ORDERING', A3: 'ORDERING', TERAS: 'ORDERING' });

    await patchOrderOk(ctx, t, a2.order._id, { confirmed: true });
    await payOk(ctx, t, { orderId: a3.order._id, method: 'CASH', amount: 38850 });
    let board = await boardOf(t);
    expect(board.find((table) => table.name === 'A2')).toMatchObject({ state: 'WAITING', due: 38850 });
    expect(board.find((table) => table.name === 'A3')).toMatchObject({ state: 'WAITING', due: 0 });
    expect(board.find((table) => table.name === 'TERAS')).toMatchObject({ _id: null, area: '' });

    // Served: the unpaid table is eating; the paid and served one is free again.
    for (const id of [a2.order._id, a3.order._id]) {
      const ready = await call(ctx, 'PATCH', t.tenant.slug, `/orders/${id}/ready`, t.kitchen.token, {
        ready: true,
      });
      expect(ready.statusCode, ready.body).toBe(200);
    }
    board = await boardOf(t);
    expect(board.find((table) => table.name === 'A2')?.state).toBe('EATING');
    expect(board.find((table) => table.name === 'A3')).toMatchObject({ state: 'FREE', orders: [], due: 0 });
  });

  it('leaves takeaway orders off the floor', async () => {
    const { t, kitchen } = await floor();
    await orderOk(ctx, t.tenant.slug, {
      type: 'TAKEAWAY',
      table: 'Budi',
      items: [{ menuItemId: kitchen.esTeh._id, qty: 1 }],
    });
    expect(await states(t)).toEqual({ A1: 'FREE', A2: 'FREE', A3: 'FREE' });
  });
});

describe('moving and merging', () => {
  async function busyFloor() {
    const { t, kitchen } = await floor();
    const first = await dinerOrder(ctx, t, kitchen, 'A1');
    const second = await dinerOrder(ctx, t, kitchen, 'A2');
    return { t, kitchen, first: first.order._id, second: second.order._id };
  }

  it('moves an open order to another table', async () => {
    const { t, first } = await busyFloor();
    const response = await call(ctx, 'PATCH', t.tenant.slug, `/orders/${first}/table`, t.cashier.token, {
      table: 'a3',
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = tableMoved.strict().parse(response.json());
    expect(moved.moved).toBe(1);
    const byName = Object.fromEntries(
      moved.board.tables.map((table) => [table.name, table.orders.map((o) => o._id)]),
    );
    expect(byName).toEqual({ A1: [], A2: [expect.any(String)], A3: [first] });
  });

  it('refuses to move a closed or cancelled order', async () => {
    const { t, kitchen } = await floor();
    const order = await dinerOrder(ctx, t, kitchen, 'A1');
    await patchOrderOk(ctx, t, order.order._id, { status: 'CANCELLED' });
    const response = await call(
      ctx,
      'PATCH',
      t.tenant.slug,
      `/orders/${order.order._id}/table`,
      t.cashier.token,
      {
        table: 'A2',
      },
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'ORDER_NOT_OPEN', message: TABLE_MESSAGES.orderNotOpen });
  });

  it('merges one table’s open orders into another: one bill, and the first table is free', async () => {
    const { t, first, second } = await busyFloor();
    const response = await call(ctx, 'POST', t.tenant.slug, '/tables/merge', t.cashier.token, {
      from: 'A2',
      to: 'A1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const merged = tableMoved.strict().parse(response.json());
    expect(merged.moved).toBe(1);
    const a1 = merged.board.tables.find((table) => table.name === 'A1');
    expect(a1?.orders.map((order) => order._id).sort()).toEqual([first, second].sort());
    expect(a1?.due).toBe(2 * 38850);
    expect(merged.board.tables.find((table) => table.name === 'A2')?.state).toBe('FREE');
    const empty = await call(ctx, 'POST', t.tenant.slug, '/tables/merge', t.cashier.token, {
      from: 'A2',
      to: 'A1',
    });
    expect(errorOf(empty)).toEqual({ code: 'TABLE_EMPTY', message: TABLE_MESSAGES.nothingToMove });
    const same = await call(ctx, 'POST', t.tenant.slug, '/tables/merge', t.cashier.token, {
      from: 'A1',
      to: 'a1',
    });
    expect(same.statusCode).toBe(400);
  });
});

describe('diners’ calls', () => {
  async function seated() {
    const { t, kitchen } = await floor();
    const created = await dinerOrder(ctx, t, kitchen, 'A2');
    return { t, kitchen, orderId: created.order._id, token: created.token };
  }

  it('puts a bill request on the order’s table; a second tap is the same call; staff answer it', async () => {
    const { t, orderId, token } = await seated();
    const first = await dinerCall(t, orderId, { kind: 'BILL', token });
    expect(first.statusCode, first.body).toBe(201);
    const again = await dinerCall(t, orderId, { kind: 'BILL', token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const waiter = await dinerCall(t, orderId, { kind: 'WAITER', token });
    expect(waiter.statusCode).toBe(201);

    const a2 = (await boardOf(t)).find((table) => table.name === 'A2');
    expect(a2?.state).toBe('BILL');
    expect(a2?.calls.map((c) => c.kind).sort()).toEqual(['BILL', 'WAITER']);

    const bill = a2?.calls.find((c) => c.kind === 'BILL');
    const answered = await call(
      ctx,
      'POST',
      t.tenant.slug,
      `/table-calls/${bill?._id}/answer`,
      t.cashier.token,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await boardOf(t)).find((table) => table.name === 'A2')?.state).toBe('ORDERING');

    // Asked again at once: refused with the wait; after a minute, a new call.
    const soon = await dinerCall(t, orderId, { kind: 'BILL', token });
    expect(soon.statusCode).toBe(429);
    expect(errorOf(soon).code).toBe('RATE_LIMITED');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(61_000);
    const later = await dinerCall(t, orderId, { kind: 'BILL', token });
    expect(later.statusCode).toBe(201);
    ctx.clock.reset();
  });

  it('refuses a wrong token (404), a closed order and a takeaway (409), and a bad kind (400)', async () => {
    const { t, kitchen, orderId, token } = await seated();
    expect((await dinerCall(t, orderId, { kind: 'BILL', token: 'nope' })).statusCode).toBe(404);
    expect((await dinerCall(t, orderId, { kind: 'DANCE', token })).statusCode).toBe(400);
    const other = await createTenantGraph(ctx.db);
    expect((await dinerCall(other, orderId, { kind: 'BILL', token })).statusCode).toBe(404);

    await patchOrderOk(ctx, t, orderId, { status: 'CANCELLED' });
    const closed = await dinerCall(t, orderId, { kind: 'WAITER', token });
    expect(errorOf(closed)).toEqual({ code: 'CALL_NOT_OPEN', message: TABLE_MESSAGES.callNotOpen });

    const takeaway = await orderOk(ctx, t.tenant.slug, {
      type: 'TAKEAWAY',
      table: 'Budi',
      items: [{ menuItemId: kitchen.esTeh._id, qty: 1 }],
    });
    const refused = await dinerCall(t, takeaway.order._id, { kind: 'WAITER', token: takeaway.token });
    expect(errorOf(refused)).toEqual({ code: 'CALL_NOT_OPEN', message: TABLE_MESSAGES.callTakeaway });
    expect((await boardOf(t)).flatMap((table) => table.calls)).toEqual([]);
  });

  it('ends a table’s calls when its diners move away, and leaves a closed table’s calls off the floor', async () => {
    const { t, kitchen, orderId, token } = await seated();
    expect((await dinerCall(t, orderId, { kind: 'BILL', token })).statusCode).toBe(201);
    const moved = await call(ctx, 'PATCH', t.tenant.slug, `/orders/${orderId}/table`, t.cashier.token, {
      table: 'A3',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await boardOf(t)).flatMap((table) => table.calls)).toEqual([]);

    // A3's call stays waiting while its order is served and paid, then leaves the floor with it.
    expect((await dinerCall(t, orderId, { kind: 'WAITER', token })).statusCode).toBe(201);
    await payOk(ctx, t, { orderId, method: 'CASH', amount: 38850 });
    expect((await boardOf(t)).find((table) => table.name === 'A3')?.calls).toHaveLength(1);
    const ready = await call(ctx, 'PATCH', t.tenant.slug, `/orders/${orderId}/ready`, t.kitchen.token, {
      ready: true,
    });
    expect(ready.statusCode, ready.body).toBe(200);
    expect((await boardOf(t)).find((table) => table.name === 'A3')).toMatchObject({
      state: 'FREE',
      calls: [],
    });
    // The next diners at A3 get a call of their own, not the one left behind.
    const next = await dinerOrder(ctx, t, kitchen, 'A3');
    const fresh = await dinerCall(t, next.order._id, { kind: 'WAITER', token: next.token });
    expect(fresh.statusCode, fresh.body).toBe(201);
    const calls = (await boardOf(t)).flatMap((table) => table.calls);
    expect(calls).toHaveLength(1);
    expect(Date.parse(calls[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(next.order.createdAt));
  });

  it('fifty taps at once make one call', async () => {
    const { t, orderId, token } = await seated();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => dinerCall(t, orderId, { kind: 'WAITER', token })),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([
      ...Array<number>(49).fill(200),
      201,
    ]);
    expect((await boardOf(t)).flatMap((table) => table.calls)).toHaveLength(1);
  });
});

describe('tables access', () => {
  let own: TenantGraph;
  let other: TenantGraph;
  let kitchen: Kitchen;
  let tableId: string;
  let orderId: string;
  beforeAll(async () => {
    const fresh = await floor();
    own = fresh.t;
    kitchen = fresh.kitchen;
    tableId = fresh.tables[0]?._id ?? '';
    orderId = (await dinerOrder(ctx, own, kitchen, 'A1')).order._id;
    other = await createTenantGraph(ctx.db);
  });

  it('keeps the list’s changes to the admin, and the floor to the admin and cashier', async () => {
    const settings = [
      ['POST', '/tables', { tables: ['Z9'] }],
      ['PATCH', `/tables/${tableId}`, { area: 'Teras' }],
      ['DELETE', `/tables/${tableId}`, undefined],
    ] as const;
    const floorRoutes = [
      ['GET', '/tables', undefined],
      ['GET', '/tables/board', undefined],
      ['POST', '/tables/merge', { from: 'A1', to: 'A2' }],
      ['PATCH', `/orders/${orderId}/table`, { table: 'A2' }],
    ] as const;
    const refused = [
      { label: 'anonymous', token: null, status: 401, routes: [...settings, ...floorRoutes] },
      { label: 'kitchen', token: own.kitchen.token, status: 403, routes: [...settings, ...floorRoutes] },
      { label: 'inventory', token: own.inventory.token, status: 403, routes: [...settings, ...floorRoutes] },
      { label: 'cashier', token: own.cashier.token, status: 403, routes: settings },
      {
        label: 'another admin',
        token: other.admin.token,
        status: 403,
        routes: [...settings, ...floorRoutes],
      },
    ];
    for (const caller of refused) {
      for (const [method, path, body] of caller.routes) {
        const response = await call(ctx, method, own.tenant.slug, path, caller.token, body);
        expect(response.statusCode, `${caller.label} ${method} ${path}`).toBe(caller.status);
      }
    }
    expect((await boardOf(own)).find((table) => table.name === 'A1')?.orders).toHaveLength(1);
    expect((await boardOf(own)).map((table) => table.name)).toEqual(['A1', 'A2', 'A3']);
  });

  it('answers 404 for another restaurant’s table, order or call through one’s own slug', async () => {
    const mine = await freshKitchen(ctx);
    const table = await call(ctx, 'PATCH', mine.t.tenant.slug, `/tables/${tableId}`, mine.t.admin.token, {
      area: 'x',
    });
    expect(table.statusCode).toBe(404);
    const order = await call(
      ctx,
      'PATCH',
      mine.t.tenant.slug,
      `/orders/${orderId}/table`,
      mine.t.admin.token,
      {
        table: 'A9',
      },
    );
    expect(order.statusCode).toBe(404);
    const created = await dinerOrder(ctx, own, kitchen, 'A3');
    await dinerCall(own, created.order._id, { kind: 'WAITER', token: created.token });
    const callId = (await boardOf(own)).flatMap((entry) => entry.calls)[0]?._id;
    const answer = await call(
      ctx,
      'POST',
      mine.t.tenant.slug,
      `/table-calls/${callId}/answer`,
      mine.t.admin.token,
    );
    expect(answer.statusCode).toBe(404);
    expect((await boardOf(own)).flatMap((entry) => entry.calls)).toHaveLength(1);
  });
});
