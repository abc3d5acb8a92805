import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { order, orderReadyUpdate, staffOrderList, staffOrderUpdate } from '@meja/shared/contracts/orders';
import { ORDER_TRANSITION_MESSAGES } from '@meja/shared/order-transitions';
import { guardedTenant, guardedUser } from '../../platform/access/guard';
import { scopeOf } from '../../platform/scope';
import type { StaffOrdersService } from './orders-staff.service';
import { tagRoutes } from '../../platform/openapi/openapi';

/**
 * Who may do what (SPEC §6, issue 5): the orders table is the cashier's (section orders), the
 * kitchen screen reads the same list (section kitchen), and READY is the kitchen's toggle — the
 * cashier may set it too, as closing an order does. A POS_ONLY tenant has no kitchen section, so its
 * KITCHEN accounts are refused (403 PLAN_FEATURE); its admin and cashier keep orders.
 */
const listAccess = { access: { kind: 'tenant', section: ['orders', 'kitchen'] } } as const;
const updateAccess = { access: { kind: 'tenant', section: 'orders' } } as const;
const readyAccess = { access: { kind: 'tenant', section: ['kitchen', 'orders'] } } as const;

const slugOnly = z.object({ slug: slugParam });
const slugAndId = z.object({ slug: slugParam, id: z.uuid(ORDER_TRANSITION_MESSAGES.notFound) });

/** /api/v1/tenant/:slug/orders — the staff side of orders. */
export function ordersStaffRoutes(staffOrders: StaffOrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('orders'));
    // Polled every 5 s and changed by the second: never cached.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/:slug/orders',
      {
        config: listAccess,
        schema: {
          summary: 'The orders of the day for the cashier and the kitchen',
          params: slugOnly,
          response: { 200: staffOrderList },
        },
      },
      async (request) => ({
        orders: await staffOrders.list(scopeOf(request), {
          role: guardedUser(request).role,
          timeZone: guardedTenant(request).timezone,
        }),
      }),
    );

    app.patch(
      '/:slug/orders/:id',
      {
        config: {
          ...updateAccess,
          errors: [
            'ORDER_NOT_PENDING',
            'ORDER_CLOSED',
            'ORDER_CANCELLED',
            'ORDER_CLOSE_UNCONFIRMED',
            'VOID_NEEDS_ADMIN',
            'VOID_REASON_REQUIRED',
            'SOLD_OUT',
            'BILL_SPLIT_OPEN',
          ],
        },
        schema: {
          summary: 'Confirm, close (PAID) or cancel an order',
          params: slugAndId,
          body: staffOrderUpdate,
          response: { 200: order },
        },
      },
      async (request) =>
        staffOrders.update(scopeOf(request), guardedUser(request), request.params.id, request.body),
    );

    app.patch(
      '/:slug/orders/:id/ready',
      {
        config: { ...readyAccess, errors: ['ORDER_NOT_IN_KITCHEN'] },
        schema: {
          summary: 'Mark an order READY in the kitchen, or undo it',
          params: slugAndId,
          body: orderReadyUpdate,
          response: { 200: order },
        },
      },
      async (request) => staffOrders.setReady(scopeOf(request), request.params.id, request.body.ready),
    );
  };
}
