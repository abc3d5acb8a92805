import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { menuGraph, orderOk, ordersOf, postOrder, trackOk } from '../../../test/orders';
import { ORDER_TYPE_INVALID, PICKUP_NAME_REQUIRED, TABLE_REQUIRED } from '@meja/shared/contracts/orders';

/** Issue 20: a diner's order is eaten at a table (the default) or taken away under a name or number. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

describe('the order type of a diner order', () => {
  it('keeps a takeaway with the name to call where the table is, and tracks it', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const created = await orderOk(ctx, t.tenant.slug, {
      type: 'TAKEAWAY',
      table: ' budi ',
      items: [{ menuItemId: nasi._id, qty: 1 }],
    });
    expect(created.order).toMatchObject({ type: 'TAKEAWAY', table: 'BUDI' });
    const [stored] = await ordersOf(ctx, t.tenant.id);
    expect(stored).toMatchObject({ orderType: 'TAKEAWAY', tableNumber: 'BUDI', source: 'CUSTOMER' });
    const tracked = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(tracked.order.type).toBe('TAKEAWAY');
  });

  it('is dine-in when the body does not say (a client from before issue 20)', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const created = await orderOk(ctx, t.tenant.slug, {
      table: 'A1',
      items: [{ menuItemId: nasi._id, qty: 1 }],
    });
    expect(created.order.type).toBe('DINE_IN');
    const [stored] = await ordersOf(ctx, t.tenant.id);
    expect(stored?.orderType).toBe('DINE_IN');
  });

  it.each([
    ['an unknown type', { type: 'DELIVERY', table: 'A1' }, 'type', ORDER_TYPE_INVALID],
    ['a takeaway without a name', { type: 'TAKEAWAY', table: '  ' }, 'table', PICKUP_NAME_REQUIRED],
    ['a dine-in without a table', { type: 'DINE_IN', table: '' }, 'table', TABLE_REQUIRED],
    ['a name of 21 characters', { type: 'TAKEAWAY', table: 'B'.repeat(21) }, 'table', undefined],
  ])('refuses %s with 400 naming the field, and creates nothing', async (_label, body, field, message) => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const response = await postOrder(ctx, t.tenant.slug, {
      ...body,
      items: [{ menuItemId: nasi._id, qty: 1 }],
    });
    expect(response.statusCode, response.body).toBe(400);
    const fields = errorOf(response).fields ?? {};
    expect(Object.keys(fields)).toEqual([field]);
    if (message) expect(fields[field]).toBe(message);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });

  it('replays a body with or without its defaults as the same request; a takeaway is another', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const key = randomUUID();
    const plain = { table: 'C1', items: [{ menuItemId: nasi._id, qty: 1 }] };
    const first = await orderOk(ctx, t.tenant.slug, plain, { key });
    // As an order queued offline before issue 20 and one sent after it say the same thing.
    const spelled = { ...plain, type: 'DINE_IN', items: [{ menuItemId: nasi._id, qty: 1, note: '' }] };
    const replay = await orderOk(ctx, t.tenant.slug, spelled, { key });
    expect(replay.order._id).toBe(first.order._id);
    const takeaway = await postOrder(ctx, t.tenant.slug, { ...plain, type: 'TAKEAWAY' }, { key });
    expect(takeaway.statusCode, takeaway.body).toBe(422);
    expect(errorOf(takeaway).code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });
});
