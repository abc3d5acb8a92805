import { describe, expect, it } from 'vitest';
import { adminMenuItem, adminMenuList } from '@meja/shared/contracts/menu';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
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

/**
 * Recipes (BOM): at most 5 lines of {inventoryItemId, qty ≥ 0 in steps of 0.0001}, each ingredient of
 * the same tenant and not deleted — through POST/PUT /menu and the inventory page's BOM editor.
 */
const world = useCatalogWorld();

async function ingredients(graph: TenantGraph, n: number) {
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(await createIngredient(world.ctx, graph, { name: `Bahan ${i + 1}`, unit: 'g' }));
  return made;
}

const lines = (items: { _id: string }[], qty: number | string = 1) =>
  items.map((item) => ({ inventoryItemId: item._id, qty }));

/** The three ways a BOM is written, each with the same rules. */
const writers = {
  'POST /menu': async (graph: TenantGraph, bom: object[]) =>
    call(world.ctx, 'POST', graph.tenant.slug, '/menu', graph.admin.token, {
      name: 'Uji BOM',
      price: 10000,
      bom,
    }),
  'PUT /menu/:id': async (graph: TenantGraph, bom: object[]) => {
    const item = await createMenuItem(world.ctx, graph, { name: 'Uji BOM', price: 10000 });
    return call(world.ctx, 'PUT', graph.tenant.slug, `/menu/${item._id}`, graph.admin.token, { bom });
  },
  'PUT /inventory/bom/:menuItemId': async (graph: TenantGraph, bom: object[]) => {
    const item = await createMenuItem(world.ctx, graph, { name: 'Uji BOM', price: 10000 });
    return call(world.ctx, 'PUT', graph.tenant.slug, `/inventory/bom/${item._id}`, graph.inventory.token, {
      bom,
    });
  },
} as const;

describe.each(Object.entries(writers))('BOM rules through %s', (_route, write) => {
  it('saves up to 5 lines in order, reading text quantities, with qty 0 and 0.0001 steps allowed', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const made = await ingredients(t, 5);
    const qtys = [0, 0.0001, '0,25', '1.5', 2.1234];
    const response = await write(
      t,
      made.map((m, i) => ({ inventoryItemId: m._id, qty: qtys[i] })),
    );
    expect([200, 201], response.body).toContain(response.statusCode);
    const item = adminMenuItem.parse(response.json());
    expect(item.bom.map((l) => [l.name, l.qty])).toEqual([
      ['Bahan 1', 0],
      ['Bahan 2', 0.0001],
      ['Bahan 3', 0.25],
      ['Bahan 4', 1.5],
      ['Bahan 5', 2.1234],
    ]);
    expect((await adminMenu(world.ctx, t))[0]?.bom).toEqual(item.bom);
  });

  it.each([
    ['6 lines', async (t: TenantGraph) => lines(await ingredients(t, 6)), 'BOM maksimal 5 bahan'],
    [
      'the same ingredient twice',
      async (t: TenantGraph) => {
        const [one] = await ingredients(t, 1);
        return lines(one ? [one, one] : []);
      },
      'Bahan yang sama tidak boleh muncul dua kali dalam BOM',
    ],
    [
      'qty 0.00005',
      async (t: TenantGraph) => lines(await ingredients(t, 1), 0.00005),
      'Qty BOM harus angka ≥ 0 dengan kelipatan 0,0001',
    ],
    [
      'a negative qty',
      async (t: TenantGraph) => lines(await ingredients(t, 1), -1),
      'Qty BOM harus angka ≥ 0 dengan kelipatan 0,0001',
    ],
    [
      'a qty that is not a number',
      async (t: TenantGraph) => lines(await ingredients(t, 1), 'sedikit'),
      'Qty BOM harus angka',
    ],
    ['an id that is not a uuid', async () => [{ inventoryItemId: 'beras', qty: 1 }], 'Bahan tidak valid'],
  ])('refuses %s with 400 and saves nothing', async (_label, build, message) => {
    const t = await createTenantGraph(world.ctx.db);
    const bom = await build(t);
    const response = await write(t, bom);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain(message);
    expect((await adminMenu(world.ctx, t)).flatMap((i) => i.bom)).toEqual([]);
  });

  it('refuses an ingredient of ANOTHER tenant with 400 and saves nothing', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const [own] = await ingredients(t, 1);
    const [foreign] = await ingredients(world.b, 1);
    if (!own || !foreign) throw new Error('ingredients not made');
    const response = await write(t, lines([own, foreign]));
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).message).toBe('Bahan BOM tidak ditemukan. Pilih bahan dari daftar inventory.');
    expect((await adminMenu(world.ctx, t)).flatMap((i) => i.bom)).toEqual([]);
    expect((await adminMenu(world.ctx, world.b)).flatMap((i) => i.bom)).toEqual([]);
  });

  it('refuses a deleted ingredient and an unknown id', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const [gone, live] = await ingredients(t, 2);
    if (!gone || !live) throw new Error('ingredients not made');
    const removed = await call(world.ctx, 'DELETE', t.tenant.slug, `/inventory/${gone._id}`, t.admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const deleted = await write(t, lines([live, gone]));
    expect(deleted.statusCode, deleted.body).toBe(400);
    const unknown = await write(t, [{ inventoryItemId: '0190a000-0000-7000-8000-0000000000ee', qty: 1 }]);
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect((await adminMenu(world.ctx, t)).flatMap((i) => i.bom)).toEqual([]);
  });
});

describe('replacing a BOM', () => {
  it('replaces all lines, keeps them when bom is not sent, and clears them with []', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const [x, y, z] = await ingredients(t, 3);
    if (!x || !y || !z) throw new Error('ingredients not made');
    const item = await createMenuItem(world.ctx, t, { name: 'Gado', price: 15000, bom: lines([x, y]) });
    const url = `/menu/${item._id}`;
    const replaced = await call(world.ctx, 'PUT', t.tenant.slug, url, t.admin.token, {
      bom: [
        { inventoryItemId: z._id, qty: 3 },
        { inventoryItemId: x._id, qty: 2 },
      ],
    });
    expect(adminMenuItem.parse(replaced.json()).bom.map((l) => [l.inventoryItemId, l.qty])).toEqual([
      [z._id, 3],
      [x._id, 2],
    ]);
    const renamed = await call(world.ctx, 'PUT', t.tenant.slug, url, t.admin.token, { name: 'gado gado' });
    expect(adminMenuItem.parse(renamed.json()).bom).toHaveLength(2);
    const cleared = await call(world.ctx, 'PUT', t.tenant.slug, url, t.admin.token, { bom: [] });
    expect(adminMenuItem.parse(cleared.json())).toMatchObject({ bom: [], foodCost: 0, marginPercent: 100 });
  });

  it('rolls back the other fields of a PUT whose BOM is refused', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const [own] = await ingredients(t, 1);
    const [foreign] = await ingredients(world.b, 1);
    if (!own || !foreign) throw new Error('ingredients not made');
    const item = await createMenuItem(world.ctx, t, { name: 'Pecel', price: 12000, bom: lines([own]) });
    const response = await call(world.ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, {
      name: 'Pecel Baru',
      price: 1,
      bom: lines([foreign]),
    });
    expect(response.statusCode).toBe(400);
    expect(await adminMenu(world.ctx, t)).toEqual([item]);
  });
});

describe('the inventory page BOM table (GET /inventory/bom, PUT /inventory/bom/:menuItemId)', () => {
  it('shows the INVENTORY role every menu item with its BOM, food cost and margin', async () => {
    const t = await createTenantGraph(world.ctx.db);
    const ayam = await createIngredient(world.ctx, t, { name: 'Ayam', unit: 'ekor' });
    await recordPurchase(world.ctx, t, { date: '2024-06-01', name: 'Ayam', qty: 4, price: 180000 }); // 45000
    const item = await createMenuItem(world.ctx, t, {
      name: 'Ayam Goreng',
      price: 30000,
      bom: [{ inventoryItemId: ayam._id, qty: 0.25 }],
    });
    await createMenuItem(world.ctx, t, { name: 'Nasi', price: 5000 });
    const response = await call(world.ctx, 'GET', t.tenant.slug, '/inventory/bom', t.inventory.token);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = adminMenuList.parse(response.json());
    expect(items.map((i) => i.name)).toEqual(['AYAM GORENG', 'NASI']);
    expect(items[0]).toEqual(item);
    expect(items[0]).toMatchObject({ foodCost: 11250, marginPercent: 62.5 });
  });

  it('answers 404 for a menu item of another tenant and leaves its BOM alone', async () => {
    const [theirs] = await ingredients(world.b, 1);
    if (!theirs) throw new Error('ingredient not made');
    const item = await createMenuItem(world.ctx, world.b, {
      name: 'Punya B',
      price: 1000,
      bom: lines([theirs]),
    });
    const response = await call(
      world.ctx,
      'PUT',
      world.a.tenant.slug,
      `/inventory/bom/${item._id}`,
      world.a.inventory.token,
      {
        bom: [],
      },
    );
    expect(response.statusCode).toBe(404);
    expect((await adminMenu(world.ctx, world.b)).find((i) => i._id === item._id)?.bom).toHaveLength(1);
  });

  it('refuses kitchen, cashier, another tenant and a POS_ONLY tenant', async () => {
    const item = await createMenuItem(world.ctx, world.a, { name: 'Dijaga', price: 1000 });
    const callers = refusedCallers(world.a, world.b, world.posOnly, 'inventory');
    await expectRefused(world.ctx, callers, 'GET', '/inventory/bom');
    await expectRefused(world.ctx, callers, 'PUT', `/inventory/bom/${item._id}`, { bom: [] });
  });

  it('lets the admin use it too', async () => {
    const item = await createMenuItem(world.ctx, world.a, { name: 'Admin Juga', price: 1000 });
    const response = await call(
      world.ctx,
      'PUT',
      world.a.tenant.slug,
      `/inventory/bom/${item._id}`,
      world.a.admin.token,
      {
        bom: [],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await call(world.ctx, 'GET', world.a.tenant.slug, '/inventory/bom', world.a.admin.token)).statusCode,
    ).toBe(200);
  });
});
