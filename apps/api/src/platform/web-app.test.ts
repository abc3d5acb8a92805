import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

/** The built web app: the diner's pages get diner.html, the rest index.html, assets as files. */
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'meja-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<title>site</title>');
  writeFileSync(path.join(dist, 'diner.html'), '<title>diner</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  app = Fastify({ logger: false });
  await registerWebApp(app, dist);
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
});
