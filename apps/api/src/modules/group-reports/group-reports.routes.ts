import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '@meja/shared/contracts/common';
import { dateRange } from '@meja/shared/contracts/expenses';
import { groupOverview, groupReport, type GroupEvent } from '@meja/shared/contracts/group';
import { guardedGroup, guardedUser } from '../../platform/access/guard';
import { userSessionsChannel, type EventBus } from '../../platform/events';
import { tagRoutes } from '../../platform/openapi/openapi';
import { sseStreams } from '../../platform/sse';
import { watchGroup } from './group-events';
import type { GroupReportsService } from './group-reports.service';

/** The group's GROUP_MANAGER and SUPER_ADMIN (SPEC §6). */
const groupAccess = { access: { kind: 'group' } } as const;
const groupOnly = z.object({ groupSlug: slugParam });

/** /api/v1/group/:groupSlug — the overview, the cross-branch reports and their live notices (issue 16). */
export function groupReportsRoutes(
  service: GroupReportsService,
  bus: EventBus,
  heartbeatMs?: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('groups'));
    const openStream = sseStreams(app, heartbeatMs);

    app.get(
      '/:groupSlug/overview',
      {
        config: groupAccess,
        schema: {
          summary: "Every branch's revenue, orders, open orders and stock alerts today and this month",
          params: groupOnly,
          response: { 200: groupOverview },
        },
      },
      async (request) => service.overview(guardedGroup(request)),
    );

    app.get(
      '/:groupSlug/reports',
      {
        config: groupAccess,
        schema: {
          summary:
            'Each branch side by side between two dates (default the last 7 days), and the group total',
          params: groupOnly,
          querystring: dateRange,
          response: { 200: groupReport },
        },
      },
      async (request) => service.report(guardedGroup(request), request.query),
    );

    app.get(
      '/:groupSlug/events',
      {
        config: groupAccess,
        schema: {
          summary: "Hear when a branch's orders or payments change (Server-Sent Events, branch-changed)",
          params: groupOnly,
        },
      },
      async (request, reply) => {
        const user = guardedUser(request);
        const group = guardedGroup(request);
        const branches = await service.eventBranches(group);
        openStream(request, reply, {
          subscribe: (send) =>
            watchGroup(
              bus,
              { id: group.id, branches },
              () => service.eventBranches(group),
              (slug) => {
                const event: GroupEvent = { type: 'branch-changed', slug };
                send(event.type, event);
              },
              (error) => request.log.warn({ err: error }, 'group branches not re-read'),
            ),
          // A manager who logged out (or lost the group) stops hearing at the next keep-alive.
          stillAllowed: () => app.accessStillHolds(request),
          // Sessions ended (password changed, account deleted): at once, on every instance.
          recheckOn: (recheck) => bus.subscribe(userSessionsChannel(user.id), recheck),
        });
      },
    );
  };
}
