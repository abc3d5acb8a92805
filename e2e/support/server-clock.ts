import { expect, type APIRequestContext } from '@playwright/test';
import { testClockAnswer } from '@meja/shared/contracts/test-hooks';

/*
 * The e2e server runs with TEST_CLOCK_HOOK (scripts/e2e-server.mjs): POST /api/v1/test/clock moves
 * the one clock the server decides trials, sessions and orders by. Sessions expire on that clock
 * too (30 days): log in after moving it past a month. Reset it when the test ends, since every
 * later spec shares the server.
 */

/** The server's clock reads real time + `days` (not cumulative: 31 then 31 is still 31 days ahead). */
export async function moveServerClock(request: APIRequestContext, days: number): Promise<Date> {
  const response = await request.post('/api/v1/test/clock', { data: { offsetDays: days } });
  expect(response.status(), await response.text()).toBe(200);
  return new Date(testClockAnswer.parse(await response.json()).now);
}

/** Back to real time. */
export async function resetServerClock(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/v1/test/clock', { data: { reset: true } });
  expect(response.status(), await response.text()).toBe(200);
}
