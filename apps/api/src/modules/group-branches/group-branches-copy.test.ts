import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPasswordReset,
  copySettingsResult,
  GROUP_MESSAGES,
  menuCopyResult,
} from '@meja/shared/contracts/group';
import { auditLog } from '../../db/schema/console';
import { tenants, users } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { errorOf, postLogin } from '../../../test/auth-flow';
import { adminMenu, createIngredient, createMenuItem, inventoryOf } from '../../../test/catalog';
import {
  createGroup,
  createTenantGraph,
  createUser,
  unique,
  type TenantGraph,
} from '../../../test/factories';
import { callGroup, type Ctx } from '../../../test/group-branches';
import { bearer, openTestContext } from '../../../test/harness';
import { setTenant } from '../../../test/orders';

let ctx: Ctx;
let home: Awaited<ReturnType<typeof createGroup>>;
let other: Awaited<ReturnType<typeof createGroup>>;
let source: TenantGraph;
let foreign: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext();
  home = await createGroup(ctx.db);
  other = await createGroup(ctx.db);
  source = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
  foreign = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: other.group.id });
});
afterAll(() => ctx.close());

const branch = () => createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: home.group.id });
const tenantRow = async (id: string) =>
  (await inAppTx(ctx.db, (tx) => tx.select().from(tenants).where(eq(tenants.id, id))))[0];
const post = (
  slug: string,
  action: string,
  body?: unknown,
  token = home.manager.token,
  groupSlug = home.group.slug,
) => callGroup(ctx, 'POST', groupSlug, `/branches/${slug}/${action}`, token, body);

/** Refusals every copy route shares: the texts of the contract, access, and group B named anywhere. */
function describeRefusals(action: 'copy-settings' | 'copy-menu') {
  describe(`POST /branches/:slug/${action} refuses`, () => {
    it('a missing source and the branch itself as source, with the texts of the contract', async () => {
      const target = await branch();
      for (const body of [{}, { sourceSlug: '  ' }]) {
        const response = await post(target.tenant.slug, action, body);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'VALIDATION',
          message: GROUP_MESSAGES.sourceRequired,
        });
      }
      const self = await post(target.tenant.slug, action, { sourceSlug: target.tenant.slug });
      expect(self.statusCode).toBe(400);
      expect(errorOf(self)).toMatchObject({ code: 'VALIDATION', message: GROUP_MESSAGES.sourceSelf });
    });

    it("group B's branch as target or as source (404), leaving it untouched", async () => {
      const target = await branch();
      const versionBefore = (await tenantRow(foreign.tenant.id))?.menuVersion;
      for (const [slug, sourceSlug] of [
        [foreign.tenant.slug, source.tenant.slug],
        [target.tenant.slug, foreign.tenant.slug],
        ['tidak-ada', source.tenant.slug],
      ] as const) {
        const response = await post(slug, action, { sourceSlug });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: GROUP_MESSAGES.branchNotFound });
      }
      expect((await tenantRow(foreign.tenant.id))?.menuVersion).toBe(versionBefore);
    });

    it('the anonymous (401), branch staff (403), the manager of group B (403); SUPER_ADMIN passes', async () => {
      const target = await branch();
      const body = { sourceSlug: source.tenant.slug };
      expect((await post(target.tenant.slug, action, body, '')).statusCode).toBe(401);
      for (const token of [target.admin.token, target.cashier.token, other.manager.token]) {
        const response = await post(target.tenant.slug, action, body, token);
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).code).toBe('FORBIDDEN');
      }
      const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
      expect((await post(target.tenant.slug, action, body, superAdmin.token)).statusCode).toBe(200);
    });
  });
}

describe('POST /branches/:slug/copy-settings', () => {
  it("copies the source's look, tax, WhatsApp opt-in and ready notice, time zone, stock policy and kitchen routing, not its identity", async () => {
    const from = await branch();
    await setTenant(ctx, from.tenant.id, {
      theme: 'ocean',
      taxPercent: 5,
      waOptinEnabled: true,
      waOptinText: 'Kirim promo?',
      waOptinMode: 'FORM',
      waReadyNotice: true,
      timezone: 'Asia/Jayapura',
      stockPolicy: 'BLOCK',
      posToKitchen: false,
      phone: '0811',
      address: 'Jl. Sumber',
      city: 'MEDAN',
      reservationWhatsApp: '0822',
      qrisStaticPayload: 'QRIS-SUMBER',
    });
    const target = await branch();
    await setTenant(ctx, target.tenant.id, { phone: '0899', address: 'Jl. Tujuan', city: 'SOLO' });
    const versionBefore = (await tenantRow(target.tenant.id))?.menuVersion ?? 0;
    const response = await post(target.tenant.slug, 'copy-settings', { sourceSlug: from.tenant.slug });
    expect(response.statusCode, response.body).toBe(200);
    const answer = copySettingsResult.strict().parse(response.json());
    expect(answer.branch).toMatchObject({ slug: target.tenant.slug, phone: '0899', city: 'SOLO' });
    const row = await tenantRow(target.tenant.id);
    expect(row).toMatchObject({
      theme: 'ocean',
      taxPercent: 5,
      waOptinEnabled: true,
      waOptinText: 'Kirim promo?',
      waOptinMode: 'FORM',
      waReadyNotice: true,
      timezone: 'Asia/Jayapura',
      stockPolicy: 'BLOCK',
      posToKitchen: false,
      name: target.tenant.name,
      slug: target.tenant.slug,
      phone: '0899',
      address: 'Jl. Tujuan',
      city: 'SOLO',
      reservationWhatsApp: '',
      qrisStaticPayload: null,
    });
    // Diners see the new theme and tax: the public menu's version moved.
    expect(row?.menuVersion).toBeGreaterThan(versionBefore);
    const audit = await inAppTx(ctx.db, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.targetId, target.tenant.id)),
    );
    expect(audit.map((a) => a.action)).toEqual(['branch.copy-settings']);
  });
});
describeRefusals('copy-settings');

describe('POST /branches/:slug/copy-menu', () => {
  it('copies dishes with prices, pictures, flags and discounts, and maps recipes by SKU, then name, else creates', async () => {
    const from = await branch();
    const skuCode = unique('BRS');
    const rice = await createIngredient(ctx, from, { name: 'Beras', sku: skuCode, unit: 'kg', stock: 50 });
    const egg = await createIngredient(ctx, from, { name: 'Telur Ayam', unit: 'butir', stock: 30 });
    const soy = await createIngredient(ctx, from, {
      name: 'Kecap',
      sku: unique('KCP'),
      unit: 'ml',
      minStock: 2.5,
      stock: 9,
    });
    await createMenuItem(ctx, from, {
      name: 'Nasi Goreng',
      description: 'Dengan telur dan kerupuk.',
      price: 20000,
      category: 'Makanan',
      imageUrl: '/uploads/nasi-goreng.jpg',
      isFavorite: true,
      discountPercent: 10,
      bom: [
        { inventoryItemId: rice._id, qty: 0.2 },
        { inventoryItemId: egg._id, qty: 1 },
        { inventoryItemId: soy._id, qty: 15 },
      ],
    });
    await createMenuItem(ctx, from, { name: 'Es Jeruk', price: 8000, isActive: false, discountFixed: 1000 });

    const target = await branch();
    // Same SKU in another case and another name; same name in another case with spaces around.
    const targetRice = await createIngredient(ctx, target, {
      name: 'Beras Pandan',
      sku: skuCode.toLowerCase(),
      stock: 4,
    });
    const targetEgg = await createIngredient(ctx, target, { name: '  telur ayam ', stock: 12 });

    const response = await post(target.tenant.slug, 'copy-menu', { sourceSlug: from.tenant.slug });
    expect(response.statusCode, response.body).toBe(200);
    expect(menuCopyResult.strict().parse(response.json())).toEqual({
      copied: 2,
      skipped: 0,
      ingredientsCreated: 1,
    });

    const stock = await inventoryOf(ctx, target);
    expect(stock).toHaveLength(3);
    const createdSoy = stock.find((item) => item.name === 'Kecap');
    expect(createdSoy).toMatchObject({ sku: soy.sku, unit: 'ml', minStock: 2.5, stock: 0 });
    // What the target had keeps its own stock.
    expect(stock.find((item) => item._id === targetRice._id)?.stock).toBe(4);

    const menu = await adminMenu(ctx, target);
    expect(menu.map((m) => m.name).sort()).toEqual(['ES JERUK', 'NASI GORENG']);
    const nasi = menu.find((m) => m.name === 'NASI GORENG');
    expect(nasi).toMatchObject({
      description: 'Dengan telur dan kerupuk.',
      price: 20000,
      category: 'MAKANAN',
      imageUrl: '/uploads/nasi-goreng.jpg',
      isFavorite: true,
      isActive: true,
      discountPercent: 10,
    });
    expect(nasi?.bom.map((l) => [l.inventoryItemId, l.qty]).sort()).toEqual(
      [
        [targetRice._id, 0.2],
        [targetEgg._id, 1],
        [createdSoy?._id, 15],
      ].sort(),
    );
    // No Kecap in stock here yet: the dish is flagged as short of an ingredient.
    expect(nasi?.stockOut).toBe(true);
    expect(menu.find((m) => m.name === 'ES JERUK')).toMatchObject({
      isActive: false,
      discountFixed: 1000,
      bom: [],
    });
    // The source is untouched.
    expect((await adminMenu(ctx, from)).map((m) => m.bom.length).sort()).toEqual([0, 3]);
  });

  it('adds to the menu without overwrite (skipping the dishes it has), and archives the current menu first with it', async () => {
    const from = await branch();
    await createMenuItem(ctx, from, { name: 'Bakso', price: 15000 });
    const target = await branch();
    await createMenuItem(ctx, target, { name: 'Mie Ayam', price: 14000 });

    const added = await post(target.tenant.slug, 'copy-menu', { sourceSlug: from.tenant.slug });
    expect(menuCopyResult.parse(added.json())).toEqual({ copied: 1, skipped: 0, ingredientsCreated: 0 });
    expect((await adminMenu(ctx, target)).map((m) => m.name).sort()).toEqual(['BAKSO', 'MIE AYAM']);

    // Again, with one more dish at the source and one the target already has under another case:
    // only the new one is added, nothing doubled.
    await createMenuItem(ctx, from, { name: 'Es Teler', price: 12000 });
    await createMenuItem(ctx, from, { name: '  mie   ayam ', price: 13000 });
    const again = await post(target.tenant.slug, 'copy-menu', { sourceSlug: from.tenant.slug });
    expect(menuCopyResult.parse(again.json())).toEqual({ copied: 1, skipped: 2, ingredientsCreated: 0 });
    const menu = await adminMenu(ctx, target);
    expect(menu.map((m) => m.name).sort()).toEqual(['BAKSO', 'ES TELER', 'MIE AYAM']);
    // The target's own Mie Ayam keeps its own price.
    expect(menu.find((m) => m.name === 'MIE AYAM')?.price).toBe(14000);

    const replaced = await post(target.tenant.slug, 'copy-menu', {
      sourceSlug: from.tenant.slug,
      overwrite: true,
    });
    expect(menuCopyResult.parse(replaced.json())).toEqual({ copied: 3, skipped: 0, ingredientsCreated: 0 });
    expect((await adminMenu(ctx, target)).map((m) => m.name).sort()).toEqual([
      'BAKSO',
      'ES TELER',
      'MIE AYAM',
    ]);
  });

  it("leaves the tenant admin's own copy as it was: no recipes copied there (SPEC §5)", async () => {
    const from = await branch();
    const salt = await createIngredient(ctx, from, { name: 'Garam', stock: 1 });
    await createMenuItem(ctx, from, {
      name: 'Sop',
      price: 9000,
      bom: [{ inventoryItemId: salt._id, qty: 1 }],
    });
    const target = await branch();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenant/${target.tenant.slug}/menu/copy`,
      headers: { ...bearer(target.admin.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ sourceSlug: from.tenant.slug }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await adminMenu(ctx, target)).map((m) => m.bom)).toEqual([[]]);
    expect(await inventoryOf(ctx, target)).toEqual([]);
  });
});
describeRefusals('copy-menu');

describe('POST /branches/:slug/reset-admin-password', () => {
  const reset = (slug: string, token = home.manager.token, groupSlug = home.group.slug) =>
    post(slug, 'reset-admin-password', undefined, token, groupSlug);

  it("gives the branch's first admin a temporary password and ends the admin's sessions", async () => {
    const target = await branch();
    await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: target.tenant.id });
    const response = await reset(target.tenant.slug);
    expect(response.statusCode, response.body).toBe(200);
    const answer = adminPasswordReset.strict().parse(response.json());
    expect(answer.email).toBe(target.admin.email);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(target.admin.token),
    });
    expect(me.statusCode).toBe(401);
    const [stored] = await inAppTx(ctx.db, (tx) =>
      tx.select().from(users).where(eq(users.id, target.admin.id)),
    );
    expect(stored?.mustChangePassword).toBe(true);
    const login = await postLogin(ctx.app, { email: answer.email, password: answer.tempPassword });
    expect(login.statusCode, login.body).toBe(200);
    const audit = await inAppTx(ctx.db, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.targetId, target.admin.id)),
    );
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['branch.reset-admin-password', home.manager.id],
    ]);
  });

  it('is 404 with the text of the contract for a branch without an admin, or of another group', async () => {
    const target = await branch();
    await inAppTx(ctx.db, (tx) => tx.delete(users).where(eq(users.id, target.admin.id)));
    const none = await reset(target.tenant.slug);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toEqual({ code: 'NOT_FOUND', message: GROUP_MESSAGES.noAdmin });
    const foreignOne = await reset(foreign.tenant.slug);
    expect(foreignOne.statusCode).toBe(404);
    expect(errorOf(foreignOne)).toEqual({ code: 'NOT_FOUND', message: GROUP_MESSAGES.branchNotFound });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(foreign.admin.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the anonymous (401), branch staff (403) and the manager of group B (403)', async () => {
    const target = await branch();
    expect((await reset(target.tenant.slug, '')).statusCode).toBe(401);
    for (const token of [target.admin.token, target.cashier.token, other.manager.token]) {
      expect((await reset(target.tenant.slug, token)).statusCode).toBe(403);
    }
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: bearer(target.admin.token),
    });
    expect(me.statusCode).toBe(200);
  });
});
