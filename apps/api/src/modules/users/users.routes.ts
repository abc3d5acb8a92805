import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, slugParam } from '@meja/shared/contracts/common';
import {
  staffPasswordIssued,
  staffRoleUpdate,
  staffUser,
  staffUserCreate,
  staffUserList,
} from '@meja/shared/contracts/users';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { tagRoutes } from '../../platform/openapi/openapi';
import { scopeOf } from '../../platform/scope';
import type { UsersService } from './users.service';

/** The restaurant admin and the super admin; POS_ONLY (KASIR_SAJA) tenants have no users section (SPEC §1). */
const usersAccess = { access: { kind: 'tenant', section: 'users' } } as const;
const slugOnly = z.object({ slug: slugParam });
const slugAndId = z.object({ slug: slugParam, id: z.uuid(STAFF_ACCOUNT_MESSAGES.notFound) });

/** /api/v1/tenant/:slug/users — staff accounts (SPEC §7, issue 14). */
export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('users'));
    app.get(
      '/:slug/users',
      {
        config: usersAccess,
        schema: {
          summary: "The restaurant's staff accounts",
          params: slugOnly,
          response: { 200: staffUserList },
        },
      },
      async (request) => ({ items: await users.list(scopeOf(request)) }),
    );

    app.post(
      '/:slug/users',
      {
        config: { ...usersAccess, errors: ['EMAIL_TAKEN'] },
        schema: {
          summary: 'Add a staff account (a temporary password, or the reset mail for an admin)',
          params: slugOnly,
          body: staffUserCreate,
          response: { 201: staffPasswordIssued },
        },
      },
      async (request, reply) => reply.status(201).send(await users.create(scopeOf(request), request.body)),
    );

    app.put(
      '/:slug/users/:id',
      {
        config: { ...usersAccess, errors: ['SELF_ACCOUNT', 'LAST_ADMIN'] },
        schema: {
          summary: "Change a staff account's role (ends its sessions)",
          params: slugAndId,
          body: staffRoleUpdate,
          response: { 200: staffUser },
        },
      },
      async (request) => users.changeRole(scopeOf(request), request.params.id, request.body),
    );

    app.delete(
      '/:slug/users/:id',
      {
        config: { ...usersAccess, errors: ['SELF_ACCOUNT', 'LAST_ADMIN'] },
        schema: {
          summary: 'Delete a staff account (ends its sessions)',
          params: slugAndId,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await users.remove(scopeOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/:slug/users/:id/reset-password',
      {
        config: usersAccess,
        schema: {
          summary: "Reset a staff account's password (a temporary one, or the reset mail for an admin)",
          params: slugAndId,
          response: { 200: staffPasswordIssued },
        },
      },
      async (request) => users.resetPassword(scopeOf(request), request.params.id),
    );
  };
}
