import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  posMenu,
  posMenuItemResponse,
  quickAddCashier,
  quickAddCashierResponse,
  quickAddMenuItem,
} from '@meja/shared/contracts/pos';
import { guardedTenant } from '../../platform/access/guard';
import { idempotentRequest, sendIdempotent } from '../../platform/idempotency';
import { scopeOf } from '../../platform/scope';
import type { FileStorage } from '../../platform/storage';
import { receiveMenuImage } from '../uploads/menu-upload';
import type { PosCoreService } from './pos-core.service';

const sell = { access: { kind: 'pos' } } as const;
/** Quick management is refused to cashiers (SPEC §6), on the server too. */
const manage = { access: { kind: 'pos', roles: ['RESTAURANT_ADMIN', 'SUPER_ADMIN'] } } as const;
const menuItemParams = z.object({ id: z.uuid('Menu tidak ditemukan') });

/** /api/v1/pos/core (SPEC §7 POS): the menu, and quick management for admins. */
export function posCoreRoutes(core: PosCoreService, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/core/menu', { config: sell, schema: { response: { 200: posMenu } } }, async (request) =>
      core.menu(guardedTenant(request)),
    );

    app.post(
      '/core/menu/quick-add',
      { config: manage, schema: { body: quickAddMenuItem, response: { 201: posMenuItemResponse } } },
      async (request, reply) => {
        const result = await core.quickAddMenuItem(
          scopeOf(request),
          request.body,
          idempotentRequest(request),
        );
        return sendIdempotent(reply, result, posMenuItemResponse);
      },
    );

    app.post(
      '/core/users/quick-add-cashier',
      { config: manage, schema: { body: quickAddCashier, response: { 201: quickAddCashierResponse } } },
      async (request, reply) => {
        const result = await core.quickAddCashier(scopeOf(request), request.body, idempotentRequest(request));
        return sendIdempotent(reply, result, quickAddCashierResponse);
      },
    );

    // Multipart field `image`: the same checks as the admin menu upload (uploads module).
    app.post(
      '/core/menu/:id/image',
      { config: manage, schema: { params: menuItemParams, response: { 200: posMenuItemResponse } } },
      async (request) => {
        const scope = scopeOf(request);
        const item = await core.setMenuImage(scope, request.params.id, () =>
          receiveMenuImage(request, storage, scope.tenantId, 'image'),
        );
        return { item };
      },
    );
  };
}
