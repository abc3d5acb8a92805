import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isDinerPath } from '@meja/shared/diner-path';
import { notFound } from './errors';

/**
 * Serves the built web app: hashed assets with a year of caching, the diner's pages their own small
 * diner.html, every other non-API path index.html (client-side routes). Declared as one public route
 * so the access rule holds here too.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built at ${root}; only the API is served`);
    return;
  }
  await app.register(fastifyStatic, { root, serve: false });
  app.get('/*', { config: { access: { kind: 'public' } } }, async (request, reply) => {
    const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
    if (urlPath.startsWith('api/')) throw notFound('Alamat tidak ditemukan.');
    const file = path.resolve(root, urlPath);
    if (urlPath && file.startsWith(root + path.sep) && existsSync(file)) {
      const immutable = urlPath.startsWith('assets/');
      return reply.sendFile(urlPath, { immutable, maxAge: immutable ? '365d' : 0 });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(isDinerPath(`/${urlPath}`) ? 'diner.html' : 'index.html', { cacheControl: false });
  });
}
