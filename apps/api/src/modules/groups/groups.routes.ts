import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupContext } from '@meja/shared/contracts/tenant';
import { slugParam } from '@meja/shared/contracts/common';
import { guardedGroup } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', tagRoutes('groups'));
  app.get(
    '/:groupSlug/context',
    {
      config: { access: { kind: 'group' } },
      schema: {
        summary: "The group area's context: the group and its branches",
        params: z.object({ groupSlug: slugParam }),
        response: { 200: groupContext },
      },
    },
    async (request) => {
      const group = guardedGroup(request);
      return { group: { _id: group.id, slug: group.slug, name: group.name } };
    },
  );
};
