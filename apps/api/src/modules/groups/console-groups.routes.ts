import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, slugParam } from '@meja/shared/contracts/common';
import {
  consoleGroup,
  consoleGroupList,
  groupSave,
  membershipAssign,
  membershipAssigned,
} from '@meja/shared/contracts/console-groups';
import { PLATFORM_ACCOUNT_MESSAGES } from '@meja/shared/platform-accounts';
import { guardedUser } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { auditActorOf } from '../audit/audit.service';
import type { ConsoleGroupsService } from './console-groups.service';

const superAdminOnly = { access: { kind: 'platform' } } as const;
const byId = z.object({ id: z.uuid(PLATFORM_ACCOUNT_MESSAGES.groupNotFound) });

/** /api/v1/super-admin/groups (SPEC §7 Super admin, issue 15): SUPER_ADMIN only. */
export function consoleGroupsRoutes(groups: ConsoleGroupsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('groups'));
    const actor = (request: Parameters<typeof guardedUser>[0]) => auditActorOf(guardedUser(request));

    app.get(
      '/groups',
      {
        config: superAdminOnly,
        schema: {
          summary: 'Every group, with how many tenants and managers it has',
          response: { 200: consoleGroupList },
        },
      },
      async () => ({ items: await groups.list() }),
    );

    app.post(
      '/groups',
      {
        config: { ...superAdminOnly, errors: ['GROUP_SLUG_TAKEN'] },
        schema: { summary: 'Add a group', body: groupSave, response: { 201: consoleGroup } },
      },
      async (request, reply) => reply.status(201).send(await groups.create(actor(request), request.body)),
    );

    app.put(
      '/groups/:id',
      {
        config: { ...superAdminOnly, errors: ['GROUP_SLUG_TAKEN'] },
        schema: {
          summary: "Change a group's name and slug",
          params: byId,
          body: groupSave,
          response: { 200: consoleGroup },
        },
      },
      async (request) => groups.update(actor(request), request.params.id, request.body),
    );

    app.delete(
      '/groups/:id',
      {
        config: { ...superAdminOnly, errors: ['GROUP_HAS_TENANTS'] },
        schema: {
          summary: 'Delete a group without tenants (its managers lose the group, their sessions end)',
          params: byId,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await groups.remove(actor(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/groups/:slug/assign-membership',
      {
        config: { ...superAdminOnly, errors: ['TENANT_IN_OTHER_GROUP'] },
        schema: {
          summary: 'Link a tenant to the group as a branch and set it ENTERPRISE',
          params: z.object({ slug: slugParam }),
          body: membershipAssign,
          response: { 200: membershipAssigned },
        },
      },
      async (request) => groups.assignMembership(actor(request), request.params.slug, request.body.ownerSlug),
    );
  };
}
