import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { openTestContext } from '../../test/harness';
import { errorOf, registration } from '../../test/auth-flow';

/** App-wide answers: unknown paths, oversized and malformed bodies, crashes — always `{message, code}`. */
type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext({
    configure: (app) => {
      app.get('/api/v1/error-test/crash', { config: { access: { kind: 'public' } } }, async () => {
        throw new Error('kaboom: password=hunter2 at /srv/meja/secret.ts:12');
      });
      // Real PostgreSQL errors of a value beyond its type, from the database of the test.
      app.get('/api/v1/error-test/overflow', { config: { access: { kind: 'public' } } }, async () => {
        await ctx.db.execute(sql`select (${'99999999999'})::int4`);
      });
      app.get('/api/v1/error-test/not-a-number', { config: { access: { kind: 'public' } } }, async () => {
        await ctx.db.execute(sql`select (${'12abc'})::numeric(14, 4)`);
      });
      app.get('/api/v1/error-test/numeric', { config: { access: { kind: 'public' } } }, async () => {
        await ctx.db.execute(sql`select (${1e10})::numeric(14, 4)`);
      });
      // What node-postgres throws when PostgreSQL terminates the connection (a restart, a failover).
      app.get('/api/v1/error-test/terminated', { config: { access: { kind: 'public' } } }, async () => {
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      });
      app.get('/api/v1/error-test/refused', { config: { access: { kind: 'public' } } }, async () => {
        throw new Error('Failed query', {
          cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        });
      });
      app.get('/api/v1/error-test/ended', { config: { access: { kind: 'public' } } }, async () => {
        throw new Error('Connection terminated unexpectedly');
      });
      app.get(
        '/api/v1/error-test/bad-shape',
        {
          config: { access: { kind: 'public' } },
          schema: { response: { 200: z.object({ ok: z.literal(true) }) } },
        },
        async () => ({ ok: 'not quite' }),
      );
    },
  });
});
afterAll(() => ctx.close());

function expectNoInternals(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(/stack|\bat \S+ \(|\.ts:\d+|node_modules|kaboom|hunter2|FST_/i);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
}

describe('error answers', () => {
  it('answers an unknown API path with 404 NOT_FOUND', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/tidak-ada'],
      ['POST', '/api/v1/public/tidak-ada'],
      ['DELETE', '/api/v1/health'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Alamat tidak ditemukan.' });
      expectNoInternals(response);
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const payload = JSON.stringify({ ...registration(), restaurantName: 'x'.repeat(300 * 1024) });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/public/register',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Ukuran data terlalu besar.' });
    expectNoInternals(response);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@meja.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'VALIDATION', message: 'Permintaan tidak valid.' });
    expectNoInternals(response);
  });

  it('refuses a JSON body that is not an object with an Indonesian message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', message: 'Data permintaan tidak valid.' });
  });

  it('answers a crash with 500 INTERNAL and nothing of the error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/error-test/crash' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response)).toEqual({
      code: 'INTERNAL',
      message: 'Terjadi kesalahan pada server. Silakan coba lagi.',
    });
    expectNoInternals(response);
  });

  it('answers a value the database cannot hold (22003, 22P02) with 400, not 500', async () => {
    for (const url of ['overflow', 'not-a-number', 'numeric']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/error-test/${url}` });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'VALIDATION',
        message: 'Nilai data di luar batas yang diizinkan.',
      });
      expectNoInternals(response);
    }
  });

  it('answers a lost database connection with 503 UNAVAILABLE and Retry-After', async () => {
    for (const url of ['terminated', 'refused', 'ended']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/error-test/${url}` });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(errorOf(response)).toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 5 });
      expect(response.body).not.toMatch(/terminating|ECONNREFUSED|5432/);
    }
  });

  it('answers a response that breaks its own schema with 500, not with the data', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/error-test/bad-shape' });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response).code).toBe('INTERNAL');
    expect(response.body).not.toContain('not quite');
    expectNoInternals(response);
  });
});

describe('GET /api/v1/health', () => {
  it('answers ok with the security headers set', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Plain-http LAN instances must never be told to force https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in a body, a query or a path, on any route', async () => {
    const inBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/public/login',
      payload: { email: 'a\u0000@meja.test', password: 'x' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(errorOf(inBody)).toMatchObject({ code: 'VALIDATION' });
    const inQuery = await ctx.app.inject({ url: '/api/v1/public/verify-email?token=a%00b' });
    expect(inQuery.statusCode).toBe(400);
    const inPath = await ctx.app.inject({ url: '/api/v1/public/resolve/warung%00' });
    expect(inPath.statusCode).toBe(400);
  });
});
