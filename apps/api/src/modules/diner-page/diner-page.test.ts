import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMenuList } from '@meja/shared/contracts/menu';
import { publicTenant } from '@meja/shared/contracts/tenant';
import { createMenuItem } from '../../../test/catalog';
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

async function pageOf(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
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

  it('is on every diner page, and absent for an unknown restaurant', async () => {
    expect(embeddedData(await pageOf(`/${graph.tenant.slug}/cart`))).not.toBeNull();
    expect(embeddedData(await pageOf(`/${graph.tenant.slug}/order-track?table=A1`))).not.toBeNull();
    expect(await pageOf(`/${graph.tenant.slug}/cart`)).toContain('<div id="root"></div>');
    const unknown = await pageOf('/tidak-ada-resto/menu');
    expect(unknown).toContain('<div id="root">');
    expect(embeddedData(unknown)).toBeNull();
  });

  it("draws a still preview of the menu's first screen in the root, in the tenant's theme", async () => {
    const html = await pageOf(`/${graph.tenant.slug}/menu`);
    expect(html).toMatch(
      /<div id="root"><div aria-hidden="true" data-diner-preview class="diner-theme diner-theme-classic /,
    );
    expect(html).toContain('data-diner-theme="classic"');
  });
});
