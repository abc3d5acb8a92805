import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCopyResponse } from '@meja/shared/contracts/menu';
import { menuItems } from '../../db/schema/menu';
import { inTenantTx } from '../../platform/db-scope';
import { createGroup, createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { errorOf } from '../../../test/auth-flow';
import {
  adminMenu,
  call,
  createIngredient,
  createMenuItem,
  expectRefused,
  publicMenu,
  refusedCallers,
  type Ctx,
} from '../../../test/catalog';

/** POST /menu/copy {sourceSlug, overwrite}: ENTERPRISE only, same group, BOM not copied (SPEC §5). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const copy = (target: TenantGraph, body: object) =>
  call(ctx, 'POST', target.tenant.slug, '/menu/copy', target.admin.token, body);

/** A group with a source branch holding three items (one inactive, one discounted, one with a BOM). */
async function groupWithSource() {
  const { group } = await createGroup(ctx.db);
  const source = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
  const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
  const kopi = await createIngredient(ctx, source, { name: 'Kopi', unit: 'g' });
  await createMenuItem(ctx, source, {
    name: 'Kopi Susu',
    description: 'Espresso dan susu segar.',
    price: 18000,
    category: 'Minuman',
    discountPercent: 10,
    isFavorite: true,
    imageUrl: 'https://cdn.meja.test/kopi.webp',
    bom: [{ inventoryItemId: kopi._id, qty: 18 }],
  });
  await createMenuItem(ctx, source, {
    name: 'Roti Bakar',
    price: 15000,
    category: 'Camilan',
    discountFixed: 3000,
    isSpecialToday: true,
  });
  await createMenuItem(ctx, source, { name: 'Menu Lama', price: 9000, isActive: false });
  return { group, source, branch };
}

/** What a copy keeps of an item: everything but its id, BOM and what follows from the BOM (costs, stock). */
const copied = (items: Awaited<ReturnType<typeof adminMenu>>) =>
  items.map(
    ({ _id: _id, bom: _bom, foodCost: _cost, marginPercent: _margin, stockOut: _stockOut, ...rest }) => rest,
  );

describe('POST /menu/copy', () => {
  it('copies every item of a branch of the same group, without the BOM, next to the existing menu', async () => {
    const { source, branch } = await groupWithSource();
    const own = await createMenuItem(ctx, branch, { name: 'Punya Cabang', price: 7000 });
    const response = await copy(branch, { sourceSlug: source.tenant.slug });
    expect(response.statusCode, response.body).toBe(200);
    expect(menuCopyResponse.strict().parse(response.json())).toEqual({ copied: 3 });

    const sourceItems = await adminMenu(ctx, source);
    const branchItems = await adminMenu(ctx, branch);
    expect(branchItems).toHaveLength(4);
    expect(branchItems.find((i) => i._id === own._id)).toEqual(own);
    const newOnes = branchItems.filter((i) => i._id !== own._id);
    expect(copied(newOnes)).toEqual(copied(sourceItems));
    expect(newOnes.every((i) => i.bom.length === 0 && i.foodCost === 0)).toBe(true);
    expect(newOnes.some((i) => sourceItems.some((s) => s._id === i._id))).toBe(false);
    // The source keeps its menu and its BOM.
    expect(sourceItems.find((i) => i.name === 'KOPI SUSU')?.bom).toHaveLength(1);
    expect((await publicMenu(ctx, branch.tenant.slug)).map((i) => i.name).sort()).toEqual([
      'KOPI SUSU',
      'PUNYA CABANG',
      'ROTI BAKAR',
    ]);
  });

  it('with overwrite archives the branch menu first: only the copied items remain, the old names kept', async () => {
    const { source, branch } = await groupWithSource();
    const old = await createMenuItem(ctx, branch, { name: 'Akan Diganti', price: 5000 });
    const response = await copy(branch, { sourceSlug: source.tenant.slug, overwrite: true });
    expect(response.json()).toEqual({ copied: 3 });
    const items = await adminMenu(ctx, branch);
    expect(copied(items)).toEqual(copied(await adminMenu(ctx, source)));
    expect(items.some((i) => i._id === old._id)).toBe(false);
    const archived = await inTenantTx(ctx.db, branch.tenant.id, (tx) =>
      tx
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.tenantId, branch.tenant.id), isNotNull(menuItems.archivedAt))),
    );
    expect(archived.map((r) => [r.id, r.name, r.isActive])).toEqual([[old._id, 'AKAN DIGANTI', false]]);
  });

  it('counts 0 for an empty source', async () => {
    const { group } = await createGroup(ctx.db);
    const empty = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    const branch = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    expect((await copy(branch, { sourceSlug: empty.tenant.slug })).json()).toEqual({ copied: 0 });
  });

  it.each([
    ['missing', {}],
    ['empty', { sourceSlug: '' }],
    ['blank', { sourceSlug: '   ' }],
  ])("refuses a %s sourceSlug with 400 'Mohon isi slug resto sumber'", async (_label, body) => {
    const { branch } = await groupWithSource();
    const response = await copy(branch, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', message: 'Mohon isi slug resto sumber' });
    expect(await adminMenu(ctx, branch)).toEqual([]);
  });

  it('refuses a PRO tenant of the same group, and an ENTERPRISE tenant without a group, with 403 PLAN_FEATURE', async () => {
    const { group, source } = await groupWithSource();
    const pro = await createTenantGraph(ctx.db, { package: 'PRO', groupId: group.id });
    const alone = await createTenantGraph(ctx.db, { package: 'ENTERPRISE' });
    for (const target of [pro, alone]) {
      const response = await copy(target, { sourceSlug: source.tenant.slug });
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(response).code).toBe('PLAN_FEATURE');
      expect(await adminMenu(ctx, target)).toEqual([]);
    }
  });

  it('answers 404 for a source in another group, without a group, or unknown', async () => {
    const { source } = await groupWithSource();
    const { branch } = await groupWithSource();
    const lone = await createTenantGraph(ctx.db, { package: 'PRO' });
    await createMenuItem(ctx, lone, { name: 'Sendiri', price: 1000 });
    for (const sourceSlug of [source.tenant.slug, lone.tenant.slug, 'resto-tidak-ada']) {
      const response = await copy(branch, { sourceSlug });
      expect(response.statusCode, sourceSlug).toBe(404);
      expect(errorOf(response).message).toBe('Resto sumber tidak ditemukan di grup yang sama.');
    }
    expect(await adminMenu(ctx, branch)).toEqual([]);
  });

  it('refuses copying a branch onto itself with 400', async () => {
    const { source } = await groupWithSource();
    const before = await adminMenu(ctx, source);
    const response = await copy(source, { sourceSlug: source.tenant.slug, overwrite: true });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Resto sumber tidak boleh sama dengan resto ini.');
    expect(await adminMenu(ctx, source)).toEqual(before);
  });

  it('refuses kitchen, cashier, the inventory role, another tenant and a POS_ONLY tenant', async () => {
    const { group, source, branch } = await groupWithSource();
    const sibling = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    const posOnly = await createTenantGraph(ctx.db, { package: 'POS_ONLY', groupId: group.id });
    await expectRefused(ctx, refusedCallers(branch, sibling, posOnly, 'menu'), 'POST', '/menu/copy', {
      sourceSlug: source.tenant.slug,
      overwrite: true,
    });
    expect(await adminMenu(ctx, branch)).toEqual([]);
  });
});
