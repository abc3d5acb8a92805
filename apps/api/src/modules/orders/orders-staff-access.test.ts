import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ORDER_UPDATE_REQUIRED } from '@meja/shared/contracts/orders';
import { ORDER_TRANSITION_MESSAGES as M } from '@meja/shared/order-transitions';
import { errorOf } from '../../../test/auth-flow';
import { call, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import {
  dinerOrder,
  freshKitchen,
  listOrders,
  type Kitchen,
  patchOrder,
  patchOrderOk,
  patchReady,
} from '../../../test/staff-orders';

/** The staff orders API (issue 5): malformed requests and who may call what (SPEC §6). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
});
afterAll(() => ctx.close());

const fresh = (options: { package?: 'POS_ONLY' } = {}) => freshKitchen(ctx, options);

describe('validation', () => {
  let t: TenantGraph;
  let kitchen: Kitchen;
  let orderId: string;
  beforeAll(async () => {
    ({ t, kitchen } = await fresh());
    orderId = (await dinerOrder(ctx, t, kitchen)).order._id;
  });

  it.each([
    [{}, 'confirmed', STAFF_ORDER_UPDATE_REQUIRED],
    [{ ready: true }, 'confirmed', STAFF_ORDER_UPDATE_REQUIRED],
    [{ confirmed: 'yes' }, 'confirmed', 'confirmed harus true atau false'],
    [{ confirmed: null }, 'confirmed', 'confirmed harus true atau false'],
    [{ status: 'DONE' }, 'status', 'Status harus PENDING, PAID atau CANCELLED'],
    [{ status: 'paid' }, 'status', 'Status harus PENDING, PAID atau CANCELLED'],
  ])('PATCH /orders/:id %j → 400 on %s', async (body, field, message) => {
    const response = await patchOrder(ctx, t, orderId, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
  });

  it.each([[{}], [{ ready: 'true' }], [{ ready: 1 }], [{ confirmed: true }]])(
    'PATCH /orders/:id/ready %j → 400 on ready',
    async (body) => {
      const response = await patchReady(ctx, t, orderId, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION',
        fields: { ready: 'ready harus true atau false' },
      });
    },
  );

  it('answers 400 to a malformed body and an id that is not a uuid', async () => {
    const malformed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/tenant/${t.tenant.slug}/orders/${orderId}`,
      headers: { authorization: `Bearer ${t.cashier.token}`, 'content-type': 'application/json' },
      payload: '{"confirmed": tru',
    });
    expect(malformed.statusCode).toBe(400);
    const badId = await patchOrder(ctx, t, 'not-a-uuid', { confirmed: true });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).code).toBe('VALIDATION');
  });

  it('answers 404 to an unknown order and to another tenant’s order', async () => {
    const unknown = await patchOrder(ctx, t, randomUUID(), { confirmed: true });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: M.notFound });
    const other = await fresh();
    const theirs = await dinerOrder(ctx, other.t, other.kitchen);
    for (const response of [
      await patchOrder(ctx, t, theirs.order._id, { confirmed: true }),
      await patchReady(ctx, t, theirs.order._id, { ready: true }, t.admin.token),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await listOrders(ctx, other.t, other.t.admin.token))[0]?.confirmed).toBe(false);
  });
});

describe('access (SPEC §6, issue 5)', () => {
  let t: TenantGraph;
  let other: TenantGraph;
  let posOnly: TenantGraph;
  let orderId: string;
  let posOrderId: string;
  let posKitchen: Kitchen;
  beforeAll(async () => {
    const own = await fresh();
    t = own.t;
    orderId = (await dinerOrder(ctx, t, own.kitchen)).order._id;
    await patchOrderOk(ctx, t, orderId, { confirmed: true });
    other = await createTenantGraph(ctx.db);
    const pos = await fresh({ package: 'POS_ONLY' });
    posOnly = pos.t;
    posKitchen = pos.kitchen;
    posOrderId = (await dinerOrder(ctx, posOnly, pos.kitchen)).order._id;
  });

  type Case = [label: string, token: () => string | null, slug: () => string, status: number, code?: string];
  const refusedEverywhere: Case[] = [
    ['anonymous', () => null, () => t.tenant.slug, 401, 'UNAUTHENTICATED'],
    ['inventory role', () => t.inventory.token, () => t.tenant.slug, 403, 'FORBIDDEN'],
    ['admin of another tenant', () => other.admin.token, () => t.tenant.slug, 403, 'FORBIDDEN'],
    ['cashier of another tenant', () => other.cashier.token, () => t.tenant.slug, 403, 'FORBIDDEN'],
    ['POS_ONLY kitchen', () => posOnly.kitchen.token, () => posOnly.tenant.slug, 403, 'PLAN_FEATURE'],
  ];

  async function expectStatus(c: Case, method: 'GET' | 'PATCH', path: string, body?: unknown) {
    const [label, token, slug, status, code] = c;
    const response = await call(ctx, method, slug(), path, token(), body);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
    if (code) {
      expect(response.json(), label).toMatchObject({ code });
      expect(Object.keys(response.json<object>()).sort(), label).toEqual(['code', 'message']);
    }
  }

  it('GET /orders: cashier, kitchen, admin and super admin; POS_ONLY keeps it for cashier and admin', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    for (const c of refusedEverywhere) await expectStatus(c, 'GET', '/orders');
    for (const c of [
      ['cashier', () => t.cashier.token, () => t.tenant.slug, 200],
      ['kitchen', () => t.kitchen.token, () => t.tenant.slug, 200],
      ['admin', () => t.admin.token, () => t.tenant.slug, 200],
      ['super admin', () => superAdmin.token, () => t.tenant.slug, 200],
      ['POS_ONLY cashier', () => posOnly.cashier.token, () => posOnly.tenant.slug, 200],
      ['POS_ONLY admin', () => posOnly.admin.token, () => posOnly.tenant.slug, 200],
    ] satisfies Case[])
      await expectStatus(c, 'GET', '/orders');
  });

  it('PATCH /orders/:id: cashier and admin only (the kitchen marks READY, it does not confirm)', async () => {
    const path = () => `/orders/${orderId}`;
    for (const c of [
      ...refusedEverywhere.filter(([label]) => label !== 'POS_ONLY kitchen'),
      ['kitchen', () => t.kitchen.token, () => t.tenant.slug, 403, 'FORBIDDEN'],
    ] satisfies Case[])
      await expectStatus(c, 'PATCH', path(), { confirmed: false });
    await expectStatus(
      ['POS_ONLY kitchen', () => posOnly.kitchen.token, () => posOnly.tenant.slug, 403, 'FORBIDDEN'],
      'PATCH',
      `/orders/${posOrderId}`,
      { confirmed: true },
    );
    await expectStatus(['cashier', () => t.cashier.token, () => t.tenant.slug, 200], 'PATCH', path(), {
      confirmed: true,
    });
    await expectStatus(
      ['POS_ONLY cashier', () => posOnly.cashier.token, () => posOnly.tenant.slug, 200],
      'PATCH',
      `/orders/${posOrderId}`,
      { confirmed: true },
    );
  });

  it('PATCH /orders/:id/ready: kitchen, cashier and admin; not inventory; not a POS_ONLY kitchen', async () => {
    for (const c of refusedEverywhere)
      await expectStatus(c, 'PATCH', `/orders/${c[0] === 'POS_ONLY kitchen' ? posOrderId : orderId}/ready`, {
        ready: true,
      });
    for (const c of [
      ['kitchen', () => t.kitchen.token, () => t.tenant.slug, 200],
      ['cashier', () => t.cashier.token, () => t.tenant.slug, 200],
      ['admin', () => t.admin.token, () => t.tenant.slug, 200],
    ] satisfies Case[])
      await expectStatus(c, 'PATCH', `/orders/${orderId}/ready`, { ready: true });
    // A POS_ONLY restaurant has no kitchen screen, but its admin and cashier pass the guard (closing
    // sets READY): the unconfirmed order is then refused by the rule, not by access.
    const unconfirmed = (await dinerOrder(ctx, posOnly, posKitchen, 'Z9')).order._id;
    for (const token of [() => posOnly.admin.token, () => posOnly.cashier.token])
      await expectStatus(
        ['POS_ONLY staff', token, () => posOnly.tenant.slug, 409, 'ORDER_NOT_IN_KITCHEN'],
        'PATCH',
        `/orders/${unconfirmed}/ready`,
        { ready: true },
      );
  });
});
