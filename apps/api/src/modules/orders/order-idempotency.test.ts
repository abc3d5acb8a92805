import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { errorOf, freshIp } from '../../../test/auth-flow';
import { createMenuItem, type Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { menuGraph, orderOk, ordersOf, postOrder } from '../../../test/orders';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { inTenantTx } from '../../platform/db-scope';
import { requestHash } from '../../platform/idempotency';

/** Idempotency-Key on POST …/orders (DESIGN §4 offline writes): replays never create twice. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const keysOf = (tenantId: string, key: string) =>
  inTenantTx(ctx.db, tenantId, (tx) =>
    tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key))),
  );

describe('requestHash', () => {
  it('ignores property order but not values', () => {
    expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
  });
});

describe('idempotent order creation', () => {
  it('a replay with the same key and body gets the same 201 and body; one order exists', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const key = randomUUID();
    const body = { _id: uuidv7(), items: [{ menuItemId: nasi._id, qty: 2 }], table: 'A1', note: 'pedas' };
    const first = await postOrder(ctx, t.tenant.slug, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // From another address, with the properties in another order: still the same request.
    const replay = await postOrder(
      ctx,
      t.tenant.slug,
      { note: 'pedas', table: 'A1', items: [{ qty: 2, menuItemId: nasi._id }], _id: body._id },
      { key, ip: freshIp() },
    );
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('a replay without a client _id still returns the first order (same id and token)', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const key = randomUUID();
    const body = { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'B1' };
    const first = await orderOk(ctx, t.tenant.slug, body, { key });
    const replay = await orderOk(ctx, t.tenant.slug, body, { key });
    expect(replay.order._id).toBe(first.order._id);
    expect(replay.token).toBe(first.token);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('a client price does not change the request: it is stripped before hashing', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const key = randomUUID();
    const first = await orderOk(
      ctx,
      t.tenant.slug,
      { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'B2' },
      { key },
    );
    const replay = await orderOk(
      ctx,
      t.tenant.slug,
      { items: [{ menuItemId: nasi._id, qty: 1, price: 1 }], table: 'B2' },
      { key },
    );
    expect(replay.order._id).toBe(first.order._id);
  });

  it('the same key with another body → 422 and nothing new', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const key = randomUUID();
    await orderOk(ctx, t.tenant.slug, { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'C1' }, { key });
    const other = await postOrder(
      ctx,
      t.tenant.slug,
      { items: [{ menuItemId: nasi._id, qty: 2 }], table: 'C1' },
      { key },
    );
    expect(other.statusCode, other.body).toBe(422);
    expect(errorOf(other)).toEqual({
      code: 'IDEMPOTENCY_MISMATCH',
      message: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
    });
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('10 concurrent requests with one key create exactly one order; the rest get the same 201 or 409', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi, sate } = await menuGraph(ctx, t);
    const key = randomUUID();
    const body = {
      _id: uuidv7(),
      items: [
        { menuItemId: nasi._id, qty: 1 },
        { menuItemId: sate._id, qty: 2 },
      ],
      table: 'D1',
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(ctx, t.tenant.slug, body, { key })),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const running = responses.filter((r) => r.statusCode === 409);
    expect(
      responses.map((r) => r.statusCode),
      responses.map((r) => r.body).join('\n'),
    ).toHaveLength(created.length + running.length);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const [firstCreated] = created;
    for (const r of created) expect(r.json()).toEqual(firstCreated?.json());
    for (const r of running) expect(errorOf(r).code).toBe('IN_PROGRESS');
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
    expect(await keysOf(t.tenant.id, key)).toHaveLength(1);
    // Once settled, every retry is the stored response.
    const later = await orderOk(ctx, t.tenant.slug, body, { key });
    expect(later.order._id).toBe(body._id);
  });

  it('10 concurrent requests with one key and no client id still create exactly one order', async () => {
    // Without a client-generated _id the primary key cannot catch a duplicate: only the key lock does.
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const key = randomUUID();
    const body = { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'D3' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(ctx, t.tenant.slug, body, { key })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      statuses.join(','),
    ).toBe(true);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('concurrent requests with distinct keys each create their own order', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder(
          ctx,
          t.tenant.slug,
          { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'D2' },
          { key: randomUUID() },
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(5);
  });

  it('a failed request frees its key: a corrected retry with the same key runs and creates one order', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const off = await createMenuItem(ctx, t, { name: 'Habis', price: 5000, isActive: false });
    const key = randomUUID();
    const failing = { items: [{ menuItemId: off._id, qty: 1 }], table: 'E1' };
    const refused = await postOrder(ctx, t.tenant.slug, failing, { key });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await keysOf(t.tenant.id, key)).toHaveLength(0);
    // The same failing request again is refused again (not a stored 400, not a 409).
    expect((await postOrder(ctx, t.tenant.slug, failing, { key })).statusCode).toBe(400);
    // The corrected cart (another body) with the same key is accepted: the key was never used.
    const fixed = await orderOk(
      ctx,
      t.tenant.slug,
      { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'E1' },
      { key },
    );
    const replay = await orderOk(
      ctx,
      t.tenant.slug,
      { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'E1' },
      { key },
    );
    expect(replay.order._id).toBe(fixed.order._id);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
    expect(await keysOf(t.tenant.id, key)).toHaveLength(1);
  });

  it('keys are per tenant: one key in two tenants creates two orders', async () => {
    const a = await createTenantGraph(ctx.db);
    const b = await createTenantGraph(ctx.db);
    const menuA = await menuGraph(ctx, a);
    const menuB = await menuGraph(ctx, b);
    const key = randomUUID();
    const first = await orderOk(
      ctx,
      a.tenant.slug,
      { items: [{ menuItemId: menuA.nasi._id, qty: 1 }], table: 'F1' },
      { key },
    );
    const second = await orderOk(
      ctx,
      b.tenant.slug,
      { items: [{ menuItemId: menuB.nasi._id, qty: 1 }], table: 'F1' },
      { key },
    );
    expect(second.order._id).not.toBe(first.order._id);
    expect(await ordersOf(ctx, a.tenant.id)).toHaveLength(1);
    expect(await ordersOf(ctx, b.tenant.id)).toHaveLength(1);
  });

  it.each([[''], ['k'.repeat(101)]])('an invalid key %j → 400 and nothing created', async (key) => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const response = await postOrder(
      ctx,
      t.tenant.slug,
      { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'G1' },
      { key },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });
});
