import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import {
  inventoryCreate,
  inventoryItem,
  inventoryList,
  inventoryUpdate,
  purchaseCreate,
  purchaseCreated,
  purchaseList,
  purchaseRange,
  stockCountCreate,
  stockCountResult,
  stockMovementList,
} from '@meja/shared/contracts/inventory';
import { adminMenuItem, adminMenuList, bomUpdate } from '@meja/shared/contracts/menu';
import { okResponse } from '@meja/shared/contracts/common';
import { guardedTenant } from '../../platform/access/guard';
import { scopeOf } from '../../platform/scope';
import type { MenuService } from '../menu/menu.service';
import type { InventoryService } from './inventory.service';
import { tagRoutes } from '../../platform/openapi/openapi';

const inventoryAccess = { access: { kind: 'tenant', section: 'inventory' } } as const;
const slugOnly = z.object({ slug: slugParam });
const slugAndId = z.object({ slug: slugParam, id: z.uuid('Bahan tidak ditemukan.') });
const slugAndMenuId = z.object({ slug: slugParam, menuItemId: z.uuid('Menu tidak ditemukan') });

/** /api/v1/tenant/:slug/inventory — the INVENTORY role and admins; POS_ONLY tenants refused. */
export function inventoryRoutes(inventory: InventoryService, menu: MenuService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('inventory'));
    app.get(
      '/:slug/inventory',
      {
        config: inventoryAccess,
        schema: {
          summary: 'The ingredients and their stock',
          params: slugOnly,
          response: { 200: inventoryList },
        },
      },
      async (request) => ({ items: await inventory.list(scopeOf(request)) }),
    );

    app.post(
      '/:slug/inventory',
      {
        config: { ...inventoryAccess, errors: ['SKU_TAKEN'] },
        schema: {
          summary: 'Add an ingredient',
          params: slugOnly,
          body: inventoryCreate,
          response: { 201: inventoryItem },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await inventory.create(scopeOf(request), request.body)),
    );

    app.put(
      '/:slug/inventory/:id',
      {
        config: { ...inventoryAccess, errors: ['SKU_TAKEN'] },
        schema: {
          summary: 'Change an ingredient (a new stock figure is a count)',
          params: slugAndId,
          body: inventoryUpdate,
          response: { 200: inventoryItem },
        },
      },
      async (request) => inventory.update(scopeOf(request), request.params.id, request.body),
    );

    // A stock count (opname): many ingredients at once, each difference an adjustment with both figures.
    app.post(
      '/:slug/inventory/counts',
      {
        config: inventoryAccess,
        schema: {
          summary: 'Record a stock count of several ingredients',
          params: slugOnly,
          body: stockCountCreate,
          response: { 201: stockCountResult },
        },
      },
      async (request, reply) => reply.status(201).send(await inventory.count(scopeOf(request), request.body)),
    );

    app.delete(
      '/:slug/inventory/:id',
      {
        config: { ...inventoryAccess, errors: ['INGREDIENT_IN_USE'] },
        schema: {
          summary: 'Delete an ingredient no recipe uses',
          params: slugAndId,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await inventory.remove(scopeOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/:slug/inventory/:id/movements',
      {
        config: inventoryAccess,
        schema: {
          summary: "An ingredient's stock movements",
          params: slugAndId,
          response: { 200: stockMovementList },
        },
      },
      async (request) => ({ items: await inventory.movements(scopeOf(request), request.params.id) }),
    );

    app.post(
      '/:slug/inventory/purchases',
      {
        config: { ...inventoryAccess, errors: ['SKU_TAKEN'] },
        schema: {
          summary: 'Record a purchase of ingredients',
          params: slugOnly,
          body: purchaseCreate,
          response: { 201: purchaseCreated },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await inventory.recordPurchase(scopeOf(request), request.body)),
    );

    app.get(
      '/:slug/inventory/purchases',
      {
        config: inventoryAccess,
        schema: {
          summary: 'The purchases between two dates',
          params: slugOnly,
          querystring: purchaseRange,
          response: { 200: purchaseList },
        },
      },
      async (request) => ({
        items: await inventory.purchasesBetween(
          scopeOf(request),
          guardedTenant(request).timezone,
          request.query,
        ),
      }),
    );

    // The BOM table and quick editor of the inventory page: recipes are the inventory team's work too.
    app.get(
      '/:slug/inventory/bom',
      {
        config: inventoryAccess,
        schema: {
          summary: 'The dishes with their recipes (BOM)',
          params: slugOnly,
          response: { 200: adminMenuList },
        },
      },
      async (request) => ({ items: await menu.listAdmin(scopeOf(request)) }),
    );

    app.put(
      '/:slug/inventory/bom/:menuItemId',
      {
        config: inventoryAccess,
        schema: {
          summary: "Set a dish's recipe (BOM)",
          params: slugAndMenuId,
          body: bomUpdate,
          response: { 200: adminMenuItem },
        },
      },
      async (request) => menu.updateBom(scopeOf(request), request.params.menuItemId, request.body.bom),
    );
  };
}
