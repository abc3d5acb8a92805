import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inventoryItem, stockMovementList } from '@meja/shared/contracts/inventory';
import { createTenantGraph, createUser, type TenantGraph } from '../../../test/factories';
import { useCatalogWorld } from '../../../test/catalog-world';
import { errorOf } from '../../../test/auth-flow';
import {
  call,
  createIngredient,
  createMenuItem,
  expectRefused,
  inventoryOf,
  refusedCallers,
} from '../../../test/catalog';

/** GET/POST /inventory, PUT/DELETE /inventory/:id, GET /inventory/:id/movements (issue 3, DESIGN §4). */
const world = useCatalogWorld();

const post = (t: TenantGraph, body: object, token = t.admin.token) =>
  call(world.ctx, 'POST', t.tenant.slug, '/inventory', token, body);
const put = (t: TenantGraph, id: string, body: object, token = t.admin.token) =>
  call(world.ctx, 'PUT', t.tenant.slug, `/inventory/${id}`, token, body);
const remove = (t: TenantGraph, id: string) =>
  call(world.ctx, 'DELETE', t.tenant.slug, `/inventory/${id}`, t.admin.token);

async function movementsOf(t: TenantGraph, id: string, token = t.admin.token) {
  const response = await call(world.ctx, 'GET', t.tenant.slug, `/inventory/${id}/movements`, token);
  expect(response.statusCode, response.body).toBe(200);
  return stockMovementList.parse(response.json()).items;
}

describe('POST /inventory', () => {
  it('creates an ingredient; an opening stock is written as an OPENING movement by the acting user', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const response = await post(t, {
      name: ' Beras ',
      unit: 'kg',
      sku: ' brs-01 ',
      stock: 12.5,
      minStock: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const item = inventoryItem.strict().parse(response.json());
    expect(item).toEqual({
      _id: expect.any(String),
      name: 'Beras',
      sku: 'brs-01',
      stock: 12.5,
      unit: 'kg',
      minStock: 5,
      lastUnitCost: null,
      belowMin: false,
      usedInBom: 0,
    });
    expect(await inventoryOf(world.ctx, t)).toEqual([item]);
    const movements = await movementsOf(t, item._id);
    expect(movements).toEqual([
      {
        _id: expect.any(String),
        inventoryItemId: item._id,
        kind: 'OPENING',
        qty: 12.5,
        note: 'Stok awal',
        createdBy: t.admin.id,
        createdByName: 'USER RESTAURANT_ADMIN',
        createdAt: expect.any(String),
        counted: null,
        expected: null,
      },
    ]);
  });

  it('creates with stock 0 and no movement when no stock is given; text numbers are read', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const bare = await createIngredient(world.ctx, t, { name: 'Garam' });
    expect(bare).toMatchObject({ stock: 0, unit: '', sku: '', minStock: 0 });
    expect(await movementsOf(t, bare._id)).toEqual([]);
    const text = await createIngredient(world.ctx, t, { name: 'Minyak', stock: '2,5', minStock: '1' });
    expect(text).toMatchObject({ stock: 2.5, minStock: 1 });
  });

  it('keeps 4 decimals of a stock', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const item = await createIngredient(world.ctx, t, { name: 'Ragi', stock: 0.12345 });
    expect(item.stock).toBe(0.1235);
    expect((await movementsOf(t, item._id))[0]?.qty).toBe(0.1235);
  });

  it.each([
    ['no name', { unit: 'kg' }, 'name'],
    ['a blank name', { name: '  ' }, 'name'],
    ['a stock that is not a number', { name: 'Gula', stock: 'banyak' }, 'stock'],
    ['a negative minStock', { name: 'Gula', minStock: -1 }, 'minStock'],
  ])('refuses %s with 400', async (_label, body, field) => {
    const t = await createTenantGraph(world.ctx.db);
    const response = await post(t, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toContain(field);
    expect(await inventoryOf(world.ctx, t)).toEqual([]);
  });
});

describe('SKU unique per tenant, compared trimmed and case-insensitively (SPEC §5)', () => {
  it("refuses ' brs-01 ' after 'BRS-01' with 409 'SKU sudah digunakan.'", async () => {
    const t = await createTenantGraph(world.ctx.db);
    await createIngredient(world.ctx, t, { name: 'Beras Putih', sku: 'BRS-01' });
    const response = await post(t, { name: 'Beras Merah', sku: ' brs-01 ' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'SKU_TAKEN', message: 'SKU sudah digunakan.' });
    expect((await inventoryOf(world.ctx, t)).map((i) => i.name)).toEqual(['Beras Putih']);
  });

  it('refuses a PUT that takes the SKU of another item, and lets an item keep its own in another case', async () => {
    const t = await createTenantGraph(world.ctx.db);
    await createIngredient(world.ctx, t, { name: 'Gula', sku: 'GL-1' });
    const kopi = await createIngredient(world.ctx, t, { name: 'Kopi', sku: 'KP-1' });
    const taken = await put(t, kopi._id, { sku: ' gl-1' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe('SKU sudah digunakan.');
    const own = await put(t, kopi._id, { sku: 'kp-1 ' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ sku: 'kp-1' });
  });

  it('allows the same SKU in another tenant', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const u = await createTenantGraph(world.ctx.db);
    await createIngredient(world.ctx, t, { name: 'Beras', sku: 'BRS-01' });
    expect((await post(u, { name: 'Beras', sku: 'BRS-01' })).statusCode).toBe(201);
  });

  it("lets a deleted item's SKU be reused", async () => {
    const t = await createTenantGraph(world.ctx.db);
    const old = await createIngredient(world.ctx, t, { name: 'Tepung Lama', sku: 'TPG' });
    expect((await remove(t, old._id)).statusCode).toBe(200);
    const reused = await post(t, { name: 'Tepung Baru', sku: 'tpg' });
    expect(reused.statusCode, reused.body).toBe(201);
  });

  it('allows any number of items without a SKU', async () => {
    const t = await createTenantGraph(world.ctx.db);
    await createIngredient(world.ctx, t, { name: 'Satu', sku: '' });
    await createIngredient(world.ctx, t, { name: 'Dua', sku: '  ' });
    await createIngredient(world.ctx, t, { name: 'Tiga' });
    expect((await inventoryOf(world.ctx, t)).map((i) => i.sku)).toEqual(['', '', '']);
  });

  it('answers two simultaneous creates of one SKU with one 201 and one 409', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const [first, second] = await Promise.all([
      post(t, { name: 'Kecap 1', sku: 'KCP' }),
      post(t, { name: 'Kecap 2', sku: ' kcp ' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    expect(await inventoryOf(world.ctx, t)).toHaveLength(1);
  });
});

describe('PUT /inventory/:id', () => {
  it('records a stock edit as an ADJUSTMENT of the difference', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const item = await createIngredient(world.ctx, t, { name: 'Telur', unit: 'butir', stock: 30 });
    const down = await put(t, item._id, { stock: 24.5 });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({ stock: 24.5 });
    const up = await put(t, item._id, { stock: '40' }, t.inventory.token);
    expect(up.json()).toMatchObject({ stock: 40 });
    const unchanged = await put(t, item._id, { stock: 40 });
    expect(unchanged.statusCode).toBe(200);
    const movements = await movementsOf(t, item._id);
    expect(movements.map((m) => [m.kind, m.qty, m.createdBy])).toEqual([
      ['ADJUSTMENT', 15.5, t.inventory.id],
      ['ADJUSTMENT', -5.5, t.admin.id],
      ['OPENING', 30, t.admin.id],
    ]);
    expect(movements.reduce((sum, m) => sum + m.qty, 0)).toBe(40);
  });

  it('allows a negative stock count', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const item = await createIngredient(world.ctx, t, { name: 'Es Batu', stock: 1 });
    expect((await put(t, item._id, { stock: -2 })).json()).toMatchObject({ stock: -2, belowMin: true });
  });

  it('saves the full edit {name, sku, stock, unit, minStock}', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const item = await createIngredient(world.ctx, t, { name: 'Cabe', unit: 'g', sku: 'CB', stock: 100 });
    const response = await put(t, item._id, {
      name: 'Cabe Rawit',
      sku: 'CBR-2',
      stock: 80,
      unit: 'kg',
      minStock: 90,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = inventoryItem.strict().parse(response.json());
    expect(saved).toEqual({
      ...item,
      name: 'Cabe Rawit',
      sku: 'CBR-2',
      stock: 80,
      unit: 'kg',
      minStock: 90,
      belowMin: true,
    });
    expect(await inventoryOf(world.ctx, t)).toEqual([saved]);
  });

  it("clears a SKU with ''", async () => {
    const t = await createTenantGraph(world.ctx.db);
    const item = await createIngredient(world.ctx, t, { name: 'Kunyit', sku: 'KNY' });
    expect((await put(t, item._id, { sku: '' })).json()).toMatchObject({ sku: '' });
    expect((await post(t, { name: 'Kunyit 2', sku: 'KNY' })).statusCode).toBe(201);
  });

  it.each([
    ['a blank name', { name: '' }],
    ['a stock that is not a number', { stock: 'x' }],
    ['a negative minStock', { minStock: -3 }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const t = await createTenantGraph(world.ctx.db);
    const item = await createIngredient(world.ctx, t, { name: 'Jahe', stock: 3 });
    expect((await put(t, item._id, body)).statusCode).toBe(400);
    expect(await inventoryOf(world.ctx, t)).toEqual([item]);
  });

  it("answers 404 for an unknown id and for another tenant's item, which stays unchanged", async () => {
    const theirs = await createIngredient(world.ctx, world.b, { name: 'Milik B', stock: 7 });
    const unknown = await put(world.a, randomUUID(), { stock: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Bahan tidak ditemukan.');
    expect((await put(world.a, theirs._id, { stock: 0, name: 'Dicuri' })).statusCode).toBe(404);
    expect((await inventoryOf(world.ctx, world.b)).find((i) => i._id === theirs._id)).toEqual(theirs);
    expect(
      (
        await call(
          world.ctx,
          'GET',
          world.a.tenant.slug,
          `/inventory/${theirs._id}/movements`,
          world.a.admin.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('belowMin', () => {
  it('flags items whose stock is under minStock, not at it', async () => {
    const t = await createTenantGraph(world.ctx.db);
    await createIngredient(world.ctx, t, { name: 'A Kurang', stock: 4.9999, minStock: 5 });
    await createIngredient(world.ctx, t, { name: 'B Pas', stock: 5, minStock: 5 });
    await createIngredient(world.ctx, t, { name: 'C Cukup', stock: 6, minStock: 5 });
    await createIngredient(world.ctx, t, { name: 'D Tanpa Minimum', stock: 0 });
    expect((await inventoryOf(world.ctx, t)).map((i) => [i.name, i.belowMin])).toEqual([
      ['A Kurang', true],
      ['B Pas', false],
      ['C Cukup', false],
      ['D Tanpa Minimum', false],
    ]);
  });
});

describe('DELETE /inventory/:id', () => {
  it('is refused with 409 naming the menus while a BOM uses it, and allowed once the BOM line is removed', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const gula = await createIngredient(world.ctx, t, { name: 'Gula', unit: 'g' });
    const teh = await createMenuItem(world.ctx, t, {
      name: 'Es Teh',
      price: 5000,
      bom: [{ inventoryItemId: gula._id, qty: 20 }],
    });
    const kopi = await createMenuItem(world.ctx, t, {
      name: 'Kopi',
      price: 6000,
      bom: [{ inventoryItemId: gula._id, qty: 10 }],
    });
    expect((await inventoryOf(world.ctx, t))[0]?.usedInBom).toBe(2);

    const refused = await remove(t, gula._id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'INGREDIENT_IN_USE',
      message: 'Bahan ini masih dipakai di BOM menu: ES TEH, KOPI. Hapus dari BOM terlebih dahulu.',
    });
    expect(await inventoryOf(world.ctx, t)).toHaveLength(1);

    for (const item of [teh, kopi]) {
      const cleared = await call(
        world.ctx,
        'PUT',
        t.tenant.slug,
        `/inventory/bom/${item._id}`,
        t.inventory.token,
        {
          bom: [],
        },
      );
      expect(cleared.statusCode, cleared.body).toBe(200);
    }
    expect((await inventoryOf(world.ctx, t))[0]?.usedInBom).toBe(0);
    const response = await remove(t, gula._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await inventoryOf(world.ctx, t)).toEqual([]);
    expect((await remove(t, gula._id)).statusCode).toBe(404);
    expect((await put(t, gula._id, { stock: 1 })).statusCode).toBe(404);
  });

  it("answers 404 for another tenant's item, which survives", async () => {
    const theirs = await createIngredient(world.ctx, world.b, { name: 'Tetap Ada' });
    expect((await remove(world.a, theirs._id)).statusCode).toBe(404);
    expect((await inventoryOf(world.ctx, world.b)).some((i) => i._id === theirs._id)).toBe(true);
  });
});

describe('inventory access (SPEC §6: INVENTORY role and admins; POS_ONLY refused)', () => {
  it('refuses kitchen, cashier, another tenant and a POS_ONLY tenant on every inventory route', async () => {
    const item = await createIngredient(world.ctx, world.a, { name: 'Dijaga', stock: 3 });
    const callers = refusedCallers(world.a, world.b, world.posOnly, 'inventory');
    await expectRefused(world.ctx, callers, 'GET', '/inventory');
    await expectRefused(world.ctx, callers, 'POST', '/inventory', { name: 'Ilegal' });
    await expectRefused(world.ctx, callers, 'PUT', `/inventory/${item._id}`, { stock: 999 });
    await expectRefused(world.ctx, callers, 'DELETE', `/inventory/${item._id}`);
    await expectRefused(world.ctx, callers, 'GET', `/inventory/${item._id}/movements`);
    const items = await inventoryOf(world.ctx, world.a);
    expect(items.find((i) => i._id === item._id)).toEqual(item);
    expect(items.some((i) => i.name === 'Ilegal')).toBe(false);
  });

  it('lets the INVENTORY role and a super admin use every inventory route', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const superAdmin = await createUser(world.ctx.db, { role: 'SUPER_ADMIN' });
    for (const token of [t.inventory.token, superAdmin.token]) {
      const created = await post(t, { name: `Bahan ${randomUUID().slice(0, 4)}`, stock: 1 }, token);
      expect(created.statusCode, created.body).toBe(201);
      const { _id: id } = inventoryItem.parse(created.json());
      expect((await call(world.ctx, 'GET', t.tenant.slug, '/inventory', token)).statusCode).toBe(200);
      expect((await put(t, id, { stock: 2 }, token)).statusCode).toBe(200);
      expect(
        (await call(world.ctx, 'GET', t.tenant.slug, `/inventory/${id}/movements`, token)).statusCode,
      ).toBe(200);
      expect((await call(world.ctx, 'DELETE', t.tenant.slug, `/inventory/${id}`, token)).statusCode).toBe(
        200,
      );
    }
  });

  it('refuses the menu routes to the INVENTORY role', async () => {
    const t = await createTenantGraph(world.ctx.db);
    for (const [method, path] of [
      ['GET', '/menu'],
      ['POST', '/menu'],
      ['POST', '/menu/copy'],
      ['POST', '/upload'],
    ] as const) {
      const response = await call(
        world.ctx,
        method,
        t.tenant.slug,
        path,
        t.inventory.token,
        method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
