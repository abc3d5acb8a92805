import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockCountResult, stockMovementList } from '@meja/shared/contracts/inventory';
import {
  call,
  createIngredient,
  expectRefused,
  inventoryOf,
  refusedCallers,
  type Ctx,
} from '../../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';

/**
 * POST /inventory/counts (issue 12): a stock count (opname) is recorded in the ledger — an
 * ADJUSTMENT per counted ingredient with the counted and expected quantities and who counted —
 * never an overwrite, and the ledger still sums to the stock.
 */
let ctx: Ctx;
let other: TenantGraph;
let posOnly: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext();
  other = await createTenantGraph(ctx.db);
  posOnly = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
});
afterAll(() => ctx.close());

const count = (t: TenantGraph, body: unknown, token = t.inventory.token) =>
  call(ctx, 'POST', t.tenant.slug, '/inventory/counts', token, body);

async function movements(t: TenantGraph, id: string) {
  const response = await call(ctx, 'GET', t.tenant.slug, `/inventory/${id}/movements`, t.admin.token);
  expect(response.statusCode, response.body).toBe(200);
  return stockMovementList.strict().parse(response.json()).items;
}

describe('POST /inventory/counts', () => {
  it('records each counted line with counted, expected and who counted; the ledger sums to the stock', async () => {
    const t = await createTenantGraph(ctx.db);
    const beras = await createIngredient(ctx, t, { name: 'Beras', unit: 'kg', stock: 10 });
    const minyak = await createIngredient(ctx, t, { name: 'Minyak', unit: 'l', stock: 4 });
    const gula = await createIngredient(ctx, t, { name: 'Gula', unit: 'kg', stock: 2 });
    const response = await count(t, {
      lines: [
        { inventoryItemId: beras._id, counted: 8.75 },
        { inventoryItemId: minyak._id, counted: '4' }, // as typed: equal to the ledger
      ],
      note: 'Opname malam',
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = stockCountResult.strict().parse(response.json());
    expect(result.adjusted).toBe(1);
    expect(result.items.map((i) => [i.name, i.stock])).toEqual(
      expect.arrayContaining([
        ['Beras', 8.75],
        ['Minyak', 4],
      ]),
    );
    const stock = new Map((await inventoryOf(ctx, t)).map((i) => [i.name, i.stock]));
    expect(Object.fromEntries(stock)).toEqual({ Beras: 8.75, Gula: 2, Minyak: 4 });

    const [counted] = (await movements(t, beras._id)).filter((m) => m.kind === 'ADJUSTMENT');
    expect(counted).toMatchObject({
      qty: -1.25,
      counted: 8.75,
      expected: 10,
      note: 'Opname malam',
      createdBy: t.inventory.id,
      createdByName: 'USER INVENTORY',
    });
    // A count equal to the ledger is kept as the proof it was counted, changing nothing.
    expect((await movements(t, minyak._id)).filter((m) => m.kind === 'ADJUSTMENT')).toEqual([
      expect.objectContaining({ qty: 0, counted: 4, expected: 4 }),
    ]);
    expect((await movements(t, gula._id)).some((m) => m.kind === 'ADJUSTMENT')).toBe(false);
    for (const item of [beras, minyak, gula]) {
      const sum = (await movements(t, item._id)).reduce((total, m) => total + m.qty, 0);
      expect(sum, item.name).toBeCloseTo(stock.get(item.name) ?? NaN, 4);
    }
  });

  it('PUT /inventory/:id with a new stock figure is a count too; the same figure records nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    const telur = await createIngredient(ctx, t, { name: 'Telur', stock: 30 });
    const put = (stock: number) =>
      call(ctx, 'PUT', t.tenant.slug, `/inventory/${telur._id}`, t.admin.token, { name: 'Telur', stock });
    expect((await put(30)).statusCode).toBe(200);
    expect((await movements(t, telur._id)).filter((m) => m.kind === 'ADJUSTMENT')).toEqual([]);
    expect((await put(27)).statusCode).toBe(200);
    expect((await movements(t, telur._id)).filter((m) => m.kind === 'ADJUSTMENT')).toEqual([
      expect.objectContaining({ qty: -3, counted: 27, expected: 30, createdBy: t.admin.id }),
    ]);
  });

  it.each([
    ['no lines', { lines: [] }],
    ['a negative count', { lines: [{ inventoryItemId: randomUUID(), counted: -1 }] }],
    ['a count that is not a number', { lines: [{ inventoryItemId: randomUUID(), counted: 'banyak' }] }],
    ['a count past the column', { lines: [{ inventoryItemId: randomUUID(), counted: 1e12 }] }],
    ['a bad id', { lines: [{ inventoryItemId: 'beras', counted: 1 }] }],
    ['a missing body', undefined],
  ])('refuses %s with 400', async (_label, body) => {
    const t = await createTenantGraph(ctx.db);
    const response = await count(t, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('refuses one ingredient counted twice, and an ingredient of another tenant (404), changing nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    const beras = await createIngredient(ctx, t, { name: 'Beras', stock: 10 });
    const twice = await count(t, {
      lines: [
        { inventoryItemId: beras._id, counted: 1 },
        { inventoryItemId: beras._id, counted: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const foreign = await createIngredient(ctx, other, { name: 'Asing', stock: 5 });
    const response = await count(t, {
      lines: [
        { inventoryItemId: beras._id, counted: 1 },
        { inventoryItemId: foreign._id, counted: 0 },
      ],
    });
    expect(response.statusCode, response.body).toBe(404);
    expect((await inventoryOf(ctx, t))[0]?.stock).toBe(10);
    expect((await inventoryOf(ctx, other))[0]?.stock).toBe(5);
  });

  it('is refused to kitchen, cashier, another tenant and a POS_ONLY tenant', async () => {
    const t = await createTenantGraph(ctx.db);
    const beras = await createIngredient(ctx, t, { name: 'Beras', stock: 10 });
    await expectRefused(ctx, refusedCallers(t, other, posOnly, 'inventory'), 'POST', '/inventory/counts', {
      lines: [{ inventoryItemId: beras._id, counted: 0 }],
    });
    expect((await inventoryOf(ctx, t))[0]?.stock).toBe(10);
  });
});
