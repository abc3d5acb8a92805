import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuDeleteResponse } from '@meja/shared/contracts/menu';
import { menuBomLines, menuItems } from '../../db/schema/menu';
import { inTenantTx } from '../../platform/db-scope';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';
import {
  adminMenu,
  call,
  createIngredient,
  createMenuItem,
  inventoryOf,
  publicMenu,
  type Ctx,
} from '../../../test/catalog';

/**
 * DELETE /menu/:id destroys an item, or — when a row elsewhere still refers to it, as past orders
 * will — deactivates and hides it so history keeps its name (issue 3).
 */
let ctx: Ctx;
/** Stands in for the orders table of a later issue: a foreign key into menu_items. */
const refTable = `test_order_refs_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  // Its own database on PostgreSQL: a tenant_id table without RLS must never be seen by the RLS
  // test running beside it in the shared one.
  ctx = await openTestContext({ database: { own: true } });
  await ctx.handle.exec(`
    CREATE TABLE ${refTable} (
      tenant_id uuid NOT NULL,
      menu_item_id uuid NOT NULL,
      FOREIGN KEY (tenant_id, menu_item_id) REFERENCES menu_items (tenant_id, id)
    );
    GRANT SELECT, INSERT, UPDATE, DELETE ON ${refTable} TO meja_app;
  `);
});
afterAll(async () => {
  await ctx.handle.exec(`DROP TABLE IF EXISTS ${refTable}`);
  await ctx.close();
});

const remove = (t: TenantGraph, id: string) =>
  call(ctx, 'DELETE', t.tenant.slug, `/menu/${id}`, t.admin.token);

function rowOf(t: TenantGraph, id: string) {
  return inTenantTx(ctx.db, t.tenant.id, async (tx) => {
    const [row] = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.tenantId, t.tenant.id), eq(menuItems.id, id)));
    return row;
  });
}

describe('DELETE /menu/:id', () => {
  it('destroys an item nothing refers to: gone from the admin and public menus and from the database', async () => {
    const t = await createTenantGraph(ctx.db);
    const ing = await createIngredient(ctx, t, { name: 'Kopi', unit: 'g' });
    const keep = await createMenuItem(ctx, t, { name: 'Teh', price: 4000 });
    const item = await createMenuItem(ctx, t, {
      name: 'Kopi',
      price: 6000,
      bom: [{ inventoryItemId: ing._id, qty: 15 }],
    });
    expect((await publicMenu(ctx, t.tenant.slug)).map((i) => i.name)).toEqual(['KOPI', 'TEH']);
    const response = await remove(t, item._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(menuDeleteResponse.strict().parse(response.json())).toEqual({ ok: true, archived: false });
    expect((await adminMenu(ctx, t)).map((i) => i._id)).toEqual([keep._id]);
    expect((await publicMenu(ctx, t.tenant.slug)).map((i) => i._id)).toEqual([keep._id]);
    expect(await rowOf(t, item._id)).toBeUndefined();
    const bom = await inTenantTx(ctx.db, t.tenant.id, (tx) =>
      tx.select().from(menuBomLines).where(eq(menuBomLines.menuItemId, item._id)),
    );
    expect(bom).toEqual([]);
    // Its recipe went with it: the ingredient is free to delete.
    expect((await inventoryOf(ctx, t))[0]?.usedInBom).toBe(0);
  });

  it('archives an item a row still refers to: inactive, hidden everywhere, its name kept', async () => {
    const t = await createTenantGraph(ctx.db);
    const item = await createMenuItem(ctx, t, { name: 'Rendang', price: 30000, category: 'Utama' });
    await ctx.handle.exec(`INSERT INTO ${refTable} VALUES ('${t.tenant.id}', '${item._id}')`);
    const response = await remove(t, item._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(menuDeleteResponse.parse(response.json())).toEqual({ ok: true, archived: true });
    expect(await adminMenu(ctx, t)).toEqual([]);
    expect(await publicMenu(ctx, t.tenant.slug)).toEqual([]);
    const row = await rowOf(t, item._id);
    expect(row).toMatchObject({ name: 'RENDANG', price: 30000, category: 'UTAMA', isActive: false });
    expect(row?.archivedAt).toBeInstanceOf(Date);
  });

  it('treats an archived item as gone: a second DELETE and a PUT answer 404', async () => {
    const t = await createTenantGraph(ctx.db);
    const item = await createMenuItem(ctx, t, { name: 'Opor', price: 25000 });
    await ctx.handle.exec(`INSERT INTO ${refTable} VALUES ('${t.tenant.id}', '${item._id}')`);
    expect((await remove(t, item._id)).json()).toMatchObject({ archived: true });
    const again = await remove(t, item._id);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('Menu tidak ditemukan');
    const put = await call(ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, { isActive: true });
    expect(put.statusCode).toBe(404);
    expect(await publicMenu(ctx, t.tenant.slug)).toEqual([]);
  });

  it("does not let an archived item's recipe block deleting its ingredient", async () => {
    const t = await createTenantGraph(ctx.db);
    const ing = await createIngredient(ctx, t, { name: 'Santan', unit: 'ml' });
    const item = await createMenuItem(ctx, t, {
      name: 'Gulai',
      price: 22000,
      bom: [{ inventoryItemId: ing._id, qty: 100 }],
    });
    await ctx.handle.exec(`INSERT INTO ${refTable} VALUES ('${t.tenant.id}', '${item._id}')`);
    expect((await remove(t, item._id)).json()).toMatchObject({ archived: true });
    // The archived item can no longer be edited, so its recipe must not hold the ingredient hostage.
    expect((await inventoryOf(ctx, t))[0]?.usedInBom).toBe(0);
    const response = await call(ctx, 'DELETE', t.tenant.slug, `/inventory/${ing._id}`, t.admin.token);
    expect(response.statusCode, response.body).toBe(200);
  });

  it("answers 404 for an unknown id and for another tenant's item, which survives", async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const theirs = await createMenuItem(ctx, other, { name: 'Milik Lain', price: 1000 });
    expect((await remove(t, randomUUID())).statusCode).toBe(404);
    expect((await remove(t, theirs._id)).statusCode).toBe(404);
    expect(await adminMenu(ctx, other)).toEqual([theirs]);
  });
});
