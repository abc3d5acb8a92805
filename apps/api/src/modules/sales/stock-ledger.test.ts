import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema/inventory';
import { inTenantTx } from '../../platform/db-scope';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { createIngredient, createMenuItem, inventoryOf, type Ctx } from '../../../test/catalog';
import { deductSale } from './stock-ledger';
import { reverse, scopeOf, sell } from '../../../test/stock-ledger';

/**
 * The stock ledger other domains call inside their own transaction (DESIGN §4): a sale deducts
 * Σ BOM qty × portions per ingredient, may go negative, and is reversed at most once; the cached
 * stock always equals the sum of the movements.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

function movementsOf(t: TenantGraph, orderId: string) {
  return inTenantTx(ctx.db, t.tenant.id, (tx) =>
    tx
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, t.tenant.id), eq(stockMovements.refId, orderId))),
  );
}

describe('deductSale', () => {
  it('takes Σ BOM qty × portions per ingredient, may go negative, and flags items under minStock', async () => {
    const t = await createTenantGraph(ctx.db);
    const beras = await createIngredient(ctx, t, { name: 'Beras', stock: 1, minStock: 0.5 });
    const telur = await createIngredient(ctx, t, { name: 'Telur', stock: 10, minStock: 2 });
    const nasiTelur = await createMenuItem(ctx, t, {
      name: 'Nasi Telur',
      price: 12000,
      bom: [
        { inventoryItemId: beras._id, qty: 0.25 },
        { inventoryItemId: telur._id, qty: 2 },
      ],
    });
    const nasiPutih = await createMenuItem(ctx, t, {
      name: 'Nasi Putih',
      price: 5000,
      bom: [{ inventoryItemId: beras._id, qty: 0.5 }],
    });
    const orderId = randomUUID();
    const stocks = await sell(ctx.db, scopeOf(t, t.cashier.id), orderId, [
      { menuItemId: nasiTelur._id, qty: 2 },
      { menuItemId: nasiPutih._id, qty: 3 },
      { menuItemId: nasiTelur._id, qty: 1 },
    ]);
    // Beras: 0.25 × 3 + 0.5 × 3 = 2.25 → 1 − 2.25 = −1.25; Telur: 2 × 3 = 6 → 4.
    expect(Object.fromEntries(stocks)).toEqual({ [beras._id]: -1.25, [telur._id]: 4 });
    const items = await inventoryOf(ctx, t);
    expect(items.map((i) => [i.name, i.stock, i.belowMin])).toEqual([
      ['Beras', -1.25, true],
      ['Telur', 4, false],
    ]);
    const movements = await movementsOf(t, orderId);
    expect(
      movements
        .map((m) => [m.inventoryItemId, m.kind, m.qty, m.refType, m.createdBy])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    ).toEqual(
      [
        [beras._id, 'SALE', -2.25, 'order', t.cashier.id],
        [telur._id, 'SALE', -6, 'order', t.cashier.id],
      ].sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  });

  it('writes nothing for items without a BOM, zero quantities, or unknown items', async () => {
    const t = await createTenantGraph(ctx.db);
    const air = await createIngredient(ctx, t, { name: 'Air', stock: 5 });
    const plain = await createMenuItem(ctx, t, { name: 'Tanpa Resep', price: 1000 });
    const zero = await createMenuItem(ctx, t, {
      name: 'Nol',
      price: 1000,
      bom: [{ inventoryItemId: air._id, qty: 0 }],
    });
    const orderId = randomUUID();
    const stocks = await sell(ctx.db, scopeOf(t), orderId, [
      { menuItemId: plain._id, qty: 3 },
      { menuItemId: zero._id, qty: 3 },
      { menuItemId: randomUUID(), qty: 1 },
    ]);
    expect(stocks.size).toBe(0);
    expect(await movementsOf(t, orderId)).toEqual([]);
    expect((await inventoryOf(ctx, t))[0]?.stock).toBe(5);
  });

  it("runs in the caller's transaction: nothing stays when the caller rolls back", async () => {
    const t = await createTenantGraph(ctx.db);
    const kopi = await createIngredient(ctx, t, { name: 'Kopi', stock: 100 });
    const item = await createMenuItem(ctx, t, {
      name: 'Kopi Hitam',
      price: 5000,
      bom: [{ inventoryItemId: kopi._id, qty: 15 }],
    });
    const orderId = randomUUID();
    const attempt = inTenantTx(ctx.db, t.tenant.id, async (tx) => {
      await deductSale(tx, scopeOf(t), { orderId, lines: [{ menuItemId: item._id, qty: 2 }] });
      throw new Error('payment failed after the deduction');
    });
    await expect(attempt).rejects.toThrow('payment failed');
    expect((await inventoryOf(ctx, t))[0]?.stock).toBe(100);
    expect(await movementsOf(t, orderId)).toEqual([]);
  });

  it('deducts once per order: a replayed sale changes nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    const gula = await createIngredient(ctx, t, { name: 'Gula', stock: 10 });
    const teh = await createMenuItem(ctx, t, {
      name: 'Teh Manis',
      price: 5000,
      bom: [{ inventoryItemId: gula._id, qty: 0.5 }],
    });
    const orderId = randomUUID();
    const line = [{ menuItemId: teh._id, qty: 4 }];
    expect(Object.fromEntries(await sell(ctx.db, scopeOf(t), orderId, line))).toEqual({ [gula._id]: 8 });
    expect((await sell(ctx.db, scopeOf(t), orderId, line)).size).toBe(0);
    expect((await inventoryOf(ctx, t))[0]?.stock).toBe(8);
    expect(await movementsOf(t, orderId)).toHaveLength(1);
  });

  it("cannot touch another tenant's stock", async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const theirs = await createIngredient(ctx, other, { name: 'Milik Lain', stock: 9 });
    const item = await createMenuItem(ctx, other, {
      name: 'Menu Lain',
      price: 1000,
      bom: [{ inventoryItemId: theirs._id, qty: 1 }],
    });
    // The menu item id of the other tenant is invisible in this tenant's transaction.
    const stocks = await sell(ctx.db, scopeOf(t), randomUUID(), [{ menuItemId: item._id, qty: 5 }]);
    expect(stocks.size).toBe(0);
    expect((await inventoryOf(ctx, other))[0]?.stock).toBe(9);
  });
});

describe('reverseSale', () => {
  it('puts back what the sale took, once: a second call does nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    const teh = await createIngredient(ctx, t, { name: 'Teh', stock: 1 });
    const gula = await createIngredient(ctx, t, { name: 'Gula', stock: 1 });
    const item = await createMenuItem(ctx, t, {
      name: 'Teh Manis',
      price: 4000,
      bom: [
        { inventoryItemId: teh._id, qty: 0.0125 },
        { inventoryItemId: gula._id, qty: 0.02 },
      ],
    });
    const orderId = randomUUID();
    await sell(ctx.db, scopeOf(t), orderId, [{ menuItemId: item._id, qty: 3 }]);
    expect((await inventoryOf(ctx, t)).map((i) => i.stock)).toEqual([0.94, 0.9625]);
    await reverse(ctx.db, scopeOf(t, t.cashier.id), orderId);
    expect((await inventoryOf(ctx, t)).map((i) => i.stock)).toEqual([1, 1]);
    await reverse(ctx.db, scopeOf(t), orderId);
    expect((await inventoryOf(ctx, t)).map((i) => i.stock)).toEqual([1, 1]);
    const movements = await movementsOf(t, orderId);
    expect(
      movements
        .filter((m) => m.kind === 'REVERSAL')
        .map((m) => [m.qty, m.createdBy])
        .sort(),
    ).toEqual(
      [
        [0.0375, t.cashier.id],
        [0.06, t.cashier.id],
      ].sort(),
    );
    expect(movements).toHaveLength(4);
  });

  it('does nothing for an order that deducted nothing', async () => {
    const t = await createTenantGraph(ctx.db);
    await createIngredient(ctx, t, { name: 'Apa Saja', stock: 2 });
    const orderId = randomUUID();
    await reverse(ctx.db, scopeOf(t), orderId);
    expect(await movementsOf(t, orderId)).toEqual([]);
    expect((await inventoryOf(ctx, t))[0]?.stock).toBe(2);
  });
});

/** Quantities of the property test are whole ten-thousandths, so the model is exact integer arithmetic. */
