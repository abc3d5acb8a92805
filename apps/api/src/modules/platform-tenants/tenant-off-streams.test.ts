import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantGraph, createUser, type TestUser } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { tenantOk, type Ctx } from '../../../test/platform-tenants';
import { listenLocally, openEventStream } from '../../../test/sse';

/** A tenant switched off or deleted ends its staff's open event streams at once, not at the keep-alive. */
let ctx: Ctx;
let superAdmin: TestUser;
let base: string;

beforeAll(async () => {
  ctx = await openTestContext();
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
  base = await listenLocally(ctx.app);
});
afterAll(() => ctx.close());

describe('open staff event streams of a tenant switched off', () => {
  for (const [how, act] of [
    ['deactivated', (id: string) => tenantOk(ctx, superAdmin.token, 'PUT', `/${id}`, { active: false })],
    [
      'deleted',
      (id: string, slug: string) =>
        tenantOk(ctx, superAdmin.token, 'DELETE', `/${id}`, { confirmSlug: slug }),
    ],
  ] as const) {
    it(`end at once when it is ${how}`, async () => {
      const graph = await createTenantGraph(ctx.db);
      const other = await createTenantGraph(ctx.db);
      const controller = new AbortController();
      try {
        const url = (slug: string) => `${base}/api/v1/tenant/${slug}/events`;
        const cashier = await openEventStream(url(graph.tenant.slug), graph.cashier.token, controller.signal);
        const elsewhere = await openEventStream(
          url(other.tenant.slug),
          other.cashier.token,
          controller.signal,
        );
        await act(graph.tenant.id, graph.tenant.slug);
        expect(await cashier.events.next(2000)).toEqual({
          event: 'access-ended',
          data: { reason: 'access' },
        });
        expect(await cashier.events.ended(2000)).toBe(true);
        expect(await elsewhere.events.ended(300)).toBe(false);
      } finally {
        controller.abort();
      }
    });
  }
});
