import { afterAll, beforeAll, expect, it } from 'vitest';
import { monitoringSnapshot } from '@meja/shared/contracts/monitoring';
import { createUser, type TestUser } from '../../test/factories';
import { openTestContext } from '../../test/harness';

/** Overload protection (issue 15): past its event-loop delay the instance answers 503 with Retry-After. */
let ctx: Awaited<ReturnType<typeof openTestContext>>;
let superAdmin: TestUser;

beforeAll(async () => {
  // 5 ms of mean event-loop delay: a loop kept busy below passes it at the next sample (every second).
  ctx = await openTestContext({ env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '5' } });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

/** Blocks the event loop for 40 ms out of every 50 ms, for `ms`. */
async function keepTheLoopBusy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const stop = Date.now() + 40;
    while (Date.now() < stop) {
      /* busy */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('refuses requests 503 OVERLOADED with Retry-After while overloaded; monitoring still answers and says so', async () => {
  expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  await keepTheLoopBusy(2_500);
  const health = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(health.statusCode).toBe(503);
  expect(health.headers['retry-after']).toBe('10');
  expect(health.json()).toEqual({
    message: 'Server sedang sibuk. Silakan coba lagi sebentar lagi.',
    code: 'OVERLOADED',
    retryAfterSeconds: 10,
  });
  const authorization = `Bearer ${superAdmin.token}`;
  const monitoring = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/super-admin/monitoring',
    headers: { authorization },
  });
  expect(monitoring.statusCode, monitoring.body).toBe(200);
  expect(monitoringSnapshot.parse(monitoring.json()).overloaded).toBe(true);
  const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
  expect(metrics.statusCode).toBe(200);
  expect(metrics.body).toMatch(/^meja_overloaded 1$/m);
  // Once the loop is idle again (the next samples), requests pass.
  await expect
    .poll(async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, {
      timeout: 10_000,
      interval: 250,
    })
    .toBe(200);
}, 30_000);
