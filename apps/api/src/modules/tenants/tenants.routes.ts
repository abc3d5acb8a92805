import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicTenant, tenantContext } from '@meja/shared/contracts/tenant';
import { slugParam } from '@meja/shared/contracts/common';
import { guardedTenant, guardedUser } from '../../platform/access/guard';
import { presentTenantContext } from './tenants.presenter';
import type { TenantsService } from './tenants.service';

export function tenantsPublicRoutes(tenants: TenantsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/resolve/:tenantSlug',
      {
        config: { access: { kind: 'public' } },
        schema: { params: z.object({ tenantSlug: slugParam }), response: { 200: publicTenant } },
      },
      async (request) => tenants.resolvePublic(request.params.tenantSlug),
    );
  };
}

export function tenantAdminRoutes(now: () => Date): FastifyPluginAsyncZod {
  return async (app) => {
    // What the admin layout needs; open to blocked tenants so the layout can explain the block.
    app.get(
      '/:slug/context',
      {
        config: { access: { kind: 'tenant', allowBlocked: true } },
        schema: { params: z.object({ slug: slugParam }), response: { 200: tenantContext } },
      },
      async (request) => presentTenantContext(guardedTenant(request), guardedUser(request).role, now()),
    );
  };
}
