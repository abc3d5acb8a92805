import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { publicMenuList } from '@meja/shared/contracts/menu';
import type { TenantsService } from '../tenants/tenants.service';
import type { MenuService } from './menu.service';
import { tagRoutes } from '../../platform/openapi/openapi';

/** If-None-Match may list several tags, weak (W/) or strong; '*' matches any. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** GET /api/v1/public/:tenantSlug/menu — active items; ETag per menu version, 304 when unchanged. */
export function menuPublicRoutes(menu: MenuService, tenants: TenantsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('menu'));
    app.get(
      '/:tenantSlug/menu',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: "A restaurant's menu for diners (ETag, no-cache)",
          params: z.object({ tenantSlug: slugParam }),
          response: { 200: publicMenuList, 304: z.null() },
        },
      },
      async (request, reply) => {
        const tenant = await tenants.publicTenant(request.params.tenantSlug, { hot: true });
        const etag = menu.menuEtag(tenant);
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        const { items, json } = await menu.publicMenu(tenant);
        // The cached JSON was made from items presented by the contract's own presenter.
        return reply.serializer(() => json).send({ items });
      },
    );
  };
}
