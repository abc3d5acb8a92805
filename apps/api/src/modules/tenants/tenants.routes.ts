import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicTenant,
  tenantContext,
  tenantProfile,
  tenantProfileUpdate,
  tenantSettings,
  tenantSettingsUpdate,
} from '@meja/shared/contracts/tenant';
import { slugParam } from '@meja/shared/contracts/common';
import { guardedTenant, guardedUser } from '../../platform/access/guard';
import { scopeOf } from '../../platform/scope';
import type { TenantSettingsService } from './tenant-settings.service';
import { presentTenantContext } from './tenants.presenter';
import type { TenantsService } from './tenants.service';
import { tagRoutes } from '../../platform/openapi/openapi';

export function tenantsPublicRoutes(tenants: TenantsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('tenants'));
    app.get(
      '/resolve/:tenantSlug',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: "A restaurant's public profile by its slug",
          params: z.object({ tenantSlug: slugParam }),
          response: { 200: publicTenant },
        },
      },
      async (request) => tenants.resolvePublic(request.params.tenantSlug),
    );
  };
}

export function tenantAdminRoutes(now: () => Date, graceDays: () => Promise<number>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('tenants'));
    // What the admin layout needs; open to blocked tenants so the layout can explain the block.
    app.get(
      '/:slug/context',
      {
        config: { access: { kind: 'tenant', allowBlocked: true } },
        schema: {
          summary: "The back office's context: the restaurant, its package and standing, the user's role",
          params: z.object({ slug: slugParam }),
          response: { 200: tenantContext },
        },
      },
      async (request) =>
        presentTenantContext(guardedTenant(request), guardedUser(request).role, now(), await graceDays()),
    );
  };
}

/** /api/v1/tenant/:slug/settings — the restaurant admin's (section settings; absent for POS_ONLY). */
export function tenantSettingsRoutes(settings: TenantSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('tenants'));
    const access = { access: { kind: 'tenant', section: 'settings' } } as const;
    const params = z.object({ slug: slugParam });
    app.get(
      '/:slug/settings',
      {
        config: access,
        schema: { summary: "The restaurant's settings", params, response: { 200: tenantSettings } },
      },
      async (request) => settings.get(scopeOf(request)),
    );
    app.patch(
      '/:slug/settings',
      {
        config: access,
        schema: {
          summary: "Change the restaurant's settings",
          params,
          body: tenantSettingsUpdate,
          response: { 200: tenantSettings },
        },
      },
      async (request) => settings.update(scopeOf(request), request.body),
    );
  };
}

/**
 * /api/v1/tenant/:slug/payments/profile — the name, address and tax every restaurant must set, in
 * the Payments section so that KASIR_SAJA (no Settings section, SPEC §1) keeps them; the restaurant
 * admin's only (the super admin passes every role list).
 */
export function tenantProfileRoutes(settings: TenantSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('tenants'));
    const access = {
      access: { kind: 'tenant', section: 'payments', roles: ['RESTAURANT_ADMIN'] },
    } as const;
    const params = z.object({ slug: slugParam });
    app.get(
      '/:slug/payments/profile',
      {
        config: access,
        schema: {
          summary: "The restaurant's name, address and tax (also for KASIR_SAJA)",
          params,
          response: { 200: tenantProfile },
        },
      },
      async (request) => settings.profile(scopeOf(request)),
    );
    app.patch(
      '/:slug/payments/profile',
      {
        config: access,
        schema: {
          summary: "Change the restaurant's name, address or tax (also for KASIR_SAJA)",
          params,
          body: tenantProfileUpdate,
          response: { 200: tenantProfile },
        },
      },
      async (request) => settings.updateProfile(scopeOf(request), request.body),
    );
  };
}
