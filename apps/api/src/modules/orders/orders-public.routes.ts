import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, slugParam } from '@meja/shared/contracts/common';
import {
  activeByTable,
  customerOrderCreate,
  customerOrderCreated,
  orderTracking,
  ordersByTable,
  tableNumber,
  waOptinRequest,
} from '@meja/shared/contracts/orders';
import { IDEMPOTENCY_ERRORS, idempotentRequest } from '../../platform/idempotency';
import { sseStreams } from '../../platform/sse';
import type { TenantsService } from '../tenants/tenants.service';
import type { OrdersService } from './orders.service';
import { tagRoutes } from '../../platform/openapi/openapi';

const publicAccess = { access: { kind: 'public' } } as const;
const tenantParam = z.object({ tenantSlug: slugParam });
const orderParams = z.object({ tenantSlug: slugParam, orderId: z.uuid('Pesanan tidak ditemukan.') });
const tableParams = z.object({ tenantSlug: slugParam, table: tableNumber });
const tokenQuery = z.object({ token: z.string().max(200).optional().default('') });
/** The spec's cache-busting `t` is accepted and ignored; answers are never cached. */
const bustQuery = z.object({ t: z.string().max(40).optional() });

/** /api/v1/public/:tenantSlug — the diner's calls (SPEC §7): order, track, table lookups, opt-in. */
export function ordersPublicRoutes(orders: OrdersService, tenants: TenantsService): FastifyPluginAsyncZod {
  // The tenant row may be up to a second old here, as for the menu: one query less per diner call.
  const tenantOr404 = (slug: string) => tenants.publicTenant(slug, { hot: true });

  return async (app) => {
    app.addHook('onRoute', tagRoutes('orders'));
    const openStream = sseStreams(app);
    // Order states change by the second: no answer here may be cached.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/:tenantSlug/orders',
      {
        config: {
          ...publicAccess,
          errors: [
            ...IDEMPOTENCY_ERRORS,
            'ORDER_NOT_ACCEPTING',
            'RATE_LIMITED',
            'ITEM_UNAVAILABLE',
            'OPTION_CHOICE_INVALID',
            'SOLD_OUT',
            'ORDER_ID_TAKEN',
          ],
        },
        schema: {
          summary: "Place a diner's order (Idempotency-Key)",
          params: tenantParam,
          body: customerOrderCreate,
          response: { 201: customerOrderCreated },
        },
      },
      async (request, reply) => {
        const tenant = await tenantOr404(request.params.tenantSlug);
        const result = await orders.createCustomerOrder(tenant, request.body, {
          ip: request.ip,
          idempotency: idempotentRequest(request),
        });
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        // Only completed creations are stored, so a replay is the same 201 with the same body.
        return reply.status(201).send(customerOrderCreated.parse(result.body));
      },
    );

    app.get(
      '/:tenantSlug/orders/active-by-table/:table',
      {
        config: publicAccess,
        schema: {
          summary: 'Whether a table has an open order',
          params: tableParams,
          querystring: bustQuery,
          response: { 200: activeByTable },
        },
      },
      async (request) => {
        return orders.activeByTable(await tenantOr404(request.params.tenantSlug), request.params.table);
      },
    );

    app.get(
      '/:tenantSlug/orders/by-table/:table',
      {
        config: publicAccess,
        schema: {
          summary: 'The open orders of a table',
          params: tableParams,
          querystring: bustQuery,
          response: { 200: ordersByTable },
        },
      },
      async (request) => {
        return orders.byTable(await tenantOr404(request.params.tenantSlug), request.params.table);
      },
    );

    app.get(
      '/:tenantSlug/orders/:orderId',
      {
        config: publicAccess,
        schema: {
          summary: 'Track an order (with its token)',
          params: orderParams,
          querystring: tokenQuery,
          response: { 200: orderTracking },
        },
      },
      async (request) => {
        const tenant = await tenantOr404(request.params.tenantSlug);
        return orders.trackOrder(tenant, request.params.orderId, request.query.token);
      },
    );

    // Server-Sent Events: the current state at once, then every change of this order.
    app.get(
      '/:tenantSlug/orders/:orderId/events',
      {
        config: publicAccess,
        schema: {
          summary: "Follow an order's changes (Server-Sent Events)",
          params: orderParams,
          querystring: tokenQuery,
        },
      },
      async (request, reply) => {
        const tenant = await tenantOr404(request.params.tenantSlug);
        const first = await orders.trackOrder(tenant, request.params.orderId, request.query.token);
        openStream(request, reply, {
          initial: { event: 'order', data: first },
          subscribe: (send) => orders.watch(tenant, first, (data) => send('order', data)),
        });
      },
    );

    app.post(
      '/:tenantSlug/wa-optin',
      {
        config: { ...publicAccess, errors: ['OPTIN_CLOSED'] },
        schema: {
          summary: 'Ask for WhatsApp updates of an order',
          params: tenantParam,
          body: waOptinRequest,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await orders.waOptin(await tenantOr404(request.params.tenantSlug), request.body);
        return { ok: true as const };
      },
    );
  };
}
