import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { createGroup, createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';
import { call, createIngredient, createMenuItem, publicMenuUrl, type Ctx } from '../../../test/catalog';

/** GET /api/v1/public/:tenantSlug/menu: active items, public fields, ETag/304, invalidated on change. */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const PUBLIC_FIELDS = [
  '_id',
  'category',
  'description',
  'discountFixed',
  'discountPercent',
  'effectivePrice',
  'imageUrl',
  'isFavorite',
  'isSpecialToday',
  'name',
  'optionGroups',
  'price',
  'soldOut',
];

const get = (slug: string, etag?: string) =>
  ctx.app.inject({ method: 'GET', url: publicMenuUrl(slug), headers: etag ? { 'if-none-match': etag } : {} });

/** Fetches with the previous ETag: a change must answer 200 with a new ETag and the new content. */
async function expectChanged(slug: string, previousEtag: string) {
  const response = await get(slug, previousEtag);
  expect(response.statusCode, 'a changed menu must not answer 304').toBe(200);
  const etag = response.headers.etag;
  if (typeof etag !== 'string') throw new Error('no etag');
  expect(etag).not.toBe(previousEtag);
  return { etag, items: publicMenuList.parse(response.json()).items };
}

async function current(slug: string) {
  const response = await get(slug);
  expect(response.statusCode, response.body).toBe(200);
  const etag = response.headers.etag;
  if (typeof etag !== 'string') throw new Error('no etag');
  return { etag, items: publicMenuList.parse(response.json()).items };
}

describe('public menu', () => {
  it('lists only active items with the public fields (no BOM, no cost, no isActive), anonymously', async () => {
    const t = await createTenantGraph(ctx.db);
    const ing = await createIngredient(ctx, t, { name: 'Mie', unit: 'bks' });
    const shown = await createMenuItem(ctx, t, {
      name: 'Mie Ayam',
      description: '  Mie ayam kampung, pangsit goreng.  ',
      price: 15000,
      category: 'Utama',
      discountPercent: 20,
      isSpecialToday: true,
      isFavorite: true,
      bom: [{ inventoryItemId: ing._id, qty: 1 }],
    });
    await createMenuItem(ctx, t, { name: 'Habis', price: 5000, isActive: false });
    const response = await get(t.tenant.slug);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Record<string, unknown>[] }>();
    expect(Object.keys(body)).toEqual(['items']);
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(Object.keys(item ?? {}).sort()).toEqual(PUBLIC_FIELDS);
    expect(item).toEqual({
      _id: shown._id,
      name: 'MIE AYAM',
      description: 'Mie ayam kampung, pangsit goreng.',
      price: 15000,
      effectivePrice: 12000,
      discountPercent: 20,
      discountFixed: null,
      imageUrl: '',
      category: 'UTAMA',
      isSpecialToday: true,
      isFavorite: true,
      // Its recipe's noodles have no stock, but the tenant's policy is ALLOW: still orderable.
      soldOut: false,
      optionGroups: [],
    });
    expect(response.body).not.toMatch(/bom|foodCost|marginPercent|isActive|unitCost/);
  });

  it('sends an ETag and answers If-None-Match with 304 and an empty body', async () => {
    const t = await createTenantGraph(ctx.db);
    await createMenuItem(ctx, t, { name: 'Bakso', price: 12000 });
    const first = await current(t.tenant.slug);
    expect(first.etag).toMatch(/^"[^"]+"$/);
    const again = await get(t.tenant.slug);
    expect(again.headers.etag).toBe(first.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const notModified = await get(t.tenant.slug, first.etag);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.etag);
    const stale = await get(t.tenant.slug, '"menu-lama"');
    expect(stale.statusCode).toBe(200);
  });

  it('changes the ETag and the content after every create, update and delete', async () => {
    const t = await createTenantGraph(ctx.db);
    let state = await current(t.tenant.slug);
    expect(state.items).toEqual([]);

    const item = await createMenuItem(ctx, t, { name: 'Pisang Goreng', price: 8000 });
    state = await expectChanged(t.tenant.slug, state.etag);
    expect(state.items.map((i) => i.name)).toEqual(['PISANG GORENG']);

    const put = await call(ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, {
      name: 'Pisang Keju',
      discountFixed: 1000,
    });
    expect(put.statusCode, put.body).toBe(200);
    state = await expectChanged(t.tenant.slug, state.etag);
    expect(state.items).toMatchObject([{ name: 'PISANG KEJU', effectivePrice: 7000 }]);

    const hidden = await call(ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, {
      isActive: false,
    });
    expect(hidden.statusCode).toBe(200);
    state = await expectChanged(t.tenant.slug, state.etag);
    expect(state.items).toEqual([]);

    await call(ctx, 'PUT', t.tenant.slug, `/menu/${item._id}`, t.admin.token, { isActive: true });
    state = await expectChanged(t.tenant.slug, state.etag);
    expect(state.items).toHaveLength(1);

    const removed = await call(ctx, 'DELETE', t.tenant.slug, `/menu/${item._id}`, t.admin.token);
    expect(removed.statusCode).toBe(200);
    state = await expectChanged(t.tenant.slug, state.etag);
    expect(state.items).toEqual([]);
  });

  it('changes the ETag and the content after a menu copy', async () => {
    const { group } = await createGroup(ctx.db);
    const source = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    await createMenuItem(ctx, source, { name: 'Es Campur', price: 12000 });
    const before = await current(branch.tenant.slug);
    const copy = await call(ctx, 'POST', branch.tenant.slug, '/menu/copy', branch.admin.token, {
      sourceSlug: source.tenant.slug,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const after = await expectChanged(branch.tenant.slug, before.etag);
    expect(after.items.map((i) => i.name)).toEqual(['ES CAMPUR']);
  });

  it("keeps each tenant's menu to itself and gives each its own ETag", async () => {
    const a: TenantGraph = await createTenantGraph(ctx.db);
    const b: TenantGraph = await createTenantGraph(ctx.db);
    await createMenuItem(ctx, a, { name: 'Nasi Uduk', price: 10000 });
    await createMenuItem(ctx, b, { name: 'Lontong', price: 9000 });
    const menuA = await current(a.tenant.slug);
    const menuB = await current(b.tenant.slug);
    expect(menuA.items.map((i) => i.name)).toEqual(['NASI UDUK']);
    expect(menuB.items.map((i) => i.name)).toEqual(['LONTONG']);
    expect(menuA.etag).not.toBe(menuB.etag);
    // A's ETag means nothing for B.
    expect((await get(b.tenant.slug, menuA.etag)).statusCode).toBe(200);
    // A change in A leaves B's ETag valid.
    await createMenuItem(ctx, a, { name: 'Tempe', price: 3000 });
    expect((await get(b.tenant.slug, menuB.etag)).statusCode).toBe(304);
    expect((await current(b.tenant.slug)).items.map((i) => i.name)).toEqual(['LONTONG']);
  });

  it('answers 404 for an unknown tenant', async () => {
    const response = await get('tidak-ada-resto-ini');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('NOT_FOUND');
  });
});
