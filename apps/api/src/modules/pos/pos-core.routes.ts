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
import { IDEMPOTENCY_ERRORS, idempotentRequest, sendIdempotent } from '../../platform/idempotency';
import { scopeOf } from '../../platform/scope';
import type { FileStorage } from '../../platform/storage';
import { receiveMenuImage } from '../uploads/menu-upload';
import type { PosCoreService } from './pos-core.service';
import { tagRoutes } from '../../platform/openapi/openapi';

const sell = { access: { kind: 'pos' } } as const;
/** Quick management is refused to cashiers (SPEC §6), on the server too. */
const manage = { access: { kind: 'pos', roles: ['RESTAURANT_ADMIN', 'SUPER_ADMIN'] } } as const;
const menuItemParams = z.object({ id: z.uuid('Menu tidak ditemukan') });

/** /api/v1/pos/core (SPEC §7 POS): the menu, and quick management for admins. */
export function posCoreRoutes(core: PosCoreService, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('pos'));
    app.get(
      '/core/menu',
      { config: sell, schema: { summary: 'The menu for selling', response: { 200: posMenu } } },
      async (request) => core.menu(guardedTenant(request)),
    );

    app.post(
      '/core/menu/quick-add',
      {
        config: { ...manage, errors: [...IDEMPOTENCY_ERRORS, 'MENU_ITEM_ID_TAKEN'] },
        schema: {
          summary: 'Add a dish from the POS (Idempotency-Key)',
          body: quickAddMenuItem,
          response: { 201: posMenuItemResponse },
        },
      },
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
      {
        config: { ...manage, errors: [...IDEMPOTENCY_ERRORS, 'EMAIL_TAKEN', 'USER_ID_TAKEN'] },
        schema: {
          summary: 'Add a cashier from the POS (Idempotency-Key)',
          body: quickAddCashier,
          response: { 201: quickAddCashierResponse },
        },
      },
      async (request, reply) => {
        const result = await core.quickAddCashier(scopeOf(request), request.body, idempotentRequest(request));
        return sendIdempotent(reply, result, quickAddCashierResponse);
      },
    );

    // Multipart field `image`: the same checks as the admin menu upload (uploads module).
    app.post(
      '/core/menu/:id/image',
      {
        config: { ...manage, errors: ['PAYLOAD_TOO_LARGE'] },
        schema: {
          summary: "Set a dish's picture from the POS (multipart)",
          params: menuItemParams,
          response: { 200: posMenuItemResponse },
        },
      },
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
