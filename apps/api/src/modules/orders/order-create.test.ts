import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { errorOf } from '../../../test/auth-flow';
import { call, createMenuItem, type Ctx } from '../../../test/catalog';
import { createTenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import {
  menuGraph,
  orderItemsOf,
  orderOk,
  ordersOf,
  postOrder,
  setTaxPercent,
  setTenant,
  trackOk,
} from '../../../test/orders';
import { LINE_NOTE_MESSAGES } from '@meja/shared/contracts/orders';
import { LINE_NOTE_MAX } from '@meja/shared/limits';

/** POST /api/v1/public/:tenantSlug/orders: pricing, totals, validation, blocked tenants. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

describe('create a diner order', () => {
  it('answers 201 with the order and a tracking token; lines priced by the server', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi, sate } = await menuGraph(ctx, t);
    const response = await postOrder(ctx, t.tenant.slug, {
      items: [
        { menuItemId: nasi._id, qty: 2 },
        { menuItemId: sate._id, qty: 1 },
      ],
      table: ' a1 ',
      note: ' tanpa sambal ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ order: Record<string, unknown>; token: string }>();
    expect(Object.keys(body).sort()).toEqual(['order', 'token']);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(body.order).toEqual({
      _id: expect.any(String),
      table: 'A1',
      type: 'DINE_IN',
      status: 'PENDING',
      confirmed: false,
      ready: false,
      total: 48000,
      tax: 5280,
      grandTotal: 53280,
      taxPercent: 11,
      serviceCharge: 0,
      serviceChargePercent: 0,
      taxType: 'PPN',
      discount: 0,
      discounts: [],
      createdAt: expect.any(String),
      items: [
        { menuItemId: nasi._id, name: 'NASI GORENG', price: 15000, qty: 2, note: '', options: [] },
        { menuItemId: sate._id, name: 'SATE AYAM', price: 18000, qty: 1, note: '', options: [] },
      ],
      note: 'tanpa sambal',
      priority: null,
      paymentStatus: 'NONE',
      source: 'CUSTOMER',
      confirmedAt: null,
      readyAt: null,
    });
    const [stored] = await ordersOf(ctx, t.tenant.id);
    expect(stored).toMatchObject({
      id: body.order._id,
      tableNumber: 'A1',
      source: 'CUSTOMER',
      subtotal: 48000,
      tax: 5280,
      total: 53280,
    });
    expect(stored?.trackingTokenHash).not.toBe(body.token);
  });

  it('ignores a price sent by the client: the stored price is the menu’s effective price', async () => {
    const t = await createTenantGraph(ctx.db);
    const { sate } = await menuGraph(ctx, t);
    const created = await orderOk(ctx, t.tenant.slug, {
      items: [{ menuItemId: sate._id, qty: 3, price: 1, effectivePrice: 1, name: 'murah' }],
      table: 'B2',
      total: 3,
      tax: 0,
      grandTotal: 3,
    });
    expect(created.order.items).toEqual([
      { menuItemId: sate._id, name: 'SATE AYAM', price: 18000, qty: 3, note: '', options: [] },
    ]);
    expect(created.order.total).toBe(54000);
    const lines = await orderItemsOf(ctx, t.tenant.id);
    expect(lines.map((l) => [l.price, l.qty, l.name])).toEqual([[18000, 3, 'SATE AYAM']]);
  });

  it('follows a discount changed after the menu was loaded', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const put = await call(ctx, 'PUT', t.tenant.slug, `/menu/${nasi._id}`, t.admin.token, {
      discountFixed: 2500,
    });
    expect(put.statusCode, put.body).toBe(200);
    const created = await orderOk(ctx, t.tenant.slug, {
      items: [{ menuItemId: nasi._id, qty: 1, price: 15000 }],
      table: 'C3',
    });
    expect(created.order.items[0]?.price).toBe(12500);
  });

  it.each([
    [11, { total: 33000, tax: 3630, grandTotal: 36630 }],
    [0, { total: 33000, tax: 0, grandTotal: 33000 }],
    [110, { total: 33000, tax: 3000, grandTotal: 33000 }],
  ])('taxPercent %d → %j', async (taxPercent, totals) => {
    const t = await createTenantGraph(ctx.db);
    const { nasi, sate } = await menuGraph(ctx, t);
    await setTaxPercent(ctx, t.tenant.id, taxPercent);
    const created = await orderOk(ctx, t.tenant.slug, {
      items: [
        { menuItemId: nasi._id, qty: 1 },
        { menuItemId: sate._id, qty: 1 },
      ],
      table: 'T1',
    });
    expect(created.order).toMatchObject({ ...totals, taxPercent });
    const [stored] = await ordersOf(ctx, t.tenant.id);
    expect(stored).toMatchObject({
      subtotal: totals.total,
      tax: totals.tax,
      total: totals.grandTotal,
      taxPercent,
    });
  });

  it.each([
    // 33 000 + 5 % service (1 650) = 34 650; PB1 10 % of that on top = 3 465.
    [
      { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 10 },
      { serviceCharge: 1650, tax: 3465, grandTotal: 38115 },
    ],
    // Prices include PB1 10 %: the tax is the part of 34 650 that is tax (3 150), not added.
    [
      { serviceChargePercent: 5, taxType: 'PB1', taxPercent: 110 },
      { serviceCharge: 1650, tax: 3150, grandTotal: 34650 },
    ],
    [
      { serviceChargePercent: 20, taxType: 'PPN', taxPercent: 0 },
      { serviceCharge: 6600, tax: 0, grandTotal: 39600 },
    ],
  ] as const)('charges %j → %j, kept on the order when the settings change', async (settings, charges) => {
    const t = await createTenantGraph(ctx.db);
    const { nasi, sate } = await menuGraph(ctx, t);
    await setTenant(ctx, t.tenant.id, settings);
    const created = await orderOk(ctx, t.tenant.slug, {
      items: [
        { menuItemId: nasi._id, qty: 1 },
        { menuItemId: sate._id, qty: 1 },
      ],
      table: 'T1',
    });
    expect(created.order).toMatchObject({ total: 33000, ...charges, ...settings });
    await setTenant(ctx, t.tenant.id, { serviceChargePercent: 0, taxType: 'PPN', taxPercent: 11 });
    const [stored] = await ordersOf(ctx, t.tenant.id);
    expect(stored).toMatchObject({
      subtotal: 33000,
      serviceCharge: charges.serviceCharge,
      tax: charges.tax,
      total: charges.grandTotal,
      ...settings,
    });
  });

  it('honours a client-generated _id', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const id = uuidv7();
    const created = await orderOk(ctx, t.tenant.slug, {
      _id: id,
      items: [{ menuItemId: nasi._id, qty: 1 }],
      table: 'D4',
    });
    expect(created.order._id).toBe(id);
    expect((await ordersOf(ctx, t.tenant.id)).map((o) => o.id)).toEqual([id]);
    // The same id again (without a key) is a conflict, never a second order.
    const again = await postOrder(ctx, t.tenant.slug, {
      _id: id,
      items: [{ menuItemId: nasi._id, qty: 1 }],
      table: 'D4',
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('accepts a note of 500 characters and refuses 501', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const items = [{ menuItemId: nasi._id, qty: 1 }];
    await orderOk(ctx, t.tenant.slug, { items, table: 'E5', note: 'x'.repeat(500) });
    const long = await postOrder(ctx, t.tenant.slug, { items, table: 'E5', note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toMatchObject({ code: 'VALIDATION', message: 'Keterangan maksimal 500 karakter' });
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(1);
  });

  it('keeps a note per line: the same dish with two notes is two lines, as the diner and the kitchen read them', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi, sate } = await menuGraph(ctx, t);
    const created = await orderOk(ctx, t.tenant.slug, {
      items: [
        { menuItemId: nasi._id, qty: 2 },
        { menuItemId: nasi._id, qty: 1, note: '  tanpa bawang ' },
        { menuItemId: sate._id, qty: 1, note: 'x'.repeat(LINE_NOTE_MAX) },
      ],
      table: 'N1',
    });
    const lines = [
      { menuItemId: nasi._id, name: 'NASI GORENG', price: 15000, qty: 2, note: '', options: [] },
      { menuItemId: nasi._id, name: 'NASI GORENG', price: 15000, qty: 1, note: 'tanpa bawang', options: [] },
      {
        menuItemId: sate._id,
        name: 'SATE AYAM',
        price: 18000,
        qty: 1,
        note: 'x'.repeat(LINE_NOTE_MAX),
        options: [],
      },
    ];
    expect(created.order.items).toEqual(lines);
    expect(created.order.total).toBe(63000);
    expect((await orderItemsOf(ctx, t.tenant.id)).map((line) => line.note).sort()).toEqual(
      ['', 'tanpa bawang', 'x'.repeat(LINE_NOTE_MAX)].sort(),
    );
    const tracked = await trackOk(ctx, t.tenant.slug, created.order._id, created.token);
    expect(tracked.order.items).toEqual(lines);
  });

  it('refuses a line note with NUL (the body guard) with 400, and creates nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const response = await postOrder(ctx, t.tenant.slug, {
      items: [{ menuItemId: nasi._id, qty: 1, note: 'tanpa\u0000bawang' }],
      table: 'N2',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });

  it.each([
    ['a line note of 141 characters', 'x'.repeat(LINE_NOTE_MAX + 1), LINE_NOTE_MESSAGES.tooLong],
    ['a line note that is not text', 42, LINE_NOTE_MESSAGES.invalid],
  ])('refuses %s with 400 naming the line, and creates nothing', async (_label, note, message) => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const response = await postOrder(ctx, t.tenant.slug, {
      items: [
        { menuItemId: nasi._id, qty: 1 },
        { menuItemId: nasi._id, qty: 1, note },
      ],
      table: 'N2',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields).toMatchObject({ 'items.1.note': message });
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });

  it.each([
    ['qty 0', { qty: 0 }],
    ['qty -1', { qty: -1 }],
    ['qty 1.5', { qty: 1.5 }],
    ['qty "2"', { qty: '2' }],
    ['qty missing', {}],
  ])('refuses %s', async (_label, line) => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const response = await postOrder(ctx, t.tenant.slug, {
      items: [{ menuItemId: nasi._id, ...line }],
      table: 'F6',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(['items.0.qty']);
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });

  it('refuses an empty cart', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await postOrder(ctx, t.tenant.slug, { items: [], table: 'G7' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Keranjang kosong.');
  });

  it.each([['   '], [''], [undefined]])(
    'refuses the table %j with "Nomor meja wajib diisi"',
    async (table) => {
      const t = await createTenantGraph(ctx.db);
      const { nasi } = await menuGraph(ctx, t);
      const response = await postOrder(ctx, t.tenant.slug, {
        items: [{ menuItemId: nasi._id, qty: 1 }],
        table,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        message: 'Nomor meja wajib diisi',
        fields: { table: 'Nomor meja wajib diisi' },
      });
      expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
    },
  );

  it('refuses an inactive or archived item, and creates nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const off = await createMenuItem(ctx, t, { name: 'Habis', price: 5000, isActive: false });
    const gone = await createMenuItem(ctx, t, { name: 'Dihapus', price: 5000 });
    const del = await call(ctx, 'DELETE', t.tenant.slug, `/menu/${gone._id}`, t.admin.token);
    expect(del.statusCode, del.body).toBeLessThan(300);
    for (const id of [off._id, gone._id]) {
      const response = await postOrder(ctx, t.tenant.slug, {
        items: [
          { menuItemId: nasi._id, qty: 1 },
          { menuItemId: id, qty: 1 },
        ],
        table: 'H8',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'ITEM_UNAVAILABLE',
        message: 'Ada menu yang tidak tersedia lagi. Perbarui keranjang Anda.',
      });
    }
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });

  it('refuses another tenant’s menu item and creates nothing in either tenant', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    const foreign = await createMenuItem(ctx, other, { name: 'Milik Lain', price: 1000 });
    for (const items of [
      [{ menuItemId: foreign._id, qty: 1 }],
      [
        { menuItemId: nasi._id, qty: 1 },
        { menuItemId: foreign._id, qty: 1 },
      ],
    ]) {
      const response = await postOrder(ctx, t.tenant.slug, { items, table: 'I9' });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
    expect(await ordersOf(ctx, other.tenant.id)).toHaveLength(0);
  });

  it('an unknown tenant is 404', async () => {
    const response = await postOrder(ctx, 'tidak-ada-resto-xyz', { items: [], table: 'A1' });
    expect([400, 404]).toContain(response.statusCode);
    const valid = await postOrder(ctx, 'tidak-ada-resto-xyz', {
      items: [{ menuItemId: uuidv7(), qty: 1 }],
      table: 'A1',
    });
    expect(valid.statusCode).toBe(404);
  });
});

describe('a blocked tenant refuses politely', () => {
  it.each([
    // Past its trial and the 7 grace days (in them it still takes orders: lifecycle.test.ts).
    ['blocked BASIC', { package: 'BASIC' as const, trialEndsAt: new Date(Date.now() - 8 * 86_400_000) }],
    ['inactive', { active: false }],
  ])('%s → 403 and nothing created', async (_label, blocked) => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    await setTenant(ctx, t.tenant.id, blocked);
    const response = await postOrder(ctx, t.tenant.slug, {
      items: [{ menuItemId: nasi._id, qty: 1 }],
      table: 'A1',
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'ORDER_NOT_ACCEPTING',
      message: 'Restoran sedang tidak menerima pesanan.',
    });
    expect(await ordersOf(ctx, t.tenant.id)).toHaveLength(0);
  });

  it('a BASIC tenant still in its trial takes orders', async () => {
    const t = await createTenantGraph(ctx.db);
    const { nasi } = await menuGraph(ctx, t);
    await setTenant(ctx, t.tenant.id, { package: 'BASIC', trialEndsAt: new Date(Date.now() + 86_400_000) });
    await orderOk(ctx, t.tenant.slug, { items: [{ menuItemId: nasi._id, qty: 1 }], table: 'A1' });
  });
});
