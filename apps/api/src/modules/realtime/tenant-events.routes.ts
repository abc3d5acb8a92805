import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { guardedTenant, guardedUser } from '../../platform/access/guard';
import { userSessionsChannel, type EventBus } from '../../platform/events';
import { sseStreams } from '../../platform/sse';
import { watchTenant } from './tenant-events';
import { tagRoutes } from '../../platform/openapi/openapi';

/**
 * Staff of the tenant who see orders, the kitchen or payments (cashier, kitchen, admin, super admin);
 * inventory has none of these (403). A POS_ONLY tenant's kitchen accounts are refused by its package.
 */
const eventsAccess = { access: { kind: 'tenant', section: ['orders', 'kitchen', 'payments'] } } as const;
const slugOnly = z.object({ slug: slugParam });

/** /api/v1/tenant/:slug/events — the staff screens' Server-Sent Events (issue 5). */
export function tenantEventsRoutes(bus: EventBus, heartbeatMs?: number): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('realtime'));
    const openStream = sseStreams(app, heartbeatMs);

    app.get(
      '/:slug/events',
      {
        config: eventsAccess,
        schema: {
          summary: "Follow the restaurant's orders and payments (Server-Sent Events)",
          params: slugOnly,
        },
      },
      async (request, reply) => {
        const tenant = guardedTenant(request);
        // The kitchen cooks: money notices and the floor's calls are not its business.
        const user = guardedUser(request);
        const kitchen = user.role === 'KITCHEN';
        const wants = (event: TenantEvent) => !kitchen || event.type === 'order';
        openStream(request, reply, {
          subscribe: (send) =>
            watchTenant(bus, tenant.id, (event) => {
              if (wants(event)) send(event.type, event);
            }),
          // A tablet that logged out (or whose account lost access) stops hearing at the next keep-alive.
          stillAllowed: () => app.accessStillHolds(request),
          // A deleted account or a changed role (issue 14) ends the stream at once, on every instance.
          recheckOn: (recheck) => bus.subscribe(userSessionsChannel(user.id), recheck),
        });
      },
    );
  };
}
