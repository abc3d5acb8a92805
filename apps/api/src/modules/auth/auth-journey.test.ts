import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse, meResponse } from '@meja/shared/contracts/auth';
import { bearer, openTestContext } from '../../../test/harness';
import { errorOf, postLogin, registerVerified, registration } from '../../../test/auth-flow';
import { SESSION_COOKIE } from './session-cookie';

type Ctx = Awaited<ReturnType<typeof openTestContext>>;
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });

describe('register → verify → login → me → logout', () => {
  it('carries one account through its whole first session', async () => {
    const account = await registerVerified(ctx.app, registration({ restaurantName: 'Kedai Perjalanan' }));

    const login = await postLogin(ctx.app, { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
    const { user, token } = loginResponse.parse(login.json());
    expect(user).toMatchObject({
      role: 'RESTAURANT_ADMIN',
      email: account.email,
      name: 'ADMIN KEDAI PERJALANAN',
      tenantSlug: account.tenantSlug,
      groupSlug: null,
    });
    expect(token).toMatch(/^[\w-]{43}$/);

    // The session cookie: httpOnly, SameSite=Lax, for the whole site, not Secure on plain http.
    const setCookie = String(login.headers['set-cookie']);
    const parts = setCookie.split(';').map((p) => p.trim());
    expect(parts[0]).toBe(`${SESSION_COOKIE}=${token}`);
    expect(parts).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${720 * 3600}`]),
    );
    expect(parts).not.toContain('Secure');
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });

    const withCookie = await me({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(withCookie.statusCode).toBe(200);
    expect(meResponse.parse(withCookie.json())).toEqual({ user });

    const withBearer = await me(bearer(token));
    expect(withBearer.statusCode).toBe(200);
    expect(meResponse.parse(withBearer.json())).toEqual({ user });

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/public/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const cleared = logout.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');

    for (const headers of [bearer(token), { cookie: `${SESSION_COOKIE}=${token}` }]) {
      const after = await me(headers);
      expect(after.statusCode).toBe(401);
      expect(errorOf(after)).toEqual({ code: 'UNAUTHENTICATED', message: 'Silakan login terlebih dahulu.' });
    }
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const account = await registerVerified(ctx.app);
    const credentials = { email: account.email, password: account.password };
    const first = loginResponse.parse((await postLogin(ctx.app, credentials)).json()).token;
    const second = loginResponse.parse((await postLogin(ctx.app, credentials)).json()).token;
    expect(second).not.toBe(first);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/public/logout', headers: bearer(first) });
    expect((await me(bearer(first))).statusCode).toBe(401);
    expect((await me(bearer(second))).statusCode).toBe(200);
  });
});

describe('GET /api/v1/auth/me', () => {
  it('is 401 without a session or with a made-up token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      bearer('bukan-token'),
      { cookie: `${SESSION_COOKIE}=bukan-token` },
    ];
    for (const headers of attempts) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers logout without a session with ok', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/public/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
