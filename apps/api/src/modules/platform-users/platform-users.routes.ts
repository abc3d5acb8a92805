import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@meja/shared/contracts/common';
import {
  platformPasswordReset,
  platformRoleUpdate,
  platformUser,
  platformUserCreate,
  platformUserCreated,
  platformUserList,
} from '@meja/shared/contracts/platform-users';
import { PLATFORM_ACCOUNT_MESSAGES } from '@meja/shared/platform-accounts';
import { guardedUser } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { PlatformUsersService } from './platform-users.service';

const superAdminOnly = { access: { kind: 'platform' } } as const;
const byId = z.object({ id: z.uuid(PLATFORM_ACCOUNT_MESSAGES.notFound) });

/** /api/v1/super-admin/users (SPEC §7 Super admin, issue 15): every account of the platform. */
export function platformUsersRoutes(users: PlatformUsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('users'));

    app.get(
      '/users',
      {
        config: superAdminOnly,
        schema: { summary: 'Every account of the platform', response: { 200: platformUserList } },
      },
      async () => ({ items: await users.list() }),
    );

    app.post(
      '/users',
      {
        config: { ...superAdminOnly, errors: ['EMAIL_TAKEN'] },
        schema: {
          summary: 'Add an account of any role, with a temporary password to change at the first login',
          body: platformUserCreate,
          response: { 201: platformUserCreated },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await users.create(guardedUser(request), request.body)),
    );

    app.put(
      '/users/:id',
      {
        config: { ...superAdminOnly, errors: ['ROLE_NEEDS_LINK', 'SELF_ACCOUNT', 'LAST_SUPER_ADMIN'] },
        schema: {
          summary: "Change an account's role (ends its sessions)",
          params: byId,
          body: platformRoleUpdate,
          response: { 200: platformUser },
        },
      },
      async (request) => users.changeRole(guardedUser(request), request.params.id, request.body.role),
    );

    app.delete(
      '/users/:id',
      {
        config: { ...superAdminOnly, errors: ['SELF_ACCOUNT', 'LAST_SUPER_ADMIN'] },
        schema: {
          summary: 'Delete an account (ends its sessions)',
          params: byId,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await users.remove(guardedUser(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/users/:id/reset-password',
      {
        config: superAdminOnly,
        schema: {
          summary: 'A new temporary password for the account (its sessions end)',
          params: byId,
          response: { 200: platformPasswordReset },
        },
      },
      async (request) => users.resetPassword(guardedUser(request), request.params.id),
    );
  };
}
