import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDinerPath } from '@meja/shared/diner-path';
import { notFound } from './errors';

/**
 * What a diner page carries: `early` right after <head>, `late` before </head>, `root` in #root; its
 * status; or `redirectTo`, the path it moved to (a renamed restaurant's old address).
 */
export type DinerPage = (pathname: string) => Promise<{
  early: string;
  late: string;
  root: string;
  theme: string | null;
  status: number;
  redirectTo?: string;
}>;

interface HtmlBodies {
  br: () => Buffer;
  gzip: () => Buffer;
  plain: string;
}

/** An HTML page compressed the way the browser accepts. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, bodies: HtmlBodies) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(bodies.br());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(bodies.gzip());
  return reply.send(bodies.plain);
}

/** A page made per request: compressed quickly, each time. */
function perRequest(html: string): HtmlBodies {
  return {
    br: () => brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: () => gzipSync(html),
    plain: html,
  };
}

/** A page that never changes while the server runs: compressed once, at its best. */
function once(html: string): HtmlBodies {
  const br = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(html, { level: 9 });
  return { br: () => br, gzip: () => gzip, plain: html };
}

/** Link previews (WhatsApp, Facebook) need the Open Graph picture as a full address: the build cannot know it. */
export function withAbsoluteOgImage(html: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return html.replace(/(<meta property="og:image" content=")\/(?!\/)/, `$1${base}/`);
}

/**
 * Serves the built web app: hashed assets with a year of caching (pre-compressed .br/.gz when the
 * build made them), the diner's pages their own small diner.html carrying their first data, every
 * other non-API path index.html (client-side routes). Declared as one public route so the access
 * rule holds here too.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  dinerPage?: DinerPage,
  publicUrl?: string,
) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built at ${root}; only the API is served`);
    return;
  }
  const dinerFile = path.join(root, 'diner.html');
  const dinerTemplate = existsSync(dinerFile) ? readFileSync(dinerFile, 'utf8') : null;
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  const indexPage = once(publicUrl ? withAbsoluteOgImage(indexHtml, publicUrl) : indexHtml);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  // The pages and their files, not the API: left out of the OpenAPI document.
  const schema = { summary: 'The web app: its pages and files', hide: true };
  app.get('/*', { config: { access: { kind: 'public' } }, schema }, async (request, reply) => {
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
      if (parts?.redirectTo) {
        // Permanent, method and query kept: printed QR codes of the old address keep working.
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(encodeURI(parts.redirectTo) + query, 308);
      }
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
      // An unknown restaurant is a 404 with its page (search engines and link checkers see it is gone).
      return sendHtml(request, reply.code(parts?.status ?? 200), perRequest(html));
    }
    return sendHtml(request, reply, indexPage);
  });
}
