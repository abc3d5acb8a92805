import type { FastifyInstance } from 'fastify';

/**
 * Every /api/ answer that does not choose its own caching is `Cache-Control: no-store` (issue 12):
 * a session's profile, a tenant's context or an error must never be kept by a browser or a proxy
 * for the next person on a shared till. Routes that may be cached say so (the public menu sends
 * its ETag with no-cache; uploaded pictures are immutable).
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
