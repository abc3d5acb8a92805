import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantGraph, createUser, unique, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { tenantOk, type Ctx } from '../../../test/platform-tenants';

/** A renamed restaurant's printed QR codes keep working: the old diner address redirects (issue 15). */
let ctx: Ctx;
let superAdmin: TestUser;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'meja-redirect-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<head></head>site');
  writeFileSync(path.join(dist, 'diner.html'), '<html lang="id"><head></head><div id="root"></div></html>');
  ctx = await openTestContext({ webDistDir: dist });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

describe('the diner pages of an old slug', () => {
  it('redirect permanently to the same page and query under the new slug', async () => {
    const graph = await createTenantGraph(ctx.db);
    const oldSlug = graph.tenant.slug;
    const newSlug = unique('baru');
    await tenantOk(ctx, superAdmin.token, 'PUT', `/${graph.tenant.id}`, { slug: newSlug });

    for (const page of ['/menu?table=7', '/menu', '/cart', '/order-track/abc?token=x&table=2']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/${oldSlug}${page}` });
      expect(response.statusCode, page).toBe(308);
      expect(response.headers.location).toBe(`/${newSlug}${page}`);
    }
    const current = await ctx.app.inject({ method: 'GET', url: `/${newSlug}/menu?table=7` });
    expect(current.statusCode).toBe(200);
  });

  it('answers 404 for the menu of a deleted tenant, under its slug and an old one', async () => {
    const graph = await createTenantGraph(ctx.db);
    const oldSlug = graph.tenant.slug;
    const renamed = await tenantOk(ctx, superAdmin.token, 'PUT', `/${graph.tenant.id}`, {
      slug: unique('lain'),
    });
    await tenantOk(ctx, superAdmin.token, 'DELETE', `/${graph.tenant.id}`, { confirmSlug: renamed.slug });
    for (const slug of [renamed.slug, oldSlug]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/${slug}/menu` });
      expect(response.statusCode, slug).toBe(404);
    }
  });
});
