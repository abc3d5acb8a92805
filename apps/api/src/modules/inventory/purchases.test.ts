import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PURCHASE_MESSAGES,
  purchaseCreated,
  purchaseList,
  stockMovementList,
} from '@meja/shared/contracts/inventory';
import { adminMenuList } from '@meja/shared/contracts/menu';
import { addDays } from '@meja/shared/dates';
import { tenants } from '../../db/schema/platform';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { useCatalogWorld } from '../../../test/catalog-world';
import { errorOf } from '../../../test/auth-flow';
import {
  call,
  createIngredient,
  createMenuItem,
  expectRefused,
  inventoryOf,
  recordPurchase,
  refusedCallers,
} from '../../../test/catalog';

/** 'Input Belanja Bahan': POST/GET /inventory/purchases (SPEC §5, issue 3). */
const world = useCatalogWorld();

afterEach(() => world.ctx.clock.reset());

const post = (t: TenantGraph, body: object, token = t.admin.token) =>
  call(world.ctx, 'POST', t.tenant.slug, '/inventory/purchases', token, body);

async function listPurchases(t: TenantGraph, query = '') {
  const response = await call(world.ctx, 'GET', t.tenant.slug, `/inventory/purchases${query}`, t.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return purchaseList.parse(response.json()).items;
}

const valid = { date: '2024-05-02', name: 'Bawang Merah', qty: 2, price: 70000 };

describe('POST /inventory/purchases: validation texts of SPEC §5', () => {
  it.each([
    ['date missing', { ...valid, date: undefined }, 'date', PURCHASE_MESSAGES.required],
    ['date empty', { ...valid, date: '' }, 'date', PURCHASE_MESSAGES.required],
    ['name missing', { ...valid, name: undefined }, 'name', PURCHASE_MESSAGES.required],
    ['name blank', { ...valid, name: '   ' }, 'name', PURCHASE_MESSAGES.required],
    ['qty missing', { ...valid, qty: undefined }, 'qty', PURCHASE_MESSAGES.qty],
    ['qty 0', { ...valid, qty: 0 }, 'qty', PURCHASE_MESSAGES.qty],
    ['qty negative', { ...valid, qty: -1 }, 'qty', PURCHASE_MESSAGES.qty],
    ['qty text', { ...valid, qty: 'dua' }, 'qty', PURCHASE_MESSAGES.qty],
    ['price missing', { ...valid, price: undefined }, 'price', PURCHASE_MESSAGES.price],
    ['price negative', { ...valid, price: -1 }, 'price', PURCHASE_MESSAGES.price],
    ['price text', { ...valid, price: 'mahal' }, 'price', PURCHASE_MESSAGES.price],
  ])('refuses %s with 400 and its text', async (_label, body, field, text) => {
    const response = await post(world.a, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.[field]).toBe(text);
    expect(error.message).toContain(text);
    expect(await inventoryOf(world.ctx, world.a)).toEqual([]);
  });

  it("uses the SPEC's exact texts", () => {
    expect(PURCHASE_MESSAGES).toEqual({
      required: 'Tanggal dan Nama bahan wajib diisi',
      qty: 'Qty harus angka > 0',
      price: 'Harga harus angka >= 0',
    });
  });

  it('refuses a qty that rounds to 0 at 4 decimals, creating nothing', async () => {
    const response = await post(world.a, { ...valid, name: 'Terlalu Sedikit', qty: 0.00001 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(PURCHASE_MESSAGES.qty);
    expect(await inventoryOf(world.ctx, world.a)).toEqual([]);
  });

  it.each(['2024-02-30', '2024-13-01', '02/05/2024', '2024-5-2'])(
    'refuses the date %j with 400',
    async (date) => {
      const response = await post(world.a, { ...valid, date });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
      expect(await inventoryOf(world.ctx, world.a)).toEqual([]);
    },
  );

  it('refuses a unit price too large to keep (a tiny qty at a big price) with 400, not a crash', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const response = await post(t, { date: '2024-05-02', name: 'Saffron', qty: 0.0001, price: 1_000_000 });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', fields: { price: expect.any(String) } });
    expect(await inventoryOf(world.ctx, t)).toEqual([]);
    const largest = await recordPurchase(world.ctx, t, {
      date: '2024-05-02',
      name: 'Saffron',
      qty: 0.0001,
      price: 999_999,
    });
    expect(largest.item.lastUnitCost).toBe(9_999_990_000);
  });

  it('accepts price 0 (a gift) and qty and price sent as text', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const gift = await recordPurchase(world.ctx, t, {
      date: '2024-05-02',
      name: 'Daun Salam',
      qty: '1,5',
      price: '0',
    });
    expect(gift.purchase).toMatchObject({ qty: 1.5, price: 0, unitCost: 0 });
    expect(gift.item).toMatchObject({ stock: 1.5, lastUnitCost: 0 });
  });
});

describe('POST /inventory/purchases: which ingredient', () => {
  it('uses the ingredient with that SKU (trimmed, any case) even under another name', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const beras = await createIngredient(world.ctx, t, {
      name: 'Beras',
      unit: 'kg',
      sku: 'BRS-01',
      stock: 3,
    });
    const response = await post(t, {
      date: '2024-05-02',
      name: 'Beras Pandan Wangi',
      sku: ' brs-01 ',
      qty: 10,
      price: 150000,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { purchase, item } = purchaseCreated.parse(response.json());
    expect(purchase).toEqual({
      _id: expect.any(String),
      date: '2024-05-02',
      inventoryItemId: beras._id,
      name: 'Beras Pandan Wangi',
      sku: 'brs-01',
      qty: 10,
      price: 150000,
      unitCost: 15000,
      createdAt: expect.any(String),
    });
    expect(item).toEqual({ ...beras, stock: 13, lastUnitCost: 15000 });
    expect(await inventoryOf(world.ctx, t)).toEqual([item]);
  });

  it('else the ingredient with that name, compared case-insensitively, giving it the SKU it lacked', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const gula = await createIngredient(world.ctx, t, { name: 'Gula Pasir', unit: 'kg' });
    const { item } = await recordPurchase(world.ctx, t, {
      date: '2024-05-02',
      name: 'GULA PASIR',
      sku: 'GLP',
      qty: 5,
      price: 80000,
    });
    expect(item).toMatchObject({
      _id: gula._id,
      name: 'Gula Pasir',
      sku: 'GLP',
      stock: 5,
      lastUnitCost: 16000,
    });
    expect(await inventoryOf(world.ctx, t)).toHaveLength(1);
  });

  it('else creates the ingredient with the name, SKU and unit of the purchase', async () => {
    const t = await createTenantGraph(world.ctx.db);
    await createIngredient(world.ctx, t, { name: 'Lain', sku: 'LN' });
    const { purchase, item } = await recordPurchase(world.ctx, t, {
      date: '2024-05-02',
      name: ' Kentang ',
      sku: 'KTG',
      unit: 'kg',
      qty: 4,
      price: 60000,
    });
    expect(item).toEqual({
      _id: purchase.inventoryItemId,
      name: 'Kentang',
      sku: 'KTG',
      stock: 4,
      unit: 'kg',
      minStock: 0,
      lastUnitCost: 15000,
      belowMin: false,
      usedInBom: 0,
    });
    expect((await inventoryOf(world.ctx, t)).map((i) => i.name)).toEqual(['Kentang', 'Lain']);
  });

  it('does not buy into a deleted ingredient of the same name: a new one is created', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const old = await createIngredient(world.ctx, t, { name: 'Tahu', sku: 'TH' });
    expect(
      (await call(world.ctx, 'DELETE', t.tenant.slug, `/inventory/${old._id}`, t.admin.token)).statusCode,
    ).toBe(200);
    const { item } = await recordPurchase(world.ctx, t, {
      date: '2024-05-02',
      name: 'tahu',
      sku: 'th',
      qty: 10,
      price: 10000,
    });
    expect(item._id).not.toBe(old._id);
    expect(await inventoryOf(world.ctx, t)).toEqual([item]);
  });

  it('raises the stock by qty with a PURCHASE movement by the acting user', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const item = await createIngredient(world.ctx, t, { name: 'Susu', unit: 'l', stock: 1.25 });
    await recordPurchase(
      world.ctx,
      t,
      { date: '2024-05-03', name: 'Susu', qty: 0.75, price: 15000 },
      t.inventory.token,
    );
    const response = await call(
      world.ctx,
      'GET',
      t.tenant.slug,
      `/inventory/${item._id}/movements`,
      t.admin.token,
    );
    const movements = stockMovementList.parse(response.json()).items;
    expect(movements.map((m) => [m.kind, m.qty, m.note, m.createdBy])).toEqual([
      ['PURCHASE', 0.75, 'Belanja 2024-05-03', t.inventory.id],
      ['OPENING', 1.25, 'Stok awal', t.admin.id],
    ]);
    expect((await inventoryOf(world.ctx, t))[0]?.stock).toBe(2);
  });

  it("sets lastUnitCost = price / qty from the latest purchase and moves the menu item's food cost", async () => {
    const t = await createTenantGraph(world.ctx.db);
    const daging = await createIngredient(world.ctx, t, { name: 'Daging Sapi', unit: 'kg' });
    const menu = await createMenuItem(world.ctx, t, {
      name: 'Rendang',
      price: 35000,
      bom: [{ inventoryItemId: daging._id, qty: 0.15 }],
    });
    expect(menu).toMatchObject({ foodCost: 0, marginPercent: 100 });
    const bomTable = async () => {
      const response = await call(world.ctx, 'GET', t.tenant.slug, '/inventory/bom', t.inventory.token);
      return adminMenuList.parse(response.json()).items.find((i) => i._id === menu._id);
    };

    await recordPurchase(world.ctx, t, { date: '2024-05-01', name: 'Daging Sapi', qty: 2, price: 260000 }); // 130000/kg
    expect(await bomTable()).toMatchObject({ foodCost: 19500, marginPercent: 44.3 });
    await recordPurchase(world.ctx, t, { date: '2024-05-02', name: 'Daging Sapi', qty: 3, price: 420000 }); // 140000/kg
    expect(await bomTable()).toMatchObject({ foodCost: 21000, marginPercent: 40 });
    expect((await bomTable())?.bom[0]?.unitCost).toBe(140000);
    // A unit price with decimals is kept to 4 places.
    const { item } = await recordPurchase(world.ctx, t, {
      date: '2024-05-03',
      name: 'Daging Sapi',
      qty: 3,
      price: 400000,
    });
    expect(item.lastUnitCost).toBe(133333.3333);
    expect(await bomTable()).toMatchObject({ foodCost: 20000 });
  });
});

describe('GET /inventory/purchases', () => {
  it('filters by start and end, both inclusive, newest first, only this tenant', async () => {
    const t = await createTenantGraph(world.ctx.db);
    for (const date of ['2024-04-30', '2024-05-01', '2024-05-15', '2024-05-31', '2024-06-01']) {
      await recordPurchase(world.ctx, t, { date, name: 'Cabai', qty: 1, price: 50000 });
    }
    await recordPurchase(world.ctx, world.b, { date: '2024-05-10', name: 'Cabai B', qty: 1, price: 1 });
    const items = await listPurchases(t, '?start=2024-05-01&end=2024-05-31');
    expect(items.map((p) => p.date)).toEqual(['2024-05-31', '2024-05-15', '2024-05-01']);
    expect((await listPurchases(t, '?start=2024-05-15&end=2024-05-15')).map((p) => p.date)).toEqual([
      '2024-05-15',
    ]);
  });

  it("defaults to the last 30 days in the tenant's time zone", async () => {
    const t = await createTenantGraph(world.ctx.db);
    await world.ctx.db.update(tenants).set({ timezone: 'Asia/Jayapura' }).where(eq(tenants.id, t.tenant.id));
    // The latest 20:00 UTC (in the past, so the sessions stay valid): 05:00 the next morning in
    // Jayapura (WIT, UTC+9), where 'today' is already a day ahead of UTC.
    const instant = new Date();
    instant.setUTCHours(20, 0, 0, 0);
    if (instant.getTime() > Date.now()) instant.setUTCDate(instant.getUTCDate() - 1);
    world.ctx.clock.advance(instant.getTime() - Date.now());
    const utcToday = instant.toISOString().slice(0, 10);
    const witToday = addDays(utcToday, 1);
    const dates = {
      tomorrow: addDays(witToday, 1),
      today: witToday,
      oldest: addDays(witToday, -29),
      tooOld: addDays(witToday, -30),
    };
    for (const date of Object.values(dates))
      await recordPurchase(world.ctx, t, { date, name: 'Kol', qty: 1, price: 8000 });
    expect((await listPurchases(t)).map((p) => p.date)).toEqual([dates.today, dates.oldest]);
    // Only one end given: the other is 29 days away from it (or today).
    expect((await listPurchases(t, `?end=${dates.tomorrow}`)).map((p) => p.date)).toEqual([
      dates.tomorrow,
      dates.today,
    ]);
    expect((await listPurchases(t, `?start=${dates.tooOld}`)).map((p) => p.date)).toEqual([
      dates.today,
      dates.oldest,
      dates.tooOld,
    ]);
  });

  it('refuses start after end, and dates in another format, with 400', async () => {
    for (const query of ['?start=2024-05-02&end=2024-05-01', '?start=01-05-2024', '?end=kemarin']) {
      const response = await call(
        world.ctx,
        'GET',
        world.a.tenant.slug,
        `/inventory/purchases${query}`,
        world.a.admin.token,
      );
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
    }
  });
});

describe('purchases access', () => {
  it('refuses kitchen, cashier, another tenant and a POS_ONLY tenant', async () => {
    const callers = refusedCallers(world.a, world.b, world.posOnly, 'inventory');
    await expectRefused(world.ctx, callers, 'POST', '/inventory/purchases', { ...valid, name: 'Ilegal' });
    await expectRefused(world.ctx, callers, 'GET', '/inventory/purchases');
    expect(await inventoryOf(world.ctx, world.a)).toEqual([]);
  });

  it('lets the INVENTORY role record and list purchases', async () => {
    const t = await createTenantGraph(world.ctx.db);
    expect((await post(t, valid, t.inventory.token)).statusCode).toBe(201);
    const response = await call(
      world.ctx,
      'GET',
      t.tenant.slug,
      '/inventory/purchases?start=2024-05-01&end=2024-05-31',
      t.inventory.token,
    );
    expect(response.statusCode).toBe(200);
    expect(purchaseList.parse(response.json()).items).toHaveLength(1);
  });
});
