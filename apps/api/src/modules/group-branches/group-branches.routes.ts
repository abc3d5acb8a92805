import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import {
  adminPasswordReset,
  copyMenuRequest,
  copySettingsRequest,
  copySettingsResult,
  groupBranchCreate,
  groupBranchCreated,
  groupBranchList,
  menuCopyResult,
} from '@meja/shared/contracts/group';
import { guardedGroup, guardedUser } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { auditActorOf } from '../audit/audit.service';
import type { GroupBranchesService } from './group-branches.service';

const access = { kind: 'group' } as const;
const groupParams = z.object({ groupSlug: slugParam });
const branchParams = groupParams.extend({ slug: slugParam });

/** /api/v1/group/{groupSlug}: the group's branches (its GROUP_MANAGER and SUPER_ADMIN). */
export function groupBranchesRoutes(branches: GroupBranchesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('groups'));
    for (const path of ['/:groupSlug/tenants', '/:groupSlug/branches']) {
      app.get(
        path,
        {
          config: { access },
          schema: {
            summary: "The group's branches, oldest first, with how many admins each has",
            params: groupParams,
            response: { 200: groupBranchList },
          },
        },
        async (request) => branches.list(guardedGroup(request)),
      );
    }
    app.post(
      '/:groupSlug/branches',
      {
        config: { access, errors: ['SLUG_TAKEN', 'EMAIL_TAKEN', 'NOT_FOUND'] },
        schema: {
          summary:
            'Open a branch (ENTERPRISE) with settings and menu copied and its admin, in one transaction',
          params: groupParams,
          body: groupBranchCreate,
          response: { 201: groupBranchCreated },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await branches.create(guardedGroup(request), request.body, auditActorOf(guardedUser(request))),
          ),
    );
    app.post(
      '/:groupSlug/branches/:slug/copy-settings',
      {
        config: { access, errors: ['NOT_FOUND'] },
        schema: {
          summary: "Copy another branch's settings (not its name, slug, address, city or phone)",
          params: branchParams,
          body: copySettingsRequest,
          response: { 200: copySettingsResult },
        },
      },
      async (request) =>
        branches.copySettings(
          guardedGroup(request),
          request.params.slug,
          request.body,
          auditActorOf(guardedUser(request)),
        ),
    );
    app.post(
      '/:groupSlug/branches/:slug/copy-menu',
      {
        config: { access, errors: ['NOT_FOUND'] },
        schema: {
          summary: "Copy another branch's menu with its recipes, mapping or creating the ingredients",
          params: branchParams,
          body: copyMenuRequest,
          response: { 200: menuCopyResult },
        },
      },
      async (request) =>
        branches.copyMenu(
          guardedGroup(request),
          request.params.slug,
          request.body,
          auditActorOf(guardedUser(request)),
        ),
    );
    app.post(
      '/:groupSlug/branches/:slug/reset-admin-password',
      {
        config: { access, errors: ['NOT_FOUND'] },
        schema: {
          summary: "A new temporary password for the branch's first admin (its sessions end)",
          params: branchParams,
          response: { 200: adminPasswordReset },
        },
      },
      async (request) =>
        branches.resetAdminPassword(
          guardedGroup(request),
          request.params.slug,
          auditActorOf(guardedUser(request)),
        ),
    );
  };
}
