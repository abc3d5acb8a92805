import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import type { TenantEvent } from '@meja/shared/contracts/tenant-events';
import { guardedTenant, guardedUser } from '../../platform/access/guard';
import type { EventBus } from '../../platform/events';
import { watchTenant } from './tenant-events';

/**
 * Staff of the tenant who see orders, the kitchen or payments (cashier, kitchen, admin, super admin);
 * inventory has none of these (403). A POS_ONLY tenant's kitchen accounts are refused by its package.
 */
const eventsAccess = { access: { kind: 'tenant', section: ['orders', 'kitchen', 'payments'] } } as const;
const slugOnly = z.object({ slug: slugParam });
const HEARTBEAT_MS = 25_000;

/** /api/v1/tenant/:slug/events — the staff screens' Server-Sent Events (issue 5). */
export function tenantEventsRoutes(bus: EventBus): FastifyPluginAsyncZod {
  return async (app) => {
    // Open streams end as the server starts closing (preClose: the HTTP server waits for open
    // requests before onClose), so shutdown never waits on a kitchen tablet.
    const openStreams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const end of openStreams) end();
    });

    app.get(
      '/:slug/events',
      { config: eventsAccess, schema: { params: slugOnly } },
      async (request, reply) => {
        const tenant = guardedTenant(request);
        // The kitchen cooks: money notices are not its business.
        const kitchen = guardedUser(request).role === 'KITCHEN';
        const wants = (event: TenantEvent) => !kitchen || event.type !== 'payment';
        reply.hijack();
        const stream = reply.raw;
        // Subscribed before the headers go out: a client that has them hears every later change.
        const stop = watchTenant(bus, tenant.id, (event) => {
          if (wants(event)) stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        });
        stream.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        stream.write('retry: 5000\n\n');
        const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
        const end = () => {
          clearInterval(heartbeat);
          stop();
          openStreams.delete(end);
          if (!stream.writableEnded) stream.end();
        };
        openStreams.add(end);
        request.raw.on('close', end);
      },
    );
  };
}
