import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import {
  adminMenuItem,
  adminMenuList,
  menuCopyRequest,
  menuCopyResponse,
  menuDeleteResponse,
  menuItemCreate,
  menuItemUpdate,
} from '@meja/shared/contracts/menu';
import { guardedTenant } from '../../platform/access/guard';
import { scopeOf } from '../../platform/scope';
import type { MenuService } from './menu.service';
import { tagRoutes } from '../../platform/openapi/openapi';

/** Whoever edits the menu (its dishes and their option groups). */
export const menuAccess = { access: { kind: 'tenant', section: 'menu' } } as const;
export const slugOnly = z.object({ slug: slugParam });
const slugAndId = z.object({ slug: slugParam, id: z.uuid('Menu tidak ditemukan') });

/** /api/v1/tenant/:slug/menu — admin and super admin; POS_ONLY tenants are refused by the guard. */
export function menuRoutes(menu: MenuService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('menu'));
    app.get(
      '/:slug/menu',
      {
        config: menuAccess,
        schema: {
          summary: 'The menu with inactive dishes, for the back office',
          params: slugOnly,
          response: { 200: adminMenuList },
        },
      },
      async (request) => ({
        items: await menu.listAdmin(scopeOf(request)),
      }),
    );

    app.post(
      '/:slug/menu',
      {
        config: menuAccess,
        schema: {
          summary: 'Add a dish',
          params: slugOnly,
          body: menuItemCreate,
          response: { 201: adminMenuItem },
        },
      },
      async (request, reply) => reply.status(201).send(await menu.create(scopeOf(request), request.body)),
    );

    app.put(
      '/:slug/menu/:id',
      {
        config: menuAccess,
        schema: {
          summary: 'Change a dish',
          params: slugAndId,
          body: menuItemUpdate,
          response: { 200: adminMenuItem },
        },
      },
      async (request) => menu.update(scopeOf(request), request.params.id, request.body),
    );

    app.delete(
      '/:slug/menu/:id',
      {
        config: menuAccess,
        schema: {
          summary: 'Delete a dish (kept as history when it was ordered)',
          params: slugAndId,
          response: { 200: menuDeleteResponse },
        },
      },
      async (request) => ({ ok: true as const, ...(await menu.remove(scopeOf(request), request.params.id)) }),
    );

    app.post(
      '/:slug/menu/copy',
      {
        config: { ...menuAccess, errors: ['PLAN_FEATURE'] },
        schema: {
          summary: 'Copy the menu of another branch of the group (ENTERPRISE)',
          params: slugOnly,
          body: menuCopyRequest,
          response: { 200: menuCopyResponse },
        },
      },
      async (request) => menu.copyFrom(scopeOf(request), guardedTenant(request), request.body),
    );
  };
}
