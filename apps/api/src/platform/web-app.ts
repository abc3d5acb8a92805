import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDinerPath } from '@meja/shared/diner-path';
import { notFound } from './errors';

/** What a diner page carries: `early` right after <head>, `late` before </head>, `root` in #root. */
export type DinerPage = (
  pathname: string,
) => Promise<{ early: string; late: string; root: string; theme: string | null }>;

/** A page made per request, compressed the way the browser accepts (the build's files come pre-compressed). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * Serves the built web app: hashed assets with a year of caching (pre-compressed .br/.gz when the
 * build made them), the diner's pages their own small diner.html carrying their first data, every
 * other non-API path index.html (client-side routes). Declared as one public route so the access
 * rule holds here too.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, dinerPage?: DinerPage) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built at ${root}; only the API is served`);
    return;
  }
  const dinerFile = path.join(root, 'diner.html');
  const dinerTemplate = existsSync(dinerFile) ? readFileSync(dinerFile, 'utf8') : null;
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.get('/*', { config: { access: { kind: 'public' } } }, async (request, reply) => {
    const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
    if (urlPath.startsWith('api/')) throw notFound('Alamat tidak ditemukan.');
    const file = path.resolve(root, urlPath);
    if (urlPath && file.startsWith(root + path.sep) && existsSync(file)) {
      const immutable = urlPath.startsWith('assets/');
      return reply.sendFile(urlPath, { immutable, maxAge: immutable ? '365d' : 0 });
    }
    reply.header('cache-control', 'no-cache');
    if (dinerTemplate !== null && isDinerPath(`/${urlPath}`)) {
      const parts = dinerPage ? await dinerPage(`/${urlPath}`) : null;
      const html = parts
        ? dinerTemplate
            .replace(
              '<html lang="id">',
              parts.theme ? `<html lang="id" data-diner-theme="${parts.theme}">` : '$&',
            )
            .replace('<head>', `<head>${parts.early}`)
            .replace('</head>', `${parts.late}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${parts.root}</div>`)
        : dinerTemplate;
      return sendHtml(request, reply, html);
    }
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
