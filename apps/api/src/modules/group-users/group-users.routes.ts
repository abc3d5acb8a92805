import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordRequest, changePasswordResponse } from '@meja/shared/contracts/auth';
import { slugParam } from '@meja/shared/contracts/common';
import {
  GROUP_MESSAGES,
  groupUser,
  groupUserCreate,
  groupUserList,
  groupUserUpdate,
} from '@meja/shared/contracts/group';
import { guardedGroup, guardedUser } from '../../platform/access/guard';
import { unauthenticated } from '../../platform/errors';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { GroupUsersService } from './group-users.service';

/** The group's GROUP_MANAGER and SUPER_ADMIN (the guard resolves the group from `:groupSlug`). */
const groupAccess = { access: { kind: 'group' } } as const;
const groupOnly = z.object({ groupSlug: slugParam });
const groupAndId = groupOnly.extend({ id: z.uuid(GROUP_MESSAGES.userNotFound) });

/** /api/v1/group/:groupSlug/users and /settings (SPEC §7 Group, issue 16): branch admins, own password. */
export function groupUsersRoutes(users: GroupUsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('groups'));

    app.get(
      '/:groupSlug/users',
      {
        config: groupAccess,
        schema: {
          summary: "The restaurant admins of the group's branches, by branch then name",
          params: groupOnly,
          response: { 200: groupUserList },
        },
      },
      async (request) => ({ items: await users.list(guardedGroup(request).id) }),
    );

    app.post(
      '/:groupSlug/users',
      {
        config: { ...groupAccess, errors: ['EMAIL_TAKEN'] },
        schema: {
          summary: 'Add a restaurant admin to a branch of the group (with a password to change at login)',
          params: groupOnly,
          body: groupUserCreate,
          response: { 201: z.object({ user: groupUser }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ user: await users.create(guardedGroup(request).id, request.body) }),
    );

    app.put(
      '/:groupSlug/users/:id',
      {
        config: { ...groupAccess, errors: ['EMAIL_TAKEN'] },
        schema: {
          summary: "Set a branch admin's password (ends its sessions), or change its name and email",
          params: groupAndId,
          body: groupUserUpdate,
          response: { 200: z.object({ user: groupUser }) },
        },
      },
      async (request) => ({
        user: await users.update(guardedGroup(request).id, request.params.id, request.body),
      }),
    );

    app.delete(
      '/:groupSlug/users/:id',
      {
        config: { ...groupAccess, errors: ['LAST_ADMIN'] },
        schema: {
          summary: "Delete a branch admin (never a branch's last one)",
          params: groupAndId,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await users.remove(guardedUser(request), guardedGroup(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/:groupSlug/settings/change-password',
      {
        config: { ...groupAccess, errors: ['RATE_LIMITED'] },
        schema: {
          summary: 'Change the own password (ends the other sessions of the account)',
          params: groupOnly,
          body: changePasswordRequest,
          response: { 200: changePasswordResponse },
        },
      },
      async (request) => {
        const session = request.auth;
        if (!session) throw unauthenticated();
        return users.changeOwnPassword(session, request.body, request.ip);
      },
    );
  };
}
