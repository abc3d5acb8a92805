import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMenuItem, adminMenuList } from '@meja/shared/contracts/menu';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';
import {
  adminMenu,
  call,
  createIngredient,
  createMenuItem,
  expectRefused,
  recordPurchase,
  refusedCallers,
  type Ctx,
} from '../../../test/catalog';

/**
 * Recipes (BOM): at most 5 lines of {inventoryItemId, qty ≥ 0 in steps of 0.0001}, each ingredient of
 * the same tenant and not deleted — through POST/PUT /menu and the inventory page's BOM editor.
 */
let ctx: Ctx;
let a: TenantGraph;
let b: TenantGraph;
let posOnly: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext();
  a = await createTenantGraph(ctx.db);
  b = await createTenantGraph(ctx.db);
  posOnly = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
});
afterAll(() => ctx.close());

async function ingredients(graph: TenantGraph, n: number) {
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(await createIngredient(ctx, graph, { name: `Bahan ${i + 1}`, unit: 'g' }));
  return made;
}

const lines = (items: { _id: string }[], qty: number | string = 1) =>
  items.map((item) => ({ inventoryItemId: item._id, qty }));

/** The three ways a BOM is written, each with the same rules. */
const writers = {
  'POST /menu': async (graph: TenantGraph, bom: object[]) =>
    call(ctx, 'POST', graph.tenant.slug, '/menu', graph.admin.token, { name: 'Uji BOM', price: 10000, bom }),
  'PUT /menu/:id': async (graph: TenantGraph, bom: object[]) => {
    const item = await createMenuItem(ctx, graph, { name: 'Uji BOM', price: 10000 });
    return call(ctx, 'PUT', graph.tenant.slug, `/menu/${item._id}`, graph.admin.token, { bom });
  },
  'PUT /inventory/bom/:menuItemId': async (graph: TenantGraph, bom: object[]) => {
    const item = await createMenuItem(ctx, graph, { name: 'Uji BOM', price: 10000 });
    return call(ctx, 'PUT', graph.tenant.slug, `/inventory/bom/${item._id}`, graph.inventory.token, { bom });
  },
} as const;

describe.each(Object.entries(writers))('BOM rules through %s', (_route, write) => {
  it('saves up to 5 lines in order, reading text quantities, with qty 0 and 0.0001 steps allowed', async () => {
    const t = await createTenantGraph(ctx.db);
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
    expect((await adminMenu(ctx, t))[0]?.bom).toEqual(item.bom);
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
    const t = await createTenantGraph(ctx.db);
    const bom = await build(t);
    const response = await write(t, bom);
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain(message);
    expect((await adminMenu(ctx, t)).flatMap((i) => i.bom)).toEqual([]);
  });

  it('refuses an ingredient of ANOTHER tenant with 400 and saves nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    const [own] = await ingredients(t, 1);
    const [foreign] = await ingredients(b, 1);
    if (!own || !foreign) throw new Error('ingredients not made');
    const response = await write(t, lines([own, foreign]));
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).message).toBe('Bahan BOM tidak ditemukan. Pilih bahan dari daftar inventory.');
    expect((await adminMenu(ctx, t)).flatMap((i) => i.bom)).toEqual([]);
    expect((await adminMenu(ctx, b)).flatMap((i) => i.bom)).toEqual([]);
  });

  it('refuses a deleted ingredient and an unknown id', async () => {
    const t = await createTenantGraph(ctx.db);
    const [gone, live] = await ingredients(t, 2);
    if (!gone || !live) throw new Error('ingredients not made');
    const removed = await call(ctx, 'DELETE', t.tenant.slug, `/inventory/${gone._id}`, t.admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const deleted = await write(t, lines([live, gone]));
    expect(deleted.statusCode, deleted.body).toBe(400);
    const unknown = await write(t, [{ inventoryItemId: '0190a000-0000-7000-8000-0000000000ee', qty: 1 }]);
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect((await adminMenu(ctx, t)).flatMap((i) => i.bom)).toEqual([]);
  });
});

describe('replacing a BOM', () => {
  it('replaces all lines, keeps them when bom is not sent, and clears them with []', async () => {
    const t = await createTenantGraph(ctx.db);
    const [x, y, z] = await ingredients(t, 3);
    if (!x || !y || !z) throw new Error('ingredients not made');
    const item = await createMenuItem(ctx, t, { name: 'Gado', price: 15000, bom: lines([x, y]) });
    const url = `/menu/${item._id}`;
    const replaced = await call(ctx, 'PUT', t.tenant.slug, url, t.admin.token, {
      bom: [
        { inventoryItemId: z._id, qty: 3 },
        { inventoryItemId: x._id, qty: 2 },
      ],
    });
    expect(adminMenuItem.parse(replaced.json()).bom.map((l) => [l.inventoryItemId, l.qty])).toEqual([
      [z._id, 3],
      [x._id, 2],
    ]);
    const renamed = await call(ctx, 'PUT', t.tenant.slug, url, t.admin.token, { name: 'gado gado' });
    expect(adminMenuItem.parse(renamed.json()).bom).toHaveLength(2);
    const cleared = await call(ctx, 'PUT', t.tenant.slug, url, t.admin.token, { bom: [] });
    expect(adminMenuItem.parse(cleared.json())).toMatchObject({ bom: [], foodCost: 0, marginPercent: 100 });
  });

  it('rolls back the other fields of a PUT whose BOM is refused', async () => {
    const t = await createTenantGraph(ctx.db);
    const [own] = await ingredients(t, 1);
    const [foreign] = await ingredients(b, 1);
    if (!own || !foreign) throw new Error('ingredients not made');
    const item = await createMenuItem(ctx, t, { name: 'Pecel', price: 12000, bom: lines([own]) });
    const response = await call(ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, {
      name: 'Pecel Baru',
      price: 1,
      bom: lines([foreign]),
    });
    expect(response.statusCode).toBe(400);
    expect(await adminMenu(ctx, t)).toEqual([item]);
  });
});

describe('the inventory page BOM table (GET /inventory/bom, PUT /inventory/bom/:menuItemId)', () => {
  it('shows the INVENTORY role every menu item with its BOM, food cost and margin', async () => {
    const t = await createTenantGraph(ctx.db);
    const ayam = await createIngredient(ctx, t, { name: 'Ayam', unit: 'ekor' });
    await recordPurchase(ctx, t, { date: '2024-06-01', name: 'Ayam', qty: 4, price: 180000 }); // 45000
    const item = await createMenuItem(ctx, t, {
      name: 'Ayam Goreng',
      price: 30000,
      bom: [{ inventoryItemId: ayam._id, qty: 0.25 }],
    });
    await createMenuItem(ctx, t, { name: 'Nasi', price: 5000 });
    const response = await call(ctx, 'GET', t.tenant.slug, '/inventory/bom', t.inventory.token);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = adminMenuList.parse(response.json());
    expect(items.map((i) => i.name)).toEqual(['AYAM GORENG', 'NASI']);
    expect(items[0]).toEqual(item);
    expect(items[0]).toMatchObject({ foodCost: 11250, marginPercent: 62.5 });
  });

  it('answers 404 for a menu item of another tenant and leaves its BOM alone', async () => {
    const [theirs] = await ingredients(b, 1);
    if (!theirs) throw new Error('ingredient not made');
    const item = await createMenuItem(ctx, b, { name: 'Punya B', price: 1000, bom: lines([theirs]) });
    const response = await call(ctx, 'PUT', a.tenant.slug, `/inventory/bom/${item._id}`, a.inventory.token, {
      bom: [],
    });
    expect(response.statusCode).toBe(404);
    expect((await adminMenu(ctx, b)).find((i) => i._id === item._id)?.bom).toHaveLength(1);
  });

  it('refuses kitchen, cashier, another tenant and a POS_ONLY tenant', async () => {
    const item = await createMenuItem(ctx, a, { name: 'Dijaga', price: 1000 });
    const callers = refusedCallers(a, b, posOnly, 'inventory');
    await expectRefused(ctx, callers, 'GET', '/inventory/bom');
    await expectRefused(ctx, callers, 'PUT', `/inventory/bom/${item._id}`, { bom: [] });
  });

  it('lets the admin use it too', async () => {
    const item = await createMenuItem(ctx, a, { name: 'Admin Juga', price: 1000 });
    const response = await call(ctx, 'PUT', a.tenant.slug, `/inventory/bom/${item._id}`, a.admin.token, {
      bom: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call(ctx, 'GET', a.tenant.slug, '/inventory/bom', a.admin.token)).statusCode).toBe(200);
  });
});
