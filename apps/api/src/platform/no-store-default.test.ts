import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMenuItem, publicMenuUrl, tenantUrl, type Ctx } from '../../test/catalog';
import { createTenantGraph, type TenantGraph } from '../../test/factories';
import { bearer, openTestContext } from '../../test/harness';

/** Issue 12: API answers are `Cache-Control: no-store` unless the route chooses its own caching. */
let ctx: Ctx;
let graph: TenantGraph;

beforeAll(async () => {
  ctx = await openTestContext();
  graph = await createTenantGraph(ctx.db);
});
afterAll(() => ctx.close());

describe('Cache-Control on /api/', () => {
  it('keeps /auth/me and the tenant context out of every cache', async () => {
    const me = await ctx.app.inject({ url: '/api/v1/auth/me', headers: bearer(graph.admin.token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const context = await ctx.app.inject({
      url: tenantUrl(graph.tenant.slug, '/context'),
      headers: bearer(graph.cashier.token),
    });
    expect(context.statusCode).toBe(200);
    expect(context.headers['cache-control']).toBe('no-store');
  });

  it('is the default for other answers and refusals too', async () => {
    const responses = await Promise.all([
      ctx.app.inject({ url: '/api/v1/public/settings' }),
      ctx.app.inject({ url: '/api/v1/auth/me' }),
      ctx.app.inject({ url: tenantUrl(graph.tenant.slug, '/context') }),
      ctx.app.inject({ url: '/api/v1/no-such-route' }),
      ctx.app.inject({ method: 'POST', url: '/api/v1/public/login', payload: {} }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 401, 404, 400]);
    for (const response of responses) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves a route that chooses its own caching alone (the public menu revalidates by ETag)', async () => {
    await createMenuItem(ctx, graph, { name: 'Es Teh', price: 5000 });
    const menu = await ctx.app.inject({ url: publicMenuUrl(graph.tenant.slug) });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['cache-control']).toBe('no-cache');
    expect(menu.headers.etag).toBeTruthy();
  });
});
