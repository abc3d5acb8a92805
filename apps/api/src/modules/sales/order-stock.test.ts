import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuBomLines } from '../../db/schema/menu';
import { orderItems } from '../../db/schema/orders';
import { stockMovements } from '../../db/schema/inventory';
import { tenants } from '../../db/schema/platform';
import { inTenantTx } from '../../platform/db-scope';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { createIngredient, createMenuItem, inventoryOf, type Ctx } from '../../../test/catalog';
import { scopeOf } from '../../../test/stock-ledger';
import { insertOrder } from '../orders/orders.repo';
import { reverseSale } from './stock-ledger';
import { orderSaleReads } from './stock.repo';
import { takeOrderStock } from './order-stock';

/**
 * A stored order's stock (issue 19): the lock and the policy in one statement, then what the order
 * holds, its lines and their recipe in one more (orderSaleReads); each read held to drizzle's own
 * reading of the same rows.
 */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

/** Two dishes on a recipe, one without, one dish of the menu not on the order; an order of three lines. */
async function kitchen(stock = 10) {
  const t = await createTenantGraph(ctx.db);
  const beras = await createIngredient(ctx, t, { name: 'Beras', stock, minStock: 0 });
  const telur = await createIngredient(ctx, t, { name: 'Telur', stock, minStock: 0 });
  const nasiTelur = await createMenuItem(ctx, t, {
    name: 'Nasi Telur',
    price: 12000,
    bom: [
      { inventoryItemId: beras._id, qty: 0.25 },
      { inventoryItemId: telur._id, qty: 2 },
    ],
  });
  const esTeh = await createMenuItem(ctx, t, { name: 'Es Teh', price: 4000 });
  await createMenuItem(ctx, t, {
    name: 'Telur Dadar',
    price: 8000,
    bom: [{ inventoryItemId: telur._id, qty: 3 }],
  });
  const orderId = uuidv7();
  await inTenantTx(ctx.db, t.tenant.id, (tx) =>
    insertOrder(
      tx,
      {
        tenantId: t.tenant.id,
        id: orderId,
        tableNumber: 'A1',
        source: 'POS',
        subtotal: 1,
        tax: 0,
        total: 1,
        taxPercent: 0,
        serviceCharge: 0,
        serviceChargePercent: 0,
        taxType: 'PPN',
      },
      [
        { menuItemId: nasiTelur._id, name: 'Nasi Telur', price: 12000, qty: 2, note: '', options: [] },
        { menuItemId: esTeh._id, name: 'Es Teh', price: 4000, qty: 1, note: '', options: [] },
        { menuItemId: nasiTelur._id, name: 'Nasi Telur', price: 12000, qty: 1, note: '', options: [] },
      ],
    ),
  );
  return { t, orderId, beras, telur, nasiTelur };
}

/** The same three reads through drizzle. */
function drizzleReads(t: TenantGraph, orderId: string) {
  return inTenantTx(ctx.db, t.tenant.id, async (tx) => {
    const lines = await tx
      .select({ menuItemId: orderItems.menuItemId, qty: orderItems.qty, name: orderItems.name })
      .from(orderItems)
      .where(and(eq(orderItems.tenantId, t.tenant.id), eq(orderItems.orderId, orderId)))
      .orderBy(asc(orderItems.position));
    const movements = await tx
      .select({
        inventoryItemId: stockMovements.inventoryItemId,
        kind: stockMovements.kind,
        qty: stockMovements.qty,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, t.tenant.id), eq(stockMovements.refId, orderId)));
    const recipe = await tx
      .select({
        menuItemId: menuBomLines.menuItemId,
        inventoryItemId: menuBomLines.inventoryItemId,
        qty: menuBomLines.qty,
      })
      .from(menuBomLines)
      .where(
        and(
          eq(menuBomLines.tenantId, t.tenant.id),
          inArray(
            menuBomLines.menuItemId,
            lines.map((line) => line.menuItemId),
          ),
        ),
      );
    return { movements, lines, recipe };
  });
}

const byText = (x: object, y: object) => JSON.stringify(x).localeCompare(JSON.stringify(y));
const sorted = <T extends object>(rows: T[]) => [...rows].sort(byText);

async function expectReadsLikeDrizzle(t: TenantGraph, orderId: string) {
  const hot = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
    orderSaleReads(tx, t.tenant.id, 'order', orderId),
  );
  const plain = await drizzleReads(t, orderId);
  expect(hot.lines).toEqual(plain.lines);
  expect(sorted(hot.movements)).toEqual(sorted(plain.movements));
  expect(sorted(hot.recipe)).toEqual(sorted(plain.recipe));
  return hot;
}

describe("a stored order's stock", () => {
  it("reads its lines in order, only its dishes' recipe, and what it holds, as drizzle does", async () => {
    const { t, orderId, beras, telur } = await kitchen();
    const before = await expectReadsLikeDrizzle(t, orderId);
    expect(before.lines.map((line) => [line.name, line.qty])).toEqual([
      ['Nasi Telur', 2],
      ['Es Teh', 1],
      ['Nasi Telur', 1],
    ]);
    expect(before.recipe).toHaveLength(2);
    expect(before.movements).toEqual([]);

    await inTenantTx(ctx.db, t.tenant.id, (tx) => takeOrderStock(tx, scopeOf(t), orderId));
    const after = await expectReadsLikeDrizzle(t, orderId);
    expect(sorted(after.movements)).toEqual(
      sorted([
        { inventoryItemId: beras._id, kind: 'SALE', qty: -0.75 },
        { inventoryItemId: telur._id, kind: 'SALE', qty: -6 },
      ]),
    );
    await inTenantTx(ctx.db, t.tenant.id, (tx) => reverseSale(tx, scopeOf(t), orderId));
    expect((await expectReadsLikeDrizzle(t, orderId)).movements).toHaveLength(4);
  });

  it("takes once, takes again after a reversal, and never reads another tenant's order", async () => {
    const { t, orderId } = await kitchen();
    const take = () => inTenantTx(ctx.db, t.tenant.id, (tx) => takeOrderStock(tx, scopeOf(t), orderId));
    await take();
    await take();
    expect((await inventoryOf(ctx, t)).map((item) => [item.name, item.stock])).toEqual([
      ['Beras', 9.25],
      ['Telur', 4],
    ]);
    await inTenantTx(ctx.db, t.tenant.id, (tx) => reverseSale(tx, scopeOf(t), orderId));
    await take();
    expect((await inventoryOf(ctx, t)).map((item) => item.stock)).toEqual([9.25, 4]);

    const other = await createTenantGraph(ctx.db);
    const seen = await inTenantTx(ctx.db, other.tenant.id, (tx) =>
      orderSaleReads(tx, other.tenant.id, 'order', orderId),
    );
    expect(seen).toEqual({ movements: [], lines: [], recipe: [] });
  });

  it("refuses a shortage under the tenant's BLOCK policy, and records it when forced", async () => {
    const { t, orderId } = await kitchen(1);
    await ctx.db.update(tenants).set({ stockPolicy: 'BLOCK' }).where(eq(tenants.id, t.tenant.id));
    const take = (force: boolean) =>
      inTenantTx(ctx.db, t.tenant.id, (tx) => takeOrderStock(tx, scopeOf(t), orderId, { force }));
    await expect(take(false)).rejects.toMatchObject({ code: 'SOLD_OUT' });
    expect((await inventoryOf(ctx, t)).map((item) => item.stock)).toEqual([1, 1]);
    await take(true);
    expect((await inventoryOf(ctx, t)).map((item) => item.stock)).toEqual([0.25, -5]);
  });
});
