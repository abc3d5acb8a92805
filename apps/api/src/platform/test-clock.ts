import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testClockAnswer, testClockRequest } from '@meja/shared/contracts/test-hooks';
import { tagRoutes } from './openapi/openapi';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The app's one clock when TEST_CLOCK_HOOK is on: real time plus an offset the browser tests set,
 * so a trial ends without waiting. Everything that reads `now()` (the access guard, presenters,
 * orders, sessions, registration) moves together.
 */
export class ShiftableClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date) {}

  now = (): Date => new Date(this.base().getTime() + this.offsetMs);

  /** Sets the offset from real time (not cumulative: 31 then 31 is still 31 days ahead). */
  setOffsetDays(days: number): void {
    this.offsetMs = Math.round(days * DAY_MS);
  }

  get offsetDays(): number {
    return this.offsetMs / DAY_MS;
  }
}

/** POST /api/v1/test/clock — registered only with TEST_CLOCK_HOOK, which env.ts refuses in production. */
export function testClockRoutes(clock: ShiftableClock): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('test'));
    app.post(
      '/clock',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: "Test only (TEST_CLOCK_HOOK): shift the server's clock by days",
          body: testClockRequest,
          response: { 200: testClockAnswer },
        },
      },
      async (request) => {
        clock.setOffsetDays('reset' in request.body ? 0 : request.body.offsetDays);
        return { now: clock.now().toISOString(), offsetDays: clock.offsetDays };
      },
    );
  };
}
