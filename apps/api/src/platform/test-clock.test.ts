import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '@meja/shared/contracts/auth';
import { errorOf, postLogin } from '../../test/auth-flow';
import { acceptingOrders } from '../../test/billing';
import { createTenantGraph, FACTORY_PASSWORD, type TenantGraph } from '../../test/factories';
import { bearer, buildTestApp, openTestContext } from '../../test/harness';
import { menuGraph, postOrder, setTenant } from '../../test/orders';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({ env: { TEST_CLOCK_HOOK: 'true' } });
});
afterAll(async () => {
  await moveClock({ reset: true });
  await ctx.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function moveClock(body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/test/clock',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function loginAs(graph: TenantGraph) {
  const response = await postLogin(ctx.app, { email: graph.admin.email, password: FACTORY_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return loginResponse.parse(response.json()).token;
}

describe('POST /api/v1/test/clock (TEST_CLOCK_HOOK=true)', () => {
  it('moves the one clock the guard, the public tenant and orders read, and puts it back', async () => {
    const graph = await createTenantGraph(ctx.db, { package: 'PRO' });
    const { nasi } = await menuGraph(ctx, graph);
    await setTenant(ctx, graph.tenant.id, { package: 'BASIC', trialEndsAt: new Date(Date.now() + DAY_MS) });
    const dashboard = (token: string) =>
      ctx.app.inject({ url: `/api/v1/tenant/${graph.tenant.slug}/dashboard`, headers: bearer(token) });

    // Past the trial and its 7 grace days.
    const moved = await moveClock({ offsetDays: 9 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().offsetDays).toBe(9);
    expect(Date.parse(moved.json().now) - Date.now()).toBeGreaterThan(9 * DAY_MS - 60_000);

    // Sessions expire on the same clock: log in after moving it.
    const token = await loginAs(graph);
    const blocked = await dashboard(token);
    expect(blocked.statusCode).toBe(402);
    expect(errorOf(blocked).code).toBe('PLAN_BLOCKED');
    expect(await acceptingOrders(ctx, graph.tenant.slug)).toBe(false);
    const order = await postOrder(ctx, graph.tenant.slug, {
      items: [{ menuItemId: nasi._id, qty: 1 }],
      table: 'B2',
    });
    expect(order.statusCode).toBe(403);

    const reset = await moveClock({ reset: true });
    expect(reset.json().offsetDays).toBe(0);
    expect((await dashboard(token)).statusCode).toBe(200);
    expect(await acceptingOrders(ctx, graph.tenant.slug)).toBe(true);
  });

  it('sets the offset rather than adding to it', async () => {
    await moveClock({ offsetDays: 31 });
    const again = await moveClock({ offsetDays: 31 });
    expect(again.json().offsetDays).toBe(31);
    expect(Date.parse(again.json().now) - Date.now()).toBeLessThan(32 * DAY_MS);
    await moveClock({ reset: true });
  });

  it.each([{}, { offsetDays: 'x' }, { offsetDays: 4000 }, { reset: false }, { offsetDays: 1, reset: true }])(
    'refuses %j with 400',
    async (body) => {
      const response = await moveClock(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION');
    },
  );
});

describe('without TEST_CLOCK_HOOK', () => {
  it('has no clock route at all', async () => {
    const plain = await buildTestApp(ctx.handle);
    try {
      expect(plain.app.routeCatalog.some((route) => route.url.startsWith('/api/v1/test'))).toBe(false);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/test/clock',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ offsetDays: 40 }),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
  });
});
