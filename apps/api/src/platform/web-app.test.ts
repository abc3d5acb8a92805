import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { registerWebApp, withAbsoluteOgImage } from './web-app';

/** The built web app: the diner's pages get diner.html, the rest index.html, assets as files. */
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'meja-web-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<title>site</title><meta property="og:image" content="/og-image.jpg" />',
  );
  writeFileSync(
    path.join(dist, 'diner.html'),
    '<html lang="id"><head><title>diner</title></head><div id="root"></div></html>',
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), 'BROTLI');
  app = Fastify({ logger: false });
  await registerWebApp(
    app,
    dist,
    async (pathname) => ({
      early: '<link rel="preload">',
      late: `<meta name="first-data" content="${pathname}">`,
      root: '<p>preview</p>',
      theme: 'dark',
      status: pathname.startsWith('/gone/') ? 404 : 200,
    }),
    'https://meja.example.id/',
  );
  await app.ready();
});
afterAll(() => app.close());

const pageOf = async (url: string) => (await app.inject({ method: 'GET', url })).body;

describe('web app pages', () => {
  it.each([
    '/warung-demo/menu',
    '/warung-demo/menu/0197a3c2-0000-7000-8000-000000000000',
    '/warung-demo/cart',
    '/warung-demo/order-track?table=A1',
    '/warung-demo/order-track/abc?token=x',
  ])('%s is the diner app', async (url) => {
    expect(await pageOf(url)).toContain('diner');
  });

  it.each([
    '/',
    '/login',
    '/warung-demo/admin',
    '/warung-demo/admin/menu',
    '/pos/warung-demo',
    '/group/menu',
  ])('%s is the main app', async (url) => {
    expect(await pageOf(url)).toContain('site');
  });

  it('serves hashed assets with long caching and pages without', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ method: 'GET', url: '/warung-demo/menu' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("puts the diner page's first data in its head, compressed as the browser accepts", async () => {
    const plain = await app.inject({ method: 'GET', url: '/warung-demo/menu?x=1' });
    expect(plain.body).toBe(
      '<html lang="id" data-diner-theme="dark"><head><link rel="preload"><title>diner</title>' +
        '<meta name="first-data" content="/warung-demo/menu"></head><div id="root"><p>preview</p></div></html>',
    );
    const br = await app.inject({
      method: 'GET',
      url: '/warung-demo/cart',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('content="/warung-demo/cart"');
    const gzip = await app.inject({
      method: 'GET',
      url: '/x/order-track',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('content="/x/order-track"');
  });

  it('answers a diner page with the status its parts give (404: an unknown restaurant), page and all', async () => {
    const page = await app.inject({ method: 'GET', url: '/gone/cart', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root"><p>preview</p></div>');
    expect((await app.inject({ method: 'GET', url: '/warung-demo/cart' })).statusCode).toBe(200);
  });

  it('serves the pre-compressed copy of an asset when the browser accepts it', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.body).toBe('BROTLI');
  });

  it('names the Open Graph picture by its full address, for link previews, compressed as accepted', async () => {
    const page = await app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(
      '<title>site</title><meta property="og:image" content="https://meja.example.id/og-image.jpg" />',
    );
  });
});

describe('withAbsoluteOgImage', () => {
  const tag = (content: string) => `<meta property="og:image" content="${content}" />`;
  it('prefixes a site path and leaves full addresses alone', () => {
    expect(withAbsoluteOgImage(tag('/og.jpg'), 'http://127.0.0.1:3100')).toBe(
      tag('http://127.0.0.1:3100/og.jpg'),
    );
    expect(withAbsoluteOgImage(tag('https://cdn.example/og.jpg'), 'http://x')).toBe(
      tag('https://cdn.example/og.jpg'),
    );
    expect(withAbsoluteOgImage(tag('//cdn.example/og.jpg'), 'http://x')).toBe(tag('//cdn.example/og.jpg'));
    expect(withAbsoluteOgImage('<title>none</title>', 'http://x')).toBe('<title>none</title>');
  });
});
