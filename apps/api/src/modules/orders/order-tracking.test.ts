import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeByTable, ordersByTable } from '@meja/shared/contracts/orders';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { menuGraph, orderOk, ordersUrl, setOrderFlags, track, trackOk } from '../../../test/orders';

/** GET …/orders/:id?token=, …/orders/active-by-table/:table and …/orders/by-table/:table. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

async function placeOrder(graph: TenantGraph, menuItemId: string, table: string, note = '') {
  return orderOk(ctx, graph.tenant.slug, { items: [{ menuItemId, qty: 1 }], table, note });
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function getActive(slug: string, table: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: ordersUrl(slug, `/active-by-table/${table}?t=123`),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return activeByTable.strict().parse(response.json());
}

async function getByTable(slug: string, table: string) {
  const response = await ctx.app.inject({ method: 'GET', url: ordersUrl(slug, `/by-table/${table}?t=9`) });
  expect(response.statusCode, response.body).toBe(200);
  return ordersByTable.strict().parse(response.json());
}

describe('tracking by id and token', () => {
  it('the right token gives the order, payment NONE and no queue place while unconfirmed', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const created = await placeOrder(t, nasi._id, 'A1');
    const tracking = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(tracking).toEqual({ order: created.order, paymentStatus: 'NONE', kitchenQueue: null });
  });

  it('a wrong, missing or borrowed token is 404 and never shows another order', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const mine = await placeOrder(t, nasi._id, 'B1');
    const theirs = await placeOrder(t, nasi._id, 'B2');
    const attempts = [
      track(ctx, t.tenant.slug, mine.order._id, null),
      track(ctx, t.tenant.slug, mine.order._id, ''),
      track(ctx, t.tenant.slug, mine.order._id, `${mine.token}x`),
      track(
        ctx,
        t.tenant.slug,
        mine.order._id,
        mine.token.toUpperCase() === mine.token ? 'x' : mine.token.toUpperCase(),
      ),
      track(ctx, t.tenant.slug, mine.order._id, theirs.token),
      track(ctx, t.tenant.slug, theirs.order._id, mine.token),
      track(ctx, other.tenant.slug, mine.order._id, mine.token),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Pesanan tidak ditemukan.' });
    }
    const badId = await track(ctx, t.tenant.slug, 'not-a-uuid', mine.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.body).not.toContain(mine.order._id);
  });

  it('the queue place follows kitchen sort among confirmed orders not READY, paid or not', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const old = await placeOrder(t, nasi._id, 'K1');
    const young = await placeOrder(t, nasi._id, 'K2');
    const urgent = await placeOrder(t, nasi._id, 'K3', 'tolong URGENT');
    const done = await placeOrder(t, nasi._id, 'K4');
    const waiting = await placeOrder(t, nasi._id, 'K5');
    const paid = await placeOrder(t, nasi._id, 'K6');
    await setOrderFlags(ctx, t.tenant.id, old.order._id, { confirmed: true, createdAt: minutesAgo(30) });
    await setOrderFlags(ctx, t.tenant.id, young.order._id, { confirmed: true, createdAt: minutesAgo(10) });
    await setOrderFlags(ctx, t.tenant.id, urgent.order._id, { confirmed: true, createdAt: minutesAgo(5) });
    await setOrderFlags(ctx, t.tenant.id, done.order._id, {
      confirmed: true,
      ready: true,
      createdAt: minutesAgo(60),
    });
    await setOrderFlags(ctx, t.tenant.id, paid.order._id, {
      confirmed: true,
      status: 'PAID',
      createdAt: minutesAgo(90),
    });
    const place = async (o: typeof old) =>
      (await trackOk(ctx, t.tenant.slug, o.order._id, o.token)).kitchenQueue;
    // Issue 12: the kitchen cooks every confirmed order that is not READY, paid or not; READY ones
    // have left its queue.
    expect(await place(urgent)).toBe(1);
    expect(await place(paid)).toBe(2);
    expect(await place(old)).toBe(3);
    expect(await place(young)).toBe(4);
    expect(await place(done)).toBeNull();
    expect(await place(waiting)).toBeNull();
    // The priority flag beats the note: flagged false, the urgent note no longer jumps the queue.
    await setOrderFlags(ctx, t.tenant.id, urgent.order._id, { priority: false });
    await setOrderFlags(ctx, t.tenant.id, young.order._id, { priority: true });
    expect(await place(young)).toBe(1);
    expect(await place(paid)).toBe(2);
    expect(await place(old)).toBe(3);
    expect(await place(urgent)).toBe(4);
    // Orders of another tenant never take a place in this kitchen.
    const other = await createTenantGraph(ctx.db);
    const otherMenu = await menuGraph(ctx, other);
    const foreign = await placeOrder(other, otherMenu.nasi._id, 'K1');
    await setOrderFlags(ctx, other.tenant.id, foreign.order._id, {
      confirmed: true,
      createdAt: minutesAgo(120),
    });
    expect(await place(young)).toBe(1);
    expect((await trackOk(ctx, other.tenant.slug, foreign.order._id, foreign.token)).kitchenQueue).toBe(1);
  });
});

describe('tracking by table', () => {
  it('active-by-table: the newest open order of the table, case-insensitively; {order: null} when none', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    expect(await getActive(t.tenant.slug, 'A7')).toEqual({
      order: null,
      paymentStatus: 'NONE',
      kitchenQueue: null,
    });
    const older = await placeOrder(t, nasi._id, 'a7');
    const newer = await placeOrder(t, nasi._id, 'A7');
    const elsewhere = await placeOrder(t, nasi._id, 'A8');
    await setOrderFlags(ctx, t.tenant.id, older.order._id, { createdAt: minutesAgo(20) });
    await setOrderFlags(ctx, t.tenant.id, newer.order._id, { createdAt: minutesAgo(10) });
    await setOrderFlags(ctx, t.tenant.id, elsewhere.order._id, { createdAt: minutesAgo(1) });
    const active = await getActive(t.tenant.slug, 'a7');
    expect(active.order?._id).toBe(newer.order._id);
    expect(active).toMatchObject({ paymentStatus: 'NONE', kitchenQueue: null });
    // Closed (PAID + confirmed + ready) is no longer active: the older open one is shown.
    await setOrderFlags(ctx, t.tenant.id, newer.order._id, { status: 'PAID', confirmed: true, ready: true });
    expect((await getActive(t.tenant.slug, 'A7')).order?._id).toBe(older.order._id);
    // Cancelled is not active either.
    await setOrderFlags(ctx, t.tenant.id, older.order._id, { status: 'CANCELLED' });
    expect((await getActive(t.tenant.slug, 'A7')).order).toBeNull();
  });

  it('active-by-table gives the queue place of a confirmed order', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const created = await placeOrder(t, nasi._id, 'Q9');
    await setOrderFlags(ctx, t.tenant.id, created.order._id, { confirmed: true });
    expect(await getActive(t.tenant.slug, 'Q9')).toMatchObject({
      kitchenQueue: 1,
      order: { confirmed: true },
    });
  });

  it('by-table lists only that table’s open orders, newest first, with payment status', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const otherMenu = await menuGraph(ctx, other);
    const open = await placeOrder(t, nasi._id, 'M1');
    const paidNotReady = await placeOrder(t, nasi._id, 'm1');
    const closed = await placeOrder(t, nasi._id, 'M1');
    const cancelled = await placeOrder(t, nasi._id, 'M1');
    await placeOrder(t, nasi._id, 'M10');
    await placeOrder(other, otherMenu.nasi._id, 'M1');
    await setOrderFlags(ctx, t.tenant.id, open.order._id, { createdAt: minutesAgo(30) });
    await setOrderFlags(ctx, t.tenant.id, paidNotReady.order._id, {
      status: 'PAID',
      confirmed: true,
      createdAt: minutesAgo(20),
    });
    await setOrderFlags(ctx, t.tenant.id, closed.order._id, { status: 'PAID', confirmed: true, ready: true });
    await setOrderFlags(ctx, t.tenant.id, cancelled.order._id, { status: 'CANCELLED' });
    const { items } = await getByTable(t.tenant.slug, 'm1');
    expect(items.map((i) => i.order._id)).toEqual([paidNotReady.order._id, open.order._id]);
    expect(items.map((i) => [i.order.status, i.paymentStatus])).toEqual([
      ['PAID', 'NONE'],
      ['PENDING', 'NONE'],
    ]);
    expect(items[1]?.order).toEqual({ ...open.order, createdAt: expect.any(String) });
    expect((await getByTable(t.tenant.slug, 'Z9')).items).toEqual([]);
  });

  it('a blank or too long table is a 400; an unknown tenant a 404', async () => {
    const t = await createTenantGraph(ctx.db);
    for (const path of [
      '/by-table/%20',
      `/by-table/${'X'.repeat(21)}`,
      '/active-by-table/%20%20',
      '/by-table/A%001',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: ordersUrl(t.tenant.slug, path) });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
    }
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: ordersUrl('resto-tidak-ada-abc', '/by-table/A1'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
