import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@meja/shared/contracts/group';
import { auditLog } from '../../db/schema/console';
import { inventoryItems } from '../../db/schema/inventory';
import { menuItems, optionBomLines } from '../../db/schema/menu';
import { tenants, tenantSlugRedirects, users } from '../../db/schema/platform';
import { inAppTx, inTenantTx } from '../../platform/db-scope';
import { errorOf, postLogin } from '../../../test/auth-flow';
import { createIngredient, createMenuItem, publicMenu } from '../../../test/catalog';
import { attachGroups, mieGorengGroups } from '../../../test/option-groups';
import {
  createGroup,
  createTenantGraph,
  createUser,
  unique,
  type TenantGraph,
} from '../../../test/factories';
import { branchesOf, callGroup, createBranchOk, type Ctx } from '../../../test/group-branches';
import { openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';

let ctx: Ctx;
let home: Awaited<ReturnType<typeof createGroup>>;
let other: Awaited<ReturnType<typeof createGroup>>;
let first: TenantGraph;
let second: TenantGraph;
let foreign: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext();
  home = await createGroup(ctx.db);
  other = await createGroup(ctx.db);
  first = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
  second = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
  foreign = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: other.group.id });
});
afterAll(() => ctx.close());

const tenantBySlug = (slug: string) =>
  inAppTx(ctx.db, async (tx) => (await tx.select().from(tenants).where(eq(tenants.slug, slug)))[0]);

/** The home group's tenants (the database may be shared with other test files: count only ours). */
const groupTenants = () =>
  inAppTx(ctx.db, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.groupId, home.group.id)),
  );

const menuOf = (tenantId: string) =>
  inTenantTx(ctx.db, tenantId, (tx) => tx.select().from(menuItems).where(eq(menuItems.tenantId, tenantId)));

describe('GET /branches and /tenants', () => {
  it("lists the group's branches, oldest first, with their admins counted, and nothing of another group", async () => {
    for (const path of ['/branches', '/tenants']) {
      const response = await callGroup(ctx, 'GET', home.group.slug, path, home.manager.token);
      expect(response.statusCode).toBe(200);
      const items = (await branchesOf(ctx, home.group.slug, home.manager.token)).slice(0, 2);
      expect(items.map((b) => b.slug)).toEqual([first.tenant.slug, second.tenant.slug]);
      expect(items[0]).toMatchObject({ package: 'ENTERPRISE', active: true, adminCount: 1 });
      expect(response.body).not.toContain(foreign.tenant.slug);
    }
  });

  it('leaves out a branch the super admin deleted', async () => {
    const gone = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
    await setTenant(ctx, gone.tenant.id, { deletedAt: new Date(), purgeAfter: new Date(), active: false });
    const slugs = (await branchesOf(ctx, home.group.slug, home.manager.token)).map((b) => b.slug);
    expect(slugs).not.toContain(gone.tenant.slug);
  });
});

describe('POST /branches', () => {
  it('opens an ENTERPRISE branch of the group on the trial when the group has paid nothing yet', async () => {
    const slug = unique('cabang');
    const created = await createBranchOk(ctx, home.group.slug, home.manager.token, {
      name: 'Warung Sate Cabang Dua',
      slug,
      city: 'Bandung',
      phone: '0812 3456',
    });
    expect(created).toMatchObject({
      branch: { slug, name: 'WARUNG SATE CABANG DUA', city: 'BANDUNG', phone: '0812 3456' },
      admin: null,
      copiedMenu: 0,
    });
    expect(created.branch).toMatchObject({ package: 'ENTERPRISE', active: true, adminCount: 0 });
    const row = await tenantBySlug(slug);
    expect(row?.groupId).toBe(home.group.id);
    expect(row?.paidUntil).toBeNull();
    expect(row?.trialEndsAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it("takes the paid period of the group's oldest branch", async () => {
    const group = await createGroup(ctx.db);
    const oldest = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.group.id });
    const paidUntil = new Date('2027-03-01T00:00:00Z');
    await setTenant(ctx, oldest.tenant.id, { paidUntil });
    const slug = unique('cabang');
    await createBranchOk(ctx, group.group.slug, group.manager.token, { name: 'Cabang', slug });
    const row = await tenantBySlug(slug);
    expect(row?.paidUntil?.toISOString()).toBe(paidUntil.toISOString());
    expect(row?.trialEndsAt).toBeNull();
  });

  it('gives the branch its admin with a temporary password that logs in once and must be changed', async () => {
    const slug = unique('cabang');
    const email = `${unique('Admin.Cabang')}@Meja.test`;
    const created = await createBranchOk(ctx, home.group.slug, home.manager.token, {
      name: 'Cabang Admin',
      slug,
      adminEmail: email,
    });
    const admin = created.admin;
    expect(admin?.email).toBe(email.toLowerCase());
    expect(admin?.name).toBe(email.split('@')[0]?.toUpperCase());
    expect(admin?.tempPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.branch.adminCount).toBe(1);
    const [stored] = await inAppTx(ctx.db, (tx) =>
      tx
        .select()
        .from(users)
        .where(eq(users.id, admin?._id ?? '')),
    );
    expect(stored).toMatchObject({ role: 'RESTAURANT_ADMIN', mustChangePassword: true });
    expect(stored?.tenantId).toBe(created.branch._id);
    expect(stored?.passwordHash).not.toContain(admin?.tempPassword ?? '');
    const login = await postLogin(ctx.app, { email, password: admin?.tempPassword });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('names the admin as asked', async () => {
    const created = await createBranchOk(ctx, home.group.slug, home.manager.token, {
      name: 'Cabang Nama',
      slug: unique('cabang'),
      adminName: 'Bu Sri',
      adminEmail: `${unique('sri')}@meja.test`,
    });
    expect(created.admin?.name).toBe('BU SRI');
  });

  it("copies the oldest branch's settings and menu when no source is named, or the named one's", async () => {
    await setTenant(ctx, first.tenant.id, { theme: 'dark', taxPercent: 10, timezone: 'Asia/Makassar' });
    await createMenuItem(ctx, first, { name: 'Sate Ayam', price: 25000 });
    const viaOldest = await createBranchOk(ctx, home.group.slug, home.manager.token, {
      name: 'Cabang Salin',
      slug: unique('cabang'),
      copySettings: true,
      copyMenu: true,
    });
    expect(viaOldest.copiedMenu).toBe(1);
    const row = await tenantBySlug(viaOldest.branch.slug);
    expect(row).toMatchObject({ theme: 'dark', taxPercent: 10, timezone: 'Asia/Makassar' });
    expect((await menuOf(viaOldest.branch._id)).map((m) => m.name)).toEqual(['SATE AYAM']);

    await createMenuItem(ctx, second, { name: 'Es Teh', price: 5000 });
    await createMenuItem(ctx, second, { name: 'Nasi', price: 7000 });
    const viaNamed = await createBranchOk(ctx, home.group.slug, home.manager.token, {
      name: 'Cabang Salin Dua',
      slug: unique('cabang'),
      copyMenu: true,
      sourceSlug: second.tenant.slug,
    });
    expect(viaNamed.copiedMenu).toBe(2);
    // Settings were not asked for: the platform's defaults.
    expect(await tenantBySlug(viaNamed.branch.slug)).toMatchObject({ theme: 'classic', taxPercent: 11 });
  });

  it('copies the dishes’ option groups with them: options, prices, recipes on the new ingredients (issue 20)', async () => {
    const source = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
    const egg = await createIngredient(ctx, source, { name: 'Telur', unit: 'butir', stock: 30 });
    const noodles = await createIngredient(ctx, source, { name: 'Mie', unit: 'bungkus', stock: 30 });
    const mie = await createMenuItem(ctx, source, {
      name: 'Mie Goreng',
      price: 18000,
      bom: [{ inventoryItemId: noodles._id, qty: 1 }],
    });
    await createMenuItem(ctx, source, { name: 'Es Teh', price: 5000 });
    const groups = await mieGorengGroups(ctx, source, egg._id);
    await attachGroups(ctx, source, mie._id, [groups.level.id, groups.extra.id]);

    const created = await createBranchOk(ctx, home.group.slug, home.manager.token, {
      name: 'Cabang Pilihan',
      slug: unique('cabang'),
      copyMenu: true,
      sourceSlug: source.tenant.slug,
    });
    expect(created.copiedMenu).toBe(2);
    const menu = await publicMenu(ctx, created.branch.slug);
    const copied = menu.find((item) => item.name === 'MIE GORENG');
    expect(copied?.optionGroups.map((group) => [group.name, group.minChoices, group.maxChoices])).toEqual([
      ['Level pedas', 1, 1],
      ['Tambahan', 0, 2],
    ]);
    expect(copied?.optionGroups[1]?.options.map((option) => [option.name, option.priceDelta])).toEqual([
      ['Telur', 4000],
      ['Keju', 5000],
    ]);
    expect(menu.find((item) => item.name === 'ES TEH')?.optionGroups).toEqual([]);
    // 'Telur' takes one of the new branch's own eggs.
    const recipe = await inTenantTx(ctx.db, created.branch._id, (tx) =>
      tx
        .select({ name: inventoryItems.name, qty: optionBomLines.qty, tenantId: inventoryItems.tenantId })
        .from(optionBomLines)
        .innerJoin(
          inventoryItems,
          and(
            eq(inventoryItems.tenantId, optionBomLines.tenantId),
            eq(inventoryItems.id, optionBomLines.inventoryItemId),
          ),
        ),
    );
    expect(recipe).toEqual([{ name: 'Telur', qty: 1, tenantId: created.branch._id }]);
  });

  it("opens a group's first branch with the platform's defaults when a copy is asked for", async () => {
    const empty = await createGroup(ctx.db);
    const created = await createBranchOk(ctx, empty.group.slug, empty.manager.token, {
      name: 'Pertama',
      slug: unique('cabang'),
      copySettings: true,
      copyMenu: true,
    });
    expect(created.copiedMenu).toBe(0);
    expect(await tenantBySlug(created.branch.slug)).toMatchObject({ theme: 'classic', taxPercent: 11 });
  });

  it('lets SUPER_ADMIN open a branch of any group', async () => {
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const created = await createBranchOk(ctx, other.group.slug, superAdmin.token, {
      name: 'Dari Pusat',
      slug: unique('cabang'),
    });
    expect((await tenantBySlug(created.branch.slug))?.groupId).toBe(other.group.id);
  });

  it('writes an audit record by the manager', async () => {
    const created = await createBranchOk(ctx, home.group.slug, home.manager.token, {
      name: 'Cabang Audit',
      slug: unique('cabang'),
    });
    const rows = await inAppTx(ctx.db, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, created.branch._id), eq(auditLog.action, 'branch.create'))),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: home.manager.id, actorEmail: home.manager.email });
  });
});

describe('POST /branches refuses', () => {
  const post = (body: unknown, token = home.manager.token, groupSlug = home.group.slug) =>
    callGroup(ctx, 'POST', groupSlug, '/branches', token, body);

  it('a missing name or slug, a malformed slug or an app path, with the texts of the contract', async () => {
    const cases: [unknown, string][] = [
      [{ slug: unique('cabang') }, GROUP_MESSAGES.nameSlugRequired],
      [{ name: 'Cabang', slug: '' }, GROUP_MESSAGES.nameSlugRequired],
      [{ name: 'Cabang', slug: 'Cabang Baru' }, GROUP_MESSAGES.slugInvalid],
      [{ name: 'Cabang', slug: 'admin' }, GROUP_MESSAGES.slugReserved],
      [{ name: 'Cabang', slug: unique('cabang'), adminEmail: 'bukan-email' }, 'Email tidak valid'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', message });
    }
  });

  it('a slug another tenant has now (of any group) or had before, with SLUG_TAKEN', async () => {
    const oldSlug = unique('lama');
    await inAppTx(ctx.db, (tx) =>
      tx.insert(tenantSlugRedirects).values({ oldSlug, tenantId: foreign.tenant.id }),
    );
    for (const slug of [foreign.tenant.slug, first.tenant.slug, oldSlug]) {
      const response = await post({ name: 'Cabang', slug });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'SLUG_TAKEN',
        message: 'Slug sudah digunakan. Pilih slug lain.',
      });
    }
  });

  it('leaves no half-made branch when the admin email is taken, after the menu was copied', async () => {
    await createMenuItem(ctx, first, { name: 'Soto', price: 15000 });
    await createIngredient(ctx, first, { name: 'Kunyit', sku: unique('KNY') });
    const slug = unique('cabang');
    const before = await groupTenants();
    const response = await post({
      name: 'Cabang Gagal',
      slug,
      copySettings: true,
      copyMenu: true,
      adminEmail: first.admin.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Email sudah terdaftar di Meja. Gunakan email lain.',
    });
    expect(await tenantBySlug(slug)).toBeUndefined();
    const after = await groupTenants();
    expect(after).toHaveLength(before.length);
    const audit = await inAppTx(ctx.db, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.targetLabel, slug)),
    );
    expect(audit).toHaveLength(0);
  });

  it("a copy source of another group (404, the group's text) and creates nothing", async () => {
    const slug = unique('cabang');
    const response = await post({ name: 'Cabang', slug, copyMenu: true, sourceSlug: foreign.tenant.slug });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: GROUP_MESSAGES.branchNotFound });
    expect(await tenantBySlug(slug)).toBeUndefined();
  });

  it('the anonymous (401), branch staff (403) and the manager of another group (403)', async () => {
    const body = { name: 'Cabang', slug: unique('cabang') };
    expect((await post(body, '')).statusCode).toBe(401);
    for (const token of [first.admin.token, first.cashier.token, other.manager.token]) {
      const response = await post(body, token);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect(await tenantBySlug(body.slug)).toBeUndefined();
  });

  it("to group B's manager, a branch in group A's name, even when naming B's own branch as source", async () => {
    const response = await post(
      { name: 'Cabang', slug: unique('cabang'), copyMenu: true, sourceSlug: foreign.tenant.slug },
      other.manager.token,
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(home.group.id);
  });
});
