import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { testJobsAnswer } from '@meja/shared/contracts/test-hooks';
import type { JobRunner } from './jobs';
import { tagRoutes } from './openapi/openapi';

/**
 * POST /api/v1/test/jobs/run — every background job now, so a browser test can move the clock and
 * run the lifecycle job. Registered only with TEST_CLOCK_HOOK, which env.ts refuses in production.
 */
export function testJobsRoutes(jobs: JobRunner): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('test'));
    app.post(
      '/jobs/run',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: 'Test only (TEST_CLOCK_HOOK): run every background job now',
          response: { 200: testJobsAnswer },
        },
      },
      async () => ({ runs: await jobs.runAll() }),
    );
  };
}
