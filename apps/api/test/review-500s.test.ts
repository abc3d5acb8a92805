import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BOM_QTY, MAX_PRICE } from '@meja/shared/limits';
import { errorOf } from './auth-flow';
import { call, createIngredient, createMenuItem, inventoryOf, type Ctx } from './catalog';
import { createTenantGraph, type TenantGraph } from './factories';
import { openTestContext } from './harness';
import { orderOk } from './orders';
import { posUrl } from './pos';
import { payOk } from './staff-orders';

/**
 * The 500s an outside security review found (issue 12), each now a 400 with `{message, code}`:
 * recipe quantities beyond what a column holds, a fixed discount near 2^63, a NUL byte in the slug of
 * a tenant or group URL, and a multipart upload without a boundary.
 */
let ctx: Ctx;
let t: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext({ limits: { ordersPerIp: 10_000, ordersPerTable: 10_000 } });
  t = await createTenantGraph(ctx.db);
});
afterAll(() => ctx.close());

function expectValidation(response: LightMyRequestResponse, field?: string) {
  expect(response.statusCode, response.body).toBe(400);
  const body = errorOf(response);
  expect(body.code).toBe('VALIDATION');
  if (field) expect(Object.keys(body.fields ?? {})).toContain(field);
}

describe('recipe quantities', () => {
  it('POST /menu refuses bom qty 1e9 and ≥ 1e10 with a 400', async () => {
    const beras = await createIngredient(ctx, t, { name: 'Beras', unit: 'kg' });
    for (const qty of [1e9, 1e10, 1e15, MAX_BOM_QTY + 0.0001]) {
      const response = await call(ctx, 'POST', t.tenant.slug, '/menu', t.admin.token, {
        name: 'Nasi Raksasa',
        price: 10000,
        bom: [{ inventoryItemId: beras._id, qty }],
      });
      expectValidation(response, 'bom.0.qty');
    }
  });

  it('PUT /inventory/bom/:id refuses bom qty ≥ 1e10 with a 400', async () => {
    const beras = await createIngredient(ctx, t, { name: 'Beras 2', unit: 'kg' });
    const item = await createMenuItem(ctx, t, { name: 'Nasi Uduk', price: 10000 });
    for (const qty of [1e10, '1e10', 12345678901234]) {
      const response = await call(
        ctx,
        'PUT',
        t.tenant.slug,
        `/inventory/bom/${item._id}`,
        t.inventory.token,
        {
          bom: [{ inventoryItemId: beras._id, qty }],
        },
      );
      expectValidation(response, 'bom.0.qty');
    }
  });

  it('a dish at the largest recipe quantity can still be ordered and paid, in the largest diner order', async () => {
    const beras = await createIngredient(ctx, t, { name: 'Beras 3', unit: 'kg', stock: 0 });
    const dishes = [];
    for (let i = 0; i < 3; i++) {
      dishes.push(
        await createMenuItem(ctx, t, {
          name: `Nasi Tumpeng ${i}`,
          price: 10000,
          bom: [{ inventoryItemId: beras._id, qty: MAX_BOM_QTY }],
        }),
      );
    }
    // The review's case was 11 portions of a 1e9 recipe; here 3 × 99 portions of the largest one.
    const items = dishes.map((dish) => ({ menuItemId: dish._id, qty: 99 }));
    const { order } = await orderOk(ctx, t.tenant.slug, { table: 'B1', items });
    const paid = await payOk(ctx, t, { orderId: order._id, method: 'CASH', amount: order.grandTotal });
    expect(paid.payment.status).toBe('COMPLETED');
    const stock = (await inventoryOf(ctx, t)).find((item) => item._id === beras._id)?.stock;
    expect(stock).toBe(-3 * 99 * MAX_BOM_QTY);
  });
});

describe('fixed discount', () => {
  it('PUT /menu/:id refuses discountFixed ≈ 9.3e18 (and anything above the largest price) with a 400', async () => {
    const item = await createMenuItem(ctx, t, { name: 'Es Jeruk', price: 8000 });
    for (const discountFixed of [9.3e18, '9300000000000000000', MAX_PRICE + 1]) {
      const response = await call(ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, {
        discountFixed,
      });
      expectValidation(response, 'discountFixed');
    }
    const atBound = await call(ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, {
      discountFixed: MAX_PRICE,
    });
    expect(atBound.statusCode, atBound.body).toBe(200);
    expect(atBound.json()).toMatchObject({ discountFixed: MAX_PRICE, effectivePrice: 0 });
  });

  it('POST /menu refuses discountFixed above the largest price', async () => {
    const response = await call(ctx, 'POST', t.tenant.slug, '/menu', t.admin.token, {
      name: 'Kopi',
      price: 8000,
      discountFixed: 9.3e18,
    });
    expectValidation(response, 'discountFixed');
  });
});

describe('a NUL byte in the slug of the URL', () => {
  const urls = [
    '/api/v1/tenant/resto%00x/context',
    '/api/v1/tenant/%00/menu',
    '/api/v1/group/grup%00x/context',
    '/api/v1/public/resto%00x/menu',
    '/api/v1/public/resto%00x/orders',
  ];
  it.each(urls)('%s is a 400, anonymous or logged in', async (url) => {
    for (const headers of [{}, { authorization: `Bearer ${t.admin.token}` }]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expectValidation(response);
    }
  });

  it('in a query string or in the POS tenant header too', async () => {
    expectValidation(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tenant/${t.tenant.slug}/inventory/purchases?start=2024%00`,
        headers: { authorization: `Bearer ${t.admin.token}` },
      }),
    );
    expectValidation(
      await ctx.app.inject({
        method: 'GET',
        url: posUrl('/core/menu'),
        headers: { authorization: `Bearer ${t.admin.token}`, 'x-tenant-slug': 'resto\u0000x' },
      }),
    );
  });
});

describe('a multipart upload whose content type has no boundary', () => {
  const body = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n';
  it.each([
    ['POST /upload', async () => `/api/v1/tenant/${t.tenant.slug}/upload`],
    [
      'POST /pos/core/menu/:id/image',
      async () =>
        posUrl(`/core/menu/${(await createMenuItem(ctx, t, { name: 'Foto', price: 1 }))._id}/image`),
    ],
  ])('%s is a 400', async (_name, urlOf) => {
    const url = await urlOf();
    const send = (contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${t.admin.token}`, 'content-type': contentType },
        payload: body,
      });
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; x=y',
    ]) {
      const response = await send(contentType);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
    }
    // A multipart type Fastify has no parser for is refused before the route.
    expect((await send('multipart/mixed')).statusCode).toBe(415);
  });
});
