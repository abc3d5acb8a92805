import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicTenant } from '@meja/shared/contracts/tenant';
import { tenants, tenantSlugRedirects } from '../../db/schema/platform';
import { orders } from '../../db/schema/orders';
import { inAppTx, inTenantTx } from '../../platform/db-scope';
import { createGroup, createTenantGraph, createUser, unique, type TestUser } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { menuGraph, orderOk } from '../../../test/orders';
import { auditOfTenant, callTenants, listTenants, tenantOk, type Ctx } from '../../../test/platform-tenants';

let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  // Creates, deletes and purges tenants: a database of its own on PostgreSQL.
  ctx = await openTestContext({ database: { own: true } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const create = (slug = unique('baru'), name = 'Warung Baru') =>
  tenantOk(ctx, superAdmin.token, 'POST', '', { name, slug }, 201);
const update = (id: string, body: unknown) => tenantOk(ctx, superAdmin.token, 'PUT', `/${id}`, body);

describe('who may use the tenant console', () => {
  const routes = [
    ['GET', ''],
    ['POST', ''],
    ['PUT', '/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/00000000-0000-4000-8000-000000000000'],
    ['POST', '/00000000-0000-4000-8000-000000000000/restore'],
  ] as const;

  it('refuses anonymous callers (401), a restaurant admin and a group manager (403)', async () => {
    const graph = await createTenantGraph(ctx.db);
    const { manager } = await createGroup(ctx.db);
    for (const [method, path] of routes) {
      expect((await callTenants(ctx, null, method, path, {})).statusCode).toBe(401);
      for (const caller of [graph.admin, manager, graph.cashier]) {
        const response = await callTenants(ctx, caller.token, method, path, {});
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });
});

describe('adding a tenant', () => {
  it('creates it BASIC on the platform trial, upper-cases the name and records it', async () => {
    const slug = unique('warung');
    const created = await create(slug, 'Warung Sederhana');
    expect(created).toMatchObject({
      name: 'WARUNG SEDERHANA',
      slug,
      package: 'BASIC',
      active: true,
      adsEnabled: true,
      quotaLimit: null,
      usage: 0,
      hasGroupManager: false,
      deletedAt: null,
    });
    const trialDays = (Date.parse(created.trialEndsAt ?? '') - Date.parse(created.createdAt)) / DAY_MS;
    expect(Math.round(trialDays)).toBe(30);
    const [entry] = await auditOfTenant(ctx, superAdmin.token, created._id);
    expect(entry).toMatchObject({ action: 'tenant.create', actorEmail: superAdmin.email, targetLabel: slug });
    // Diners see it at once (no admin to verify).
    const resolve = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/resolve/${slug}` });
    expect(resolve.statusCode).toBe(200);
  });

  it('refuses a malformed or reserved slug and a blank name with field messages', async () => {
    for (const body of [
      { name: 'X', slug: 'Bukan Slug!' },
      { name: 'X', slug: 'admin' },
      { name: 'X', slug: '-a-' },
      { name: '   ', slug: unique('ok') },
      { name: 'X' },
    ]) {
      const response = await callTenants(ctx, superAdmin.token, 'POST', '', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const reserved = await callTenants(ctx, superAdmin.token, 'POST', '', { name: 'X', slug: 'admin' });
    expect(reserved.json()).toMatchObject({
      fields: { slug: 'Slug ini dipakai oleh aplikasi. Pilih slug lain.' },
    });
  });

  it('refuses a slug another tenant has now or had before (409 SLUG_TAKEN)', async () => {
    const graph = await createTenantGraph(ctx.db);
    const taken = await callTenants(ctx, superAdmin.token, 'POST', '', {
      name: 'X',
      slug: graph.tenant.slug,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'SLUG_TAKEN', message: 'Slug sudah digunakan. Pilih slug lain.' });

    const renamed = await create();
    const oldSlug = renamed.slug;
    await update(renamed._id, { slug: unique('pindah') });
    const old = await callTenants(ctx, superAdmin.token, 'POST', '', { name: 'X', slug: oldSlug });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'SLUG_TAKEN' });
  });
});

describe('the tenant list', () => {
  it('shows usage of the month, the group manager, quota and standing of each tenant', async () => {
    const { group } = await createGroup(ctx.db);
    const withManager = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: group.id });
    const managerless = await createGroup(ctx.db);
    await inAppTx(ctx.db, (tx) =>
      tx.execute(sql`delete from users where group_id = ${managerless.group.id}`),
    );
    const without = await createTenantGraph(ctx.db, { package: 'ENTERPRISE', groupId: managerless.group.id });

    const { nasi } = await menuGraph(ctx, withManager);
    const line = { menuItemId: nasi._id, qty: 1 };
    const first = await orderOk(ctx, withManager.tenant.slug, { items: [line], table: '1' });
    await orderOk(ctx, withManager.tenant.slug, { items: [line], table: '2' });
    await orderOk(ctx, withManager.tenant.slug, { items: [line], table: '3' });
    // One order of last month does not count.
    await inTenantTx(ctx.db, withManager.tenant.id, (tx) =>
      tx
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 40 * DAY_MS) })
        .where(eq(orders.id, first.order._id)),
    );

    const items = await listTenants(ctx, superAdmin.token);
    const rowOf = (id: string) => items.find((item) => item._id === id);
    expect(rowOf(withManager.tenant.id)).toMatchObject({
      package: 'ENTERPRISE',
      hasGroupManager: true,
      groupSlug: group.slug,
      usage: 2,
    });
    expect(rowOf(without.tenant.id)).toMatchObject({ hasGroupManager: false, usage: 0 });
    // Newest first.
    const created = items.map((item) => Date.parse(item.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });
});

describe('changing a tenant', () => {
  it('changes package, quota, ads, active and name, one audit record per change', async () => {
    const tenant = await create();
    const changed = await update(tenant._id, {
      package: 'PRO',
      quotaLimit: 500,
      adsEnabled: false,
      active: false,
      name: 'nama baru',
    });
    expect(changed).toMatchObject({
      package: 'PRO',
      quotaLimit: 500,
      adsEnabled: false,
      active: false,
      name: 'NAMA BARU',
    });
    // A change that does not name the quota keeps it.
    expect((await update(tenant._id, { adsEnabled: true })).quotaLimit).toBe(500);
    const unlimited = await update(tenant._id, { quotaLimit: '' });
    expect(unlimited.quotaLimit).toBeNull();
    const upgraded = await update(tenant._id, { package: 'ENTERPRISE' });
    expect(upgraded).toMatchObject({ package: 'ENTERPRISE', hasGroupManager: false });

    const actions = (await auditOfTenant(ctx, superAdmin.token, tenant._id)).map((e) => e.action);
    expect(actions.sort()).toEqual(
      [
        'tenant.active',
        'tenant.ads',
        'tenant.ads',
        'tenant.create',
        'tenant.name',
        'tenant.package',
        'tenant.package',
        'tenant.quota',
        'tenant.quota',
      ].sort(),
    );
    const [latest] = await auditOfTenant(ctx, superAdmin.token, tenant._id);
    expect(latest).toMatchObject({ before: { package: 'PRO' }, after: { package: 'ENTERPRISE' } });
  });

  it('records nothing when nothing changes', async () => {
    const tenant = await create();
    await update(tenant._id, { package: 'BASIC', adsEnabled: true });
    expect(await auditOfTenant(ctx, superAdmin.token, tenant._id)).toHaveLength(1);
  });

  it('refuses a negative or fractional quota, an empty body, a bad id (400) and an unknown id (404)', async () => {
    const tenant = await create();
    for (const body of [{ quotaLimit: -1 }, { quotaLimit: 1.5 }, {}, { package: 'GOLD' }]) {
      const response = await callTenants(ctx, superAdmin.token, 'PUT', `/${tenant._id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const quota = await callTenants(ctx, superAdmin.token, 'PUT', `/${tenant._id}`, { quotaLimit: -1 });
    expect(quota.json()).toMatchObject({
      fields: { quotaLimit: 'Kuota harus bilangan bulat non-negatif atau kosong untuk tanpa batas' },
    });
    expect((await callTenants(ctx, superAdmin.token, 'PUT', '/bukan-id', { active: true })).statusCode).toBe(
      400,
    );
    const unknown = await callTenants(ctx, superAdmin.token, 'PUT', `/${crypto.randomUUID()}`, {
      active: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('renaming a slug', () => {
  it('keeps the old slug leading to the tenant, and lets the tenant take it back', async () => {
    const graph = await createTenantGraph(ctx.db);
    const first = graph.tenant.slug;
    const second = unique('kedua');
    const renamed = await update(graph.tenant.id, { slug: second });
    expect(renamed.slug).toBe(second);

    // The public resolve and menu answer for the old slug with the tenant under its new slug.
    const resolve = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/resolve/${first}` });
    expect(resolve.statusCode).toBe(200);
    expect(publicTenant.parse(resolve.json()).tenantSlug).toBe(second);
    const menu = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/${first}/menu` });
    expect(menu.statusCode).toBe(200);

    // Another tenant may not take it.
    const other = await create();
    const steal = await callTenants(ctx, superAdmin.token, 'PUT', `/${other._id}`, { slug: first });
    expect(steal.statusCode).toBe(409);

    // The tenant itself takes it back: that redirect goes, the second slug now redirects.
    await update(graph.tenant.id, { slug: first });
    const redirects = await inAppTx(ctx.db, (tx) =>
      tx.select().from(tenantSlugRedirects).where(eq(tenantSlugRedirects.tenantId, graph.tenant.id)),
    );
    expect(redirects.map((r) => r.oldSlug)).toEqual([second]);
    const entries = await auditOfTenant(ctx, superAdmin.token, graph.tenant.id);
    expect(entries.filter((e) => e.action === 'tenant.slug').map((e) => e.after)).toEqual([
      { slug: first },
      { slug: second },
    ]);
    // Staff keep working under the current slug.
    const context = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenant/${first}/context`,
      headers: bearer(graph.admin.token),
    });
    expect(context.statusCode).toBe(200);
  });
});

describe('deleting and restoring a tenant', () => {
  it('needs the slug typed, deactivates at once, and restores it exactly as it was', async () => {
    const graph = await createTenantGraph(ctx.db);
    const id = graph.tenant.id;
    const slug = graph.tenant.slug;
    const wrong = await callTenants(ctx, superAdmin.token, 'DELETE', `/${id}`, { confirmSlug: 'salah' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CONFIRM_SLUG_MISMATCH' });
    expect((await callTenants(ctx, superAdmin.token, 'DELETE', `/${id}`, {})).statusCode).toBe(400);

    const deleted = await tenantOk(ctx, superAdmin.token, 'DELETE', `/${id}`, { confirmSlug: slug });
    expect(deleted.active).toBe(false);
    expect(Date.parse(deleted.purgeAfter ?? '') - Date.parse(deleted.deletedAt ?? '')).toBe(30 * DAY_MS);

    // Staff and diners are refused at once.
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenant/${slug}/menu`,
      headers: bearer(graph.admin.token),
    });
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json()).toMatchObject({ code: 'TENANT_INACTIVE' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/public/${slug}/menu` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/public/resolve/${slug}` })).statusCode).toBe(
      404,
    );

    // A deleted tenant is listed with its dates, and cannot be changed or deleted again.
    const listed = (await listTenants(ctx, superAdmin.token)).find((t) => t._id === id);
    expect(listed).toMatchObject({ deletedAt: deleted.deletedAt, purgeAfter: deleted.purgeAfter });
    const change = await callTenants(ctx, superAdmin.token, 'PUT', `/${id}`, { active: true });
    expect(change.json()).toMatchObject({ code: 'TENANT_DELETED' });
    const again = await callTenants(ctx, superAdmin.token, 'DELETE', `/${id}`, { confirmSlug: slug });
    expect(again.json()).toMatchObject({ code: 'TENANT_DELETED' });

    const restored = await tenantOk(ctx, superAdmin.token, 'POST', `/${id}/restore`, {});
    expect(restored).toMatchObject({ active: true, deletedAt: null, purgeAfter: null });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/public/${slug}/menu` })).statusCode).toBe(
      200,
    );
    const notDeleted = await callTenants(ctx, superAdmin.token, 'POST', `/${id}/restore`, {});
    expect(notDeleted.statusCode).toBe(409);
    expect(notDeleted.json()).toMatchObject({ code: 'TENANT_NOT_DELETED' });

    const actions = (await auditOfTenant(ctx, superAdmin.token, id)).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['tenant.restore', 'tenant.delete']);
  });

  it('restores an inactive tenant inactive', async () => {
    const tenant = await create();
    await update(tenant._id, { active: false });
    await tenantOk(ctx, superAdmin.token, 'DELETE', `/${tenant._id}`, { confirmSlug: tenant.slug });
    const restored = await tenantOk(ctx, superAdmin.token, 'POST', `/${tenant._id}/restore`, {});
    expect(restored.active).toBe(false);
  });

  it('refuses an unknown tenant (404)', async () => {
    const id = crypto.randomUUID();
    const remove = await callTenants(ctx, superAdmin.token, 'DELETE', `/${id}`, { confirmSlug: 'x' });
    expect(remove.statusCode).toBe(404);
    expect((await callTenants(ctx, superAdmin.token, 'POST', `/${id}/restore`, {})).statusCode).toBe(404);
  });

  it('refuses a restore once the 30 days have passed', async () => {
    const tenant = await create();
    await tenantOk(ctx, superAdmin.token, 'DELETE', `/${tenant._id}`, { confirmSlug: tenant.slug });
    // The 30 days gone by (moving the clock would also end the test session).
    const past = new Date(Date.now() - DAY_MS);
    await inAppTx(ctx.db, (tx) =>
      tx.update(tenants).set({ deletedAt: past, purgeAfter: past }).where(eq(tenants.id, tenant._id)),
    );
    const late = await callTenants(ctx, superAdmin.token, 'POST', `/${tenant._id}/restore`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RESTORE_EXPIRED' });
    await inAppTx(ctx.db, (tx) => tx.delete(tenants).where(eq(tenants.id, tenant._id)));
  });
});
