import { beforeAll, describe, expect, it } from 'vitest';
import { adminMenuItem } from '@meja/shared/contracts/menu';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { useCatalogWorld } from '../../../test/catalog-world';
import { errorOf } from '../../../test/auth-flow';
import {
  adminMenu,
  call,
  createIngredient,
  createMenuItem,
  expectRefused,
  recordPurchase,
  refusedCallers,
} from '../../../test/catalog';

/** GET/POST /menu and PUT /menu/:id: shapes, normalisation, discounts, validation, access (issue 3). */
const world = useCatalogWorld();
/** Only the validation cases use it: its menu must stay empty. */
let v: TenantGraph;

beforeAll(async () => {
  v = await createTenantGraph(world.ctx.db);
});

const post = (graph: TenantGraph, body: object) =>
  call(world.ctx, 'POST', graph.tenant.slug, '/menu', graph.admin.token, body);
const put = (graph: TenantGraph, id: string, body: object) =>
  call(world.ctx, 'PUT', graph.tenant.slug, `/menu/${id}`, graph.admin.token, body);

async function freshTenant() {
  return createTenantGraph(world.ctx.db);
}

describe('POST /menu', () => {
  it('creates an item: name and category upper-cased, effective price from the server', async () => {
    const t = await freshTenant();
    const response = await post(t, {
      name: '  nasi   goreng spesial ',
      price: 25000,
      category: ' makanan berat ',
      discountPercent: 10,
      isSpecialToday: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = adminMenuItem.strict().parse(response.json());
    expect(item).toEqual({
      _id: expect.any(String),
      name: 'NASI GORENG SPESIAL',
      description: '',
      price: 25000,
      effectivePrice: 22500,
      discountPercent: 10,
      discountFixed: null,
      imageUrl: '',
      category: 'MAKANAN BERAT',
      isSpecialToday: true,
      isFavorite: false,
      isActive: true,
      soldOut: false,
      optionGroups: [],
      soldOutToday: false,
      stockOut: false,
      bom: [],
      foodCost: 0,
      marginPercent: 100,
    });
    expect(await adminMenu(world.ctx, t)).toEqual([item]);
  });

  it.each([
    ['missing', {}],
    ['blank', { category: '   ' }],
    ['empty', { category: '' }],
  ])('files a %s category under LAINNYA', async (_label, category) => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, { name: 'kerupuk', price: 2000, ...category });
    expect(item.category).toBe('LAINNYA');
  });

  it('reads a price sent as text and keeps every flag and the image', async () => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, {
      name: 'Es Teh',
      price: '5000',
      isActive: false,
      isFavorite: true,
      imageUrl: '/uploads/0190a000-0000-7000-8000-000000000001/0190a000-0000-7000-8000-000000000002.webp',
    });
    expect(item).toMatchObject({ price: 5000, effectivePrice: 5000, isActive: false, isFavorite: true });
    expect(item.imageUrl).toMatch(/^\/uploads\//);
  });

  it('computes a fixed discount, never below 0', async () => {
    const t = await freshTenant();
    expect(
      (await createMenuItem(world.ctx, t, { name: 'a', price: 15000, discountFixed: 2500 })).effectivePrice,
    ).toBe(12500);
    const over = await createMenuItem(world.ctx, t, { name: 'b', price: 15000, discountFixed: 20000 });
    expect(over).toMatchObject({
      effectivePrice: 0,
      discountFixed: 20000,
      discountPercent: null,
      marginPercent: null,
    });
    const full = await createMenuItem(world.ctx, t, { name: 'c', price: 9999, discountPercent: 100 });
    expect(full.effectivePrice).toBe(0);
    const rounded = await createMenuItem(world.ctx, t, { name: 'd', price: 999, discountPercent: 10 });
    expect(rounded.effectivePrice).toBe(899);
  });

  it('carries the food cost (Σ BOM qty × latest unit price) and the margin on the effective price', async () => {
    const t = await freshTenant();
    const beras = await createIngredient(world.ctx, t, { name: 'Beras', unit: 'kg' });
    const telur = await createIngredient(world.ctx, t, { name: 'Telur', unit: 'butir' });
    const garam = await createIngredient(world.ctx, t, { name: 'Garam', unit: 'kg' }); // never bought
    await recordPurchase(world.ctx, t, { date: '2024-05-01', name: 'Beras', qty: 2, price: 30000 }); // 15000/kg
    await recordPurchase(world.ctx, t, { date: '2024-05-01', name: 'Telur', qty: 10, price: 25000 }); // 2500/butir
    const item = await createMenuItem(world.ctx, t, {
      name: 'Nasi Telur',
      price: 20000,
      discountFixed: 2000,
      bom: [
        { inventoryItemId: beras._id, qty: 0.2 },
        { inventoryItemId: telur._id, qty: 1 },
        { inventoryItemId: garam._id, qty: 0.005 },
      ],
    });
    expect(item.bom).toEqual([
      { inventoryItemId: beras._id, qty: 0.2, name: 'Beras', unit: 'kg', unitCost: 15000 },
      { inventoryItemId: telur._id, qty: 1, name: 'Telur', unit: 'butir', unitCost: 2500 },
      { inventoryItemId: garam._id, qty: 0.005, name: 'Garam', unit: 'kg', unitCost: null },
    ]);
    expect(item.foodCost).toBe(5500); // 0.2 × 15000 + 1 × 2500 + 0.005 × 0
    expect(item.marginPercent).toBe(69.4); // (18000 − 5500) / 18000
    const [listed] = await adminMenu(world.ctx, t);
    expect(listed).toEqual(item);
  });

  it('lists items by category then name with their BOM', async () => {
    const t = await freshTenant();
    const ing = await createIngredient(world.ctx, t, { name: 'Gula', unit: 'kg' });
    await createMenuItem(world.ctx, t, {
      name: 'Teh',
      price: 4000,
      category: 'Minuman',
      bom: [{ inventoryItemId: ing._id, qty: 0.01 }],
    });
    await createMenuItem(world.ctx, t, { name: 'Bakso', price: 15000, category: 'Utama' });
    await createMenuItem(world.ctx, t, { name: 'Air', price: 3000, category: 'Minuman' });
    const items = await adminMenu(world.ctx, t);
    expect(items.map((i) => `${i.category}/${i.name}`)).toEqual([
      'MINUMAN/AIR',
      'MINUMAN/TEH',
      'UTAMA/BAKSO',
    ]);
    expect(items[1]?.bom.map((l) => l.inventoryItemId)).toEqual([ing._id]);
  });

  it.each([
    ['name missing', { price: 1000 }, 'name'],
    ['name blank', { name: '   ', price: 1000 }, 'name'],
    ['price missing', { name: 'Tahu' }, 'price'],
    ['price negative', { name: 'Tahu', price: -1 }, 'price'],
    ['price not an integer', { name: 'Tahu', price: 1500.5 }, 'price'],
    ['price not a number', { name: 'Tahu', price: 'seribu' }, 'price'],
    ['discountPercent over 100', { name: 'Tahu', price: 1000, discountPercent: 150 }, 'discountPercent'],
    ['discountPercent negative', { name: 'Tahu', price: 1000, discountPercent: -5 }, 'discountPercent'],
    ['discountFixed negative', { name: 'Tahu', price: 1000, discountFixed: -5 }, 'discountFixed'],
    [
      'both discounts positive',
      { name: 'Tahu', price: 1000, discountPercent: 10, discountFixed: 100 },
      'discountPercent',
    ],
    ['a javascript: image', { name: 'Tahu', price: 1000, imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['a flag that is not a boolean', { name: 'Tahu', price: 1000, isActive: 'ya' }, 'isActive'],
  ])('refuses %s with 400 and creates nothing', async (_label, body, field) => {
    const response = await post(v, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await adminMenu(world.ctx, v)).toEqual([]);
  });

  it('names the discount conflict in Indonesian', async () => {
    const response = await post(v, { name: 'Tahu', price: 1000, discountPercent: 10, discountFixed: 100 });
    expect(errorOf(response).message).toBe('Pilih salah satu: diskon persen atau diskon nominal.');
  });
});

describe('PUT /menu/:id', () => {
  it('updates the fields sent and keeps the others; name and category upper-cased, blank → LAINNYA', async () => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, {
      name: 'Soto',
      price: 18000,
      category: 'Utama',
      discountFixed: 1000,
    });
    const response = await put(t, item._id, { name: ' soto   ayam ', category: '  ', isFavorite: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminMenuItem.strict().parse(response.json())).toEqual({
      ...item,
      name: 'SOTO AYAM',
      category: 'LAINNYA',
      isFavorite: true,
    });
    expect(await adminMenu(world.ctx, t)).toEqual([
      { ...item, name: 'SOTO AYAM', category: 'LAINNYA', isFavorite: true },
    ]);
  });

  it('clamps discountPercent to 100 on update (SPEC §5) instead of refusing it', async () => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, { name: 'Soto', price: 18000 });
    const response = await put(t, item._id, { discountPercent: 150 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ discountPercent: 100, effectivePrice: 0, marginPercent: null });
  });

  it('a fixed discount clears the percent, and a percent clears the fixed one', async () => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, { name: 'Soto', price: 18000, discountPercent: 10 });
    const fixed = await put(t, item._id, { discountFixed: 3000 });
    expect(fixed.json()).toMatchObject({ discountPercent: null, discountFixed: 3000, effectivePrice: 15000 });
    const percent = await put(t, item._id, { discountPercent: 50 });
    expect(percent.json()).toMatchObject({ discountPercent: 50, discountFixed: null, effectivePrice: 9000 });
  });

  it("'' and null remove a discount; a negative fixed is clamped to 0 and removes it too", async () => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, { name: 'Soto', price: 18000, discountPercent: 10 });
    expect((await put(t, item._id, { discountPercent: '' })).json()).toMatchObject({
      discountPercent: null,
      discountFixed: null,
      effectivePrice: 18000,
    });
    await put(t, item._id, { discountFixed: 500 });
    expect((await put(t, item._id, { discountFixed: null })).json()).toMatchObject({
      discountFixed: null,
      effectivePrice: 18000,
    });
    await put(t, item._id, { discountFixed: 500 });
    expect((await put(t, item._id, { discountFixed: -500 })).json()).toMatchObject({
      discountFixed: null,
      effectivePrice: 18000,
    });
  });

  it('refuses both discounts positive and leaves the item unchanged', async () => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, { name: 'Soto', price: 18000, discountPercent: 10 });
    const response = await put(t, item._id, { name: 'Lain', discountPercent: 20, discountFixed: 100 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION');
    expect(await adminMenu(world.ctx, t)).toEqual([item]);
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a non-integer price', { price: 10.5 }],
    ['a blank name', { name: ' ' }],
    ['a data: image', { imageUrl: 'data:image/png;base64,AAAA' }],
  ])('refuses %s with 400', async (_label, body) => {
    const t = await freshTenant();
    const item = await createMenuItem(world.ctx, t, { name: 'Soto', price: 18000 });
    const response = await put(t, item._id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(await adminMenu(world.ctx, t)).toEqual([item]);
  });

  it("answers 404 for an unknown id and for another tenant's item, which stays unchanged", async () => {
    const theirs = await createMenuItem(world.ctx, world.b, { name: 'Milik B', price: 1000 });
    const unknown = await put(world.a, '0190a000-0000-7000-8000-0000000000ff', { name: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Menu tidak ditemukan');
    const foreign = await put(world.a, theirs._id, { name: 'dicuri', price: 1 });
    expect(foreign.statusCode).toBe(404);
    expect((await adminMenu(world.ctx, world.b)).find((i) => i._id === theirs._id)).toEqual(theirs);
  });
});

describe('menu access (SPEC §6: admin and super admin; POS_ONLY refused)', () => {
  it('refuses kitchen, cashier, the inventory role, another tenant and a POS_ONLY tenant on every menu route', async () => {
    const item = await createMenuItem(world.ctx, world.a, { name: 'Rahasia', price: 1000 });
    const callers = refusedCallers(world.a, world.b, world.posOnly, 'menu');
    await expectRefused(world.ctx, callers, 'GET', '/menu');
    await expectRefused(world.ctx, callers, 'POST', '/menu', { name: 'Ilegal', price: 1 });
    await expectRefused(world.ctx, callers, 'PUT', `/menu/${item._id}`, { name: 'Ilegal' });
    await expectRefused(world.ctx, callers, 'DELETE', `/menu/${item._id}`);
    const items = await adminMenu(world.ctx, world.a);
    expect(items.find((i) => i._id === item._id)).toEqual(item);
    expect(items.some((i) => i.name === 'ILEGAL')).toBe(false);
  });

  it('lets a super admin manage any tenant menu', async () => {
    const superAdmin = await createUser(world.ctx.db, { role: 'SUPER_ADMIN' });
    const t = await freshTenant();
    const created = await call(world.ctx, 'POST', t.tenant.slug, '/menu', superAdmin.token, {
      name: 'dari pusat',
      price: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const listed = await call(world.ctx, 'GET', t.tenant.slug, '/menu', superAdmin.token);
    expect(listed.json()).toMatchObject({ items: [{ name: 'DARI PUSAT' }] });
  });
});

describe("a dish's description (issue 20)", () => {
  it('is stored trimmed, changed by PUT, cleared with an empty text, and kept when not sent', async () => {
    const t = await freshTenant();
    const created = await post(t, {
      name: 'Mie Goreng',
      price: 18000,
      description: '  Pedas manis, telur mata sapi.  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = adminMenuItem.strict().parse(created.json());
    expect(item.description).toBe('Pedas manis, telur mata sapi.');

    const renamed = await put(t, item._id, { name: 'Mie Goreng Jawa' });
    expect(adminMenuItem.parse(renamed.json()).description).toBe('Pedas manis, telur mata sapi.');
    const changed = await put(t, item._id, { description: 'Dimasak di atas arang.' });
    expect(adminMenuItem.parse(changed.json()).description).toBe('Dimasak di atas arang.');
    const cleared = await put(t, item._id, { description: '' });
    expect(adminMenuItem.parse(cleared.json()).description).toBe('');
    const listed = await adminMenu(world.ctx, t);
    expect(listed.map((entry) => [entry.name, entry.description])).toEqual([['MIE GORENG JAWA', '']]);
  });

  it('keeps markup as the text it is: the screens escape it', async () => {
    const t = await freshTenant();
    const text = '<img src=x onerror=alert(1)> "pedas" & manis';
    const created = await post(t, { name: 'Es Teh', price: 5000, description: text });
    expect(adminMenuItem.parse(created.json()).description).toBe(text);
  });

  it('refuses more than 300 characters or a number, in Indonesian, and changes nothing', async () => {
    const t = await freshTenant();
    const tooLong = await post(t, { name: 'Soto', price: 15000, description: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toMatchObject({
      code: 'VALIDATION',
      message: 'Deskripsi maksimal 300 karakter',
    });
    const exactly = await post(t, { name: 'Soto', price: 15000, description: 'x'.repeat(300) });
    expect(exactly.statusCode, exactly.body).toBe(201);
    const id = adminMenuItem.parse(exactly.json())._id;
    const notText = await put(t, id, { description: 42 });
    expect(notText.statusCode).toBe(400);
    const longer = await put(t, id, { description: 'y'.repeat(301) });
    expect(longer.statusCode).toBe(400);
    const [stored] = await adminMenu(world.ctx, t);
    expect(stored?.description).toBe('x'.repeat(300));
  });
});
