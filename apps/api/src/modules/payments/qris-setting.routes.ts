import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { qrisSetting, qrisSettingResponse } from '@meja/shared/contracts/pos';
import { guardedTenant } from '../../platform/access/guard';
import { scopeOf } from '../../platform/scope';
import type { QrisSettingService } from './qris-setting.service';
import { tagRoutes } from '../../platform/openapi/openapi';

/**
 * The restaurant admin's own setting (section payments, so a POS_ONLY tenant has it too); the
 * super admin passes every role list.
 */
const qrisAccess = { access: { kind: 'tenant', section: 'payments', roles: ['RESTAURANT_ADMIN'] } } as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/payments/qris: the static QRIS payload the POS makes dynamic (DESIGN §4). */
export function qrisSettingRoutes(setting: QrisSettingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('payments'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/:slug/payments/qris',
      {
        config: qrisAccess,
        schema: {
          summary: "The restaurant's static QRIS code",
          params: slugOnly,
          response: { 200: qrisSettingResponse },
        },
      },
      async (request) => ({ qrisStaticPayload: guardedTenant(request).qrisStaticPayload }),
    );

    app.put(
      '/:slug/payments/qris',
      {
        config: qrisAccess,
        schema: {
          summary: "Save the restaurant's static QRIS code",
          params: slugOnly,
          body: qrisSetting,
          response: { 200: qrisSettingResponse },
        },
      },
      async (request) => ({
        qrisStaticPayload: await setting.save(scopeOf(request), request.body.qrisStaticPayload),
      }),
    );
  };
}
