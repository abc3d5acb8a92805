import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  platformTenantCreate,
  platformTenantDelete,
  platformTenantIdParam,
  platformTenantList,
  platformTenantReply,
  platformTenantUpdate,
} from '@meja/shared/contracts/platform-tenants';
import { guardedUser } from '../../platform/access/guard';
import { tagRoutes } from '../../platform/openapi/openapi';
import { auditActorOf } from '../audit/audit.service';
import type { PlatformTenantsService } from './platform-tenants.service';

const access = { kind: 'platform' } as const;

/** /api/v1/super-admin/tenants: the platform's tenants (SUPER_ADMIN only). */
export function platformTenantsRoutes(tenants: PlatformTenantsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('tenants'));
    app.get(
      '/tenants',
      {
        config: { access },
        schema: {
          summary:
            'Every tenant (deleted ones until their purge) with its package, usage, quota and standing',
          response: { 200: platformTenantList },
        },
      },
      async () => tenants.list(),
    );
    app.post(
      '/tenants',
      {
        config: { access, errors: ['SLUG_TAKEN'] },
        schema: {
          summary: 'Add a tenant {name, slug}: BASIC on the platform trial, like a registration',
          body: platformTenantCreate,
          response: { 201: platformTenantReply },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await tenants.create(request.body, auditActorOf(guardedUser(request))) }),
    );
    app.put(
      '/tenants/:id',
      {
        config: { access, errors: ['NOT_FOUND', 'SLUG_TAKEN', 'TENANT_DELETED'] },
        schema: {
          summary:
            "Change a tenant's name, slug (the old one keeps redirecting), package, active, quota or ads",
          params: platformTenantIdParam,
          body: platformTenantUpdate,
          response: { 200: platformTenantReply },
        },
      },
      async (request) => ({
        data: await tenants.update(request.params.id, request.body, auditActorOf(guardedUser(request))),
      }),
    );
    app.delete(
      '/tenants/:id',
      {
        config: { access, errors: ['NOT_FOUND', 'CONFIRM_SLUG_MISMATCH', 'TENANT_DELETED'] },
        schema: {
          summary:
            'Delete a tenant (typed slug to confirm): inactive at once, restorable for 30 days, then purged',
          params: platformTenantIdParam,
          body: platformTenantDelete,
          response: { 200: platformTenantReply },
        },
      },
      async (request) => ({
        data: await tenants.remove(
          request.params.id,
          request.body.confirmSlug,
          auditActorOf(guardedUser(request)),
        ),
      }),
    );
    app.post(
      '/tenants/:id/restore',
      {
        config: { access, errors: ['NOT_FOUND', 'TENANT_NOT_DELETED', 'RESTORE_EXPIRED'] },
        schema: {
          summary: 'Restore a deleted tenant within its 30 days, as it was',
          params: platformTenantIdParam,
          response: { 200: platformTenantReply },
        },
      },
      async (request) => ({
        data: await tenants.restore(request.params.id, auditActorOf(guardedUser(request))),
      }),
    );
  };
}
