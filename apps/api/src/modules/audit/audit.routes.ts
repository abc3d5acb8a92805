import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditList, auditQuery } from '@meja/shared/contracts/audit';
import { tagRoutes } from '../../platform/openapi/openapi';
import type { AuditService } from './audit.service';

/** /api/v1/super-admin/audit: the console's action records (SUPER_ADMIN only). */
export function auditRoutes(audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('audit'));
    app.get(
      '/audit',
      {
        config: { access: { kind: 'platform' } },
        schema: {
          summary: 'What the console did: who, what, before → after, when (newest first)',
          querystring: auditQuery,
          response: { 200: auditList },
        },
      },
      async (request) => audit.list(request.query),
    );
  };
}
