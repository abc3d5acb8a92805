import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createIngredient, createMenuItem, type Ctx } from '../../test/catalog';
import { createTenantGraph } from '../../test/factories';
import { openTestContext } from '../../test/harness';
import { setOrderFlags } from '../../test/orders';
import { dinerOrder, kitchenGraph } from '../../test/staff-orders';
import { inTenantTx } from '../platform/db-scope';
import { menuItems } from './schema/menu';
import { orders } from './schema/orders';

/**
 * Migration 0014 (issue 12) brings data of an earlier build to the one order lifecycle: run again on
 * rows written the old way, it must make paid orders PAID without flooding the kitchen with the
 * POS's old sales, stamp the flags' times, and flag the dishes the stock cannot make.
 */
let ctx: Ctx;

beforeAll(async () => {
  // Its own database on PostgreSQL: the migration lifts FORCE on shared tables for a moment.
  ctx = await openTestContext({
    database: { own: true },
    limits: { ordersPerIp: 1000, ordersPerTable: 1000 },
  });
});
afterAll(() => ctx.close());

const MIGRATION = fileURLToPath(new URL('./migrations/0014_floor_lifecycle_data.sql', import.meta.url));
const DAY_MS = 86_400_000;

describe('0014_floor_lifecycle_data', () => {
  it('moves old rows to the new rules', async () => {
    const t = await createTenantGraph(ctx.db);
    const kitchen = await kitchenGraph(ctx, t);
    const make = async (table: string, flags: Parameters<typeof setOrderFlags>[3]) => {
      const { order } = await dinerOrder(ctx, t, kitchen, table);
      await setOrderFlags(ctx, t.tenant.id, order._id, flags);
      return order._id;
    };
    const paidUnconfirmed = { status: 'PENDING', paymentStatus: 'COMPLETED', confirmed: false } as const;
    // An old POS sale: PAID at the counter, confirmed, never READY (it never reached the kitchen).
    const oldPosSale = await make('POS', { status: 'PAID', confirmed: true, ready: false });
    // Paid but not closed, confirmed and cooking: it stays in the kitchen, now PAID.
    const paidCooking = await make('A1', { status: 'PENDING', paymentStatus: 'COMPLETED', confirmed: true });
    // Paid at the counter a minute ago, not confirmed yet: PAID, confirmed, to the kitchen.
    const paidJustNow = await make('A2', paidUnconfirmed);
    // Paid and never confirmed, two days ago: done, not a card for today's kitchen.
    const paidLongAgo = await make('A3', {
      ...paidUnconfirmed,
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    });
    const unpaid = await make('A4', { confirmed: true });
    const cancelled = await make('A5', { status: 'CANCELLED' });

    // A dish whose recipe wants more than there is, with its flag still the default.
    const garam = await createIngredient(ctx, t, { name: 'Garam', stock: 0.1 });
    const asin = await createMenuItem(ctx, t, {
      name: 'Telur Asin',
      price: 5000,
      bom: [{ inventoryItemId: garam._id, qty: 0.5 }],
    });
    await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx
        .update(menuItems)
        .set({ stockOut: false })
        .where(and(eq(menuItems.tenantId, t.tenant.id), eq(menuItems.id, asin._id))),
    );
    await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.update(orders).set({ confirmedAt: null, readyAt: null }).where(eq(orders.tenantId, t.tenant.id)),
    );

    const sql = readFileSync(MIGRATION, 'utf8');
    // Drizzle's migrator runs it once (its statements are not meant to run twice).
    await ctx.handle.exec(sql.replaceAll('--> statement-breakpoint', ''));

    const rows = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.select().from(orders).where(eq(orders.tenantId, t.tenant.id)),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const flags = (id: string) => {
      const row = byId.get(id);
      return row && { status: row.status, confirmed: row.confirmed, ready: row.ready };
    };
    expect(flags(oldPosSale)).toEqual({ status: 'PAID', confirmed: true, ready: true });
    expect(flags(paidCooking)).toEqual({ status: 'PAID', confirmed: true, ready: false });
    expect(flags(paidJustNow)).toEqual({ status: 'PAID', confirmed: true, ready: false });
    expect(flags(paidLongAgo)).toEqual({ status: 'PAID', confirmed: true, ready: true });
    expect(flags(unpaid)).toEqual({ status: 'PENDING', confirmed: true, ready: false });
    expect(flags(cancelled)).toEqual({ status: 'CANCELLED', confirmed: false, ready: false });
    for (const row of rows) {
      expect(row.confirmedAt !== null, `confirmedAt of ${row.tableNumber}`).toBe(row.confirmed);
      expect(row.readyAt !== null, `readyAt of ${row.tableNumber}`).toBe(row.ready);
    }

    // The kitchen now shows what it still owes: the two paid orders cooking and the unpaid one.
    const kitchenView = await call(ctx, 'GET', t.tenant.slug, '/orders', t.kitchen.token);
    const cards = kitchenView
      .json<{ orders: { _id: string; confirmed: boolean; ready: boolean }[] }>()
      .orders.filter((o) => o.confirmed && !o.ready)
      .map((o) => o._id);
    expect(cards.sort()).toEqual([paidCooking, paidJustNow, unpaid].sort());

    const [dish] = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.tenantId, t.tenant.id), eq(menuItems.id, asin._id))),
    );
    expect(dish?.stockOut).toBe(true);
  });
});
