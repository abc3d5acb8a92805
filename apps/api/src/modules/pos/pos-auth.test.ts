import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  posLoginError,
  posLoginResponse,
  posSessionResponse,
  POS_MESSAGES,
} from '@meja/shared/contracts/pos';
import { errorOf, freshIp } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createGroup, createTenantGraph, createUser, FACTORY_PASSWORD } from '../../../test/factories';
import { openTestContext } from '../../../test/harness';
import { posCall, posUrl } from '../../../test/pos';
import { sessions } from '../../db/schema/platform';
import { inAppTx } from '../../platform/db-scope';
import { SESSION_COOKIE } from '../auth/session-cookie';

/** POST /api/v1/pos/auth/login, /sso and /logout (issue 6). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

function login(body: object, headers: Record<string, string> = {}, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: posUrl('/auth/login'),
    payload: body,
    headers,
    remoteAddress: ip,
  });
}
const sessionsOf = (userId: string) =>
  inAppTx(ctx.db, (tx) => tx.select().from(sessions).where(eq(sessions.userId, userId)));

describe('POST /pos/auth/login', () => {
  it('logs a cashier in: the POS user with the real package, a token, and the session cookie', async () => {
    const t = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const response = await login(
      { email: t.cashier.email, password: FACTORY_PASSWORD },
      { 'x-tenant-slug': t.tenant.slug, 'x-tenant-plan': 'ENTERPRISE' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = posLoginResponse.strict().parse(response.json());
    expect(body.user).toEqual({
      _id: t.cashier.id,
      role: 'CASHIER',
      name: 'USER CASHIER',
      email: t.cashier.email,
      tenantSlug: t.tenant.slug,
      tenantName: t.tenant.name,
      plan: 'POS_ONLY',
      mustChangePassword: false,
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    // The cookie alone is a POS session.
    const sso = await ctx.app.inject({
      method: 'POST',
      url: posUrl('/auth/sso'),
      cookies: { [SESSION_COOKIE]: body.token },
    });
    expect(sso.statusCode, sso.body).toBe(200);
    expect(posSessionResponse.parse(sso.json()).user._id).toBe(t.cashier.id);
  });

  it('falls back to the tenant slug of the body; the header wins when both are sent', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const viaBody = await login({
      email: t.admin.email,
      password: FACTORY_PASSWORD,
      tenantSlug: t.tenant.slug,
    });
    expect(posLoginResponse.parse(viaBody.json()).user).toMatchObject({
      role: 'RESTAURANT_ADMIN',
      plan: 'PRO',
    });
    const headerWins = await login(
      { email: t.admin.email, password: FACTORY_PASSWORD, tenantSlug: t.tenant.slug },
      { 'x-tenant-slug': other.tenant.slug },
    );
    expect(headerWins.statusCode).toBe(403);
  });

  it('answers an unknown tenant with 404 and the exact text', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await login(
      { email: t.cashier.email, password: FACTORY_PASSWORD },
      { 'x-tenant-slug': 'tidak-ada-resto' },
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'Tenant tidak ditemukan. Periksa kembali slug restoran Anda.',
    });
  });

  it('gives an account of another tenant 403 OTHER_TENANT with its own slug, and makes no session', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    const before = (await sessionsOf(t.cashier.id)).length;
    const response = await login(
      { email: t.cashier.email, password: FACTORY_PASSWORD },
      { 'x-tenant-slug': other.tenant.slug },
    );
    expect(response.statusCode).toBe(403);
    expect(posLoginError.strict().parse(response.json())).toEqual({
      code: 'OTHER_TENANT',
      message: POS_MESSAGES.otherTenant,
      tenantSlug: t.tenant.slug,
    });
    expect(response.cookies).toEqual([]);
    expect(await sessionsOf(t.cashier.id)).toHaveLength(before);
  });

  it.each(['KITCHEN', 'INVENTORY', 'GROUP_MANAGER'] as const)(
    'refuses a %s with 403 and no session',
    async (role) => {
      const t = await createTenantGraph(ctx.db);
      const user =
        role === 'GROUP_MANAGER'
          ? (await createGroup(ctx.db)).manager
          : role === 'KITCHEN'
            ? t.kitchen
            : t.inventory;
      const before = (await sessionsOf(user.id)).length;
      const response = await login(
        { email: user.email, password: FACTORY_PASSWORD },
        { 'x-tenant-slug': t.tenant.slug },
      );
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'FORBIDDEN', message: POS_MESSAGES.role });
      expect(await sessionsOf(user.id)).toHaveLength(before);
    },
  );

  it('lets a super admin in at any tenant', async () => {
    const t = await createTenantGraph(ctx.db, { package: 'ENTERPRISE' });
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const response = await login(
      { email: superAdmin.email, password: FACTORY_PASSWORD },
      { 'x-tenant-slug': t.tenant.slug },
    );
    expect(posLoginResponse.parse(response.json()).user).toMatchObject({
      role: 'SUPER_ADMIN',
      tenantSlug: t.tenant.slug,
      plan: 'ENTERPRISE',
    });
  });

  it('refuses a wrong password with 401 and throttles like /public/login (429)', async () => {
    const t = await createTenantGraph(ctx.db);
    const headers = { 'x-tenant-slug': t.tenant.slug };
    const ip = freshIp();
    const wrong = await login({ email: t.cashier.email, password: 'salah-sekali' }, headers, ip);
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email atau password salah.' });
    // The same counters: failures at /public/login and here add up per account and address.
    for (let i = 0; i < 4; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/public/login',
        payload: { email: t.cashier.email, password: 'salah-lagi' },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const held = await login({ email: t.cashier.email, password: FACTORY_PASSWORD }, headers, ip);
    expect(held.statusCode).toBe(429);
    expect(errorOf(held).code).toBe('RATE_LIMITED');
  });

  it('refuses staff of an inactive tenant (403 TENANT_INACTIVE)', async () => {
    const t = await createTenantGraph(ctx.db, { active: false });
    const response = await login(
      { email: t.admin.email, password: FACTORY_PASSWORD },
      { 'x-tenant-slug': t.tenant.slug },
    );
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('TENANT_INACTIVE');
  });

  it.each([
    [{ email: ' ', password: 'x', tenantSlug: 'a' }, 'email', 'Email wajib diisi'],
    [{ email: 'a@b.id', password: '', tenantSlug: 'a' }, 'password', 'Password wajib diisi'],
    [{ email: 'a@b.id', password: 'x' }, 'tenantSlug', 'Slug restoran wajib diisi.'],
  ])('refuses %j with 400', async (body, field, message) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });
});

describe('POST /pos/auth/sso', () => {
  it("turns an admin's session into a POS session; X-Tenant-Plan changes nothing", async () => {
    const t = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
    const response = await posCall(ctx, 'POST', '/auth/sso', { token: t.admin.token, plan: 'ENTERPRISE' });
    expect(response.statusCode, response.body).toBe(200);
    expect(posSessionResponse.strict().parse(response.json()).user).toEqual({
      _id: t.admin.id,
      role: 'RESTAURANT_ADMIN',
      name: 'USER RESTAURANT_ADMIN',
      email: t.admin.email,
      tenantSlug: t.tenant.slug,
      tenantName: t.tenant.name,
      plan: 'POS_ONLY',
      mustChangePassword: false,
    });
  });

  it('refuses anonymous (401), kitchen (403) and another tenant named in the header (403)', async () => {
    const t = await createTenantGraph(ctx.db);
    const other = await createTenantGraph(ctx.db);
    expect((await posCall(ctx, 'POST', '/auth/sso', { token: null })).statusCode).toBe(401);
    expect((await posCall(ctx, 'POST', '/auth/sso', { token: t.kitchen.token })).statusCode).toBe(403);
    const crossed = await posCall(ctx, 'POST', '/auth/sso', {
      token: t.admin.token,
      slug: other.tenant.slug,
    });
    expect(crossed.statusCode).toBe(403);
    expect(errorOf(crossed).code).toBe('FORBIDDEN');
  });

  it('gives a super admin the tenant of the header, and asks for one without it (400)', async () => {
    const t = await createTenantGraph(ctx.db);
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const named = await posCall(ctx, 'POST', '/auth/sso', { token: superAdmin.token, slug: t.tenant.slug });
    expect(posSessionResponse.parse(named.json()).user.tenantSlug).toBe(t.tenant.slug);
    expect((await posCall(ctx, 'POST', '/auth/sso', { token: superAdmin.token })).statusCode).toBe(400);
    const unknown = await posCall(ctx, 'POST', '/auth/sso', { token: superAdmin.token, slug: 'tidak-ada' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /pos/auth/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await posCall(ctx, 'POST', '/auth/logout', { token: t.cashier.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await posCall(ctx, 'POST', '/auth/sso', { token: t.cashier.token })).statusCode).toBe(401);
    // Without a session it still answers ok.
    expect((await posCall(ctx, 'POST', '/auth/logout', { token: null })).statusCode).toBe(200);
  });
});
