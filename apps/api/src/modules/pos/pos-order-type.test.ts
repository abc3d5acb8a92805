import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posOrderCreated } from '@meja/shared/contracts/pos';
import { errorOf } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { openTestContext } from '../../../test/harness';
import { freshPos, posCall, rowsOf, saleItems } from '../../../test/pos';
import { listOrders } from '../../../test/staff-orders';

/** Issue 20: a POS sale is eaten here (the default) or taken away, with a name to call or without. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const post = (token: string, payload: unknown, key?: string) =>
  posCall(ctx, 'POST', '/pos/orders', { token, payload, key });

describe('the order type of a POS sale', () => {
  it.each([
    ['eaten here by default', {}, { type: 'DINE_IN', table: 'POS' }],
    ['a takeaway without a name, at the counter', { type: 'TAKEAWAY' }, { type: 'TAKEAWAY', table: 'POS' }],
    [
      'a takeaway called by its name',
      { type: 'TAKEAWAY', pickupName: ' budi ' },
      { type: 'TAKEAWAY', table: 'BUDI' },
    ],
  ])('keeps a sale %s; the kitchen reads it so', async (_label, place, expected) => {
    const { t, kitchen } = await freshPos(ctx);
    const response = await post(t.cashier.token, { items: saleItems(kitchen), ...place });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = posOrderCreated.strict().parse(response.json());
    expect(order).toMatchObject({ ...expected, source: 'POS' });
    const [row] = await rowsOf.orders(ctx, t.tenant.id);
    expect(row).toMatchObject({ orderType: expected.type, tableNumber: expected.table });
    const [listed] = await listOrders(ctx, t, t.kitchen.token);
    expect(listed).toMatchObject(expected);
  });

  it.each([
    ['an unknown type', { type: 'DELIVERY' }, 'type'],
    ['a name of 21 characters', { type: 'TAKEAWAY', pickupName: 'B'.repeat(21) }, 'pickupName'],
    ['a name that is not text', { type: 'TAKEAWAY', pickupName: 7 }, 'pickupName'],
  ])('refuses %s with 400 naming the field, and sells nothing', async (_label, place, field) => {
    const { t, kitchen } = await freshPos(ctx);
    const response = await post(t.cashier.token, { items: saleItems(kitchen), ...place });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toEqual([field]);
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(0);
  });

  it('replays a sale queued before issue 20 as itself; the same key as a takeaway is another request', async () => {
    const { t, kitchen } = await freshPos(ctx);
    const key = randomUUID();
    const plain = { items: saleItems(kitchen) };
    const first = await post(t.cashier.token, plain, key);
    expect(first.statusCode, first.body).toBe(201);
    const spelled = await post(t.cashier.token, { ...plain, type: 'DINE_IN', pickupName: '' }, key);
    expect(spelled.statusCode, spelled.body).toBe(201);
    expect(spelled.json()).toEqual(first.json());
    const takeaway = await post(t.cashier.token, { ...plain, type: 'TAKEAWAY' }, key);
    expect(takeaway.statusCode, takeaway.body).toBe(422);
    expect(errorOf(takeaway).code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await rowsOf.orders(ctx, t.tenant.id)).toHaveLength(1);
  });
});
