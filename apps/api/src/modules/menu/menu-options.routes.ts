import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import {
  adminOptionGroup,
  adminOptionGroupList,
  optionGroupInput,
} from '@meja/shared/contracts/menu-options';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { MenuOptionsService } from './menu-options.service';
import { menuAccess, slugOnly } from './menu.routes';

const slugAndId = z.object({ slug: slugParam, id: z.uuid('Grup pilihan tidak ditemukan') });

/** /api/v1/tenant/:slug/menu/option-groups (issue 20) — whoever edits the menu edits its options. */
export function menuOptionsRoutes(options: MenuOptionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('menu'));
    app.get(
      '/:slug/menu/option-groups',
      {
        config: menuAccess,
        schema: {
          summary: "The restaurant's option groups, with each option's recipe and the dishes using them",
          params: slugOnly,
          response: { 200: adminOptionGroupList },
        },
      },
      async (request) => ({ items: await options.list(scopeOf(request)) }),
    );

    app.post(
      '/:slug/menu/option-groups',
      {
        config: menuAccess,
        schema: {
          summary: "Add an option group ('Level pedas') with its options",
          params: slugOnly,
          body: optionGroupInput,
          response: { 201: adminOptionGroup },
        },
      },
      async (request, reply) => reply.status(201).send(await options.create(scopeOf(request), request.body)),
    );

    app.put(
      '/:slug/menu/option-groups/:id',
      {
        config: menuAccess,
        schema: {
          summary: 'Change an option group; its options are replaced (those sent with their id are kept)',
          params: slugAndId,
          body: optionGroupInput,
          response: { 200: adminOptionGroup },
        },
      },
      async (request) => options.update(scopeOf(request), request.params.id, request.body),
    );

    app.delete(
      '/:slug/menu/option-groups/:id',
      {
        config: menuAccess,
        schema: {
          summary: 'Delete an option group (taken off every dish; past orders keep their copy)',
          params: slugAndId,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await options.remove(scopeOf(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
