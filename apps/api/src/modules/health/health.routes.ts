import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { tagRoutes } from '../../platform/openapi/openapi';

export function healthRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', tagRoutes('health'));
    app.get(
      '/health',
      {
        config: { access: { kind: 'public' } },
        schema: {
          summary: 'Liveness: the server and its database answer',
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async () => {
        await db.execute(sql`select 1`);
        return { ok: true as const };
      },
    );
  };
}
