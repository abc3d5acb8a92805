import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { publicTenant } from '@meja/shared/contracts/tenant';
import { createMenuItem } from '../../../test/catalog';
import { tenants } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { createTenantGraph, type TenantGraph } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { DINER_DATA_ELEMENT_ID } from './diner-page.service';

/** diner.html carries the tenant and menu of the page, so the first screen draws without the API. */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;
let graph: TenantGraph;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'meja-diner-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<head></head>site');
  writeFileSync(
    path.join(dist, 'diner.html'),
    '<html lang="id"><head><title>Meja</title></head><div id="root"></div></html>',
  );
  ctx = await openTestContext({ webDistDir: dist });
  graph = await createTenantGraph(ctx.db);
  await createMenuItem(ctx, graph, {
    name: 'ES TEH',
    price: 5000,
    category: 'MINUMAN',
    imageUrl: '/uploads/t/teh.webp',
  });
  await createMenuItem(ctx, graph, {
    name: 'NASI </script><script>alert(1)</script>',
    price: 20000,
    category: 'UTAMA',
    imageUrl: '/uploads/t/nasi.webp?a=1&b="2"',
  });
});
afterAll(() => ctx.close());

async function pageOf(url: string, status = 200) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return response.body;
}

function embeddedData(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${DINER_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] ?? '') : null;
}

describe('diner page data', () => {
  it('embeds the public tenant and menu as the API answers them', async () => {
    const html = await pageOf(`/${graph.tenant.slug}/menu`);
    const data = embeddedData(html);
    expect(data).toMatchObject({ tenantSlug: graph.tenant.slug });
    const fields = new Map(Object.entries(data ?? {}));
    expect(publicTenant.parse(fields.get('tenant')).name).toBe(graph.tenant.name);
    const items = publicMenuList.parse(fields.get('menu')).items.map((item) => item.name);
    expect(items).toHaveLength(2);
    expect(items.join(' ').toLowerCase()).toContain('es teh');
    expect(items.join(' ').toLowerCase()).toContain('</script><script>alert(1)</script>');
  });

  it('cannot be broken out of by a dish name, and preloads the first card picture (UTAMA first)', async () => {
    const html = await pageOf(`/${graph.tenant.slug}/menu`);
    expect(html).not.toMatch(/<\/script><script>alert/i);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/t/nasi.webp?a=1&amp;b=&quot;2&quot;"',
    );
  });

  it('is on every diner page', async () => {
    expect(embeddedData(await pageOf(`/${graph.tenant.slug}/cart`))).not.toBeNull();
    expect(embeddedData(await pageOf(`/${graph.tenant.slug}/order-track?table=A1`))).not.toBeNull();
    expect(await pageOf(`/${graph.tenant.slug}/cart`)).toContain('<div id="root"></div>');
  });

  it("answers an unknown restaurant's pages 404, with 'Restoran tidak ditemukan' drawn and the app told", async () => {
    for (const url of [
      '/tidak-ada-resto/menu',
      '/tidak-ada-resto/cart',
      '/tidak-ada-resto/order-track?table=A1',
      '/tidak-ada-resto/order-track/01a2134a-467a-77e4-87bf-d0a7ec32e008?token=x',
      '/tidak-ada-resto/menu/01a2134a-467a-77e4-87bf-d0a7ec32e008',
    ]) {
      const html = await pageOf(url, 404);
      expect(embeddedData(html), url).toEqual({ tenantSlug: 'tidak-ada-resto', notFound: true });
      expect(html, url).toMatch(
        /<div id="root"><div data-diner-preview [^>]*>.*<h1 [^>]*>Restoran tidak ditemukan<\/h1>/,
      );
      expect(html, url).toContain('<a href="/"');
      expect(html, url).not.toContain('data-diner-theme');
    }
  });

  it('cannot be broken out of by the unknown address itself', async () => {
    const slug = 'x<img src=x onerror=alert(1)><!--';
    const html = await pageOf(`/${encodeURIComponent(slug)}/menu`, 404);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!--');
    expect(embeddedData(html)).toEqual({ tenantSlug: slug, notFound: true });
  });

  it("keeps no room for an ad in the menu's preview of a build without ad settings (the app shows none)", async () => {
    expect(graph.tenant.adsEnabled).toBe(true);
    expect(await pageOf(`/${graph.tenant.slug}/menu`)).not.toContain('h-24');
  });

  it("draws a still preview of the menu's first screen in the root, in the tenant's theme", async () => {
    const html = await pageOf(`/${graph.tenant.slug}/menu`);
    expect(html).toMatch(
      /<div id="root"><div aria-hidden="true" data-diner-preview class="diner-theme diner-theme-classic /,
    );
    expect(html).toContain('data-diner-theme="classic"');
  });
});

describe('diner page data of a build with an ad', () => {
  let adCtx: Ctx;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'meja-diner-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<head></head>site');
    writeFileSync(path.join(dist, 'diner.html'), '<html lang="id"><head></head><div id="root"></div></html>');
    adCtx = await openTestContext({
      webDistDir: dist,
      env: { VITE_AD_CLIENT: 'ca-pub-123', VITE_AD_SLOT: '456' },
    });
  });
  afterAll(() => adCtx.close());

  const menuPage = async (slug: string) =>
    (await adCtx.app.inject({ method: 'GET', url: `/${slug}/menu` })).body;

  it("keeps the ad's room in the menu's preview while the tenant has ads on", async () => {
    const { tenant } = await createTenantGraph(adCtx.db);
    expect(await menuPage(tenant.slug)).toContain('<div class="mb-4 h-24"></div>');
  });

  it('keeps none for a tenant with ads off', async () => {
    const { tenant } = await createTenantGraph(adCtx.db);
    await inAppTx(adCtx.db, (tx) =>
      tx.update(tenants).set({ adsEnabled: false }).where(eq(tenants.id, tenant.id)),
    );
    expect(await menuPage(tenant.slug)).not.toContain('h-24');
  });
});
